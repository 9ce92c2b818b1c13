import LuaBridge
import ShapeCore

/// docs/API.md: `Transform` — the global table of constructors and the
/// userdata type of affine transforms (CGAffineTransform's semantics).
enum TransformBindings {
    /// Every Transform Lua holds is finite (docs/GEOMETRY.md): a product that
    /// overflowed (1e308 scaled by 10, then by 0, gives NaN) is an error,
    /// not a value that would later write wrong geometry.
    static func pushTransform(_ a: Args, _ t: AffineTransform) throws -> Int32 {
        guard isFinite(t) else {
            throw LuaCallError.message("\(a.spec.name): the resulting transform is not finite (a number overflowed)")
        }
        return a.returning(t, .transform)
    }

    static func isFinite(_ t: AffineTransform) -> Bool {
        [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite)
    }

    static let namespace = NamespaceSpec(
        "Transform", doc: "Affine transforms: `Transform.identity`, constructors, and methods on the values.",
        functions: [
            FunctionSpec("translation", [Param("x", .number), Param("y", .number)], returns: "Transform",
                         doc: "Moves by (x, y).") { a in
                try pushTransform(a, .translation(try a.need("x", .number), try a.need("y", .number)))
            },
            FunctionSpec("scale", [Param("x", .number), Param("y", .number, default: "x")], returns: "Transform",
                         doc: "Scales by x and y (y defaults to x).") { a in
                let x = try a.need("x", .number)
                return try pushTransform(a, .scale(x, try a.value("y", .number) ?? x))
            },
            FunctionSpec("rotation", [Param("degrees", .angle)], returns: "Transform",
                         doc: "Rotates by `degrees` (toward +y, clockwise on screen).") { a in
                try pushTransform(a, .rotation(degrees: try a.need("degrees", .angle)))
            },
        ],
        constants: [("identity", "Transform", { call in call.push(userdata: AffineTransform.identity) })])

    static func field(_ name: String, _ get: @escaping (AffineTransform) -> Double)
        -> (FieldSpec, (AffineTransform, LuaCall) -> Void) {
        GeometryValues.numberField(name, "matrix entry \(name)", get)
    }

    static let type = TypeSpec(
        AffineTransform.self, name: "Transform",
        doc: "An affine transform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.",
        methods: [
            FunctionSpec("concat", [Param("t", .transform)], returns: "Transform",
                         doc: "This transform, then `t` (CGAffineTransform's `concatenating`).") { a in
                let t = try a.selfValue(AffineTransform.self, "Transform")
                let u = try a.need("t", .transform)
                return try pushTransform(a, t.concatenating(u))
            },
            FunctionSpec("inverted", [], returns: "Transform?",
                         doc: "The inverse, or nil when the transform is singular.") { a in
                // An inverse too large to represent is numerically singular.
                guard let inverse = try a.selfValue(AffineTransform.self, "Transform").inverted(), isFinite(inverse) else {
                    a.stack.pushNil()
                    return 1
                }
                return try pushTransform(a, inverse)
            },
            FunctionSpec("apply", [Param("point", .point)], returns: "Point",
                         doc: "The transformed point.") { a in
                let t = try a.selfValue(AffineTransform.self, "Transform")
                let p = t.apply(try a.need("point", .point))
                guard p.x.isFinite, p.y.isFinite else {
                    throw LuaCallError.message("apply: the resulting point is not finite (a number overflowed)")
                }
                return a.returning(p, .point)
            },
        ],
        fields: [field("a") { $0.a }, field("b") { $0.b }, field("c") { $0.c },
                 field("d") { $0.d }, field("tx") { $0.tx }, field("ty") { $0.ty }],
        describe: { t in
            "Transform(a: \(luaNumberText(t.a)), b: \(luaNumberText(t.b)), c: \(luaNumberText(t.c)), d: \(luaNumberText(t.d)), tx: \(luaNumberText(t.tx)), ty: \(luaNumberText(t.ty)))"
        })
}

extension ArgContext {
    func transform(_ call: LuaCall) throws -> AffineTransform {
        guard let t = userdata(call, AffineTransform.self) else { throw typeError("Transform") }
        return t
    }
}
