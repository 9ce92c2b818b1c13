import CLua
import CLuaBridge
import LuaBridge
import ShapeCore

/// The one Swift function behind every bound function: upvalue 2 is its
/// `FunctionSpec`. Decodes the arguments (docs/BINDINGS.md), runs the body, and turns
/// ShapeCore's errors into "name: message" Lua errors.
let callSpec: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let raw = lua_touserdata(call.L, shl_upvalueindex(2))!
        // Specs live as long as the process: no retain and release per call.
        return try Unmanaged<FunctionSpec>.fromOpaque(raw)._withUnsafeGuaranteedRef { spec in
            try run(spec, call)
        }
    }
}

/// Decodes and runs one call of `spec`, turning errors into Lua's.
private func run(_ spec: FunctionSpec, _ call: LuaCall) throws -> Int32 {
    do {
        var args = try ArgumentDecoder.decode(call, spec)
        return try args.spec.body(&args)
    } catch let error as LuaCallError {
        throw error
    } catch let error as LuaError {
        throw LuaCallError.lua(error)
    } catch let error as ScriptCallbackError {
        throw LuaCallError.lua(error.error)
    } catch {
        // A library's refused allocation under --max-memory is the limit's:
        // the trampoline raises the run's memory stop instead of this error.
        if let failure = error as? any AllocationFailureReporting, failure.isAllocationFailure {
            shl_run_memory_exhausted(call.L)
        }
        // ShapeCore errors met outside Lua already name their function
        // ("svg: ..."); do not name it twice.
        let text = "\(error)"
        throw LuaCallError.message(text.hasPrefix("\(spec.name): ") ? text : "\(spec.name): \(text)")
    }
}

/// `__index` of every userdata type: upvalue 2 the methods table, upvalue 3
/// the TypeSpec (for fields).
let indexValue: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let stack = LuaCall(L: call.L)
        if let key = stack.string(at: 2) {
            // The methods table, then its parents' (through each table's
            // metatable.__index), all raw.
            stack.pushValue(at: shl_upvalueindex(2))
            for _ in 0..<8 {
                let table = stack.top
                stack.pushValue(at: 2)
                if lua_rawget(call.L, table) != LUA_TNIL { return 1 }
                stack.setTop(table)
                guard lua_getmetatable(call.L, table) != 0,
                      stack.rawGet(-1, field: "__index") == .table else { break }
            }
            stack.setTop(2)
            let type = Unmanaged<TypeSpec>.fromOpaque(lua_touserdata(call.L, shl_upvalueindex(3))!)
                .takeUnretainedValue()
            if type.pushField(call, key) { return 1 }
            throw LuaCallError.message(type.missingMemberMessage(key))
        }
        throw LuaCallError.message("\(typeSpec(upvalue: 3, call.L).name) has no field \(stack.keyText(at: 2))")
    }
}

/// `__index` of a methods table (types without fields index it directly):
/// a name that is not there is an error with a suggestion (docs/GEOMETRY.md), not
/// nil and then "attempt to call a nil value (method 'fil')". Upvalue 2:
/// the TypeSpec. Arguments: the methods table, the key.
let missingMethod: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let type = typeSpec(upvalue: 2, call.L)
        guard let key = call.string(at: 2) else {
            throw LuaCallError.message("\(type.name) has no field \(call.keyText(at: 2))")
        }
        throw LuaCallError.message(type.missingMemberMessage(key))
    }
}

