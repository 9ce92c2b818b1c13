import LuaBridge
import ShapeCore

/// docs/COLORS.md: `Color` (callable table with a field per SwiftUI name),
/// colours as values, and the gradients.
enum StyleBindings {
    static func push(_ a: Args, color: Color) -> Int32 {
        a.call.push(userdata: color)
        return 1
    }

    static let colorByName = FunctionSpec(
        "Color", [Param("name", .string, doc: "SwiftUI name, CSS name or #rgb/#rgba/#rrggbb/#rrggbbaa")],
        returns: "Color", doc: "A colour by name or hex."
    ) { a in
        let name = try a.need("name", .string)
        return push(a, color: try Color(name, scheme: LibraryContext.colorScheme(a.call.L)))
    }

    static let colorByRGB = FunctionSpec(
        "Color", [Param("red", .number), Param("green", .number), Param("blue", .number),
                  Param("opacity", .number, default: "1")],
        returns: "Color", doc: "A colour from sRGB components in 0…1."
    ) { a in
        push(a, color: Color(red: try a.need("red", .number), green: try a.need("green", .number),
                             blue: try a.need("blue", .number), opacity: try a.value("opacity", .number) ?? 1))
    }

    static let colorByHSB = FunctionSpec(
        "Color", [Param("hue", .number), Param("saturation", .number), Param("brightness", .number),
                  Param("opacity", .number, default: "1")],
        returns: "Color", doc: "A colour from hue (0…1 is a full turn), saturation and brightness."
    ) { a in
        push(a, color: Color(hue: try a.need("hue", .number), saturation: try a.need("saturation", .number),
                             brightness: try a.need("brightness", .number), opacity: try a.value("opacity", .number) ?? 1))
    }

    static let colorByWhite = FunctionSpec(
        "Color", [Param("white", .number), Param("opacity", .number, default: "1")],
        returns: "Color", doc: "A grey: every sRGB component equals `white` in 0…1 (SwiftUI's `Color(white:opacity:)`)."
    ) { a in
        push(a, color: Color(white: try a.need("white", .number), opacity: try a.value("opacity", .number) ?? 1))
    }

    /// A number first and fewer than three arguments is `Color(white, opacity)`;
    /// three or more positional numbers stay red, green, blue.
    static let colorCall = FunctionSpec("Color", variants: [colorByName, colorByRGB, colorByHSB.labelOnly(), colorByWhite],
                                        doc: "Color(name), Color(white, opacity), Color{red=, green=, blue=, opacity=}, Color{hue=, saturation=, brightness=, opacity=}.") { shape, v in
        if shape.hasKey("hue") || shape.hasKey("saturation") || shape.hasKey("brightness") { return v[2] }
        if shape.hasKey("white") { return v[3] }
        if shape.count <= 2 && shape.isNumber(1) { return v[3] }
        if shape.hasKey("red") || shape.hasKey("green") || shape.hasKey("blue") { return v[1] }
        if shape.count >= 3 { return v[1] }
        return v[0]
    }

    /// `Color.swiftUINames`' colours in the same order, as ShapeCore's own
    /// values: pushing `Color.red` … at start-up then needs no name lookup
    /// (ShapeCore's name dictionary is built on first use, which costs
    /// start-up time). Tests/lua/colors.lua checks that each equals `Color(name)`.
    static let swiftUIColors: [Color] = [.black, .white, .gray, .red, .orange, .yellow, .green, .mint,
                                          .teal, .cyan, .blue, .indigo, .purple, .pink, .brown, .clear]

    static let colorNamespace = NamespaceSpec(
        "Color", doc: "Colours: `Color(name)`, `Color{red=, ...}`, `Color{hue=, ...}`, `Color(white, opacity)`, `Color.red` … for every SwiftUI name, `Color.primary`/`secondary`/`tertiary`, and Apple's system colours (`Color.systemBlue`, `Color.label`, `Color.systemGroupedBackground`, …) in the scheme `preferredColorScheme` picked (light by default).",
        constants: colorConstants,
        callable: colorCall, memberNoun: "colour")

    /// `Color.red` …: SwiftUI's names (black, white and clear fixed), then
    /// the system colours, each made in the state's current scheme when
    /// first read (`preferredColorScheme` forgets the ones already read).
    /// Built from the table's entries rather than by looking names up:
    /// this runs at every start, and lowercasing and hashing each name was
    /// a fifth of the instructions of registering the library.
    static let colorConstants: [(name: String, type: String, push: (LuaCall) -> Void)] = {
        func adaptive(_ entry: Color.System) -> (name: String, type: String, push: (LuaCall) -> Void) {
            (name: entry.name, type: "Color", push: { (call: LuaCall) in
                call.push(userdata: entry.value(LibraryContext.colorScheme(call.L)))
            })
        }
        let entries = Color.systemColors
        var constants: [(name: String, type: String, push: (LuaCall) -> Void)] = []
        constants.reserveCapacity(entries.count + 3)
        for (i, name) in Color.swiftUINames.enumerated() {
            if let entry = entries.first(where: { $0.name == name }) {
                constants.append(adaptive(entry))
            } else {
                let color = swiftUIColors[i] // black, white, clear
                constants.append((name: name, type: "Color", push: { (call: LuaCall) in call.push(userdata: color) }))
            }
        }
        for entry in entries where !Color.swiftUINames.contains(entry.name) {
            constants.append(adaptive(entry))
        }
        return constants
    }()

