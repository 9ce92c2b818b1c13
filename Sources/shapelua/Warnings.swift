import CLua
#if canImport(Glibc)
import Glibc
#endif

/// The warning function `lua_newstate` leaves out (lauxlib's is installed
/// only by luaL_newstate): off until "@on" (`-W` or `warn("@on")`), then
/// "Lua warning: " and the pieces up to the last one, on stderr, as
/// lauxlib's warnfon/warnfcont. It writes only; it never raises.
///
/// One per state (the warn function's user data), so sessions in parallel
/// test threads do not share it. The session removes the function before it
/// releases the state (see `Session.deinit`).
final class Warnings {
    var on = false
    var continuing = false

    func install(in L: OpaquePointer) {
        lua_setwarnf(L, warn, Unmanaged.passUnretained(self).toOpaque())
    }

    static func remove(from L: OpaquePointer) {
        lua_setwarnf(L, nil, nil)
    }
}

private let warn: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> Void = { ud, message, toBeContinued in
    guard let ud, let message else { return }
    let w = Unmanaged<Warnings>.fromOpaque(ud).takeUnretainedValue()
    let text = String(cString: message)
    if !w.continuing && toBeContinued == 0 && text.hasPrefix("@") {
        if text == "@on" { w.on = true }
        if text == "@off" { w.on = false }
        return
    }
    if w.on {
        if !w.continuing { Stderr.write("Lua warning: ") }
        Stderr.write(text)
        if toBeContinued == 0 { Stderr.write("\n") }
    }
    w.continuing = toBeContinued != 0
}
