import LuaBridge
import ShapeCore

/// A Lua function kept for later calls from ShapeCore code that cannot
/// throw (a `Shape` path, a `GeometryReader`, a `Canvas`): the function is
/// held in the registry; a failure is parked in `CallbackScope` and raised
/// by the binding that started the rendering, with the Lua location.
final class LuaCallback: @unchecked Sendable {
    private weak var state: LuaState?
    /// The function, in the registry. LuaRef frees it at the state's next
    /// safe point: a callback may be released while the collector frees
    /// the value holding it, where no Lua API may be called.
    private let function: LuaRef
    /// "file.lua:12" where the function was defined, for result errors.
    let origin: String
    let what: String

    init(_ call: LuaCall, _ index: Int32, what: String) {
        self.what = what
        let owner = LuaState.owner(of: call.L)
        state = owner
        let stack = LuaCall(L: call.L)
        origin = stack.definition(ofFunctionAt: index)
        function = owner.ref(at: index, on: stack)
    }

    /// The rendering this callback runs under (found through its state).
    func currentScopeOrNil() -> CallbackScope? {
        guard let state else { return nil }
        return LibraryContext.of(state.L)?.currentScope
    }

    /// Pushes the function onto `L`'s stack.
    func push(_ L: OpaquePointer) { LuaCall(L: L).push(function) }

    /// Calls the function with a Rect and expects a Path.
    func path(in rect: Rect) -> Path {
        guard let scope = currentScopeOrNil(), scope.error == nil else { return Path() }
        if scope.stackGuard.exhausted {
            scope.fail("\(origin): views nested too deeply during layout")
            return Path()
        }
        let stack = LuaCall(L: scope.L)
        let top = stack.top
        defer { stack.setTop(top) }
        guard stack.ensureStack(4) else { scope.fail("stack overflow in \(what)"); return Path() }
        push(scope.L)
        scope.pushRect(rect)
        do {
            try stack.protectedCall(arguments: 1, results: 1)
        } catch let error as LuaError {
            scope.error = error
            return Path()
        } catch {
            scope.fail("\(error)")
            return Path()
        }
        guard let path = scope.call.userdata(stack.top, as: Path.self)?.pointee else {
            scope.fail("\(origin): \(what) must return a Path, got \(stack.typeName(stack.top))")
            return Path()
        }
        return path
    }
}

/// The Lua thread and the first error of one rendering started from Lua
/// (svg, save, shape:path, ...); the current one is kept per state in its
/// LibraryContext.
final class CallbackScope {
    let call: LuaCall
    let stackGuard = StackGuard()
    var L: OpaquePointer { call.L }
    var error: LuaError?

    init(_ call: LuaCall) { self.call = call }

    func fail(_ message: String) {
        if error == nil { error = LuaError(kind: .runtime, message: message) }
    }

    func pushRect(_ rect: Rect) { call.push(userdata: rect) }

    /// Runs `body` with this scope current; a parked callback error is
    /// thrown afterwards (as the error of the surrounding Lua call).
    static func run<R>(_ call: LuaCall, _ body: () throws -> R) throws -> R {
        let scope = CallbackScope(call)
        let context = LibraryContext.of(call.L)
        let saved = context?.currentScope
        context?.currentScope = scope
        defer { context?.currentScope = saved }
        let result = try body()
        if let error = scope.error { throw LuaCallError.lua(error) }
        return result
    }
}

extension LuaCallback {
    /// The scope of the rendering that runs this callback, or an error when
    /// a view is rendered outside one (it cannot reach Lua then).
    func currentScope() throws -> CallbackScope {
        guard let scope = currentScopeOrNil() else {
            throw LuaError(kind: .runtime, message: "\(origin): \(what) ran outside a rendering started from Lua")
        }
        return scope
    }

    /// Refuses to go deeper when the layout has used up its stack budget.
    func checkDepth(_ scope: CallbackScope) throws {
        if scope.stackGuard.exhausted {
            throw LuaError(kind: .runtime, message: "\(origin): views nested too deeply during layout (does a \(what) return a view containing itself?)")
        }
    }

    /// GeometryReader: calls the function with the offered size; it must return a view.
    func view(for size: Size) throws -> View {
        let scope = try currentScope()
        try checkDepth(scope)
        let stack = LuaCall(L: scope.L)
        let top = stack.top
        defer { stack.setTop(top) }
        guard stack.ensureStack(4) else { throw LuaError(kind: .runtime, message: "stack overflow in \(what)") }
        push(scope.L)
        scope.call.push(userdata: GeometryProxyValue(size: size))
        try stack.protectedCall(arguments: 1, results: 1)
        let result = ArgContext(stack: stack, index: stack.top, argNumber: 0, label: "result",
                                labelled: false)
        guard let view = try? result.view(scope.call) else {
            throw LuaError(kind: .runtime, message: "\(origin): \(what) must return a view, got \(stack.typeName(stack.top))")
        }
        return view
    }

    /// Canvas: calls the function with a drawing context valid only during the call.
    func draw(_ context: GraphicsContext) throws {
        let scope = try currentScope()
        try checkDepth(scope)
        try CanvasBindings.call(self, scope, context)
    }
}
