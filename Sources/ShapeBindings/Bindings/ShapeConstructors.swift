import LuaBridge
import ShapeCore

/// docs/API.md: the shape constructors.
enum ShapeConstructors {
    static let styles = RoundedCornerStyle.allCases.map(\.rawValue)
    static let styleChoices = Choices(RoundedCornerStyle.self)
    static let cornerNames = ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing",
                              "topLeft", "topRight", "bottomLeft", "bottomRight", "all"]

    /// The corner style, parameter `i`.
    static func style(_ a: Args, _ i: Int, default d: RoundedCornerStyle) throws -> RoundedCornerStyle {
        try a.value(i, "style", .choice(styleChoices, kind: "corner style")) ?? d
    }

    static func radius(_ label: String, aliases: [String]) -> Param {
        Param(label, .length, default: "0", aliases: aliases)
    }

    static let all: [FunctionSpec] = [
        FunctionSpec("Rectangle", returns: "Shape", doc: "The rect itself.") { a in
            a.push(shape: Rectangle(), staticDescription: "Rectangle()")
        },
        FunctionSpec("RoundedRectangle", [Param("cornerRadius", .length),
                                          Param("style", .choice(styles), default: "\"continuous\"")],
                     returns: "Shape",
                     doc: "A rect with rounded corners; `continuous` (Apple's corner curve, the default) or `circular`. Radii that do not fit are scaled down (CSS rule).",
                     example: "RoundedRectangle(12)\nRoundedRectangle{cornerRadius = 12, style = \"circular\"}") { a in
            let r = try a.need(0, "cornerRadius", .length)
            let s = try style(a, 1, default: .continuous)
            return a.push(shape: RoundedRectangle(cornerRadius: r, style: s), describe: describeRounded)
        },
        FunctionSpec("UnevenRoundedRectangle",
                     [radius("topLeadingRadius", aliases: ["topLeading"]),
                      radius("bottomLeadingRadius", aliases: ["bottomLeading"]),
                      radius("bottomTrailingRadius", aliases: ["bottomTrailing"]),
                      radius("topTrailingRadius", aliases: ["topTrailing"]),
                      Param("style", .choice(styles), default: "\"continuous\"")],
                     returns: "Shape", doc: "Per-corner radii; missing corners are 0.",
                     example: "UnevenRoundedRectangle{topLeading = 20, bottomTrailing = 20}") { a in
            let radii = CornerRadii(topLeading: try a.value(0, "topLeadingRadius", .length) ?? 0,
                                    bottomLeading: try a.value(1, "bottomLeadingRadius", .length) ?? 0,
                                    bottomTrailing: try a.value(2, "bottomTrailingRadius", .length) ?? 0,
                                    topTrailing: try a.value(3, "topTrailingRadius", .length) ?? 0)
            let s = try style(a, 4, default: .continuous)
            return a.push(ShapeValue(uneven: radii, style: s, describe: describeUneven))
        },
        FunctionSpec("Circle", returns: "Shape", doc: "A circle centred in the rect, diameter min(w, h).") { a in
            a.push(shape: Circle(), staticDescription: "Circle()")
        },
        FunctionSpec("Ellipse", returns: "Shape", doc: "The ellipse inscribed in the rect.") { a in
            a.push(shape: Ellipse(), staticDescription: "Ellipse()")
        },
        FunctionSpec("Capsule", [Param("style", .choice(styles), default: "\"circular\"")], returns: "Shape",
                     doc: "A rect with fully rounded ends (circular by default, as in SwiftUI).") { a in
            let s = try style(a, 0, default: .circular)
            return a.push(shape: Capsule(style: s), describe: describeCapsule)
        },
        FunctionSpec("Superellipse", [Param("exponent", .number, default: "4"), Param("tolerance", .length, default: "0.001 × min(w, h)"),
                                      Param("rate", .number, default: "nil")],
                     returns: "Shape",
                     doc: "`{rate=}`: seed 001's four cubics with handles `rate * w/2`, `rate * h/2`. `{exponent=, tolerance=}`: the Lamé curve |x/a|^n + |y/b|^n = 1 within `tolerance`.",
                     example: "Superellipse{rate = 0.8}\nSuperellipse{exponent = 5}") { a in
            if let rate = try a.value("rate", .number) {
                if a.has("exponent") || a.has("tolerance") {
                    throw LuaCallError.message("Superellipse: give either rate or exponent/tolerance, not both")
                }
                return a.push(shape: try Superellipse.validated(rate: rate), "Superellipse(rate: \(luaNumberText(rate)))", pure: true)
            }
            let n = try a.value("exponent", .number) ?? 4
            let t = try a.value("tolerance", .length)
            let text = t.map { ", tolerance: \(luaNumberText($0))" } ?? ""
            return a.push(shape: try Superellipse.validated(exponent: n, tolerance: t),
                          "Superellipse(exponent: \(luaNumberText(n))\(text))", pure: true)
        },
        FunctionSpec("SmoothRoundedRectangle",
                     [Param("cornerRadius", .length, default: "0"), Param("smoothing", .number, default: "0.6"),
                      Param("topLeading", .length, default: "cornerRadius", aliases: ["topLeadingRadius"]),
                      Param("topTrailing", .length, default: "cornerRadius", aliases: ["topTrailingRadius"]),
                      Param("bottomLeading", .length, default: "cornerRadius", aliases: ["bottomLeadingRadius"]),
                      Param("bottomTrailing", .length, default: "cornerRadius", aliases: ["bottomTrailingRadius"]),
                      Param("preserveSmoothing", .boolean, default: "false")],
                     returns: "Shape", doc: "Figma's corner smoothing (0…1; 0.6 ≈ the iOS icon), after figma-squircle.",
                     example: "SmoothRoundedRectangle{cornerRadius = 40, smoothing = 0.6}") { a in
            let r = try a.value("cornerRadius", .length) ?? 0
            let radii = CornerRadii(topLeading: try a.value("topLeading", .length) ?? r,
                                    bottomLeading: try a.value("bottomLeading", .length) ?? r,
                                    bottomTrailing: try a.value("bottomTrailing", .length) ?? r,
                                    topTrailing: try a.value("topTrailing", .length) ?? r)
            let smoothing = try a.value("smoothing", .number) ?? 0.6
            let preserve = try a.value("preserveSmoothing", .boolean) ?? false
            return a.push(shape: try SmoothRoundedRectangle.validated(cornerRadii: radii, smoothing: smoothing,
                                                                      preserveSmoothing: preserve),
                          "SmoothRoundedRectangle(cornerRadius: \(luaNumberText(r)), smoothing: \(luaNumberText(smoothing)))", pure: true)
        },
        FunctionSpec("ContainerRelativeShape", [Param("corners", .corners, default: "\"all\"")], returns: "Shape",
                     doc: "Concentric with the nearest `containerShape` ancestor; only the listed corners are rounded.") { a in
            let corners = try a.value("corners", .corners) ?? .all
            return a.push(shape: ContainerRelativeShape(corners: corners), a.callDescription())
        },
        FunctionSpec("Shape", [Param("path", .function)], returns: "Shape",
                     doc: "A shape written in Lua: the function gets a `Rect` and must return a `Path`. It runs at every layout, under a protected call.",
                     example: "Shape(function(rect) return Path():addEllipse(rect) end)") { a in
            let function = try a.need("path", .function)
            let callback = LuaCallback(a.call, function, what: "Shape function")
            return a.push(shape: CustomShape { rect in callback.path(in: rect) }, "Shape(function)")
        },
    ]
}