    /// The constants that depend on the scheme.
    static let adaptiveConstantNames: [String] = colorConstants.map(\.name).filter { Color.system($0, .light) != nil }

    static func hex(_ c: Color) -> String {
        let (r, g, b) = c.rgb8
        func two(_ v: UInt8) -> String { let s = String(v, radix: 16, uppercase: true); return s.count == 1 ? "0" + s : s }
        return "#" + two(r) + two(g) + two(b)
    }

    static let colorType = TypeSpec(
        Color.self, name: "Color", doc: "An sRGB colour; also a view that fills the space offered.",
        methods: [
            FunctionSpec("opacity", [Param("opacity", .number)], returns: "Color",
                         doc: "The colour with its alpha multiplied by `opacity`.") { a in
                let c = try a.selfValue(Color.self, "Color")
                return push(a, color: c.opacity(try a.need("opacity", .number)))
            },
        ], parent: ViewTypes.view,
        fields: [GeometryValues.numberField("red", "red, 0…1") { $0.red },
                 GeometryValues.numberField("green", "green, 0…1") { $0.green },
                 GeometryValues.numberField("blue", "blue, 0…1") { $0.blue },
                 GeometryValues.numberField("alpha", "alpha (opacity), 0…1; `opacity` is the method") { $0.opacity },
                 MoreGradientBindings.colorGradientField],
        describe: { c in "Color(\(hex(c)), opacity: \(luaNumberText(c.opacity)))" })

    // MARK: gradients

    static func gradient(_ a: Args) throws -> Gradient {
        if let stops = try a.value("stops", as: .list(.record(Records.gradientStop.name)), { c in
            try c.list { item -> Gradient.Stop in
                guard item.stack.isTable(at: item.index) else { throw item.typeError("{color=, location=}") }
                return try item.record(Records.gradientStop) { stop in
                    guard let color = try stop.value("color", as: .color, { try $0.color(a.call) }),
                          let location = try stop.value("location", as: .number, { try $0.number() }) else {
                        throw item.detail("a stop needs color and location")
                    }
                    return Gradient.Stop(color: color, location: location)
                }
            }
        }) {
            if a.has("colors") { throw LuaCallError.message("\(a.spec.name): give colors or stops, not both") }
            return try Gradient(stops: stops)
        }
        let colors = try a.need("colors", as: .list(.color), "list of colours") { c in try c.list { try $0.color(a.call) } }
        return try Gradient(colors: colors)
    }

    static func unitPoint(_ a: Args, _ label: String, _ fallback: UnitPoint) throws -> UnitPoint {
        try a.value(label, .unitPoint) ?? fallback
    }

    static let linearGradient = FunctionSpec(
        "LinearGradient", [Param("colors", .list(.color), default: "nil"), Param("stops", .list(.record(Records.gradientStop.name)), default: "nil"),
                           Param("startPoint", .unitPoint, default: "\"top\""), Param("endPoint", .unitPoint, default: "\"bottom\"")],
        returns: "Gradient", doc: "A linear gradient across the frame it fills; unit points by name or `{x, y}` in 0…1.",
        example: "LinearGradient{colors = {\"red\", \"blue\"}, startPoint = \"leading\", endPoint = \"trailing\"}"
    ) { a in
        let g = LinearGradient(gradient: try gradient(a), startPoint: try unitPoint(a, "startPoint", .top),
                               endPoint: try unitPoint(a, "endPoint", .bottom))
        return a.returning(.linearGradient(g), .style)
    }

    static let radialGradient = FunctionSpec(
        "RadialGradient", [Param("colors", .list(.color), default: "nil"), Param("stops", .list(.record(Records.gradientStop.name)), default: "nil"),
                           Param("center", .unitPoint, default: "\"center\""), Param("startRadius", .length, default: "0"),
                           Param("endRadius", .length)],
        returns: "Gradient", doc: "A radial gradient from `startRadius` to `endRadius` around `center`."
    ) { a in
        let g = RadialGradient(gradient: try gradient(a), center: try unitPoint(a, "center", .center),
                               startRadius: try a.value("startRadius", .length) ?? 0, endRadius: try a.need("endRadius", .length))
        return a.returning(.radialGradient(g), .style)
    }

    static let gradientType = TypeSpec(
        ShapeStyle.self, name: "Gradient", doc: "A linear, radial, angular or elliptical gradient; a style, and a view that fills the space offered.",
        parent: ViewTypes.view,
        describe: { style in
            switch style {
            case .linearGradient(let g): return "LinearGradient(\(g.gradient.stops.count) stops)"
            case .radialGradient(let g): return "RadialGradient(\(g.gradient.stops.count) stops, endRadius: \(luaNumberText(g.endRadius)))"
            case .angularGradient(let g):
                return "AngularGradient(\(g.gradient.stops.count) stops, startAngle: \(luaNumberText(g.startAngle)), endAngle: \(luaNumberText(g.endAngle)))"
            case .ellipticalGradient(let g):
                return "EllipticalGradient(\(g.gradient.stops.count) stops, endRadiusFraction: \(luaNumberText(g.endRadiusFraction)))"
            case .color(let c): return "Color(\(hex(c)))"
            }
        })
}
