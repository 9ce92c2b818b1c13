import LuaBridge
import ShapeCore
import Synchronization

/// A shape as Lua holds it: the ShapeCore shape and its constructor text
/// for `tostring` (docs/API.md: "RoundedRectangle(cornerRadius: 5.0, style: continuous)").
struct ShapeValue {
    /// The shape; an uneven rounded rectangle is kept as its values, since
    /// it is made by the hundred thousand in Canvas loops and, larger than
    /// an existential's inline buffer, `any Shape` would put each one in a
    /// heap box of its own.
    var shape: any Shape {
        if let box { return box.shape }
        switch storage {
        case .uneven(let radii, let style): return UnevenRoundedRectangle(cornerRadii: radii, style: style)
        case .inline(let shape): return shape
        case .boxed: preconditionFailure("a boxed shape value without its box")
        }
    }

    /// The shape in a box for the views drawing it: the value's own box
    /// when it has one (every view made from it shares it), a shared box
    /// for an inline shape, else (an uneven rectangle) a new one.
    var shapeBox: ShapeBox {
        if let box { return box }
        if case .inline(let shape) = storage { return InlineShapeBoxes.box(for: shape) }
        return ShapeBox(shape)
    }

    /// `shapeBox` of the value in the userdata at `index` of `call`: an
    /// uneven rectangle, made without a box (Canvas loops never need one),
    /// keeps the box its first view makes, so its `fill`, its `stroke` and
    /// its chain text share one (issue 20: three boxes, each with a heap
    /// box for the 33-byte shape, were ~300 bytes a view). The userdata
    /// then owns a reference, so it joins the release set; where the set
    /// cannot take it, each view gets a box of its own as before.
    static func sharedBox(_ value: UnsafeMutablePointer<ShapeValue>, _ call: LuaCall, at index: Int32) -> ShapeBox {
        if let box = value.pointee.box { return box }
        let box = value.pointee.shapeBox
        if value.pointee.isUneven, call.releaseWhenFreed(userdataAt: index, as: ShapeValue.self) {
            value.pointee.box = box
        }
        return box
    }

    private var isUneven: Bool {
        if case .uneven = storage { return true }
        return false
    }

    /// The shape's path in `rect` (for the uneven rectangle: no box).
    func path(in rect: Rect) -> Path {
        if let box, !isUneven { return box.shape.path(in: rect) }
        switch storage {
        case .uneven(let radii, let style): return UnevenRoundedRectangle(cornerRadii: radii, style: style).path(in: rect)
        case .inline(let shape): return shape.path(in: rect)
        case .boxed: preconditionFailure("a boxed shape value without its box")
        }
    }

    /// `path(in:)` built in `path`'s storage where the shape can (the
    /// uneven rectangle: no allocation when the storage is `path`'s own).
    func path(in rect: Rect, into path: inout Path) {
        if let box, !isUneven { path = box.shape.path(in: rect); return }
        switch storage {
        case .uneven(let radii, let style): UnevenRoundedRectangle(cornerRadii: radii, style: style).path(in: rect, into: &path)
        case .inline(let shape): path = shape.path(in: rect)
        case .boxed: preconditionFailure("a boxed shape value without its box")
        }
    }

    /// `path(in:into:)` of the value at `value`, read in place: a method
    /// called on `pointee` with an inout argument beside it copies the
    /// whole value first (the two might overlap), ~200 instructions a
    /// Canvas shape.
    static func layOut(_ value: UnsafeMutablePointer<ShapeValue>, in rect: Rect, into path: inout Path) {
        if case .uneven(let radii, let style) = value.pointee.storage {
            UnevenRoundedRectangle(cornerRadii: radii, style: style).path(in: rect, into: &path)
            return
        }
        let copy = value.pointee
        copy.path(in: rect, into: &path)
    }

