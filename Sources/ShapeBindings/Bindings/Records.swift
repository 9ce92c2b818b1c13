import ShapeCore
import ShapeRaster

/// The record tables of the library (docs/BINDINGS.md, "Records"): each is
/// read by `ArgContext.record`, and the reference and the LuaLS classes
/// are made from the same fields.
enum Records {
    static let strokeStyle = RecordSpec("StrokeStyle", [
        Param("lineWidth", .length, default: "1"),
        Param("lineCap", .choice(StrokeStyle.LineCap.allCases.map(\.rawValue)), default: "\"butt\""),
        Param("lineJoin", .choice(StrokeStyle.LineJoin.allCases.map(\.rawValue)), default: "\"miter\""),
        Param("miterLimit", .length, default: "10"),
        Param("dash", .list(.length), default: "{}"),
        Param("dashPhase", .number, default: "0"),
    ], keyNoun: "StrokeStyle key")

    static let gradientStop = RecordSpec("GradientStop", [Param("color", .color), Param("location", .number)],
                                         keyNoun: "stop key")

    /// Each radius also under its short key (`topLeading`).
    static let cornerRadii = RecordSpec("CornerRadii", ["topLeading", "bottomLeading", "bottomTrailing", "topTrailing"].map {
        Param($0 + "Radius", .length, default: "0", aliases: [$0])
    }, keyNoun: "corner")

    /// CSS's `border-radius: h / v` (each a list of 1–4 lengths); the
    /// table may instead be that list itself.
    static let cssRadii = RecordSpec("CSSRadii", [Param("horizontal", ArgContext.cssLengthsKind, default: "vertical"),
                                                  Param("vertical", ArgContext.cssLengthsKind, default: "horizontal")],
                                     keyNoun: "option", allowsArray: true)

    /// `svg`'s options (docs/SVG.md).
    static let svgOptions = RecordSpec("SVGOptions", OutputBindings.optionParams, keyNoun: "option",
                                       doc: "`bounds`: `\"ink\"`, the default, holds the shadows and blurs beyond the view's frame on an axis without a size; `\"frame\"` the frame alone; docs/EXPORT.md")

    /// `save`'s: `svg`'s and the raster or page scale (docs/EXPORT.md).
    static let saveOptions = RecordSpec("SaveOptions", [
        Param("scale", .number, default: "1", doc: "pixels per unit for `.png`, page scale for `.pdf`"),
    ], parent: svgOptions, keyNoun: "option", doc: "`scale`: pixels per unit for `.png`, page scale for `.pdf`")

    static let iconsetOptions = RecordSpec("IconsetOptions", [
        Param("platform", .choice(IconPlatform.allCases.map(\.rawValue))),
        Param("name", .string, default: "the platform's (`AppIcon`, `ic_launcher`)"),
        Param("legacy", .boolean, default: "false"),
        Param("background", .view, default: "none"),
        Param("monochrome", .view, default: "none"),
        Param("dark", .view, default: "none"),
        Param("tinted", .view, default: "none"),
        Param("grid", .boolean, default: "false"),
    ], keyNoun: "option")

    static let imagesetOptions = RecordSpec("ImagesetOptions", [
        Param("platform", .choice(ImageSetPlatform.allCases.map(\.rawValue))), Param("name", .string),
    ], keyNoun: "option")

    /// The records the reference and the LuaLS file describe, in their order.
    static let documented: [RecordSpec] = [strokeStyle, cornerRadii, svgOptions, saveOptions, iconsetOptions,
                                           imagesetOptions, gradientStop]
}
