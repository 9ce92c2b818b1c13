import ShapeBindings

/// The chain of names and calls that ends a REPL line being completed:
/// `x = RoundedRectangle(10):fill("red"):fr` is the head `RoundedRectangle`,
/// the steps `call, method fill, call`, the separator `:` and the partial
/// name `fr`. Found by tokenizing the line (so brackets inside strings do
/// not count) and walking back from its end; only what Lua's grammar
/// calls a prefix expression of names, fields, method calls and calls.
struct CallChain: Equatable {
    var head: String
    var steps: [DeclaredTypes.Step]
    var separator: Character
    var partial: String

    var hasCall: Bool { steps.contains(.call) }

    init(head: String, steps: [DeclaredTypes.Step], separator: Character, partial: String) {
        self.head = head; self.steps = steps; self.separator = separator; self.partial = partial
    }

    /// nil when the line does not end in `chain.name` or `chain:name`.
    init?(line: String) {
        let tokens = Token.scan(line)
        var end = tokens.count
        var partial = ""
        if end > 0, case .name(let n) = tokens[end - 1] { partial = n; end -= 1 }
        guard end > 1, case .punct(let sep) = tokens[end - 1], sep == "." || sep == ":" else { return nil }
        var reversed: [DeclaredTypes.Step] = []
        var i = end - 2
        while true {
            switch tokens[i] {
            case .name(let name):
                if i > 0, case .punct(let p) = tokens[i - 1], p == "." || p == ":" {
                    reversed.append(p == "." ? .field(name) : .method(name))
                    i -= 2
                    guard i >= 0 else { return nil }
                    continue
                }
                self.init(head: name, steps: reversed.reversed(), separator: sep, partial: partial)
                return
            case .punct(let close) where close == ")" || close == "}":
                guard let open = Token.opener(of: i, in: tokens), open > 0 else { return nil }
                reversed.append(.call)
                i = open - 1
            case .string:
                guard i > 0 else { return nil }
                reversed.append(.call)
                i -= 1
            default:
                return nil
            }
            // A call needs a callee: a name or another call's end.
            switch tokens[i] {
            case .name, .string: continue
            case .punct(let p) where p == ")" || p == "}": continue
            default: return nil
            }
        }
    }
}

/// Just enough of Lua's lexer for completion: names, strings (quoted and
/// long brackets), numbers, punctuation; comments end the scan.
enum Token: Equatable {
    case name(String)
    case string
    case number
    case punct(Character)

    static func scan(_ line: String) -> [Token] {
        let chars = Array(line)
        var tokens: [Token] = []
        var i = 0
        func isNameStart(_ c: Character) -> Bool { c == "_" || (c.isASCII && c.isLetter) }
        func isNamePart(_ c: Character) -> Bool { isNameStart(c) || (c.isASCII && c.isNumber) }
        while i < chars.count {
            let c = chars[i]
            if c.isWhitespace { i += 1; continue }
            if isNameStart(c) {
                var j = i
                while j < chars.count, isNamePart(chars[j]) { j += 1 }
                tokens.append(.name(String(chars[i..<j])))
                i = j
            } else if c.isASCII && c.isNumber {
                while i < chars.count, isNamePart(chars[i]) || chars[i] == "." { i += 1 }
                tokens.append(.number)
            } else if c == "\"" || c == "'" {
                i += 1
                while i < chars.count, chars[i] != c { i += chars[i] == "\\" ? 2 : 1 }
                i += 1
                tokens.append(.string)
            } else if c == "[", let level = longBracketLevel(chars, i) {
                let close = Array("]" + String(repeating: "=", count: level) + "]")
                var j = i + level + 2
                while j + close.count <= chars.count, Array(chars[j..<(j + close.count)]) != close { j += 1 }
                i = min(j + close.count, chars.count)
                tokens.append(.string)
            } else if c == "-", i + 1 < chars.count, chars[i + 1] == "-" {
                break
            } else if c == ".", i + 1 < chars.count, chars[i + 1] == "." {
                // `..` (and `...`) is an operator, never a field separator.
                while i < chars.count, chars[i] == "." { i += 1 }
                tokens.append(.punct("~"))
            } else {
                tokens.append(.punct(c))
                i += 1
            }
        }
        return tokens
    }

    /// `[[` or `[==[` at i: the number of `=`; nil for a plain `[`.
    private static func longBracketLevel(_ chars: [Character], _ i: Int) -> Int? {
        var j = i + 1
        while j < chars.count, chars[j] == "=" { j += 1 }
        return j < chars.count && chars[j] == "[" ? j - i - 1 : nil
    }

    /// The index of the bracket that `tokens[close]` closes.
    static func opener(of close: Int, in tokens: [Token]) -> Int? {
        guard case .punct(let c) = tokens[close] else { return nil }
        let open: Character = c == ")" ? "(" : "{"
        var depth = 0
        var i = close
        while i >= 0 {
            if case .punct(let p) = tokens[i] {
                if p == c { depth += 1 }
                if p == open { depth -= 1; if depth == 0 { return i } }
            }
            i -= 1
        }
        return nil
    }
}