    private enum Storage {
        case uneven(CornerRadii, RoundedCornerStyle)
        /// A shape in the existential's inline buffer owning no references
        /// (`isInline`): the value needs no finalizer.
        case inline(any Shape)
        /// Any other shape: in `box`.
        case boxed
    }
    private let storage: Storage
    /// Any shape that is not inline nor uneven, boxed once for the value
    /// and every view made from it (`shapeBox`); an uneven rectangle's box
    /// once a view is made from it (`sharedBox`). Beside `storage`, not in
    /// it: `Storage` holds an `any Shape`, so reading it copies the enum
    /// (and the value around it), where this is one reference. Read it as
    /// `pointer.pointee.box`, a stored property: a computed one read
    /// through a userdata pointer copies the whole value first.
    private(set) var box: ShapeBox?

    /// Generic so a constructor's concrete shape (`RoundedRectangle`) is
    /// boxed with its type known: converting it to `any Shape` first and
    /// boxing the existential cost ~1,700 instructions a shape through
    /// value witnesses (issue 9's views row makes 20,000).
    private static func storage<S: Shape>(_ shape: S) -> (Storage, ShapeBox?) {
        isInline(S.self) ? (.inline(shape), nil) : (.boxed, ShapeBox(shape))
    }
    /// The text (kept as pieces for modified shapes: `ValueText`), or
    /// (when `describeShape` is set) nothing: formatting numbers costs
    /// more than building the shape, so the rounded rectangles build
    /// theirs from the shape on first use (`tostring`).
    private let storedText: ValueText
    /// Captures nothing (a plain function: no allocation per shape). Set
    /// when the value prints itself from its values (a chain on it keeps
    /// the shape and this: `ShapeRootedLink`).
    let describeShape: ((any Shape) -> String)?
    /// Nonzero for the built-in shapes, whose path depends on the rect
    /// only: a number no other shape value of this process has, so a Canvas
    /// can reuse the path it laid out for the previous call with the same
    /// shape value and rect (`fill` then `stroke`). Zero for shapes that
    /// run Lua (`Shape(function)`) or wrap other shapes.
    let serial: UInt64

    /// The text of a built-in shape without parameters ("Circle()").
    private let staticText: StaticString
    /// False when the value holds no reference to release: a built-in shape
    /// stored inline (no box), no heap text, a describe function that
    /// captures nothing. Such values get no finalizer (`push(plainUserdata:)`):
    /// Canvas loops make them by the hundred thousand.
    let ownsReferences: Bool
    /// How many shapes deep the value nests: 1 for a built-in shape or a
    /// path, one more than its deepest operand for a shape made from
    /// others (`offset`, `stroke`, `union` …). Shapes draw, print and free
    /// themselves recursively, so a chain of 100,000 `offset`s overflowed
    /// the stack when laid out or freed; past `maxDepth` a call is refused
    /// (`Args.push(shape:_:depth:)`), as views are.
    var depth: UInt16 = 1
    static let maxDepth = 200

    var description: String { text.description }

    /// How the value prints, as pieces (the base of a chain built on it).
    var text: ValueText {
        if let describeShape { return .described(shape, describeShape) }
        if case .text(let s) = storedText, s.isEmpty { return .staticText(staticText) }
        return storedText
    }

    init<S: Shape>(shape: S, description: String, pure: Bool = false) {
        self.init(shape: shape, text: .text(description), pure: pure)
    }

    init<S: Shape>(shape: S, text: ValueText, pure: Bool = false) {
        (self.storage, self.box) = ShapeValue.storage(shape)
        self.storedText = text
        self.staticText = ""
        self.describeShape = nil
        self.serial = pure ? ShapeValue.nextSerial() : 0
        self.ownsReferences = true
    }

    /// A built-in shape whose text never changes (`Rectangle()`).
    init<S: Shape>(shape: S, staticDescription: StaticString) {
        (self.storage, self.box) = ShapeValue.storage(shape)
        self.storedText = .empty
        self.staticText = staticDescription
        self.describeShape = nil
        self.serial = ShapeValue.nextSerial()
        self.ownsReferences = !ShapeValue.isInline(S.self)
    }

