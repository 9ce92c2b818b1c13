import LuaBridge
import ShapeCore

/// The userdata types that are views, and the methods each carries.
enum ViewTypes {
    static let resizable = FunctionSpec("resizable", returns: "View",
                                        doc: "An image that takes the size offered and stretches to it.") { a in
        let v = try a.selfValue(ViewValue.self, "View")
        guard let image = v.image else {
            throw LuaCallError.message("resizable: only an Image is resizable, not \(MessageText.escaped(v.description))")
        }
        let r = image.resizable()
        return try a.push(view: r.view, "Image.resizable()", image: r)
    }

    static let view = TypeSpec(
        ViewValue.self, name: "View", doc: "A view: prints as its outermost modifier and its ideal size. Two Texts join with `+` into one Text (SwiftUI's Text concatenation): `Text(\"Hello \") + Text(\"World\"):bold()`; each part keeps its own Text modifiers (`font fontWeight bold italic underline strikethrough kerning tracking foregroundColor foregroundStyle`), modifiers on the joined Text style the parts that set none, and any other modifier on a part is an error (apply it after `+`).",
        methods: [resizable] + ViewModifiers.all + EffectModifiers.all + [CSSBindings.border]
            + ViewVocabulary.modifiers + TextStyleBindings.all + GridBindings.cellModifiers,
        describeInCall: { v, call in v.description + IdealSize.text(v.view, call) })
        .metamethod("__add", TextConcatenationBindings.add)

    static let shape = TypeSpec(
        ShapeValue.self, name: "Shape", doc: "A shape: maps a rect to a path; also a view filled with the foreground style.",
        methods: ShapeMethods.all + ShapeDrawing.all + ShapeBooleans.all + ViewVocabulary.shapeModifiers, parent: view,
        describe: { $0.description })
}
