/// Which image protocol a terminal speaks, for `--preview terminal` (docs/CLI.md): told by the environment where terminals announce themselves, else
/// asked of the terminal itself (`TerminalQuery`).
enum TerminalGraphics: Equatable {
    /// kitty's graphics protocol (kitty, Ghostty, WezTerm, Konsole…):
    /// PNG bytes in APC `ESC _ G … ESC \` chunks.
    case kitty
    /// iTerm2's inline images (iTerm2, WezTerm, mintty…): the PNG file in
    /// one OSC 1337 `File=` sequence.
    case iterm2
    /// DEC sixel (xterm -ti vt340, foot, mlterm, mintty, Windows Terminal…),
    /// announced by attribute 4 in the answer to Primary Device Attributes.
    case sixel

    /// What the environment alone tells: `.some(protocol)`, `.some(nil)`
    /// for a terminal known to draw no images (TERM unset or `dumb`: no
    /// query either, such a terminal cannot answer one), or nil when only
    /// asking the terminal can tell.
    ///
    /// The variables are the ones the terminals set themselves: kitty
    /// `KITTY_WINDOW_ID` and TERM `xterm-kitty`; Ghostty TERM_PROGRAM
    /// `ghostty` (it speaks kitty's protocol); iTerm2 TERM_PROGRAM
    /// `iTerm.app` or LC_TERMINAL `iTerm2` (the latter survives ssh);
    /// WezTerm TERM_PROGRAM `WezTerm` (it speaks both; iTerm2's is its own
    /// documented choice for files). A multiplexer (TERM `screen*`,
    /// `tmux*`, or TMUX set) hides the terminal outside it, so there the
    /// query decides: tmux answers for itself, with sixel when built so.
    static func fromEnvironment(_ env: [String: String]) -> TerminalGraphics?? {
        let term = env["TERM"] ?? ""
        if term.isEmpty || term == "dumb" { return .some(nil) }
        let multiplexed = env["TMUX"] != nil || term.hasPrefix("screen") || term.hasPrefix("tmux")
        if multiplexed { return nil }
        let program = env["TERM_PROGRAM"] ?? ""
        if env["KITTY_WINDOW_ID"] != nil || term == "xterm-kitty" || program == "ghostty" || term == "xterm-ghostty" {
            return .kitty
        }
        if program == "iTerm.app" || env["LC_TERMINAL"] == "iTerm2" || program == "WezTerm" {
            return .iterm2
        }
        return nil
    }

    /// The query written to a terminal the environment says nothing about:
    /// a kitty graphics query (action `q`, a 1×1 RGB image that is checked
    /// and never stored, id 31) followed by Primary Device Attributes
    /// (`ESC [ c`), the sequence kitty's documentation gives for detection.
    /// Every VT100-style terminal answers the second; one that speaks
    /// kitty's protocol answers the first before it.
    static let query = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}[c"

    /// Reads the terminal's answer to `query`: kitty's `ESC _ G i=31;OK
    /// ESC \` means kitty; a device-attributes answer `ESC [ ? Ps ; … c`
    /// listing 4 means sixel; any other complete answer means no images.
    /// nil while the device-attributes answer is not complete yet.
    static func fromAnswer(_ bytes: [UInt8]) -> TerminalGraphics?? {
        let attributesMark = Array("\u{1B}[?".utf8)
        guard let start = find(attributesMark, in: bytes[...]),
              let end = bytes[(start + attributesMark.count)...].firstIndex(of: UInt8(ascii: "c")) else { return nil }
        if find(Array("\u{1B}_Gi=31;OK".utf8), in: bytes[..<start]) != nil { return .kitty }
        let attributes = bytes[(start + attributesMark.count)..<end].split(separator: UInt8(ascii: ";"))
        return attributes.contains { Array($0) == [UInt8(ascii: "4")] } ? .sixel : .some(nil)
    }

    /// Where `needle` first starts in `haystack`.
    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for i in haystack.startIndex...(haystack.endIndex - needle.count)
        where haystack[i..<(i + needle.count)].elementsEqual(needle) {
            return i
        }
        return nil
    }
}
