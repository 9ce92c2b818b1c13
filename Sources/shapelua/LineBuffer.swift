/// Splits a byte stream into lines in linear time and bounded memory:
/// each byte read is scanned once, and a line longer than `maxLine` is
/// handed on in pieces of `maxLine` bytes (the last one shorter) (so one endless line cannot
/// grow the buffer). Used for the output `--jobs` relays from its shards.
struct LineBuffer {
    let maxLine: Int
    private var pending: [UInt8] = []

    init(maxLine: Int) { self.maxLine = maxLine }

    /// Takes `chunk`, calling `line` for each complete line (without its
    /// newline) and for each `maxLine` piece of a longer one.
    mutating func feed(_ chunk: ArraySlice<UInt8>, _ line: (ArraySlice<UInt8>) -> Void) {
        var start = chunk.startIndex
        while let newline = chunk[start...].firstIndex(of: 10) {
            if pending.isEmpty {
                line(chunk[start..<newline])
            } else {
                pending += chunk[start..<newline]
                emitPieces(line)
                line(pending[...])
                pending.removeAll(keepingCapacity: true)
            }
            start = newline + 1
        }
        pending += chunk[start...]
        emitPieces(line)
    }

    /// The last line, when the stream ended without a newline.
    mutating func finish(_ line: (ArraySlice<UInt8>) -> Void) {
        if !pending.isEmpty { line(pending[...]) }
        pending.removeAll()
    }

    private mutating func emitPieces(_ line: (ArraySlice<UInt8>) -> Void) {
        // Kept while a newline may still end it exactly at maxLine.
        guard pending.count > maxLine else { return }
        var start = 0
        while pending.count - start > maxLine {
            line(pending[start..<start + maxLine])
            start += maxLine
        }
        pending.removeFirst(start)
    }
}
