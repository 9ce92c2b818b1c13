import LuaBridge
import ShapeCore

/// docs/API.md: Point, Size, Rect as userdata values with read-only fields.
enum GeometryValues {
    static let pointFunction = FunctionSpec(
        "Point", [Param("x", .number), Param("y", .number)],
        returns: "Point", doc: "A point (y points down).", example: "Point(10, 20)"
    ) { a in
        a.returning(Point(try a.need(0, "x", .number), try a.need(1, "y", .number)), .point)
    }

    static let sizeFunction = FunctionSpec(
        "Size", [Param("width", .length, aliases: ["w"]), Param("height", .length, aliases: ["h"])],
        returns: "Size", doc: "A width and a height (both >= 0).", example: "Size(100, 50)"
    ) { a in
        a.returning(Size(try a.need(0, "width", .length), try a.need(1, "height", .length)), .size)
    }

    static let rectFunction = FunctionSpec(
        "Rect", [Param("x", .number), Param("y", .number),
                 Param("width", .length, aliases: ["w"]), Param("height", .length, aliases: ["h"])],
        returns: "Rect", doc: "An axis-aligned rectangle: origin (top left) and size.",
        example: "Rect(0, 0, 100, 50)"
    ) { a in
        a.returning(Rect(try a.need(0, "x", .number), try a.need(1, "y", .number),
                         try a.need(2, "width", .length), try a.need(3, "height", .length)), .rect)
    }

    static func numberField<T>(_ name: String, _ doc: String,
                               _ get: @escaping (T) -> Double) -> (FieldSpec, (T, LuaCall) -> Void) {
        (FieldSpec(name: name, type: "number", doc: doc), { value, call in LuaCall(L: call.L).push(get(value)) })
    }

    static let pointType = TypeSpec(
        Point.self, name: "Point", doc: "A point.",
        fields: [numberField("x", "horizontal coordinate") { $0.x },
                 numberField("y", "vertical coordinate (down)") { $0.y }],
        describe: { "Point(x: \(luaNumberText($0.x)), y: \(luaNumberText($0.y)))" })

    static let sizeType = TypeSpec(
        Size.self, name: "Size", doc: "A size.",
        fields: [numberField("width", "width") { $0.width },
                 numberField("height", "height") { $0.height },
                 (FieldSpec(name: "frame", type: "Rect", doc: "a Rect at the origin (GeometryReader)"),
                  { size, call in call.push(userdata: Rect(origin: .zero, size: size)) })],
        describe: { "Size(width: \(luaNumberText($0.width)), height: \(luaNumberText($0.height)))" })

    static let rectType = TypeSpec(
        Rect.self, name: "Rect", doc: "A rectangle.",
        methods: RectMethods.all,
        fields: [numberField("x", "left edge") { $0.minX }, numberField("y", "top edge") { $0.minY },
                 numberField("width", "width") { $0.width }, numberField("height", "height") { $0.height },
                 numberField("minX", "left edge") { $0.minX }, numberField("midX", "horizontal centre") { $0.midX },
                 numberField("maxX", "right edge") { $0.maxX }, numberField("minY", "top edge") { $0.minY },
                 numberField("midY", "vertical centre") { $0.midY }, numberField("maxY", "bottom edge") { $0.maxY }],
        describe: { r in
            "Rect(x: \(luaNumberText(r.minX)), y: \(luaNumberText(r.minY)), width: \(luaNumberText(r.width)), height: \(luaNumberText(r.height)))"
        })
}

