/// The paths of the rounded built-in shapes a layout run built last, so a
/// shape drawn again in a frame of the same size — the fill and the
/// overlaid stroke of one shape, a grid of equal cells — reuses its path
/// instead of generating its arcs again (they were ~20% of a ZStack of
/// 20,000 rounded rectangles; docs/PERFORMANCE.md).
///
/// Exact, not approximate: the key is every value the path depends on —
/// the shape's type, its stored values and the frame's size, compared as
/// bit patterns — and these shapes' `path(in:)` is a pure function of
/// them (the local rect's origin is always zero). A reused path also
/// shares its arrays with the earlier one, so the SVG writer recognises it
/// at once (`SVGWriter.pathData`). Only types whose paths are costly to
/// build are kept; custom shapes (which may run Lua) never are.
struct ShapePathCache {
    /// The shape's part of a key: its type and stored values (`ShapeBox`
    /// finds it once, when the shape is boxed).
    struct ShapeKey: Equatable {
        var type: ObjectIdentifier
        var values: SIMD8<UInt64>
    }

    private struct Key: Equatable {
        var shape: ShapeKey
        var width: UInt64, height: UInt64
    }

    /// Few entries, replaced in turn: enough for the handful of distinct
    /// shapes that repeat in a document; a scan of them costs less than
    /// hashing a key.
    static let capacity = 8
    private var keys: [Key] = []
    private var paths: [Path] = []
    private var next = 0

    /// The shape's path in `local` (a rect at the origin), built or reused.
    mutating func path(_ shape: any Shape, in local: Rect) -> Path {
        path(ShapeBox(shape), in: local)
    }

    /// The boxed shape's path in `local`: its key was found when it was
    /// boxed, so a lookup casts and copies nothing.
    mutating func path(_ box: ShapeBox, in local: Rect) -> Path {
        guard let shapeKey = box.pathKey else { return box.shape.path(in: local) }
        let key = Key(shape: shapeKey, width: local.size.width.bitPattern, height: local.size.height.bitPattern)
        for i in keys.indices where keys[i] == key { return paths[i] }
        let path = box.shape.path(in: local)
        if keys.count < Self.capacity {
            keys.append(key); paths.append(path)
        } else {
            keys[next] = key; paths[next] = path
            next = (next + 1) % Self.capacity
        }
        return path
    }

    /// The shape's part of the key of a cacheable shape, or nil. The type
    /// is compared first, so every other shape costs one metadata
    /// comparison.
    static func shapeKey(_ shape: any Shape) -> ShapeKey? {
        let type = ObjectIdentifier(Swift.type(of: shape))
        if type == ObjectIdentifier(RoundedRectangle.self), let r = shape as? RoundedRectangle {
            return ShapeKey(type: type, values: SIMD8(r.cornerSize.width.bitPattern, r.cornerSize.height.bitPattern,
                                                      r.insetAmount.bitPattern, style(r.style), 0, 0, 0, 0))
        }
        if type == ObjectIdentifier(UnevenRoundedRectangle.self), let r = shape as? UnevenRoundedRectangle {
            let c = r.cornerRadii
            return ShapeKey(type: type, values: SIMD8(c.topLeading.bitPattern, c.bottomLeading.bitPattern,
                                                      c.bottomTrailing.bitPattern, c.topTrailing.bitPattern,
                                                      r.insetAmount.bitPattern, style(r.style), 0, 0))
        }
        if type == ObjectIdentifier(Capsule.self), let c = shape as? Capsule {
            return ShapeKey(type: type, values: SIMD8(style(c.style), c.insetAmount.bitPattern, 0, 0, 0, 0, 0, 0))
        }
        return nil
    }

    private static func style(_ s: RoundedCornerStyle) -> UInt64 { s == .circular ? 0 : 1 }
}
