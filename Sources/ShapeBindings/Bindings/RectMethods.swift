import LuaBridge
import ShapeCore

/// Rect's methods (docs/API.md); each returns a new value.
enum RectMethods {
    static func selfRect(_ a: Args) throws -> Rect { try a.selfValue(Rect.self, "Rect") }

    /// Rects Lua holds are finite (docs/GEOMETRY.md): a result that overflowed
    /// (offsetting 1e308 by 1e308) is an error, not an infinite rect.
    static func push(_ a: Args, _ r: Rect) throws -> Int32 {
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.size.width.isFinite, r.size.height.isFinite else {
            throw LuaCallError.message("\(a.spec.name): the resulting rect is not finite (a number overflowed)")
        }
        return a.returning(r, .rect)
    }

    static let all: [FunctionSpec] = [
        FunctionSpec("inset", [Param("dx", .number), Param("dy", .number, default: "dx")], returns: "Rect",
                     doc: "The rect shrunk by dx on the left and right and dy on the top and bottom (negative grows); never below zero size.") { a in
            let dx = try a.need("dx", .number)
            return try push(a, try selfRect(a).insetBy(dx: dx, dy: try a.value("dy", .number) ?? dx))
        },
        FunctionSpec("offset", [Param("dx", .number), Param("dy", .number)], returns: "Rect",
                     doc: "The rect moved by (dx, dy).") { a in
            return try push(a, try selfRect(a).offsetBy(dx: try a.need("dx", .number), dy: try a.need("dy", .number)))
        },
        FunctionSpec("union", [Param("r", .rect)], returns: "Rect", doc: "The smallest rect containing both.") { a in
            return try push(a, try selfRect(a).union(try a.need("r", .rect)))
        },
        FunctionSpec("intersection", [Param("r", .rect)], returns: "Rect?",
                     doc: "The overlap of both rects, or nil when they do not overlap.") { a in
            a.returning(try selfRect(a).intersection(try a.need("r", .rect)), .rect)
        },
        FunctionSpec("contains", [Param("point", .point)], returns: "boolean",
                     doc: "True when the point lies inside the rect (edges included on the top left).") { a in
            a.returning(try selfRect(a).contains(try a.need("point", .point)), .boolean)
        },
    ]
}
