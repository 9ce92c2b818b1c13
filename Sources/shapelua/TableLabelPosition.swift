import ShapeBindings

/// Where Tab completes a label inside a table argument: the line up to the
/// cursor ends at a key of a table that is a call's argument — `stroke{`,
/// `RoundedRectangle{cornerRadius = 8, sty`, `v:frame({wi` — rather than
/// at a value (`{width = ...`). Found on Lua tokens (`Token.scan`), so
/// brackets inside strings do not count.
struct TableLabelPosition: Equatable {
    /// The callee: a global (`head` alone), a namespace's function
    /// (`head.name`), or a method or field of a chain (`chain`).
    var chain: CallChain?
    var global: String?
    /// The name being typed ("" right after `{` or `,`).
    var partial: String

    init?(line: String) {
        var tokens = Token.scan(line)
        partial = ""
        if case .name(let name)? = tokens.last {
            // "{width " ends a word: Tab there is not completing it.
            guard line.last.map({ $0 == "_" || ($0.isASCII && ($0.isLetter || $0.isNumber)) }) == true else { return nil }
            partial = name
            tokens.removeLast()
        }
        guard case .punct(let before)? = tokens.last, "{,;".contains(before) else { return nil }
        // The table's own `{`: the innermost bracket left open.
        var depth = 0
        var open: Int?
        for i in stride(from: tokens.count - 1, through: 0, by: -1) {
            guard case .punct(let p) = tokens[i] else { continue }
            if ")]}".contains(p) { depth += 1 }
            if "([{".contains(p) {
                if depth == 0 { open = p == "{" ? i : nil; break }
                depth -= 1
            }
        }
        guard var end = open else { return nil }
        // `f{...}` or `f({...}`: the callee ends just before.
        if end > 0, case .punct("(") = tokens[end - 1] { end -= 1 }
        guard end > 0, case .name(let last) = tokens[end - 1] else { return nil }
        let callee = tokens[..<end]
        // Rebuilt as text for CallChain, which reads a line ending in `.name`/`:name`.
        let text = callee.map { token -> String in
            switch token {
            case .name(let n): return n
            case .punct(let p): return String(p)
            case .string: return "''"
            case .number: return "0"
            }
        }.joined(separator: " ")
        if let chain = CallChain(line: text) {
            self.chain = chain
        } else if callee.count == 1 || {
            // A name after an operator or an opening bracket: a global.
            if case .punct(let p) = callee[callee.count - 2] { return p != "." && p != ":" }
            return true
        }() {
            global = last
        } else {
            return nil
        }
    }
}
