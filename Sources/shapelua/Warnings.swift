import LuaBridge

/// The warnings `lua_newstate` leaves out (lauxlib's warn function is
/// installed only by luaL_newstate): off until "@on" (`-W` or
/// `warn("@on")`), then "Lua warning: " and the pieces up to the last one,
/// on stderr, as lauxlib's warnfon/warnfcont. It writes only; it never
/// raises.
///
/// One per state, so sessions in parallel test threads do not share it.
/// The state keeps its handler until it is released, so the warnings of
/// finalizers that run while it closes are printed too.
final class Warnings {
    var on = false
    var continuing = false

    func install(in lua: LuaState) {
        lua.setWarningHandler { [self] piece, continues in receive(piece, continues: continues) }
    }

    private func receive(_ text: String, continues: Bool) {
        if !continuing && !continues && text.hasPrefix("@") {
            if text == "@on" { on = true }
            if text == "@off" { on = false }
            return
        }
        if on {
            if !continuing { Stderr.write("Lua warning: ") }
            Stderr.write(text)
            if !continues { Stderr.write("\n") }
        }
        continuing = continues
    }
}
