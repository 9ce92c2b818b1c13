import LuaBridge
import ShapeCore

/// docs/API.md: the Path builders that need ShapeCore's arcs, rects and
/// transforms, and the pure queries.
enum PathGeometry {
    static let cornerStyles = RoundedCornerStyle.allCases.map(\.rawValue)
    static let fillRules = FillRule.allCases.map(\.rawValue)

    static func cornerStyle(_ a: Args, _ label: String = "style") throws -> RoundedCornerStyle {
        try a.value(label, .choice(ShapeConstructors.styleChoices, kind: "corner style")) ?? .continuous
    }

    static let tangentArc = PathBindings.builder(
        "addArc", [Param("tangent1End", .point), Param("tangent2End", .point), Param("radius", .length)],
        doc: "CoreGraphics' tangent arc: a line from the current point toward `tangent1End`, then an arc of `radius` tangent to both lines; collinear points or radius 0 give a line to `tangent1End`."
    ) { p, a in
        p.addArc(tangent1End: try a.need("tangent1End", .point), tangent2End: try a.need("tangent2End", .point),
                 radius: try a.need("radius", .length))
    }

    static let centerArc = PathBindings.builder(
        "addArc", [Param("center", .point), Param("radius", .length), Param("startAngle", .angle),
                   Param("endAngle", .angle), Param("clockwise", .boolean, default: "false")],
        doc: "SwiftUI's arc around `center`: angles in degrees from +x toward +y (down); `clockwise = true` sweeps toward decreasing angles, which looks counter-clockwise on screen (y points down), exactly as in SwiftUI."
    ) { p, a in
        p.addArc(center: try a.need("center", .point), radius: try a.need("radius", .length),
                 startAngle: .degrees(try a.need("startAngle", .angle)),
                 endAngle: .degrees(try a.need("endAngle", .angle)),
                 clockwise: try a.value("clockwise", .boolean) ?? false)
    }

    /// `addArc` is two SwiftUI functions: the tangent form has a point second.
    static let addArc = FunctionSpec("addArc", variants: [tangentArc, centerArc],
                                     doc: "Tangent arc or centre arc.") { shape, variants in
        if shape.hasKey("center") { return variants[1] }
        if shape.hasKey("tangent1End") || shape.hasKey("tangent2End") { return variants[0] }
        return shape.isNumber(2) ? variants[1] : variants[0]
    }

    static let roundedRectBySize = PathBindings.builder(
        "addRoundedRect", [Param("rect", .rect), Param("cornerSize", .oneOf([.length, .size])),
                           Param("style", .choice(cornerStyles), default: "\"continuous\"")],
        doc: "A rounded rectangle; `cornerSize` is a radius or a size (x and y radii)."
    ) { p, a in
        let rect = try a.need("rect", .rect)
        let size: Size = try a.need("cornerSize", as: .oneOf([.length, .size]), "number or size") { c in
            if let r = c.stack.number(at: c.index), c.stack.type(at: c.index) == .number {
                _ = r
                let v = try c.length()
                return Size(v, v)
            }
            return try c.size(a.call)
        }
        p.addRoundedRect(in: rect, cornerSize: size, style: try cornerStyle(a))
    }

    static let roundedRectByRadii = PathBindings.builder(
        "addRoundedRect", [Param("rect", .rect), Param("cornerRadii", .record(Records.cornerRadii.name)),
                           Param("style", .choice(cornerStyles), default: "\"continuous\"")],
        doc: "A rounded rectangle with per-corner radii `{topLeadingRadius=, bottomLeadingRadius=, bottomTrailingRadius=, topTrailingRadius=}` (short keys `topLeading` … too), scaled to fit as CSS does."
    ) { p, a in
        let rect = try a.need("rect", .rect)
        let radii = try a.need("cornerRadii", as: .record(Records.cornerRadii.name), "table") { try $0.cornerRadii() }
        p.addRoundedRect(in: rect, cornerRadii: radii, style: try cornerStyle(a))
    }

    static let addRoundedRect = FunctionSpec("addRoundedRect", variants: [roundedRectBySize, roundedRectByRadii],
                                             doc: "Rounded rect by corner size or radii.") { shape, variants in
        shape.hasKey("cornerRadii") ? variants[1] : variants[0]
    }

