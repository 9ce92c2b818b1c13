import CLua
import CLuaBridge

/// A Lua value (typically a function) kept alive in the registry so Swift
/// can hold on to it, e.g. the `function(rect) ... end` of a `Shape`.
///
/// Created with `luaL_ref`, which only does raw table operations and can
/// fail only on memory; it is called from Swift, where the allocator never
/// fails (see `LuaStackAccess`), so it cannot raise. Releasing never calls
/// Lua from `deinit` (which may run anywhere, even inside a finaliser):
/// the number is queued on the state and freed at the next safe point (the
/// next `ref`, the start and end of each run, `collectGarbage`).
public final class LuaRef {
    /// The registry index (`LUA_REFNIL` for nil).
    public let reference: Int32
    weak var owner: LuaState?

    init(reference: Int32, owner: LuaState) {
        self.reference = reference
        self.owner = owner
    }

    deinit {
        owner?.releaseLater(reference)
    }
}

extension LuaState {
    /// A reference to the value at `index` of `stack`'s thread (the state's
    /// main thread by default). The value stays where it is.
    public func ref(at index: Int32, on stack: (any LuaStackAccess)? = nil) -> LuaRef {
        let L = stack?.L ?? self.L
        freePendingReferences(L)
        lua_pushvalue(L, index)
        let reference = luaL_ref(L, shl_registryindex())
        return LuaRef(reference: reference, owner: self)
    }

    func releaseLater(_ reference: Int32) {
        if reference >= 0 { pendingUnrefs.append(reference) }
    }

    /// Frees the references whose LuaRef is gone. Raw operations on the
    /// registry only; called from Swift, where they cannot raise.
    func freePendingReferences(_ L: OpaquePointer) {
        while let reference = pendingUnrefs.popLast() {
            luaL_unref(L, shl_registryindex(), reference)
        }
    }
}

extension LuaStackAccess {
    /// Pushes the referenced value.
    public func push(_ ref: LuaRef) {
        lua_rawgeti(L, shl_registryindex(), lua_Integer(ref.reference))
    }

    /// Calls the referenced function on this stack's thread under a protected
    /// call with the traceback handler. `arguments` pushes the arguments and
    /// returns how many; `results` values are left on the stack (LUA_MULTRET
    /// for all; the return value says how many). A Lua error is thrown as a
    /// `LuaError`; a Swift function that lets it propagate (LuaCall.run)
    /// re-raises it as the error of its own Lua call (DESIGN rule 5).
    @discardableResult
    public func call(_ function: LuaRef, results: Int32 = 0,
                     arguments: (Self) throws -> Int32 = { _ in 0 }) throws -> Int32 {
        let base = lua_gettop(L)
        push(function)
        let count: Int32
        do { count = try arguments(self) } catch { lua_settop(L, base); throw error }
        try pcall(arguments: count, results: results)
        return lua_gettop(L) - base
    }
}
