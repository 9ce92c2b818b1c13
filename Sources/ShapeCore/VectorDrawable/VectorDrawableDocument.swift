/// An Android VectorDrawable (`res/drawable/*.xml`) of `view`, from the
/// same layout the SVG writer draws: the document is `options.width` ×
/// `options.height` (or the view's ideal size in whole units) with the
/// view centred, one unit per dp and per viewport unit. `background` is
/// drawn first over the whole document; `precision` rounds every number.
/// What a VectorDrawable cannot express (filters, blend modes, masks,
/// images, `<text>` elements, group opacity over overlapping drawings) is
/// an error naming it (`VectorDrawableUnsupported`). The same view gives
/// the same bytes on every run.
public func vectorDrawableBytes(_ view: some ViewConvertible, options: SVGOptions = SVGOptions()) throws -> [UInt8] {
    guard (0...NumberFormatting.maxPrecision).contains(options.precision) else {
        throw ViewError.message("svg: precision must be in 0...\(NumberFormatting.maxPrecision), got \(options.precision)")
    }
    let (size, root) = try layout(view, options: options)
    // Android refuses a drawable without a positive size.
    guard size.width > 0, size.height > 0 else {
        throw ViewError.message("VectorDrawable output needs a document larger than 0 × 0 (this one is \(ViewError.format(size.width)) × \(ViewError.format(size.height)))")
    }
    let w = VectorDrawableWriter(precision: options.precision)
    let renderer = VectorDrawableRenderer(writer: w, textMode: options.text)
    let alpha = options.background == nil ? VectorDrawableRenderer.trunkOpacity(root) : 1
    w.raw("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<vector")
    w.raw(" xmlns:android=\"http://schemas.android.com/apk/res/android\"")
    w.raw(" xmlns:aapt=\"http://schemas.android.com/aapt\"\n   ")
    w.raw(" android:width=\""); w.number(size.width); w.raw("dp\"")
    w.raw(" android:height=\""); w.number(size.height); w.raw("dp\"")
    w.attribute("viewportWidth", size.width); w.attribute("viewportHeight", size.height)
    if alpha < 1 { w.attribute("alpha", alpha) }
    w.endStartTag()
    var drawn: [Rect] = []
    if let background = options.background {
        var rect = Path()
        rect.addRect(Rect(origin: .zero, size: size))
        renderer.fill(rect, VectorDrawablePaint(background, in: Rect(origin: .zero, size: size)), .nonZero, alpha: 1, drawn: &drawn)
    }
    try renderer.draw(root, alpha: 1, onTrunk: options.background == nil, drawn: &drawn)
    if w.sawNonFinite {
        throw ViewError.message("svg: the drawing has coordinates too large to write (not finite numbers); check sizes, scales and transforms")
    }
    w.closeTag("vector")
    w.finish()
    return w.out
}