    /// A built-in shape that prints itself from its values; `describe` must
    /// capture nothing (a static function), as the value does not finalize.
    init<S: Shape>(shape: S, pure: Bool = false, describe: @escaping (any Shape) -> String) {
        (self.storage, self.box) = ShapeValue.storage(shape)
        self.storedText = .empty
        self.staticText = ""
        self.describeShape = describe
        self.serial = pure ? ShapeValue.nextSerial() : 0
        self.ownsReferences = !ShapeValue.isInline(S.self)
    }

    /// An uneven rounded rectangle (pure; prints itself with `describe`,
    /// which must capture nothing).
    init(uneven radii: CornerRadii, style: RoundedCornerStyle, describe: @escaping (any Shape) -> String) {
        self.storage = .uneven(radii, style)
        self.box = nil
        self.storedText = .empty
        self.staticText = ""
        self.describeShape = describe
        self.serial = ShapeValue.nextSerial()
        self.ownsReferences = false
    }

    /// True when `shape` sits in the existential's inline buffer and owns
    /// no references (a plain struct of at most three words, such as
    /// `RoundedRectangle` or `Circle`): then the existential holds nothing
    /// to release.
    static func isInline(_ shape: any Shape) -> Bool {
        func check<S: Shape>(_ s: S) -> Bool { isInline(S.self) }
        return check(shape)
    }

    /// `isInline` for a type (a constant once specialized).
    static func isInline<S: Shape>(_ type: S.Type) -> Bool {
        _isPOD(S.self) && MemoryLayout<S>.size <= 3 * MemoryLayout<Int>.size
            && MemoryLayout<S>.alignment <= MemoryLayout<Int>.alignment
    }

    private static let serials = Atomic<UInt64>(1)

    private static func nextSerial() -> UInt64 {
        serials.wrappingAdd(1, ordering: .relaxed).oldValue
    }
}

extension ArgContext {
    /// A shape: a Shape value or a Path (a path is a shape that ignores the rect).
    func shape(_ call: LuaCall) throws -> any Shape {
        if let s = userdata(call, ShapeValue.self) { return s.shape }
        if let p = userdata(call, Path.self) { return PathShape(p) }
        throw typeError("Shape")
    }

    /// A unit point: a name (`"topLeading"`, `"center"` …) or `{x, y}` in 0…1.
    func unitPoint(_ call: LuaCall) throws -> UnitPoint {
        if let name = stack.string(at: index) {
            do { return try UnitPoint(named: name) } catch { throw valueError("\(error)") }
        }
        guard stack.isTable(at: index) else { throw typeError("unit point name or {x, y}") }
        let v = try numberTable(.unitPoint)
        return UnitPoint(v[0], v[1])
    }
}

extension Args {
    /// Pushes a new Shape value. `pure`: a built-in shape whose path
    /// depends on the rect only (see `ShapeValue.serial`).
    func push<S: Shape>(shape: S, _ description: String, pure: Bool = false) -> Int32 {
        push(ShapeValue(shape: shape, description: description, pure: pure))
    }

    func push<S: Shape>(shape: S, _ text: ValueText, pure: Bool = false) -> Int32 {
        push(ShapeValue(shape: shape, text: text, pure: pure))
    }

    /// A built-in shape whose text is fixed (`Rectangle()`).
    func push<S: Shape>(shape: S, staticDescription: StaticString) -> Int32 {
        push(ShapeValue(shape: shape, staticDescription: staticDescription))
    }

    /// A built-in shape that prints itself from its own values when asked
    /// (`describe` captures nothing).
    func push<S: Shape>(shape: S, describe: @escaping (any Shape) -> String) -> Int32 {
        push(ShapeValue(shape: shape, pure: true, describe: describe))
    }

