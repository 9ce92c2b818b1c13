/// Why text could not be shaped: no font system, no font at all, or a bad
/// request. Thrown by `FontProvider.shape`; the message is meant for users
/// ("fontconfig found no font for family 'X'"), so callers print it as is.
public struct FontError: Error, Equatable, CustomStringConvertible, Sendable {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
