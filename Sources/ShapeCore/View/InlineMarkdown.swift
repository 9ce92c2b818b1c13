/// The Markdown SwiftUI draws in a `Text` made from a string literal: the
/// inline part of CommonMark (SwiftUI parses with Foundation's
/// `inlineOnlyPreservingWhitespace`: no headings, lists or paragraphs, and
/// every space and line break kept). Understood: `*em*` and `_em_`
/// (italic), `**strong**` and `__strong__` (bold), `~~strike~~`,
/// `` `code` `` (monospaced, its text literal), `[text](destination)` and
/// `<scheme:autolink>` (links), and backslash escapes of ASCII punctuation.
/// Everything else is text as written.
///
/// Emphasis follows the CommonMark specification's (0.31) delimiter-run
/// rules — left- and right-flanking runs, `_` not opening or closing inside
/// a word, the "multiple of 3" rule — and its "process emphasis" procedure,
/// with the delimiters in a linked list and a per-kind openers bottom, so
/// the work is linear in the text; styles are recorded as ranges and
/// summed in one sweep, so nesting costs nothing extra.
enum InlineMarkdown {
    struct Styles: OptionSet, Hashable {
        let rawValue: UInt8
        static let italic = Styles(rawValue: 1)
        static let bold = Styles(rawValue: 2)
        static let strikethrough = Styles(rawValue: 4)
        static let code = Styles(rawValue: 8)
        static let link = Styles(rawValue: 16)
    }

    struct Span: Equatable {
        var text: String
        var styles: Styles
    }

