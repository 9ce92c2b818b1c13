import CLua
import LuaBridge
import ShapeCore

/// A userdata type as Lua sees it: its methods, read-only fields and
/// `__tostring`. Built generically over the Swift type it holds.
public final class TypeSpec {
    public let name: String
    public let doc: String
    public let methods: [FunctionSpec]
    /// The type whose methods this one also has (Path → Shape → View;
    /// Color, Gradient → View), reached through the methods table's own
    /// metatable, so shared methods are registered once. Own methods win.
    public let parent: TypeSpec?
    public var sharedFrom: String? { parent?.name }
    public let fields: [FieldSpec]
    /// The registry key of the Swift type it holds (`registryKey(T.self)`):
    /// how a first value of it finds this spec (`LibrarySpec.type(forKey:)`).
    public let key: UnsafeRawPointer
    /// Registers the userdata type with the bridge, on the given thread.
    let registerType: (LuaCall) -> Void
    /// Pushes the type's metatable.
    let pushMetatable: (LuaCall) -> Void
    /// Pushes field `key` of the value at index 1; false when no such field.
    let pushField: (LuaCall, String) -> Bool
    /// The `tostring` text of the value at index 1 (nil: not this type).
    let describe: (LuaCall) -> String?
    /// True when the value at `index` is of this type (raw lookups only).
    let isInstance: (LuaCall, Int32) -> Bool
    /// `__eq` for value types (Point, Rect, Color, ...): nil for the others.
    var areEqual: ((LuaCall) -> Bool)?
    /// Other metamethods of the type's metatable (the View's `__add`).
    var metamethods: [(name: String, function: SwiftFunction)] = []

    /// Every method registered, own first (they win on a clash), then the
    /// parent's registered methods in their order. Built once, in `init`
    /// (it was recomputed for every use, and every type recomputed its
    /// parents': 0.2 M instructions of each start), by comparing names, not
    /// hashing them: the lists are short.
    public let registeredMethods: [FunctionSpec]


    convenience init<T>(_ type: T.Type, name: String, doc: String,
            methods: [FunctionSpec] = [],
            parent: TypeSpec? = nil,
            fields: [(FieldSpec, (T, LuaCall) -> Void)] = [],
            describe: @escaping (T) -> String) {
        self.init(type, name: name, doc: doc, methods: methods, parent: parent,
                  fields: fields, describeInCall: { value, _ in describe(value) })
    }

    /// `describeInCall` may use the call (a view's ideal size needs layout).
    init<T>(_ type: T.Type, name: String, doc: String,
            methods: [FunctionSpec] = [],
            parent: TypeSpec? = nil,
            fields: [(FieldSpec, (T, LuaCall) -> Void)] = [],
            describeInCall describe: @escaping (T, LuaCall) -> String) {
        self.name = name
        self.doc = doc
        self.methods = methods
        self.parent = parent
        self.fields = fields.map { $0.0 }
        var registered = methods
        for method in parent?.registeredMethods ?? [] where !methods.contains(where: { $0.name == method.name }) {
            registered.append(method)
        }
        registeredMethods = registered
        let getters = fields // a handful per type: a linear search beats hashing
        key = registryKey(type)
        registerType = { stack in stack.registerUserdata(type, name: name) }
        pushMetatable = { stack in stack.pushMetatable(of: type) }
        pushField = { call, key in
            guard let getter = getters.first(where: { $0.0.name == key })?.1,
                  let value = call.userdata(1, as: type)?.pointee else { return false }
            getter(value, call)
            return true
        }
        self.describe = { call in call.userdata(1, as: type).map { describe($0.pointee, call) } }
        isInstance = { call, index in
            lua_type(call.L, index) == LUA_TUSERDATA && call.userdata(index, as: type) != nil
        }
        areEqual = nil
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
    /// What a missing name is called in the error ("Color has no colour
    /// 'lightRed'"): "colour" for Color, else "function or constant".
    let memberNoun: String

    init(_ name: String, doc: String, functions: [FunctionSpec] = [],
         constants: [(name: String, type: String, push: (LuaCall) -> Void)] = [],
         callable: FunctionSpec? = nil, memberNoun: String = "function or constant") {
        self.name = name; self.doc = doc; self.functions = functions
        self.constants = constants; self.callable = callable; self.memberNoun = memberNoun
        for f in functions { f.owner = name; f.propagate() }
        callable?.argumentShift = 1
        callable?.propagate()
    }
}

extension TypeSpec {
    /// "Shape has no method 'fil'; did you mean 'fill'?": the noun follows
    /// the suggestion (a method or a field), "field or method" without one.
    func missingMemberMessage(_ key: String) -> String {
        let methodNames = registeredMethods.map(\.name), fieldNames = fields.map(\.name)
        let near = NameSuggestion.nearest(to: key, in: methodNames + fieldNames)
        let noun = near.map { fieldNames.contains($0) ? "field" : "method" } ?? "field or method"
        return NameSuggestion.message(owner: name, noun: noun, key: key, candidates: methodNames + fieldNames)
    }

    /// The type with metamethod `name` (`__add`, ...) set to `function`.
    func metamethod(_ name: String, _ function: SwiftFunction) -> TypeSpec {
        metamethods.append((name, function))
        return self
    }

    /// Values of `T` compare with `==` (`Point(1, 2) == Point(1, 2)`).
    func equatable<T: Equatable>(_ type: T.Type) -> TypeSpec {
        areEqual = { call in
            guard let a = call.userdata(1, as: type)?.pointee, let b = call.userdata(2, as: type)?.pointee else { return false }
            return a == b
        }
        return self
    }
}