/// `__index` of a namespace table (`Color.lightRed`) and of the library
/// table: upvalue 2 the NamespaceSpec, or nil for the library table.
/// A namespace's constants (`Color.red`) are made here, on first use, and
/// kept in the table (so the next read is a plain one and gets the same
/// value): pushing them at start-up registered the Color and Transform
/// types (with View, Color's parent) before any script ran, a fifth of
/// `shapelua -e ''`'s instructions (docs/PERFORMANCE.md, "Constants on
/// first use").
let missingNamespaceMember: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let key = call.keyText(at: 2)
        let name = call.string(at: 2) ?? ""
        guard let raw = lua_touserdata(call.L, shl_upvalueindex(2)) else {
            let names = ShapeLibrary.spec.functions.map(\.name) + ShapeLibrary.spec.namespaces.map(\.name)
            throw LuaCallError.message(NameSuggestion.message(owner: "the shape library", noun: "function",
                                                              key: name, candidates: names, keyText: key))
        }
        let namespace = Unmanaged<NamespaceSpec>.fromOpaque(raw).takeUnretainedValue()
        if call.string(at: 2) != nil, let constant = namespace.constants.first(where: { $0.name == name }) {
            constant.push(call)
            // Kept only in a table (the metamethod can be called by hand
            // with anything as its first argument).
            if lua_type(call.L, 1) == LUA_TTABLE {
                lua_pushvalue(call.L, 2)
                lua_pushvalue(call.L, -2)
                lua_rawset(call.L, 1)
            }
            return 1
        }
        let names = namespace.functions.map(\.name) + namespace.constants.map(\.name)
        throw LuaCallError.message(NameSuggestion.message(owner: namespace.name, noun: namespace.memberNoun,
                                                          key: name, candidates: names, keyText: key))
    }
}

/// `__pairs` of a namespace with constants (upvalue 2 the NamespaceSpec):
/// makes every constant not read yet (as `__index` would), then iterates
/// the table with `next`, so `pairs(Color)` lists every colour as it did
/// when they were made at start-up.
let namespacePairs: SwiftFunction = { L in
    LuaCall.run(L) { call in
        guard lua_type(call.L, 1) == LUA_TTABLE else { throw call.typeError(1, expected: "table") }
        let namespace = Unmanaged<NamespaceSpec>.fromOpaque(lua_touserdata(call.L, shl_upvalueindex(2))!)
            .takeUnretainedValue()
        for constant in namespace.constants {
            let missing = call.rawGet(1, field: constant.name) == .nil
            call.pop()
            if missing {
                constant.push(call)
                call.rawSet(1, field: constant.name)
            }
        }
        call.setTop(1)
        shl_pushcfunction(call.L, shl_rawnext)
        lua_rotate(call.L, 1, 1)
        lua_pushnil(call.L)
        return 3
    }
}

private func typeSpec(upvalue: Int32, _ L: OpaquePointer) -> TypeSpec {
    Unmanaged<TypeSpec>.fromOpaque(lua_touserdata(L, shl_upvalueindex(upvalue))!).takeUnretainedValue()
}

/// `__tostring` of every userdata type: upvalue 2 the TypeSpec.
let describeValue: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let type = Unmanaged<TypeSpec>.fromOpaque(lua_touserdata(call.L, shl_upvalueindex(2))!)
            .takeUnretainedValue()
        LuaCall(L: call.L).push(type.describe(call) ?? type.name)
        return 1
    }
}

/// `__eq` of value types: upvalue 2 the TypeSpec.
let compareValues: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let type = Unmanaged<TypeSpec>.fromOpaque(lua_touserdata(call.L, shl_upvalueindex(2))!)
            .takeUnretainedValue()
        LuaCall(L: call.L).push(type.areEqual?(call) ?? false)
        return 1
    }
}

