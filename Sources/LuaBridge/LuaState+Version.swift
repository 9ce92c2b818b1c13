import CLua

extension LuaState {
    /// The release of the Lua headers the bridge was built with, e.g.
    /// "5.4.6" (the `_VERSION` global names only "Lua 5.4").
    public static let luaRelease = "\(LUA_VERSION_MAJOR).\(LUA_VERSION_MINOR).\(LUA_VERSION_RELEASE)"
}
