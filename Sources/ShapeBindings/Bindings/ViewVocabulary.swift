import LuaBridge
import ShapeCore

/// docs/API.md added views and modifiers: `Divider`, `ForEach`, `hidden`,
/// `layoutPriority`, `clipped`, `zIndex`, `position`, and `trim` on shapes.
enum ViewVocabulary {
    static let constructors: [FunctionSpec] = [
        FunctionSpec("Divider", returns: "View",
                     doc: "A 1-unit line across the enclosing stack's cross axis (full width × 1 in a VStack or alone, 1 × full height in an HStack), in SwiftUI's separator grey (#3C3C43 at 29 %).",
                     example: "VStack(Text(\"Title\"), Divider(), Text(\"Body\"))") { a in
            try a.push(view: Divider().view, "Divider()")
        },
        forEach,
    ]

    /// `ForEach(list or count, function(item, i) return view end)`: calls the
    /// function once per item, at once, and groups the views it returns.
    static let forEach = FunctionSpec(
        "ForEach", [Param("data", .oneOf([.integer, .record("any[]")]), doc: "a list (items 1…#list, read raw) or a count n ≥ 0 (items 1…n)"),
                    Param("content", .function, doc: "gets (item, i) and returns a view")],
        returns: "View",
        doc: "A Group of the views `content` returns for each item of a list, or for 1…n when `data` is a count n (then item = i); an error in the function propagates with its location, and a result that is not a view is an error naming the index.",
        example: "HStack(ForEach({\"red\", \"green\"}, function(c) return Circle():fill(c) end))"
    ) { a in
        let function = try a.need("content", .function)
        let data = a.context("data")
        let stack = a.call
        let list: Int32?, count: Int
        if data.index != 0, stack.isTable(at: data.index) {
            list = data.index
            count = stack.rawLength(data.index)
        } else {
            list = nil
            count = try a.need("data", as: .integer, "number or table") { c in
                guard c.stack.number(at: c.index) != nil else { throw c.typeError("number or table") }
                return try c.integer()
            }
            guard count >= 0 else { throw data.valueError("count must be >= 0, got \(count)") }
        }
        var views: [View] = []
        views.reserveCapacity(min(count, 1 << 16))
        var depth = 1
        let top = stack.top
        guard stack.ensureStack(4) else { throw LuaCallError.message("ForEach: stack overflow") }
        for i in 1...max(count, 1) where count > 0 {
            stack.pushValue(at: function)
            if let list { _ = stack.rawGet(list, index: i) } else { stack.push(i) }
            stack.push(i)
            try stack.protectedCall(arguments: 2, results: 1)
            let result = ArgContext(stack: stack, index: stack.top, argNumber: 0, label: "result", labelled: false)
            guard let view = try? result.view(stack) else {
                throw LuaCallError.message("ForEach: the function must return a view, got \(stack.typeName(stack.top)) for item \(i)")
            }
            depth = max(depth, stack.userdata(stack.top, as: ViewValue.self)?.pointee.depth ?? 1)
            views.append(view)
            stack.setTop(top)
        }
        guard depth + 1 <= ViewValue.maxDepth else {
            throw LuaCallError.message("ForEach: views nested deeper than \(ViewValue.maxDepth) levels")
        }
        stack.push(userdata: ViewValue(view: Group(views: views).view, description: "ForEach(\(views.count) views)", depth: depth + 1))
        return 1
    }

    static let modifiers: [FunctionSpec] = [
        ViewModifiers.modifier("hidden", doc: "Laid out as the view, but not drawn.") { v, _ in v.hidden() },
        ViewModifiers.modifier("layoutPriority", [Param("value", .number)],
                               doc: "Stacks offer space to higher priorities first (default 0), after setting aside the minimum sizes of the others.") { v, a in
            v.layoutPriority(try a.need("value", .number))
        },
        ViewModifiers.modifier("clipped", doc: "Clips the drawing to the view's frame.") { v, _ in v.clipped() },
        ViewModifiers.modifier("zIndex", [Param("value", .number)],
                               doc: "Drawing order among the children of a ZStack, HStack, VStack or Group: lower z first, equal z in written order (default 0).") { v, a in
            v.zIndex(try a.need("value", .number))
        },
        position,
    ]

    static let positionXY = ViewModifiers.modifier(
        "position", [Param("x", .number, default: "0"), Param("y", .number, default: "0")],
        doc: "Takes all the space offered and puts the view's centre at (x, y) of it."
    ) { v, a in v.position(x: try a.value("x", .number) ?? 0, y: try a.value("y", .number) ?? 0) }

    /// Prints as the (x, y) form does.
    static let positionPoint = FunctionSpec(
        "position", [Param("position", .point)], returns: "View",
        doc: "The same with a point: `position{50, 20}`, `position(Point(50, 20))`."
    ) { a in
        let v = try a.selfView()
        let p = try a.need("position", .point)
        let call = "position(x: \(luaNumberText(p.x)), y: \(luaNumberText(p.y)))"
        return try a.push(view: v.position(x: p.x, y: p.y), ChainText.appending(call, to: a.selfDescription()))
    }

    static let position = FunctionSpec("position", variants: [positionXY, positionPoint], doc: "position") { shape, v in
        let keys = shape.labelKeys
        if keys.contains("position") { return v[1] }
        if !keys.isEmpty { return v[0] }
        return shape.type(1) == "table" || shape.type(1) == "userdata" ? v[1] : v[0]
    }

    static let shapeModifiers: [FunctionSpec] = [
        FunctionSpec("trim", [Param("from", .number, default: "0"), Param("to", .number, default: "1")], returns: "Shape",
                     doc: "The outline from fraction `from` to `to` of its length (clamped to 0…1; from ≥ to is empty): SwiftUI's trim, for progress rings with `stroke`.",
                     example: "Circle():trim(0, 0.25):stroke(\"blue\", 4)") { a in
            let s = try ShapeMethods.selfShape(a)
            return try a.push(shape: s.shape.trim(from: try a.value("from", .number) ?? 0, to: try a.value("to", .number) ?? 1),
                              a.chainDescription(), depth: Int(s.depth) + 1)
        },
    ]
}
