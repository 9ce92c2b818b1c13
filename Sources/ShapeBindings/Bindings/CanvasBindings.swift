import LuaBridge
import ShapeCore

/// docs/API.md `Canvas(width, height, function(ctx) ... end)`: `ctx` wraps
/// ShapeCore's GraphicsContext, which refuses every call once its drawing
/// function has returned (so a kept context is an error, never a crash).
///
/// It also remembers the last built-in shape it laid out: `fill` then
/// `stroke` of the same shape value in the same rect (the usual pair)
/// builds the path once, as a hand-written writer would; the next shape is
/// built in the same path's storage (nothing else keeps it: the SVG writer
/// keeps copies), so a loop of shapes allocates no path per shape.
struct CanvasContext {
    let context: GraphicsContext
    private var laidOutSerial: UInt64 = 0
    private var laidOutRect = Rect.zero
    private var laidOutPath = Path()
    /// What the SVG writer said of `laidOutPath`'s data; emptied whenever
    /// the path is built again (`GraphicsContext.fill(laidOut:...)`).
    private var laidOutMemo = PathDataMemo()

    init(context: GraphicsContext) { self.context = context }

    /// Lays out a built-in shape in `rect` (`laidOutPath`), only when the
    /// last call's shape value or rect differ; false for other shapes (a
    /// shape written in Lua runs at every layout, as documented).
    /// (Through a pointer: copying a shape value costs reference counting.)
    mutating func layOut(_ value: UnsafeMutablePointer<ShapeValue>, in rect: Rect) -> Bool {
        let serial = value.pointee.serial
        guard serial != 0 else { return false }
        if serial != laidOutSerial || rect != laidOutRect {
            ShapeValue.layOut(value, in: rect, into: &laidOutPath)
            laidOutMemo = PathDataMemo()
            laidOutSerial = serial
            laidOutRect = rect
        }
        return true
    }

    /// Runs `body` with the path `layOut` made, borrowed: a copy would
    /// retain and release its three arrays.
    func withLaidOutPath<R>(_ body: (Path) throws -> R) rethrows -> R { try body(laidOutPath) }

    /// The same with the path's memo, for drawing it.
    mutating func withLaidOutPath<R>(_ body: (Path, inout PathDataMemo) throws -> R) rethrows -> R {
        try body(laidOutPath, &laidOutMemo)
    }
}

enum CanvasBindings {
    static func call(_ callback: LuaCallback, _ scope: CallbackScope, _ context: GraphicsContext) throws {
        let stack = LuaCall(L: scope.L)
        let top = stack.top
        defer { stack.setTop(top) }
        guard scope.call.ensureStack(4) else { throw LuaError(kind: .runtime, message: "stack overflow in Canvas") }
        callback.push(scope.L)
        scope.call.push(userdata: CanvasContext(context: context))
        try stack.protectedCall(arguments: 1, results: 0)
    }

    static let constructor = FunctionSpec(
        "Canvas", [Param("width", .length), Param("height", .length), Param("renderer", .function)],
        returns: "View",
        doc: "Immediate drawing after SwiftUI's GraphicsContext; the function runs each time the canvas is rendered.",
        example: "Canvas(100, 100, function(ctx) ctx:fill(Circle(), \"red\", {0, 0, 100, 100}) end)"
    ) { a in
        let w = try a.need(0, "width", .length), h = try a.need(1, "height", .length)
        let function = try a.need(2, "renderer", .function)
        let callback = LuaCallback(a.call, function, what: "Canvas function")
        return try a.push(view: Canvas(width: w, height: h) { ctx in try callback.draw(ctx) }.view,
                      "Canvas(width: \(luaNumberText(w)), height: \(luaNumberText(h)))")
    }

    static func context(_ a: Args) throws -> GraphicsContext {
        // Through the pointer: copying the whole CanvasContext (its cached
        // path) per call would cost reference counting for nothing.
        try a.selfPointer(CanvasContext.self, "GraphicsContext").pointee.context
    }

