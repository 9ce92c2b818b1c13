import LuaBridge
import ShapeCore

/// docs/API.md effects: `blur`, the colour effects, `blendMode`,
/// `compositingGroup` (ShapeCore's View/Effects.swift; SVG in docs/SVG.md).
enum EffectModifiers {
    static func modifier(_ name: String, _ params: [Param], doc: String,
                         _ apply: @escaping (View, inout Args) throws -> View) -> FunctionSpec {
        ViewModifiers.modifier(name, params, doc: doc, apply)
    }

    static let blendModeNames = BlendMode.allCases.map(\.rawValue)

    static let all: [FunctionSpec] = [
        modifier("blur", [Param("radius", .length)],
                 doc: "Gaussian blur of standard deviation radius / 2 (as `shadow`); layout unchanged.") { v, a in
            v.blur(radius: try a.need("radius", .length))
        },
        modifier("grayscale", [Param("amount", .number)],
                 doc: "Removes colour: 0 none, 1 fully grey (clamped to 0…1).") { v, a in
            v.grayscale(try a.need("amount", .number))
        },
        modifier("brightness", [Param("amount", .number)],
                 doc: "Adds `amount` to red, green and blue (SwiftUI's: 0 no change, 1 white, negative darkens).") { v, a in
            v.brightness(try a.need("amount", .number))
        },
        modifier("contrast", [Param("amount", .number)],
                 doc: "Scales each channel about middle grey: 1 no change, 0 flat grey, negative inverts.") { v, a in
            v.contrast(try a.need("amount", .number))
        },
        modifier("saturation", [Param("amount", .number)],
                 doc: "Scales colourfulness: 1 no change, 0 grey, above 1 more saturated.") { v, a in
            v.saturation(try a.need("amount", .number))
        },
        modifier("hueRotation", [Param("degrees", .angle)],
                 doc: "Rotates hues by `degrees` (the Filter Effects `hueRotate` matrix).") { v, a in
            v.hueRotation(degrees: try a.need("degrees", .angle))
        },
        modifier("blendMode", [Param("mode", .choice(blendModeNames))],
                 doc: "Blends the drawing with what lies behind it, up to the nearest `compositingGroup()` (CSS mix-blend-mode; SwiftUI's Porter–Duff modes and plusDarker/plusLighter are errors: SVG renderers cannot draw them).") { v, a in
            let name = try a.need("mode", as: .choice(blendModeNames), "string") { c -> String in
                if let s = c.stack.string(at: c.index), BlendMode.unsupported.contains(s) {
                    throw c.valueError("blend mode \(MessageText.quoted(s)) has no SVG equivalent (mix-blend-mode cannot draw it)")
                }
                return try c.choice(blendModeNames, kind: "blend mode")
            }
            // `choice` returned one of the names, so this always succeeds.
            let mode = BlendMode(rawValue: name) ?? .normal
            return v.blendMode(mode)
        },
        modifier("compositingGroup", [],
                 doc: "Composites the view's content on its own first, so blend modes inside blend only with each other.") { v, _ in
            v.compositingGroup()
        },
    ]
}
