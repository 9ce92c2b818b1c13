import CLua
#if canImport(Glibc)
import Glibc
#endif

/// The warning function `lua_newstate` leaves out (lauxlib's is installed
/// only by luaL_newstate): off until "@on" (`-W` or `warn("@on")`), then
/// "Lua warning: " and the pieces up to the last one, on stderr.
/// It writes only; it never raises.
enum Warnings {
    /// Per process: shapelua runs one state at a time.
    static var on = false
    static var continuing = false

    static func install(in L: OpaquePointer) {
        on = false
        continuing = false
        lua_setwarnf(L, warn, nil)
    }
}

private let warn: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> Void = { _, message, toBeContinued in
    guard let message else { return }
    let text = String(cString: message)
    if !Warnings.continuing && toBeContinued == 0 && text.hasPrefix("@") {
        if text == "@on" { Warnings.on = true }
        if text == "@off" { Warnings.on = false }
        return
    }
    if Warnings.on {
        if !Warnings.continuing { Stderr.write("Lua warning: ") }
        Stderr.write(text)
        if toBeContinued == 0 { Stderr.write("\n") }
    }
    Warnings.continuing = toBeContinued != 0
}
