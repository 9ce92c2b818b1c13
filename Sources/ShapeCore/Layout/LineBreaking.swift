/// Where a line of text may break, a simplified form of Unicode's line
/// breaking rules (UAX #14): after a run of spaces (the spaces are dropped
/// at the break), and between two characters when either of them is CJK,
/// since Japanese and Chinese text has no spaces and may break between any
/// two ideographs or kana. Closing punctuation and small kana stay with the
/// character before them, opening brackets with the character after them
/// (the Japanese "kinsoku" rule, reduced to the common characters).
enum LineBreaking {
    /// The unbreakable pieces of `line`, in order, without the spaces
    /// between them. Consecutive pieces are separated by spaces or touch.
    static func pieces(_ line: Substring) -> [Substring] {
        var result: [Substring] = []
        var start: Substring.Index?
        var previous: Character?
        var i = line.startIndex
        while i < line.endIndex {
            let c = line[i]
            if c == " " {
                if let s = start { result.append(line[s..<i]) }
                start = nil
            } else if let s = start, let p = previous, mayBreak(between: p, and: c) {
                result.append(line[s..<i])
                start = i
            } else if start == nil {
                start = i
            }
            previous = c
            i = line.index(after: i)
        }
        if let s = start { result.append(line[s..<line.endIndex]) }
        return result
    }

    static func mayBreak(between a: Character, and b: Character) -> Bool {
        guard isCJK(a) || isCJK(b) else { return false }
        return !noBreakBefore.contains(b) && !noBreakAfter.contains(a)
    }

    /// Unicode blocks treated as CJK: CJK Symbols and Punctuation
    /// (U+3000–303F), Hiragana (U+3040–309F), Katakana (U+30A0–30FF),
    /// Katakana Phonetic Extensions (U+31F0–31FF), CJK Unified Ideographs
    /// Extension A (U+3400–4DBF), CJK Unified Ideographs (U+4E00–9FFF),
    /// CJK Compatibility Ideographs (U+F900–FAFF), Halfwidth and Fullwidth
    /// Forms (U+FF00–FFEF) and the supplementary ideograph planes
    /// (U+20000–3FFFF).
    static func isCJK(_ c: Character) -> Bool {
        guard let v = c.unicodeScalars.first?.value else { return false }
        switch v {
        case 0x3000...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
             0xF900...0xFAFF, 0xFF00...0xFFEF, 0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }

    /// Closing punctuation, the prolonged sound mark, iteration marks and
    /// small kana: never the first character of a line.
    static let noBreakBefore: Set<Character> = Set("、。，．：；？！）」』】〕〉》］｝〙〗ー々ゝゞヽヾ・" +
        "ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ…,.:;?!)]}")
    /// Opening brackets: never the last character of a line.
    static let noBreakAfter: Set<Character> = Set("（「『【〔〈《［｛〘〖([{")
}