    /// The characters that can start markup; text without any is returned
    /// as one unstyled span without parsing.
    static func mayHaveMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x7E || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C || $0 == 0x3C }
    }

    static func spans(_ source: String) -> [Span] {
        guard mayHaveMarkup(source) else { return [Span(text: source, styles: [])] }
        var parser = Parser(Array(source.unicodeScalars))
        parser.run()
        return parser.result()
    }

    /// One piece of output: literal text, or a delimiter run that may
    /// still turn into emphasis (then `count` of its characters are left).
    private struct Node {
        var text: String.UnicodeScalarView
        var delimiter: Unicode.Scalar?
        var count = 0
        /// Text after it starts a new node: it ends a code span, a link or
        /// is a `[` (styles are ranges of nodes).
        var sealed = false
    }

    private struct Delimiter {
        var node: Int
        var character: Unicode.Scalar
        var count: Int
        let originalCount: Int
        let canOpen: Bool
        let canClose: Bool
        var previous: Int
        var next: Int
    }

    private struct Parser {
        let s: [Unicode.Scalar]
        var nodes: [Node] = []
        var delimiters: [Delimiter] = []
        /// The last delimiter still on the stack (-1: none).
        var top = -1
        /// Where the `[` not yet matched are: node index and delimiter stack top then.
        var brackets: [(node: Int, stackTop: Int)] = []
        /// Styles as ranges of nodes: `(from, to, style)`, `to` exclusive.
        var ranges: [(from: Int, to: Int, style: Styles)] = []

        init(_ s: [Unicode.Scalar]) { self.s = s }

        mutating func text(_ t: some Sequence<Unicode.Scalar>) {
            if let last = nodes.indices.last, nodes[last].delimiter == nil, !nodes[last].sealed {
                nodes[last].text.append(contentsOf: t)
            } else {
                nodes.append(Node(text: String.UnicodeScalarView(t)))
            }
        }

        mutating func run() {
            var i = 0
            while i < s.count {
                let c = s[i]
                switch c {
                case "\\" where i + 1 < s.count && isASCIIPunctuation(s[i + 1]):
                    text(CollectionOfOne(s[i + 1]))
                    i += 2
                case "`":
                    i = codeSpan(at: i)
                case "*", "_", "~":
                    i = delimiterRun(at: i)
                case "[":
                    nodes.append(Node(text: String.UnicodeScalarView(CollectionOfOne(c)), sealed: true))
                    brackets.append((nodes.count - 1, top))
                    i += 1
                case "]":
                    i = closeBracket(at: i)
                case "<":
                    i = autolink(at: i)
                default:
                    var j = i + 1
                    while j < s.count, !"\\`*_~[]<".unicodeScalars.contains(s[j]) { j += 1 }
                    text(s[i..<j])
                    i = j
                }
            }
            processEmphasis(bottom: -1)
        }

        /// A run of n backticks up to the next run of exactly n: code, its
        /// text literal (one space stripped from each end when both have one
        /// and it is not all spaces). Without a closing run, the backticks
        /// are text.
        mutating func codeSpan(at start: Int) -> Int {
            var n = 0
            while start + n < s.count, s[start + n] == "`" { n += 1 }
            var j = start + n
            while j < s.count {
                if s[j] == "`" {
                    var m = 0
                    while j + m < s.count, s[j + m] == "`" { m += 1 }
                    if m == n {
                        var content = s[(start + n)..<j]
                        if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                            content = content.dropFirst().dropLast()
                        }
                        nodes.append(Node(text: String.UnicodeScalarView(content), sealed: true))
                        ranges.append((nodes.count - 1, nodes.count, .code))
                        return j + m
                    }
                    j += m
                } else {
                    j += 1
                }
            }
            text(s[start..<(start + n)])
            return start + n
        }

        mutating func delimiterRun(at start: Int) -> Int {
            let c = s[start]
            var n = 0
            while start + n < s.count, s[start + n] == c { n += 1 }
            // GitHub's strikethrough: exactly two tildes.
            if c == "~" && n != 2 {
                text(s[start..<(start + n)])
                return start + n
            }
            let before: Unicode.Scalar = start > 0 ? s[start - 1] : " "
            let after: Unicode.Scalar = start + n < s.count ? s[start + n] : " "
            let left = !isWhitespace(after) && (!isPunctuation(after) || isWhitespace(before) || isPunctuation(before))
            let right = !isWhitespace(before) && (!isPunctuation(before) || isWhitespace(after) || isPunctuation(after))
            let canOpen = c == "_" ? left && (!right || isPunctuation(before)) : left
            let canClose = c == "_" ? right && (!left || isPunctuation(after)) : right
            nodes.append(Node(text: String.UnicodeScalarView(), delimiter: c, count: n))
            if canOpen || canClose {
                delimiters.append(Delimiter(node: nodes.count - 1, character: c, count: n, originalCount: n,
                                            canOpen: canOpen, canClose: canClose, previous: top, next: -1))
                if top >= 0 { delimiters[top].next = delimiters.count - 1 }
                top = delimiters.count - 1
            }
            return start + n
        }

        /// `](destination)` after a `[`: a link over the nodes between,
        /// its emphasis processed inside it first; otherwise "]" is text.
        mutating func closeBracket(at i: Int) -> Int {
            guard let open = brackets.last else { text(CollectionOfOne(s[i])); return i + 1 }
            guard i + 1 < s.count, s[i + 1] == "(", let end = destinationEnd(from: i + 2) else {
                brackets.removeLast()
                text(CollectionOfOne(s[i]))
                return i + 1
            }
            brackets.removeLast()
            processEmphasis(bottom: open.stackTop)
            // The delimiters inside are used up or text now.
            top = open.stackTop
            if top >= 0 { delimiters[top].next = -1 }
            nodes[open.node].text = String.UnicodeScalarView()
            ranges.append((open.node + 1, nodes.count, .link))
            nodes[nodes.count - 1].sealed = true
            // CommonMark: no link inside a link; the outer brackets are text.
            brackets.removeAll()
            return end
        }

        /// The index after the `)` closing a destination that starts at
        /// `from`; nil when there is none on this line.
        func destinationEnd(from: Int) -> Int? {
            var depth = 0
            var j = from
            while j < s.count {
                switch s[j] {
                case "\n": return nil
                case "\\": j += 1
                case "(": depth += 1
                case ")":
                    if depth == 0 { return j + 1 }
                    depth -= 1
                default: break
                }
                j += 1
            }
            return nil
        }

        /// `<scheme:rest>`: a link whose text is the address. A scheme is a
        /// letter then 1–31 letters, digits, `+`, `.` or `-`; the rest has no
        /// space, `<` or `>`.
        mutating func autolink(at i: Int) -> Int {
            var j = i + 1
            while j < s.count, j - i - 1 < 32, isASCIILetter(s[j]) || (j > i + 1 && "0123456789+.-".unicodeScalars.contains(s[j])) { j += 1 }
            let schemeLength = j - i - 1
            guard schemeLength >= 2, schemeLength <= 32, j < s.count, s[j] == ":" else { text(CollectionOfOne(s[i])); return i + 1 }
            var k = j + 1
            while k < s.count, s[k] != ">", s[k] != "<", !isWhitespace(s[k]) { k += 1 }
            guard k < s.count, s[k] == ">" else { text(CollectionOfOne(s[i])); return i + 1 }
            nodes.append(Node(text: String.UnicodeScalarView(s[(i + 1)..<k]), sealed: true))
            ranges.append((nodes.count - 1, nodes.count, .link))
            return k + 1
        }

        /// CommonMark's "process emphasis" over the delimiters above `bottom`.
        mutating func processEmphasis(bottom: Int) {
            // The lowest delimiter to search down to, per closer kind.
            var openersBottom = [Int: Int]()
            var closer = bottom >= 0 ? delimiters[bottom].next : firstDelimiter(above: bottom)
            while closer >= 0 {
                let d = delimiters[closer]
                guard d.canClose else { closer = d.next; continue }
                let key = Int(d.character.value) * 8 + (d.canOpen ? 4 : 0) + d.originalCount % 3
                let floor = max(openersBottom[key] ?? bottom, bottom)
                var opener = d.previous
                while opener > floor, !matches(opener, closer) { opener = delimiters[opener].previous }
                if opener <= floor || opener < 0 {
                    openersBottom[key] = d.previous
                    let next = d.next
                    if !d.canOpen { remove(closer) }
                    closer = next
                    continue
                }
                let use = d.character == "~" ? 2 : (delimiters[opener].count >= 2 && d.count >= 2 ? 2 : 1)
                let style: Styles = d.character == "~" ? .strikethrough : (use == 2 ? .bold : .italic)
                ranges.append((delimiters[opener].node + 1, d.node, style))
                delimiters[opener].count -= use
                delimiters[closer].count -= use
                nodes[delimiters[opener].node].count -= use
                nodes[d.node].count -= use
                // Delimiters between the two become text.
                delimiters[opener].next = closer
                delimiters[closer].previous = opener
                if delimiters[opener].count == 0 { remove(opener) }
                if delimiters[closer].count == 0 {
                    let next = delimiters[closer].next
                    remove(closer)
                    closer = next
                }
            }
        }

        func firstDelimiter(above bottom: Int) -> Int {
            var d = top
            while d >= 0, delimiters[d].previous > bottom { d = delimiters[d].previous }
            return d
        }

        func matches(_ opener: Int, _ closer: Int) -> Bool {
            let o = delimiters[opener], c = delimiters[closer]
            guard o.canOpen, o.character == c.character, o.count > 0 else { return false }
            if o.character == "~" { return o.count == 2 && c.count == 2 }
            // The rule of 3: a run that can both open and close does not pair
            // with one whose lengths sum to a multiple of 3, unless both are.
            if (o.canClose || c.canOpen), (o.originalCount + c.originalCount) % 3 == 0,
               !(o.originalCount % 3 == 0 && c.originalCount % 3 == 0) { return false }
            return true
        }

        mutating func remove(_ i: Int) {
            let p = delimiters[i].previous, n = delimiters[i].next
            if p >= 0 { delimiters[p].next = n }
            if n >= 0 { delimiters[n].previous = p } else if top == i { top = p }
        }

        /// The text with each node's styles: the ranges summed in one sweep.
        func result() -> [Span] {
            let kinds: [Styles] = [.italic, .bold, .strikethrough, .code, .link]
            var delta = [[Int]](repeating: [Int](repeating: 0, count: nodes.count + 1), count: kinds.count)
            for r in ranges where r.from < r.to {
                let k = kinds.firstIndex(of: r.style)!
                delta[k][r.from] += 1
                delta[k][r.to] -= 1
            }
            var depth = [Int](repeating: 0, count: kinds.count)
            var spans: [Span] = []
            for (i, node) in nodes.enumerated() {
                var styles: Styles = []
                for k in kinds.indices {
                    depth[k] += delta[k][i]
                    if depth[k] > 0 { styles.insert(kinds[k]) }
                }
                var text = node.text
                if let c = node.delimiter { text = String.UnicodeScalarView(repeatElement(c, count: node.count)) }
                if text.isEmpty { continue }
                if let last = spans.indices.last, spans[last].styles == styles {
                    spans[last].text.unicodeScalars.append(contentsOf: text)
                } else {
                    spans.append(Span(text: String(text), styles: styles))
                }
            }
            return spans.isEmpty ? [Span(text: "", styles: [])] : spans
        }
    }

    static func isWhitespace(_ c: Unicode.Scalar) -> Bool {
        c.properties.isWhitespace || c.properties.generalCategory == .spaceSeparator
    }

    /// CommonMark's punctuation: ASCII punctuation, or Unicode P* and S*.
    static func isPunctuation(_ c: Unicode.Scalar) -> Bool {
        if isASCIIPunctuation(c) { return true }
        switch c.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }

    static func isASCIIPunctuation(_ c: Unicode.Scalar) -> Bool {
        switch c.value {
        case 0x21...0x2F, 0x3A...0x40, 0x5B...0x60, 0x7B...0x7E: return true
        default: return false
        }
    }

    static func isASCIILetter(_ c: Unicode.Scalar) -> Bool {
        (0x41...0x5A).contains(c.value) || (0x61...0x7A).contains(c.value)
    }
}
