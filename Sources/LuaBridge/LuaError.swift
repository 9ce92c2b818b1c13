/// An error raised by Lua code run from Swift: the message as Lua gave it
/// (position included) and the traceback the message handler added.
public struct LuaError: Error, CustomStringConvertible, Sendable {
    public enum Kind: Sendable { case runtime, syntax, memory, handler, file }
    public let kind: Kind
    /// The message, without the traceback.
    public let message: String
    /// "stack traceback:\n..." or empty.
    public let traceback: String

    public init(kind: Kind, message: String, traceback: String = "") {
        self.kind = kind
        self.message = message
        self.traceback = traceback
    }

    /// Splits what the message handler produced ("msg\nstack traceback:...")
    /// at the first "\nstack traceback:".
    public init(kind: Kind, handled text: String) {
        if let start = Self.tracebackStart(in: text) {
            self.init(kind: kind, message: String(text[..<start]),
                      traceback: String(text[text.index(after: start)...]))
        } else {
            self.init(kind: kind, message: text)
        }
    }

    /// Where "\nstack traceback:" first starts in `text`, compared as
    /// Characters (what `firstRange(of:)` does). Written out because
    /// `firstRange(of:)` lives in _StringProcessing: that one call linked
    /// it and _RegexParser into the executable, about 2,600 of its
    /// relocations applied at every start (docs/PERFORMANCE.md, start-up).
    static func tracebackStart(in text: String) -> String.Index? {
        let marker = "\nstack traceback:"
        var index = text.startIndex
        while let newline = text[index...].firstIndex(of: "\n") {
            if text[newline...].starts(with: marker) { return newline }
            index = text.index(after: newline)
        }
        return nil
    }

    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }
}