extension ShapeConstructors {
    static func describeRounded(_ shape: any Shape) -> String {
        guard let r = shape as? RoundedRectangle else { return "RoundedRectangle" }
        return "RoundedRectangle(cornerRadius: \(luaNumberText(r.cornerSize.width)), style: \(r.style.rawValue))"
    }

    static func describeCapsule(_ shape: any Shape) -> String {
        guard let c = shape as? Capsule else { return "Capsule" }
        return "Capsule(style: \(c.style.rawValue))"
    }

    static func describeUneven(_ shape: any Shape) -> String {
        guard let u = shape as? UnevenRoundedRectangle else { return "UnevenRoundedRectangle" }
        let radii = u.cornerRadii
        return "UnevenRoundedRectangle(topLeadingRadius: \(luaNumberText(radii.topLeading)), bottomLeadingRadius: \(luaNumberText(radii.bottomLeading)), bottomTrailingRadius: \(luaNumberText(radii.bottomTrailing)), topTrailingRadius: \(luaNumberText(radii.topTrailing)), style: \(u.style.rawValue))"
    }
}

extension ArgContext {
    /// A corner name or a list of names (docs/API.md); unknown names list the valid ones.
    func corners() throws -> CornerSet {
        if let name = stack.string(at: index) {
            do { return try CornerSet(name: name) } catch { throw valueError("\(error)") }
        }
        guard stack.isTable(at: index) else { throw typeError("corner name or list") }
        let names = try list { try $0.string() }
        do { return try CornerSet(names: names) } catch { throw valueError("\(error)") }
    }
}