    /// A shape made from shape values, `depth` deep (one more than its
    /// deepest operand's `ShapeValue.depth`, or as deep as a shape whose
    /// inset is the same kind of shape): refused past `ShapeValue.maxDepth`.
    func push<S: Shape>(shape: S, _ text: ValueText, depth: Int) throws -> Int32 {
        guard depth <= ShapeValue.maxDepth else {
            throw LuaCallError.message("\(spec.name): shapes nested deeper than \(ShapeValue.maxDepth) levels")
        }
        var value = ShapeValue(shape: shape, text: text)
        value.depth = UInt16(depth)
        return push(value)
    }

    /// The nesting depth of the shape value at `index` (1 for anything else:
    /// a path, a table).
    func shapeDepth(at index: Int32) -> Int {
        Int(call.userdata(index, as: ShapeValue.self)?.pointee.depth ?? 1)
    }

    /// Pushes a Shape value; one that owns no references gets no finalizer.
    func push(_ value: consuming ShapeValue) -> Int32 {
        if value.ownsReferences || value.box != nil { call.push(userdata: consume value) } else { call.push(plainUserdata: consume value) }
        return 1
    }

    /// "name(label: value, ...)" from the arguments actually given, so
    /// every modifier prints its SwiftUI call form without per-function code.
    func callDescription() -> String {
        var parts: [String] = []
        for (i, param) in spec.params.enumerated() where slots[i] != 0 {
            if case .children = param.kind { continue }
            let unlabelled = param.label == "content" || (i == 0 && Self.unlabelledFirst.contains(spec.name))
            parts.append(unlabelled ? valueText(slots[i]) : "\(param.label): \(valueText(slots[i]))")
        }
        return "\(spec.name)(\(parts.joined(separator: ", ")))"
    }

    /// Functions whose first SwiftUI parameter has no label (`.font(.title)`,
    /// `.padding(8)`, `.opacity(0.5)`): they print as SwiftUI code reads.
    /// Parameters named `content` (SwiftUI's `_ content`) never show a label.
    static let unlabelledFirst: Set<String> = [
        "font", "fontWeight", "padding", "opacity", "rotationEffect", "cornerRadius",
        "clipShape", "mask", "lineLimit", "multilineTextAlignment", "containerShape", "aspectRatio",
        "grayscale", "brightness", "contrast", "saturation", "hueRotation", "blendMode", "zIndex",
        "layoutPriority", "kerning", "tracking", "lineSpacing", "Image", "Color", "rotation",
        "bold", "italic", "monospaced", "underline", "strikethrough",
    ]

    /// `depth` bounds nesting, so a table holding itself prints as `{...}`.
    func valueText(_ index: Int32, depth: Int = 0) -> String {
        let stack = self.stack
        switch stack.type(at: index) {
        case .number: return luaNumberText(stack.number(at: index) ?? 0)
        case .string: return stack.string(at: index) ?? ""
        case .boolean: return stack.boolean(at: index) ? "true" : "false"
        case .table:
            guard depth < 3 else { return "{...}" }
            let index = stack.absoluteIndex(index)
            var items: [String] = []
            let n = stack.rawLength(index)
            if n > 0 && n <= 8 {
                for i in 1...n {
                    stack.rawGet(index, index: i)
                    items.append(valueText(stack.top, depth: depth + 1))
                    stack.setTop(stack.top - 1)
                }
                return "[" + items.joined(separator: ", ") + "]"
            }
            // A label table (a StrokeStyle, a point): its fields by name,
            // sorted so the text is the same on every run.
            var fields: [(String, String)] = []
            var onlyNames = n == 0
            stack.forEachPair(index) { key, value in
                guard stack.type(at: key) == .string, let name = stack.string(at: key) else { onlyNames = false; return }
                if fields.count <= 8 { fields.append((name, valueText(value, depth: depth + 1))) }
            }
            if onlyNames && !fields.isEmpty && fields.count <= 8 {
                return "{" + fields.sorted { $0.0 < $1.0 }.map { "\($0.0): \($0.1)" }.joined(separator: ", ") + "}"
            }
            return "{...}"
        default: return stack.typeName(index)
        }
    }
}
