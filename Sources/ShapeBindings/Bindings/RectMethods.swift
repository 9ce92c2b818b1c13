import LuaBridge
import ShapeCore

/// Rect's methods (SPEC §3); each returns a new value.
enum RectMethods {
    static func selfRect(_ a: Args) throws -> Rect { try a.selfValue(Rect.self, "Rect") }

    static let all: [FunctionSpec] = [
        FunctionSpec("inset", [Param("dx", .number), Param("dy", .number, default: "dx")], returns: "Rect",
                     doc: "The rect shrunk by dx on the left and right and dy on the top and bottom (negative grows); never below zero size.") { a in
            let dx = try a.needNumber("dx")
            a.call.push(userdata: try selfRect(a).insetBy(dx: dx, dy: try a.number("dy") ?? dx))
            return 1
        },
        FunctionSpec("offset", [Param("dx", .number), Param("dy", .number)], returns: "Rect",
                     doc: "The rect moved by (dx, dy).") { a in
            a.call.push(userdata: try selfRect(a).offsetBy(dx: try a.needNumber("dx"), dy: try a.needNumber("dy")))
            return 1
        },
        FunctionSpec("union", [Param("r", .rect)], returns: "Rect", doc: "The smallest rect containing both.") { a in
            a.call.push(userdata: try selfRect(a).union(try a.needRect("r")))
            return 1
        },
        FunctionSpec("intersection", [Param("r", .rect)], returns: "Rect?",
                     doc: "The overlap of both rects, or nil when they do not overlap.") { a in
            if let r = try selfRect(a).intersection(try a.needRect("r")) {
                a.call.push(userdata: r)
            } else {
                a.stack.pushNil()
            }
            return 1
        },
        FunctionSpec("contains", [Param("point", .point)], returns: "boolean",
                     doc: "True when the point lies inside the rect (edges included on the top left).") { a in
            a.stack.push(try selfRect(a).contains(try a.needPoint("point")))
            return 1
        },
    ]
}
