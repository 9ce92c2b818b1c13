#if canImport(Glibc)
import Glibc
#endif
import ShapeCore
import Synchronization

/// Where a `SystemFontProvider` says that a family a script named is not
/// installed: once per family name, however many texts, sizes and weights
/// ask for it. The text is still drawn, with the fallback the message names.
public final class FontWarnings: Sendable {
    private let reported = Mutex<Set<String>>([])
    private let sink: @Sendable (String) -> Void

    /// `sink` gets each warning as one line without its newline.
    public init(sink: @escaping @Sendable (String) -> Void) { self.sink = sink }

    /// The process's standard error, shared by every provider so that a
    /// run says it once even with several Lua states.
    public static let standardError = FontWarnings { line in
        var text = "shapelua: warning: " + line + "\n"
        text.withUTF8 { _ = fwrite($0.baseAddress, 1, $0.count, stderr) }
    }

    /// The warning for `family`, drawn with `fallback` instead; both quoted
    /// and escaped (a family name is the script's text: a newline or an
    /// escape sequence in it must not reach the terminal as such).
    static func missingFamily(_ family: String, fallback: String) -> String {
        "font family \(MessageText.quoted(family)) is not installed; drawing with \(MessageText.quoted(fallback)) instead"
    }

    /// Reports the family unless it has been reported already.
    func reportMissing(_ family: String, fallback: String) {
        let first = reported.withLock { $0.insert(family).inserted }
        if first { sink(Self.missingFamily(family, fallback: fallback)) }
    }
}
