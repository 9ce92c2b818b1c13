import CLua
import LuaBridge

/// A userdata type as Lua sees it: its methods, read-only fields and
/// `__tostring`. Built generically over the Swift type it holds.
public final class TypeSpec {
    public let name: String
    public let doc: String
    public let methods: [FunctionSpec]
    public let fields: [FieldSpec]
    /// Registers the userdata type with the bridge.
    let registerType: (LuaState) -> Void
    /// Pushes the type's metatable.
    let pushMetatable: (LuaState) -> Void
    /// Pushes field `key` of the value at index 1; false when no such field.
    let pushField: (LuaCall, String) -> Bool
    /// The `tostring` text of the value at index 1 (nil: not this type).
    let describe: (LuaCall) -> String?
    /// True when the value at `index` is of this type (raw lookups only).
    let isInstance: (LuaCall, Int32) -> Bool

    init<T>(_ type: T.Type, name: String, doc: String,
            methods: [FunctionSpec] = [],
            fields: [(FieldSpec, (T, LuaCall) -> Void)] = [],
            describe: @escaping (T) -> String) {
        self.name = name
        self.doc = doc
        self.methods = methods
        self.fields = fields.map { $0.0 }
        let getters = Dictionary(uniqueKeysWithValues: fields.map { ($0.0.name, $0.1) })
        registerType = { lua in lua.registerUserdata(type, name: name) }
        pushMetatable = { lua in lua.pushMetatable(of: type) }
        pushField = { call, key in
            guard let getter = getters[key], let value = call.userdata(1, as: type)?.pointee else { return false }
            getter(value, call)
            return true
        }
        self.describe = { call in call.userdata(1, as: type).map { describe($0.pointee) } }
        isInstance = { call, index in
            lua_type(call.L, index) == LUA_TUSERDATA && call.userdata(index, as: type) != nil
        }
        for method in methods {
            method.owner = name
            method.isMethod = true
            method.propagate()
        }
    }
}

/// A global table of functions and constants, such as `Transform` (with
/// `Transform.rotation(...)`), optionally callable (`Color("red")`).
public final class NamespaceSpec {
    public let name: String
    public let doc: String
    public let functions: [FunctionSpec]
    public let constants: [(name: String, type: String, push: (LuaCall) -> Void)]
    /// The function run by calling the table itself (`Color(...)`).
    public let callable: FunctionSpec?

    init(_ name: String, doc: String, functions: [FunctionSpec] = [],
         constants: [(name: String, type: String, push: (LuaCall) -> Void)] = [],
         callable: FunctionSpec? = nil) {
        self.name = name; self.doc = doc; self.functions = functions
        self.constants = constants; self.callable = callable
        for f in functions { f.owner = name; f.propagate() }
        callable?.argumentShift = 1
        callable?.propagate()
    }
}