    static let builders: [FunctionSpec] = [
        addArc,
        PathBindings.builder("addRect", [Param("rect", .rect)], doc: "A closed rectangle.") { p, a in
            p.addRect(try a.need("rect", .rect))
        },
        addRoundedRect,
        PathBindings.builder("addEllipse", [Param("rect", .rect)],
                             doc: "An ellipse inscribed in the rect.") { p, a in
            p.addEllipse(in: try a.need("rect", .rect))
        },
        PathBindings.builder("addPath", [Param("path", .path), Param("transform", .transform, default: "identity")],
                             doc: "Appends another path, optionally transformed.") { p, a in
            let other = try a.need("path", as: .path, "Path") { c -> Path in
                guard let path = c.userdata(a.call, Path.self) else { throw c.typeError("Path") }
                return path
            }
            let t = try a.value("transform", .transform) ?? .identity
            p.addPath(other, transform: t)
        },
    ]

    static func query(_ name: String, _ params: [Param] = [], returns: String, doc: String,
                      _ body: @escaping (Path, inout Args) throws -> Int32) -> FunctionSpec {
        FunctionSpec(name, params, returns: returns, doc: doc) { a in
            try body(try a.selfValue(Path.self, "Path"), &a)
        }
    }

    static let queries: [FunctionSpec] = [
        query("bounds", returns: "Rect", doc: "The tight bounds (from curve extrema); a zero rect when empty.") { p, a in
            a.returning(try Validate.finiteResult(p.bounds, "the result"), .rect)
        },
        query("boundingRect", returns: "Rect", doc: "Same as `bounds()`.") { p, a in
            a.returning(try Validate.finiteResult(p.boundingRect, "the result"), .rect)
        },
        query("currentPoint", returns: "Point?", doc: "The point the next segment starts from, or nil.") { p, a in
            a.returning(p.currentPoint, .point)
        },
        query("contains", [Param("point", .point), Param("fillRule", .choice(fillRules), default: "\"nonZero\"")],
              returns: "boolean", doc: "True when the point is inside the fill.") { p, a in
            let rule = try a.value("fillRule", .name(fillRules, kind: "fill rule")).flatMap(FillRule.init(rawValue:)) ?? .nonZero
            return a.returning(p.contains(try a.need("point", .point), fillRule: rule), .boolean)
        },
        query("area", returns: "number", doc: "The absolute area of the nonzero fill.") { p, a in
            a.returning(try p.measuredArea(), .number)
        },
        query("length", returns: "number", doc: "The total length of all segments.") { p, a in
            a.returning(try Validate.finiteResult(p.length, "the result"), .length)
        },
        query("strokedPath", [Param("style", .oneOf([.length, .strokeStyle]), default: "1")], returns: "Path",
              doc: "The outline of the stroke as a fillable path; `style` is a line width or a StrokeStyle table.") { p, a in
            let c = a.context("style")
            let style: StrokeStyle = c.isAbsent ? StrokeStyle() :
                (c.stack.isTable(at: c.index) ? try c.strokeStyleTable()
                                          : StrokeStyle(lineWidth: try c.renamed("lineWidth").length()))
            a.call.push(userdata: try p.strokedPath(style).checkedFinite("the result")); return 1
        },
        query("trimmedPath", [Param("from", .number), Param("to", .number)], returns: "Path",
              doc: "The part between two fractions (0…1) of the length.") { p, a in
            a.call.push(userdata: try p.trimmedPath(from: try a.need("from", .number), to: try a.need("to", .number)).checkedFinite("the result")); return 1
        },
        query("transformed", [Param("t", .transform)], returns: "Path", doc: "A new path mapped by `t`.") { p, a in
            a.call.push(userdata: try p.transformed(by: try a.need("t", .transform)).checkedFinite("the result"))
            return 1
        },
    ]
}

extension ArgContext {
    /// `{topLeadingRadius=, ...}` with the short keys `topLeading` … (docs/API.md).
    func cornerRadii() throws -> CornerRadii {
        try record(Records.cornerRadii) { r in
            func radius(_ i: Int) throws -> Double { try r.field(i, as: .length).map { try $0.length() } ?? 0 }
            return CornerRadii(topLeading: try radius(0), bottomLeading: try radius(1),
                               bottomTrailing: try radius(2), topTrailing: try radius(3))
        }
    }
}
