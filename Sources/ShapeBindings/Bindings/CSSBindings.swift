import LuaBridge
import ShapeCore

/// docs/GEOMETRY.md: `CSSRectangle` and the `cssBorder` modifier, with the Lua
/// forms of CSS's `border-radius`, `corner-shape`, `border-width` and
/// `border-color` shorthands (1–4 values, CSS's repetition rule).
enum CSSBindings {
    static let radiusParam = Param("borderRadius", ArgContext.cssBorderRadiusKind, default: "0",
                                   doc: "a length, a list of 1–4 (top-left, top-right, bottom-right, bottom-left), or `{horizontal = {...}, vertical = {...}}`; lengths are numbers (px) or strings `\"50%\"` (of the width for horizontal radii, of the height for vertical ones)")
    static let shapeParam = Param("cornerShape", ArgContext.cssCornerShapesKind, default: "\"round\"",
                                  doc: "1–4 of `round squircle bevel scoop notch square` or `\"superellipse(K)\"` (K a number, `infinity` or `-infinity`)")

    static let constructor = FunctionSpec(
        "CSSRectangle", [radiusParam, shapeParam], returns: "Shape",
        doc: "A CSS box's border edge as Chromium draws it: `border-radius` (overlapping radii scaled by CSS's f rule) and `corner-shape` (superellipse 2^K; K < 0 concave). Inset, it follows the corner shape as a border's inner edge does.",
        example: "CSSRectangle{borderRadius = 24, cornerShape = \"squircle\"}\nCSSRectangle{borderRadius = {horizontal = {\"50%\"}, vertical = {\"30%\"}}, cornerShape = {\"scoop\", \"round\"}}"
    ) { a in
        let radius = try a.value("borderRadius", as: ArgContext.cssBorderRadiusKind) { try $0.cssBorderRadius() } ?? .zero
        let shapes = try a.value("cornerShape", as: ArgContext.cssCornerShapesKind) { try $0.cssCornerShapes() } ?? [.round]
        let shape: CSSRectangle
        do { shape = try CSSRectangle(borderRadius: radius, cornerShapes: shapes) }
        catch { throw a.context("cornerShape").valueError("\(error)") }
        return a.push(shape: shape, a.callDescription())
    }

    static let border = ViewModifiers.modifier(
        "cssBorder",
        [Param("borderWidth", .oneOf([.length, .list(.length)]), doc: "1–4 widths: top, right, bottom, left"),
         Param("borderColor", .oneOf([.style, .list(.style)]), default: "the foreground style",
               doc: "1–4 styles: top, right, bottom, left (shapelua colour names: `\"red\"` is SwiftUI's; write `\"#ff0000\"` for CSS's)"),
         radiusParam, shapeParam],
        doc: "A solid CSS border over the view's frame, as Chromium draws a `box-sizing: border-box` div of that size: per-side widths and colours (joined on the lines from each box corner through the padding corner), the padding edge with CSS's inner radii following the corner shape; the content is clipped to the padding edge (`overflow: hidden`)."
    ) { v, a in
        let widths = try a.need("borderWidth", as: .oneOf([.length, .list(.length)]), "number") { c -> [Double] in
            if c.stack.isTable(at: c.index) { return try c.list { try $0.length() } }
            return [try c.length()]
        }
        let colors = try a.value("borderColor", as: .oneOf([.style, .list(.style)])) { c -> [ShapeStyle?] in
            if c.stack.isTable(at: c.index) { return try c.list { try $0.style(a.call) } }
            return [try c.style(a.call)]
        } ?? [nil]
        let radius = try a.value("borderRadius", as: ArgContext.cssBorderRadiusKind) { try $0.cssBorderRadius() } ?? .zero
        let shapes = try a.value("cornerShape", as: ArgContext.cssCornerShapesKind) { try $0.cssCornerShapes() } ?? [.round]
        do {
            return v.cssBorder(try CSSBorder(widths: widths, colors: colors, radius: radius, shapes: shapes))
        } catch let error as LuaCallError {
            throw error
        } catch {
            throw LuaCallError.message("cssBorder: \(error)")
        }
    }
}

extension ArgContext {
    /// A radius length: a number (px, >= 0) or a string "12", "12px", "50%".
    func cssLength() throws -> CSSLength {
        if stack.type(at: index) == .number { return .px(try length()) }
        guard let text = stack.string(at: index) else { throw typeError("number or string") }
        do { return try CSSLength(parsing: text, name: label) } catch { throw valueError("\(error)") }
    }

    /// What `cssLengths` reads.
    static let cssLengthsKind = ParamKind.oneOf([.length, .string, .list(.oneOf([.length, .string]))])

    /// One length or a list of 1–4.
    func cssLengths() throws -> [CSSLength] {
        guard stack.isTable(at: index) else { return [try cssLength()] }
        let items = try list { try $0.cssLength() }
        guard (1...4).contains(items.count) else { throw valueError("\(label) takes 1 to 4 values, got \(items.count)") }
        return items
    }

    /// What `cssBorderRadius` reads.
    static let cssBorderRadiusKind = ParamKind.oneOf([.length, .string, .record("table")])

    /// `border-radius`: a length, a list of 1–4, or {horizontal=, vertical=}
    /// (either may be left out: it is then the other, as CSS's `a / b`
    /// without the `/ b`).
    func cssBorderRadius() throws -> CSSBorderRadius {
        guard stack.isTable(at: index) else { return CSSBorderRadius(uniform: try cssLength()) }
        return try record(Records.cssRadii) { r in
            let hc = r.field("horizontal", as: Self.cssLengthsKind), vc = r.field("vertical", as: Self.cssLengthsKind)
            guard hc != nil || vc != nil else {
                let all = try cssLengths()
                return try CSSBorderRadius(horizontal: all, vertical: all)
            }
            if stack.rawLength(index) > 0 { throw valueError("\(label): give either a list of radii or horizontal/vertical, not both") }
            let h = try hc?.cssLengths(), v = try vc?.cssLengths()
            do { return try CSSBorderRadius(horizontal: h ?? v!, vertical: v ?? h!) } catch { throw valueError("\(error)") }
        }
    }

    /// What `cssCornerShapes` reads.
    static let cssCornerShapesKind = ParamKind.oneOf([.string, .list(.string)])

    /// `corner-shape`: one name or a list of 1–4.
    func cssCornerShapes() throws -> [CSSCornerShape] {
        func one(_ c: ArgContext) throws -> CSSCornerShape {
            let text = try c.string()
            do { return try CSSCornerShape(parsing: text) } catch { throw c.valueError("\(c.label): \(error)") }
        }
        guard stack.isTable(at: index) else { return [try one(self)] }
        let items = try list(one)
        guard (1...4).contains(items.count) else { throw valueError("\(label) takes 1 to 4 values, got \(items.count)") }
        return items
    }
}
