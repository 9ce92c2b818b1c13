/// The luacheck standard (committed as docs/shapelua.luacheckrc) generated
/// from the registration tables, as LÖVE ships `std = "love"`: every global
/// of the `shape` library is a read-only global, and each namespace lists
/// its fields, so `luacheck` flags a misspelt `Colr.red` or `Color.lightRed`
/// as well as an accidental global. Use it as a config file:
///
///     luacheck --config docs/shapelua.luacheckrc scripts/
///
/// or copy the `stds.shapelua` table into a project's own `.luacheckrc`.
public enum LuacheckStandard {
    /// Globals the command line sets that are not in the registration
    /// tables (documented in docs/CLI.md): none are writable by scripts.
    static let hostGlobals = ["shard"]

    public static func generate(_ library: LibrarySpec = ShapeLibrary.spec) -> String {
        var out = """
        -- shapelua's luacheck standard: generated from the registration tables
        -- (Sources/ShapeBindings/Generators/LuacheckStandard.swift); do not edit.
        --   luacheck --config docs/shapelua.luacheckrc FILES
        -- or, in a project's .luacheckrc: copy `stds.shapelua` and set
        --   std = "lua54+shapelua"
        stds.shapelua = {
          read_globals = {

        """
        var entries: [(String, String)] = []
        for function in library.functions { entries.append((function.name, "{}")) }
        for namespace in library.namespaces {
            // Constants are values with methods of their own (`Color.red:opacity(0.5)`).
            let fields = namespace.functions.map { ($0.name, "{}") }
                + namespace.constants.map { ($0.name, "{ other_fields = true }") }
            let body = fields.sorted { $0.0 < $1.0 }.map { "\($0.0) = \($0.1)" }.joined(separator: ", ")
            entries.append((namespace.name, "{ fields = { \(body) } }"))
        }
        for name in hostGlobals where !entries.contains(where: { $0.0 == name }) {
            entries.append((name, "{ fields = { index = {}, count = {} } }"))
        }
        for (name, value) in entries.sorted(by: { $0.0 < $1.0 }) {
            out += "    \(name) = \(value),\n"
        }
        out += """
          },
        }
        std = "lua54+shapelua"

        """
        return out
    }
}
