/// The variables a REPL chunk assigns, for `--preview` (docs/CLI.md: `v =
/// Circle()` updates the preview as `Circle()` does). Found with the
/// completion's tokenizer: every `=` at bracket depth 0 that is an
/// assignment (not `==`, `<=`, `>=`, `~=`), with the comma-separated name
/// chains (`v`, `t.icon`) just before it. A false match only means one more
/// name is read back, never that anything runs. Locals are not included:
/// they are gone once the chunk has run, as in lua.c's REPL.
enum AssignmentTargets {
    /// The targets in the order they are written (`a, b = ...` gives a, b).
    static func of(_ chunk: String) -> [String] {
        let tokens = Token.scan(chunk)
        var depth = 0
        var targets: [String] = []
        for (i, token) in tokens.enumerated() {
            guard case .punct(let p) = token else { continue }
            switch p {
            case "(", "{", "[": depth += 1
            case ")", "}", "]": depth = max(0, depth - 1)
            case "=" where depth == 0 && isAssignment(tokens, i):
                targets += chains(before: i, in: tokens)
            default: break
            }
        }
        return targets
    }

    private static func isAssignment(_ tokens: [Token], _ i: Int) -> Bool {
        if i + 1 < tokens.count, tokens[i + 1] == .punct("=") { return false }
        if i > 0, case .punct(let before) = tokens[i - 1], "=<>~".contains(before) { return false }
        return true
    }

    /// `a.b, c` before the `=` at `end`; stops at anything else, and drops
    /// the list when it follows `local`.
    private static func chains(before end: Int, in tokens: [Token]) -> [String] {
        var result: [String] = []
        var parts: [String] = []
        var i = end - 1
        while i >= 0, case .name(let name) = tokens[i] {
            parts.insert(name, at: 0)
            if i > 0, tokens[i - 1] == .punct(".") { i -= 2; continue }
            result.insert(parts.joined(separator: "."), at: 0)
            parts = []
            if i > 0, tokens[i - 1] == .punct(",") { i -= 2; continue }
            if i > 0, tokens[i - 1] == .name("local") { return [] }
            break
        }
        return parts.isEmpty ? result : []
    }
}
