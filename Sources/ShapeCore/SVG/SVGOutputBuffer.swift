/// The SVG writer's output: bytes in memory of its own, grown by doubling.
///
/// Not an `[UInt8]`: an array's `append(contentsOf:)` checks uniqueness
/// and capacity through a generic path of ~60 instructions before it
/// copies, and most of the writer's appends are a few bytes (a Canvas
/// shape is about ten of them). Here an append is a capacity check and a
/// copy, and the hot writers (path data, attributes) write in place: they
/// ask for room (`reserve`), write, and `commit` what they wrote, with no
/// copy through a scratch buffer.
///
/// A struct stored in the writer (a class reference would be retained and
/// released around every append): its owner frees it (`free`), once. The
/// writer's own output is freed with the writer; one set aside while a
/// definition is captured is owned by its `SVGWriter.Capture`.
struct SVGOutputBuffer {
    private(set) var base: UnsafeMutablePointer<UInt8>
    private(set) var count = 0
    private(set) var capacity: Int

    init(capacity: Int = 256) {
        self.capacity = Swift.max(capacity, 16)
        base = .allocate(capacity: self.capacity)
    }

    /// Frees the memory; the buffer must not be used again.
    func free() { base.deallocate() }

    var isEmpty: Bool { count == 0 }

    /// A copy of the bytes.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// The bytes, valid until the buffer next changes.
    var buffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: count) }

    @inline(__always) mutating func append(_ b: UInt8) {
        if count == capacity { grow(1) }
        base[count] = b
        count &+= 1
    }

    @inline(__always) mutating func append(_ source: UnsafePointer<UInt8>, count n: Int) {
        if capacity &- count < n { grow(n) }
        UnsafeMutableRawPointer(base + count).copyMemory(from: source, byteCount: n)
        count &+= n
    }

    @inline(__always) mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        if let start = bytes.baseAddress { append(start, count: bytes.count) }
    }

    @inline(__always) mutating func append(_ s: StaticString) {
        append(s.utf8Start, count: s.utf8CodeUnitCount)
    }

    mutating func append(_ bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    mutating func append(_ s: String) {
        var s = s
        s.withUTF8 { append($0) }
    }

    /// Room for `n` more bytes: where they go. Nothing is written or
    /// counted until `commit`.
    @inline(__always) mutating func reserve(_ n: Int) -> UnsafeMutablePointer<UInt8> {
        if capacity &- count < n { grow(n) }
        return base + count
    }

    /// Counts `n` bytes written at `reserve`'s pointer (n ≤ what it reserved).
    @inline(__always) mutating func commit(_ n: Int) {
        count &+= n
    }

    mutating func removeLast(_ n: Int) {
        precondition(n >= 0 && n <= count)
        count -= n
    }

    mutating func removeAll() { count = 0 }

    /// Makes room for `n` more bytes: at least double the capacity, as an
    /// array grows (the writer asks the work budget before a large buffer
    /// doubles: `SVGWriter.flushIfNeeded`, `hasRoom(forPathData:)`).
    @inline(never)
    private mutating func grow(_ n: Int) {
        let newCapacity = Swift.max(count + n, 2 * capacity)
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