    /// A path; a shape laid out in the rect by the context (its path is
    /// `CanvasContext.withLaidOutPath`'s); or another shape, which needs
    /// the rect it is laid out in.
    enum Drawable { case path(Path), laidOut(Rect), shape(any Shape, Rect) }

    /// Parameter 0, "shape", laid out in parameter `rectParam`, "rect", by
    /// `canvas` (the call's self).
    static func drawable(_ a: Args, rect rectParam: Int, _ canvas: UnsafeMutablePointer<CanvasContext>) throws -> Drawable {
        a.checkLabel(0, "shape")
        let index = a.rawSlots[0] // 0: absent (nil: refused by the decoder)
        // A shape value first: what loops draw (the two types exclude each other).
        guard index != 0, let value = a.call.userdata(index, as: ShapeValue.self) else {
            if index != 0, let p = a.call.userdata(index, as: Path.self) { return .path(p.pointee) }
            throw notDrawable(a)
        }
        guard let rect = try a.value(rectParam, "rect", .rect) else {
            throw LuaCallError.message("\(a.spec.name): a shape needs the rect to lay it out in (a path is drawn as it is)")
        }
        if canvas.pointee.layOut(value, in: rect) { return .laidOut(rect) }
        return .shape(value.pointee.shape, rect)
    }

    /// "Shape or Path expected, got no value", or "Shape expected, got number".
    @inline(never)
    static func notDrawable(_ a: Args) -> LuaCallError {
        let c = a.context(0, "shape")
        return c.isAbsent ? c.detail("Shape or Path expected, got no value") : c.typeError("Shape")
    }

    /// A drawing method: `body` gets the context's GraphicsContext and the
    /// CanvasContext itself (its laid-out path), both checked usable.
    static func method(_ name: String, _ params: [Param], doc: String,
                       _ body: @escaping (GraphicsContext, UnsafeMutablePointer<CanvasContext>, inout Args) throws -> Void) -> FunctionSpec {
        FunctionSpec(name, params, returns: "nil", doc: doc) { a in
            let canvas = try a.selfPointer(CanvasContext.self, "GraphicsContext")
            let ctx = canvas.pointee.context
            try ctx.checkUsable()
            try body(ctx, canvas, &a)
            return 0
        }
    }

    static let fillRules = FillRule.allCases.map(\.rawValue)
    static let fillRuleChoices = Choices(FillRule.self)

