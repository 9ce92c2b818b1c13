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

    /// Splits what the message handler produced ("msg\nstack traceback:...").
    init(kind: Kind, handled text: String) {
        if let range = text.firstRange(of: "\nstack traceback:") {
            self.init(kind: kind, message: String(text[..<range.lowerBound]),
                      traceback: String(text[text.index(after: range.lowerBound)...]))
        } else {
            self.init(kind: kind, message: text)
        }
    }

    public var description: String {
        traceback.isEmpty ? message : message + "\n" + traceback
    }
}