enum Installer {
    /// Pushes `spec` as a Lua function.
    static func push(_ spec: FunctionSpec, _ stack: LuaCall) {
        lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(spec).toOpaque())
        shl_pushswiftfunction(stack.L, callSpec, 1)
    }

    /// Builds the library table, sets each of its entries as a global and
    /// as `package.loaded.shape` (docs/BINDINGS.md, last paragraph). Raw accesses
    /// only. The userdata types are registered on first use, each when its
    /// first value is pushed or its name is wanted (`registerOnFirstUse`):
    /// a type's metatable is reachable only from its values, so nothing a
    /// script can see changes, and a run that makes no Path builds neither
    /// Path's spec nor its methods (docs/PERFORMANCE.md, start-up).
    static func install(_ library: LibrarySpec, into lua: LuaState) {
        let stack = LuaCall(L: lua.L)
        let base = stack.top
        defer { stack.setTop(base) }
        let findType = library.typeForKey
        lua.registerOnFirstUse = { L, key in
            // It runs inside whatever pushed the first value, so it makes
            // room for its own pushes (Path, Shape, View: ~20 slots).
            guard let type = findType(key), lua_checkstack(L, 40) != 0 else { return false }
            installType(type, LuaCall(L: L))
            return true
        }
        stack.newTable(fieldCount: library.functions.count + library.namespaces.count)
        let libraryTable = stack.top
        for spec in library.functions {
            push(spec, stack)
            stack.rawSet(libraryTable, field: spec.name)
        }
        for namespace in library.namespaces {
            pushNamespace(namespace, stack)
            stack.rawSet(libraryTable, field: namespace.name)
        }
        // require("shape").nmae is an error too (the globals are Lua's own).
        stack.newTable(fieldCount: 1)
        lua_pushnil(stack.L)
        shl_pushswiftfunction(stack.L, missingNamespaceMember, 1)
        stack.rawSet(-2, field: "__index")
        lua_setmetatable(stack.L, libraryTable)
        // Globals: a copy of every entry.
        lua_rawgeti(stack.L, shl_registryindex(), lua_Integer(LUA_RIDX_GLOBALS))
        let globals = stack.top
        stack.rawCopyPairs(from: libraryTable, into: globals)
        // require "shape": package.loaded.shape, when `package` exists.
        if stack.rawGet(globals, field: "package") == .table {
            let package = stack.top
            if stack.rawGet(package, field: "loaded") == .table {
                stack.pushValue(at: libraryTable)
                stack.rawSet(-2, field: "shape")
            }
        }
    }

    /// Registers `type` and installs its metatable on `stack`'s thread, its
    /// parent's first when that is not registered yet (a methods table
    /// copies its parent's). The stack is left as it was.
    static func installType(_ type: TypeSpec, _ stack: LuaCall) {
        let base = stack.top
        defer { stack.setTop(base) }
        if let parent = type.parent,
           lua_rawgetp(stack.L, shl_registryindex(), methodsKey(parent)) != LUA_TTABLE {
            installType(parent, stack)
        }
        stack.setTop(base)
        type.registerType(stack)
        installMetatable(type, stack)
    }

    static func installMetatable(_ type: TypeSpec, _ stack: LuaCall) {
        type.pushMetatable(stack)
        let meta = stack.top
        // The methods table holds the type's own methods and its parents'
        // (`registeredMethods`: found by one raw lookup); a missing name
        // reaches its metatable's __index, an error naming the type.
        stack.newTable(fieldCount: type.registeredMethods.count)
        let methods = stack.top
        // The parent's entries are its table's (installed first): the same
        // functions, copied with their keys, so no closure or key string
        // is made twice (a View method is in the tables of View, Shape,
        // Path, Color and Gradient). Then the type's own methods, which
        // replace a parent's of the same name.
        if let parent = type.parent {
            lua_rawgetp(stack.L, shl_registryindex(), methodsKey(parent))
            stack.rawCopyPairs(from: -1, into: methods)
            stack.setTop(methods)
        }
        for method in type.methods {
            push(method, stack)
            stack.rawSet(methods, field: method.name)
        }
        stack.newTable(fieldCount: 1)
        lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(type).toOpaque())
        shl_pushswiftfunction(stack.L, missingMethod, 1)
        stack.rawSet(-2, field: "__index")
        lua_setmetatable(stack.L, methods)
        stack.pushValue(at: methods)
        lua_rawsetp(stack.L, shl_registryindex(), methodsKey(type))
        // Types without fields index their methods table directly (faster,
        // and the REPL's completion walks __index tables); types with
        // fields need a function that also knows `self`.
        if !type.fields.isEmpty {
            lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(type).toOpaque())
            shl_pushswiftfunction(stack.L, indexValue, 2)
        }
        stack.rawSet(meta, field: "__index")
        lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(type).toOpaque())
        shl_pushswiftfunction(stack.L, describeValue, 1)
        stack.rawSet(meta, field: "__tostring")
        if type.areEqual != nil {
            lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(type).toOpaque())
            shl_pushswiftfunction(stack.L, compareValues, 1)
            stack.rawSet(meta, field: "__eq")
        }
        for (name, function) in type.metamethods {
            shl_pushswiftfunction(stack.L, function, 0)
            stack.rawSet(meta, field: name)
        }
        stack.setTop(meta - 1)
    }

    /// The registry key of a type's methods table: its TypeSpec's address.
    static func methodsKey(_ type: TypeSpec) -> UnsafeRawPointer {
        UnsafeRawPointer(Unmanaged.passUnretained(type).toOpaque())
    }

    static func pushNamespace(_ namespace: NamespaceSpec, _ stack: LuaCall) {
        // Room for the constants, which `__index` adds on first use.
        stack.newTable(fieldCount: namespace.functions.count + namespace.constants.count)
        let table = stack.top
        for spec in namespace.functions {
            push(spec, stack)
            stack.rawSet(table, field: spec.name)
        }
        stack.newTable(fieldCount: 3)
        if let callable = namespace.callable {
            push(callable, stack)
            stack.rawSet(-2, field: "__call")
        }
        lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(namespace).toOpaque())
        shl_pushswiftfunction(stack.L, missingNamespaceMember, 1)
        stack.rawSet(-2, field: "__index")
        if !namespace.constants.isEmpty {
            lua_pushlightuserdata(stack.L, Unmanaged.passUnretained(namespace).toOpaque())
            shl_pushswiftfunction(stack.L, namespacePairs, 1)
            stack.rawSet(-2, field: "__pairs")
        }
        lua_setmetatable(stack.L, table)
        // registry[namespace] = table: found again without a global
        // (`preferredColorScheme` forgets Color's constants read so far).
        stack.pushValue(at: table)
        lua_rawsetp(stack.L, shl_registryindex(), Unmanaged.passUnretained(namespace).toOpaque())
    }
}

