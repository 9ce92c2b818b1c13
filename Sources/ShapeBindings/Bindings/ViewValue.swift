import LuaBridge
import ShapeCore

/// A view as Lua holds it: the ShapeCore view and how it prints
/// (its outermost modifier or constructor, docs/API.md).
struct ViewValue {
    let view: View
    /// How it prints, kept as pieces until asked for (`ValueText`).
    let text: ValueText
    /// Nesting depth of the view tree (a leaf is 1; at most `maxDepth` + 1).
    /// Stored small and after `text`, so the value is at most 32 bytes: a
    /// script makes one per modifier call, Lua paces its collector by the
    /// bytes allocated, and the userdata is then an 80-byte block, not 96.
    private let storedDepth: Int16
    /// Whether the value was made as an image (`Image`, `resizable()`),
    /// the only views `resizable()` accepts; the image is the view's own
    /// node (an image kept beside it cost 8 bytes in every view value).
    private let isImage: Bool
    var depth: Int { Int(storedDepth) }
    var description: String { text.description }
    var image: Image? { isImage ? view.image : nil }

    init(view: __owned View, text: __owned ValueText, image: Image? = nil, depth: Int = 1) {
        self.isImage = image != nil
        self.view = view
        self.text = text
        self.storedDepth = Int16(clamping: depth)
    }

    /// ShapeCore lays views out recursively; a tree much deeper than any
    /// real layout would exhaust the thread's stack, so deeper trees are
    /// refused when built (a clear error instead of a crash).
    static let maxDepth = 200
}


extension ViewValue {
    /// A view printing as `description` (the text made at once).
    init(view: View, description: String, image: Image? = nil, depth: Int = 1) {
        self.init(view: view, text: .text(description), image: image, depth: depth)
    }
}

extension ArgContext {
    /// A style: a Color or gradient value, or a colour name / hex string.
    func style(_ call: LuaCall) throws -> ShapeStyle {
        if let c = userdata(call, Color.self) { return .color(c) }
        if let g = userdata(call, ShapeStyle.self) { return g }
        do {
            if let c = try ColorText.color(call, index) { return .color(c) }
        } catch { throw valueError("\(error)") }
        throw typeError("Color, gradient or colour name")
    }

    func color(_ call: LuaCall) throws -> Color {
        if let c = userdata(call, Color.self) { return c }
        do {
            if let c = try ColorText.color(call, index) { return c }
        } catch { throw valueError("\(error)") }
        throw typeError("Color or colour name")
    }

    /// Anything that draws: a view, a shape, a path, a colour or gradient,
    /// or a colour name (docs/API.md: a style is accepted where a view is).
    func view(_ call: LuaCall) throws -> View {
        // Read in place: a copy of the whole value would retain its text
        // (and a shape's box) only to release it again.
        if let v = call.userdata(index, as: ViewValue.self) { return v.pointee.view }
        if let s = call.userdata(index, as: ShapeValue.self) { return ShapeValue.sharedBox(s, call, at: index).view }
        if let p = userdata(call, Path.self) { return PathShape(p).view }
        if let c = userdata(call, Color.self) { return c.view }
        if let g = userdata(call, ShapeStyle.self) { return g.view }
        if stack.isString(at: index) { return try style(call).view }
        throw typeError("view")
    }

    /// The short kind of a value for descriptions ("Rectangle()", "Text").
    func describeValue(_ call: LuaCall) -> String {
        if let v = userdata(call, ViewValue.self) { return v.description }
        if let s = userdata(call, ShapeValue.self) { return s.description }
        return stack.string(at: index) ?? stack.typeName(index)
    }
}

extension Args {
    func push(view: View, _ description: String, image: Image? = nil) throws -> Int32 {
        try push(view: view, ValueText.text(description), image: image)
    }

    func push(view: __owned View, _ text: __owned ValueText, image: Image? = nil) throws -> Int32 {
        let depth = inputDepth() + 1
        guard depth <= ViewValue.maxDepth else {
            throw LuaCallError.message("\(spec.name): views nested deeper than \(ViewValue.maxDepth) levels")
        }
        call.push(userdata: ViewValue(view: view, text: text, image: image, depth: depth))
        return 1
    }

    /// The deepest view among `self` and the view arguments of this call.
    func inputDepth() -> Int {
        func depth(at index: Int32) -> Int {
            call.userdata(index, as: ViewValue.self)?.pointee.depth ?? 1
        }
        var deepest = spec.isMethod ? depth(at: 1) : 0
        // The spec's view and children parameters, found once per spec (a
        // walk over all its parameters copied each one, per view made).
        for i in spec.viewParams {
            let index = slot(i) // 0: absent or nil
            if index != 0 { deepest = max(deepest, depth(at: index)) }
        }
        for c in spec.childrenParams where slots[c] != 0 {
            let n = stack.rawLength(slots[c])
            for k in 0..<n {
                stack.rawGet(slots[c], index: k + 1)
                deepest = max(deepest, depth(at: stack.top))
                stack.setTop(stack.top - 1)
            }
        }
        return deepest
    }

    /// `self` of a view modifier, as a view (views, shapes, paths, styles).
    func selfView() throws -> View {
        try selfContext.view(call)
    }

    /// The view a document is made of (`svg`, `save`): a string there is a
    /// mistake (`save("x.svg", view)`), not a colour to fill the page with,
    /// so it is "view expected, got string" rather than "unknown color".
    func needDocumentView(_ label: String) throws -> View {
        try need(label, as: .view, "view") { c in
            if c.stack.isString(at: c.index) { throw c.typeError("view") }
            return try c.view(call)
        }
    }
}

/// The ideal size of a view, for `tostring` ("frame(...) 100×100"), with
/// at most 3 decimals (docs/API.md: `15.498×19.789`, not raw floats).
enum IdealSize {
    static func text(_ view: View, _ call: LuaCall) -> String {
        guard let context = LibraryContext.of(call.L),
              let size = try? CallbackScope.run(call, { try idealSize(view, fonts: context.fonts) })
        else { return "" }
        return " \(number(size.width))×\(number(size.height))"
    }

    static func number(_ value: Double) -> String {
        guard value.isFinite, Swift.abs(value) < 1e12 else { return messageNumberText(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded() { return String(Int64(rounded)) }
        return "\(rounded)"
    }
}

/// docs/API.md: a modified value prints its chain as it was written
/// (`RoundedRectangle(cornerRadius: 5.0):fill(red):frame(width: 100.0, height: 100.0)`),
/// shortened in the middle past about 100 characters. Each link is added to
/// the already shortened text, so a long chain costs no more than a short one.
enum ChainText {
    static let limit = 100

    static func appending(_ link: String, to base: String) -> String {
        shortened(base.isEmpty ? link : base + ":" + link)
    }

    static func shortened(_ text: String) -> String {
        guard text.count > limit + 10 else { return text }
        return String(text.prefix(limit / 2 - 2)) + " … " + String(text.suffix(limit / 2 - 1))
    }
}

extension Args {
    /// How the value `self` (stack index 1) prints, without its ideal size.
    func selfDescription() -> String {
        guard spec.isMethod else { return "" }
        if let v = call.userdata(1, as: ViewValue.self) { return v.pointee.description }
        if let s = call.userdata(1, as: ShapeValue.self) { return s.pointee.description }
        let name = call.typeName(at: 1)
        guard let type = ShapeLibrary.spec.types.first(where: { $0.name == name }) else { return "" }
        return type.describe(call) ?? ""
    }
}
