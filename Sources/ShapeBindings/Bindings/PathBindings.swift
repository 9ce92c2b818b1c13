import LuaBridge
import ShapeCore

/// docs/API.md: `Path()`, `Path(function(p) ... end)`, `Path("svg data")`; the
/// builders mutate the path in place and return it, so calls chain.
enum PathBindings {
    static let constructor = FunctionSpec(
        "Path", [Param("content", .oneOf([.function, .string]), default: "empty",
                       doc: "a function that builds the path, or SVG path data")],
        returns: "Path",
        doc: "A path: empty, built by a function (SwiftUI's `Path { path in ... }`), or parsed from SVG path data.",
        example: "Path(function(p) p:move{to = {0, 0}}:addLine{to = {10, 0}} end)"
    ) { a in
        let c = a.context("content")
        if c.isAbsent {
            a.call.push(userdata: Path())
            return 1
        }
        if a.stack.type(at: c.index) == .function {
            a.call.push(userdata: Path())
            let path = a.stack.top
            a.stack.pushValue(at: c.index)
            a.stack.pushValue(at: path)
            try a.stack.protectedCall(arguments: 1, results: 0)
            a.stack.setTop(path)
            return 1
        }
        if a.stack.isString(at: c.index) {
            let text = try c.string()
            do {
                a.call.push(userdata: try Path(svgPathData: text))
            } catch {
                throw c.valueError("\(error)")
            }
            return 1
        }
        throw c.typeError("function or string")
    }

    /// A builder method: mutates `self` and returns it.
    static func builder(_ name: String, _ params: [Param], doc: String,
                        _ build: @escaping (inout Path, inout Args) throws -> Void) -> FunctionSpec {
        FunctionSpec(name, params, returns: "Path", doc: doc + " Returns the path.") { a in
            // In place: the userdata's own storage is the `inout` argument,
            // so appending never copies the path (a copy per call made n
            // calls on one path quadratic, issue 9).
            let p = try a.selfPointer(Path.self, "Path")
            let mark = p.pointee.mark
            try build(&p.pointee, &a)
            // Finite arguments can still overflow (a centre at 1e308 plus a
            // radius of 1e308): refuse, leaving the path as it was.
            if !p.pointee.isFinite(since: mark) {
                p.pointee.rollBack(to: mark)
                throw GeometryError.tooLarge(what: "the path")
            }
            a.stack.pushValue(at: 1)
            return 1
        }
    }

    static let methods: [FunctionSpec] = [
        builder("move", [Param("to", .point)], doc: "Starts a new subpath at `to`.") { p, a in
            p.move(to: try a.need("to", .point))
        },
        builder("addLine", [Param("to", .point)], doc: "A straight line to `to`.") { p, a in
            p.addLine(to: try a.need("to", .point))
        },
        builder("addLines", [Param("points", .list(.point))],
                doc: "Moves to the first point, then lines through the others.") { p, a in
            let points = try a.need("points", as: .list(.point), "table") { c in try c.list { try $0.point(a.call) } }
            for (i, point) in points.enumerated() {
                if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
        },
        builder("addQuadCurve", [Param("to", .point), Param("control", .point)],
                doc: "A quadratic Bézier curve to `to`.") { p, a in
            p.addQuadCurve(to: try a.need("to", .point), control: try a.need("control", .point))
        },
        builder("addCurve", [Param("to", .point), Param("control1", .point), Param("control2", .point)],
                doc: "A cubic Bézier curve to `to`.") { p, a in
            p.addCurve(to: try a.need("to", .point), control1: try a.need("control1", .point),
                       control2: try a.need("control2", .point))
        },
        builder("closeSubpath", [], doc: "Closes the current subpath.") { p, _ in
            p.closeSubpath()
        },
        FunctionSpec("isEmpty", [], returns: "boolean", doc: "True when the path has no elements.") { a in
            a.stack.push(try a.selfValue(Path.self, "Path").isEmpty)
            return 1
        },
        FunctionSpec("svgPathData", [Param("precision", .integer, default: "3")], returns: "string",
                     doc: "The path as SVG path data (absolute commands; arcs as `A`).") { a in
            let precision = try a.value("precision", .integer) ?? 3
            guard (0...NumberFormatting.maxPrecision).contains(precision) else {
                throw a.context("precision").valueError(
                    "precision must be between 0 and \(NumberFormatting.maxPrecision), got \(precision)")
            }
            a.stack.push(try a.selfValue(Path.self, "Path").svgPathData(precision: precision))
            return 1
        },
        FunctionSpec("elements", [], returns: "table",
                     doc: "The elements as a list of `{op, x, y, ...}`: `{\"move\", x, y}`, `{\"line\", x, y}`, `{\"quad\", cx, cy, x, y}`, `{\"cubic\", c1x, c1y, c2x, c2y, x, y}`, `{\"close\"}`.") { a in
            let path = try a.selfValue(Path.self, "Path")
            let stack = a.stack
            stack.newTable(arrayCount: path.verbs.count)
            var pointIndex = 0
            for (i, verb) in path.verbs.enumerated() {
                stack.newTable(arrayCount: 1 + 2 * verb.pointCount)
                stack.push(opName(verb))
                stack.rawSet(-2, index: 1)
                for k in 0..<verb.pointCount {
                    stack.push(path.points[pointIndex + k].x)
                    stack.rawSet(-2, index: 2 + 2 * k)
                    stack.push(path.points[pointIndex + k].y)
                    stack.rawSet(-2, index: 3 + 2 * k)
                }
                pointIndex += verb.pointCount
                stack.rawSet(-2, index: i + 1)
            }
            return 1
        },
    ]

    static func opName(_ verb: Path.Verb) -> String {
        switch verb {
        case .move: return "move"
        case .line: return "line"
        case .quad: return "quad"
        case .cubic: return "cubic"
        case .close: return "close"
        }
    }

    static let type = TypeSpec(
        Path.self, name: "Path", doc: "A path (SwiftUI's Path); also a shape and a view that fills itself.",
        methods: methods + PathGeometry.builders + PathGeometry.queries,
        parent: ViewTypes.shape,
        describe: { path in
            let b = path.bounds
            let numbers = [b.minX, b.minY, b.width, b.height].map { compactNumberText($0) }
            return "Path(\(path.verbs.count) elements, bounds: \(numbers.joined(separator: " ")))"
        })
}

extension ArgContext {
    /// A Lua list (array part 1...n) decoded item by item.
    func list<T>(_ decodeItem: (ArgContext) throws -> T) throws -> [T] {
        guard stack.isTable(at: index) else { throw typeError("table") }
        let n = stack.rawLength(index)
        var items: [T] = []
        items.reserveCapacity(n)
        for i in 1...max(n, 1) where n > 0 {
            stack.rawGet(index, index: i)
            let item = stack.top
            defer { stack.setTop(item - 1) }
            items.append(try decodeItem(self.item(i, at: item)))
        }
        return items
    }
}
