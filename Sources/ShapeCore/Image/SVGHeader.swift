/// SVG: the intrinsic size from the root element's width and height, or
/// its viewBox (SVG 2 §8.2): one length and a viewBox give the other
/// length by the viewBox's aspect ratio. Then the reader checks that the
/// document can be drawn at that size.
enum SVGHeader {
    static func size(of bytes: [UInt8], reader: SVGDimensionReader?) throws(ImageError) -> Size {
        guard let reader else {
            throw ImageError(.noReader, .svg, "this program was built without an SVG reader")
        }
        let size = try intrinsicSize(try reader.dimensions(ofSVG: bytes))
        try reader.checkDrawable(svg: bytes, size: size)
        return size
    }

    private static func intrinsicSize(_ d: SVGDimensions) throws(ImageError) -> Size {
        for (name, value) in [("width", d.width), ("height", d.height)] {
            if let value, !(value.isFinite && value >= 0) {
                throw ImageError(.corrupt, .svg, "\(name) is negative or too large (\(value) px)")
            }
        }
        if let box = d.viewBox, !(box.width > 0 && box.height > 0 && box.width.isFinite && box.height.isFinite) {
            throw ImageError(.corrupt, .svg, "the viewBox is \(box.width)×\(box.height): its width and height must be positive")
        }
        switch (d.width, d.height, d.viewBox) {
        case let (w?, h?, _): return Size(w, h)
        case let (w?, nil, box?): return Size(w, w * box.height / box.width)
        case let (nil, h?, box?): return Size(h * box.width / box.height, h)
        case let (nil, nil, box?): return box
        default:
            throw ImageError(.noSize, .svg, "the <svg> element needs width and height in px or absolute units, or a viewBox")
        }
    }

    static func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D }
}
