/// What a VectorDrawable cannot draw. A view using one of these is
/// refused with an error naming it, never drawn approximately: Android's
/// drawable has paths, colours, gradients, clip paths and group transforms,
/// and nothing that works on pixels (filters, blending, masks, bitmaps).
enum VectorDrawableUnsupported {
    case blur, shadow, colorEffect, blendMode(BlendMode), mask, image, textElements, canvas
    case groupOpacity

    var message: String {
        let what: String
        switch self {
        case .blur: what = "the modifier blur (a VectorDrawable has no filters)"
        case .shadow: what = "the modifier shadow (a VectorDrawable has no filters)"
        case .colorEffect:
            what = "a colour effect (grayscale, brightness, contrast, saturation, hueRotation or colorMatrix; a VectorDrawable has no filters)"
        case .blendMode(let m): what = "the modifier blendMode(\"\(m.rawValue)\") (a VectorDrawable has no blend modes)"
        case .mask: what = "the modifier mask (a VectorDrawable has clip paths, not masks)"
        case .image: what = "an Image (a VectorDrawable holds no bitmaps)"
        case .textElements: what = "text = \"text\" (a VectorDrawable has no text elements; the default, outlines, works)"
        case .canvas: what = "a Canvas (its drawing is written to SVG only)"
        case .groupOpacity:
            what = "the modifier opacity over overlapping drawings (a VectorDrawable has no group opacity: give the colours an opacity instead)"
        }
        return "VectorDrawable output cannot express \(what)"
    }

    var error: VectorDrawableUnsupportedError { VectorDrawableUnsupportedError(description: message) }
}

/// A view a VectorDrawable cannot express: callers that have another way
/// (an adaptive icon's layer falls back to PNGs) catch this type.
public struct VectorDrawableUnsupportedError: Error, CustomStringConvertible {
    public let description: String
}
