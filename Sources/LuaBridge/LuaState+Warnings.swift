import CLua

/// Receives a state's warnings one piece at a time, as Lua's warn function
/// does: `continues` is true when more pieces of the same message follow
/// (`warn("a", "b")` gives "a" continuing, then "b"). Control messages
/// ("@on", "@off") arrive like any other piece: what they mean is the
/// handler's to decide. It must not call into the state (it may run inside
/// a finalizer, or while the state closes).
public typealias LuaWarningHandler = (_ piece: String, _ continues: Bool) -> Void

/// A state made by the bridge has no warn function (as `lua_newstate`
/// leaves it): `warn` in Lua and errors in finalizers are dropped until a
/// host sets a handler.
extension LuaState {
    /// Sets the function that receives the state's warnings (nil: they are
    /// dropped). The state keeps it until it is replaced or the state is
    /// released, so the warnings of the last finalizers, which run while the
    /// state closes, still reach it.
    public func setWarningHandler(_ handler: LuaWarningHandler?) {
        warningHandler = handler
        if handler == nil {
            lua_setwarnf(L, nil, nil)
        } else {
            lua_setwarnf(L, deliverWarning, Unmanaged.passUnretained(self).toOpaque())
        }
    }

    /// Emits a warning piece as Lua's `warn` does (e.g. "@on" from the
    /// command line's -W). Only the handler runs: nothing here can raise.
    public func warn(_ piece: String, continues: Bool = false) {
        lua_warning(L, piece, continues ? 1 : 0)
    }
}

/// Lua's warn function: the state is its user data, unretained (the state
/// outlives its own warn function).
private let deliverWarning: @convention(c) (UnsafeMutableRawPointer?, UnsafePointer<CChar>?, Int32) -> Void = { ud, message, continues in
    guard let ud, let message else { return }
    let state = Unmanaged<LuaState>.fromOpaque(ud).takeUnretainedValue()
    state.warningHandler?(String(cString: message), continues != 0)
}
