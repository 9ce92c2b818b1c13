/// "did you mean 'fill'?": the nearest existing name to a misspelt one, for
/// every name a user types: members of the library's tables and values,
/// option keys, choices (line caps, weights, alignments, corners) and
/// colour names. Every such message is worded here (`unknown`), so they
/// all read alike.
///
/// Distance: optimal string alignment (Levenshtein with adjacent
/// transpositions, Damerau 1964), case-insensitive, so `widht` → `width`
/// and `Fill` → `fill` cost 1. A name that contains a candidate of three or
/// more letters, or is contained in one, is a match too (`lightRed` →
/// `red`, `stroke` → `strokeBorder` when nothing is closer), since SwiftUI
/// users often add or drop a qualifier. Only computed on an error.
public enum NameSuggestion {
    public static func nearest(to name: String, in candidates: [String]) -> String? {
        let key = Array(name.lowercased().utf8)
        // Edits allowed: none for one or two letters (any other short name
        // would be "nearest"), 1 for three, up to 3 for long names.
        let limit = key.count <= 2 ? 0 : key.count <= 3 ? 1 : key.count <= 5 ? 2 : 3
        var best: (name: String, score: Double)?
        for candidate in candidates where candidate != name {
            let c = Array(candidate.lowercased().utf8)
            var score = Double(distance(key, c))
            if score > Double(limit) {
                let related = min(c.count, key.count) >= 3 && (contains(key, c) || contains(c, key))
                    || commonPrefix(key, c) >= max(4, key.count / 2)
                guard related else { continue }
                // Containment ranks after close spellings, shorter gaps first.
                score = Double(limit) + 0.5 + Double(abs(c.count - key.count)) / 100
            }
            if best == nil || score < best!.score || (score == best!.score && candidate < best!.name) {
                best = (candidate, score)
            }
        }
        return best?.name
    }

    /// Optimal string alignment distance between two byte strings.
    public static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }

    private static func commonPrefix(_ a: [UInt8], _ b: [UInt8]) -> Int {
        var n = 0
        while n < a.count, n < b.count, a[n] == b[n] { n += 1 }
        return n
    }

    private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            return true
        }
        return false
    }

    /// "Color has no colour 'lightRed'; did you mean 'red'?" (`keyText`:
    /// how the key reads, for keys that are not strings).
    public static func message(owner: String, noun: String, key: String, candidates: [String],
                        keyText: String? = nil) -> String {
        var text = "\(owner) has no \(noun) \(keyText ?? MessageText.quoted(key))"
        if !key.isEmpty, let near = nearest(to: key, in: candidates) { text += "; did you mean \(MessageText.quoted(near))?" }
        return text
    }

    /// The one wording of an unknown option key, choice or name:
    /// "unknown option 'heigth'; did you mean 'height'?",
    /// "unknown line cap 'rond'; did you mean 'round'? (valid: butt, round, square)".
    /// The suggestion follows the name it corrects; `note` (a list of the
    /// valid names, or how to write a value) closes the message.
    /// - quoted: the name as the message shows it ('heigth', or [3] for a
    ///   table key that is not a string)
    /// - name: the name's text to correct; nil when it is not a string
    /// - candidates: the names it may have meant
    public static func unknown(_ what: String, quoted: String, name: String?, candidates: [String],
                               note: String? = nil) -> String {
        var text = "unknown \(what) \(quoted)"
        if let name, !name.isEmpty, let near = nearest(to: name, in: candidates) { text += "; did you mean \(MessageText.quoted(near))?" }
        if let note { text += " (\(note))" }
        return text
    }

    /// `unknown(_:quoted:...)` for a string name, its valid names listed:
    /// "unknown alignment 'centre'; did you mean 'center'? (valid: ...)".
    public static func unknown(_ what: String, _ name: String, valid: [String]) -> String {
        unknown(what, quoted: MessageText.quoted(name), name: name, candidates: valid, note: "valid: \(valid.joined(separator: ", "))")
    }
}