extension LuaCall {
    /// A LuaCall for `L` outside a call from Lua (installation, the host's
    /// view checks).
    static func withCall<R>(_ L: OpaquePointer, _ body: (LuaCall) -> R) -> R {
        body(LuaCall(L: L))
    }
}

/// A failed Lua callback (Shape, GeometryReader, Canvas functions), carried
/// through ShapeCore code that cannot throw, re-raised as it is.
struct ScriptCallbackError: Error {
    let error: LuaError
}

/// Everything the library registers.
public struct LibrarySpec {
    /// Every userdata type, in the docs' order; built on first use (the
    /// docs, completion), not at start-up.
    public var types: [TypeSpec] { allTypes() }
    /// The type whose Swift type has registry key `key`, built alone (with
    /// its parents): what a state registers when a first value needs it.
    public let typeForKey: (UnsafeRawPointer) -> TypeSpec?
    public let functions: [FunctionSpec]
    public let namespaces: [NamespaceSpec]
    /// The record tables the reference and the LuaLS file describe.
    public var records: [RecordSpec] { Records.documented }
    let allTypes: () -> [TypeSpec]

    public init(types: @escaping () -> [TypeSpec], typeForKey: @escaping (UnsafeRawPointer) -> TypeSpec?,
                functions: [FunctionSpec], namespaces: [NamespaceSpec]) {
        allTypes = types
        self.typeForKey = typeForKey
        self.functions = functions
        self.namespaces = namespaces
    }
}
