import LuaBridge
import ShapeCore

/// docs/API.md's added styles: `AngularGradient`, `EllipticalGradient` and
/// `color.gradient` (the colour field is registered on the Color type).
enum MoreGradientBindings {
    static let angularGradient = FunctionSpec(
        "AngularGradient", [Param("colors", .list(.color), default: "nil"), Param("stops", .list(.record(Records.gradientStop.name)), default: "nil"),
                            Param("center", .unitPoint, default: "\"center\""), Param("startAngle", .angle, default: "0"),
                            Param("endAngle", .angle, default: "0"),
                            Param("angle", .angle, default: "nil", doc: "SwiftUI's `AngularGradient(colors:center:angle:)`: one full turn starting at `angle` (instead of startAngle/endAngle)")],
        returns: "Gradient",
        doc: "A conic gradient around `center`: angles in degrees, 0 pointing trailing and growing clockwise; equal angles (the default) make one full turn. A shorter span leaves a gap filled half with the last colour, half with the first; a longer one draws its last turn (SwiftUI). Drawn as fine wedges (docs/SVG.md).",
        example: "AngularGradient{colors = {\"red\", \"yellow\", \"green\", \"blue\", \"red\"}}"
    ) { a in
        var start = try a.value("startAngle", .angle) ?? 0, end = try a.value("endAngle", .angle) ?? 0
        if let angle = try a.value("angle", .angle) {
            if a.has("startAngle") || a.has("endAngle") {
                throw LuaCallError.message("AngularGradient: give angle or startAngle/endAngle, not both")
            }
            start = angle; end = angle + 360
        }
        let g = AngularGradient(gradient: try StyleBindings.gradient(a),
                                center: try StyleBindings.unitPoint(a, "center", .center),
                                startAngle: start, endAngle: end)
        return a.returning(.angularGradient(g), .style)
    }

    static let ellipticalGradient = FunctionSpec(
        "EllipticalGradient", [Param("colors", .list(.color), default: "nil"), Param("stops", .list(.record(Records.gradientStop.name)), default: "nil"),
                               Param("center", .unitPoint, default: "\"center\""),
                               Param("startRadiusFraction", .length, default: "0"),
                               Param("endRadiusFraction", .length, default: "0.5")],
        returns: "Gradient",
        doc: "A radial gradient stretched to the frame it fills (elliptical rings); radii are fractions of the frame, so 0.5 around the centre reaches the middle of each edge.",
        example: "EllipticalGradient{colors = {\"white\", \"blue\"}}"
    ) { a in
        let g = EllipticalGradient(gradient: try StyleBindings.gradient(a),
                                   center: try StyleBindings.unitPoint(a, "center", .center),
                                   startRadiusFraction: try a.value("startRadiusFraction", .length) ?? 0,
                                   endRadiusFraction: try a.value("endRadiusFraction", .length) ?? 0.5)
        return a.returning(.ellipticalGradient(g), .style)
    }

    /// `color.gradient`: a field, as SwiftUI's `Color.gradient` is a property.
    static let colorGradientField: (FieldSpec, (Color, LuaCall) -> Void) = (
        FieldSpec(name: "gradient", type: "Gradient",
                  doc: "SwiftUI's `AnyGradient`: a subtle top-to-bottom gradient of the colour (15 % toward white at the top, 10 % toward black at the bottom)"),
        { color, call in call.push(userdata: ShapeStyle.linearGradient(color.gradient)) })
}