    static let methods: [FunctionSpec] = [
        method("fill", [Param("shape", .oneOf([.shape, .path])), Param("content", .style), Param("rect", .rect, default: "nil (required for shapes)"),
                        Param("fillRule", .choice(fillRules), default: "\"nonZero\"")],
               doc: "Fills a path, or a shape laid out in `rect`.") { ctx, canvas, a in
            let style = try a.need(1, "content", .style)
            let rule = try a.value(3, "fillRule", .choice(fillRuleChoices, kind: "fill rule")) ?? .nonZero
            switch try drawable(a, rect: 2, canvas) {
            case .path(let p): try ctx.fill(p, with: style, fillRule: rule)
            case .laidOut(let r):
                try canvas.pointee.withLaidOutPath { p, memo in try ctx.fill(laidOut: p, in: r, with: style, fillRule: rule, memo: &memo) }
            case .shape(let s, let r): try ctx.fill(AnyShape(s), in: r, with: style, fillRule: rule)
            }
        },
        method("stroke", [Param("shape", .oneOf([.shape, .path])), Param("content", .style),
                          Param("lineWidth", .oneOf([.length, .strokeStyle]), default: "1"), Param("rect", .rect, default: "nil (required for shapes)")],
               doc: "Strokes a path, or a shape laid out in `rect`; `lineWidth` is a number or a StrokeStyle.") { ctx, canvas, a in
            let style = try a.need(1, "content", .style)
            let stroke: StrokeStyle
            if let width = a.finiteNumber(at: a.rawSlots[2]), width >= 0 { // the usual number, read inline
                stroke = StrokeStyle(lineWidth: width)
            } else {
                let c = a.context(2, "lineWidth")
                stroke = c.isAbsent ? StrokeStyle() :
                    (c.stack.isTable(at: c.index) ? try c.strokeStyleTable() : StrokeStyle(lineWidth: try c.length()))
            }
            switch try drawable(a, rect: 3, canvas) {
            case .path(let p): try ctx.stroke(p, with: style, style: stroke)
            case .laidOut(let r):
                try canvas.pointee.withLaidOutPath { p, memo in try ctx.stroke(laidOut: p, in: r, with: style, style: stroke, memo: &memo) }
            case .shape(let s, let r): try ctx.stroke(AnyShape(s), in: r, with: style, style: stroke)
            }
        },
        method("draw", [Param("view", .view), Param("at", .point), Param("anchor", .unitPoint, default: "\"center\"")],
               doc: "Draws a view at its ideal size, `anchor` of it at the point.") { ctx, _, a in
            try ctx.draw(try a.need("view", .view), at: try a.need("at", .point),
                         anchor: try a.value("anchor", .unitPoint) ?? .center)
        },
        method("clip", [Param("shape", .oneOf([.shape, .path])), Param("rect", .rect, default: "nil (required for shapes)"),
                        Param("fillRule", .choice(fillRules), default: "\"nonZero\"")],
               doc: "Clips later drawing of this context.") { ctx, canvas, a in
            let rule = try a.value(2, "fillRule", .choice(fillRuleChoices, kind: "fill rule")) ?? .nonZero
            switch try drawable(a, rect: 1, canvas) {
            case .path(let p): try ctx.clip(to: p, fillRule: rule)
            case .laidOut: try canvas.pointee.withLaidOutPath { p in try ctx.clip(to: p, fillRule: rule) }
            case .shape(let s, let r): try ctx.clip(to: AnyShape(s), in: r, fillRule: rule)
            }
        },
        method("translateBy", [Param("x", .number), Param("y", .number)], doc: "Moves later drawing.") { ctx, _, a in
            try ctx.translateBy(x: try a.need(0, "x", .number), y: try a.need(1, "y", .number))
        },
        method("rotate", [Param("degrees", .angle)], doc: "Rotates later drawing (toward +y).") { ctx, _, a in
            try ctx.rotate(degrees: try a.need(0, "degrees", .angle))
        },
        method("scaleBy", [Param("x", .number), Param("y", .number, default: "x")], doc: "Scales later drawing.") { ctx, _, a in
            let x = try a.need(0, "x", .number)
            try ctx.scaleBy(x: x, y: try a.value(1, "y", .number) ?? x)
        },
        method("opacity", [Param("opacity", .number)], doc: "Sets (not multiplies) the opacity of later drawing, clamped to 0...1; inside a layer it is relative to the layer.") { ctx, _, a in
            try ctx.opacity(try a.need(0, "opacity", .number))
        },
        FunctionSpec("drawLayer", [Param("content", .function)], returns: "nil",
                     doc: "Runs the function with a copy of the context (transform and clip; opacity 1 relative to the layer); the layer is composited as one group at this context's opacity, and its state changes do not leak out.") { a in
            let ctx = try context(a)
            let function = try a.need("content", .function)
            let callback = LuaCallback(a.call, function, what: "drawLayer function")
            let scope = CallbackScope(a.call)
            try ctx.drawLayer { child in try call(callback, scope, child) }
            return 0
        },
    ]

    static let type = TypeSpec(CanvasContext.self, name: "GraphicsContext",
                               doc: "A Canvas drawing context; valid only while its drawing function runs.",
                               methods: methods, describe: { _ in "GraphicsContext" })
}
