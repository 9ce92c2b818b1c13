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
    /// The shape's part of a key: its type and stored values.
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

    /// The last cacheable box looked up, its frame size and where its
    /// path is: a view drawing one shape twice (a fill and its overlaid
    /// stroke share the shape value's box) finds it without the key's
    /// witness call and scan. A box's shape never changes, so the same box
    /// and size mean the same key; the reference keeps the box alive, so
    /// its identity cannot pass to another box (a GeometryReader's views
    /// are made and freed during layout). The slot stays the path's until
    /// `cachedSlot` next runs, which sets this again.
    private var last: (box: ShapeBox, width: UInt64, height: UInt64, slot: Int)?

    /// The boxed shape's path in `local`.
    mutating func path(_ box: ShapeBox, in local: Rect) -> Path {
        let width = local.size.width.bitPattern, height = local.size.height.bitPattern
        if let last, last.box === box, last.width == width, last.height == height { return paths[last.slot] }
        guard let shapeKey = Self.shapeKey(box.shape) else { return box.shape.path(in: local) }
        let slot = cachedSlot(box, Key(shape: shapeKey, width: width, height: height), in: local)
        last = (box, width, height, slot)
        return paths[slot]
    }

    /// The slot of `key`'s path, built and stored if not kept.
    private mutating func cachedSlot(_ box: ShapeBox, _ key: Key, in local: Rect) -> Int {
        for i in keys.indices where keys[i] == key { return i }
        if keys.count < Self.capacity {
            keys.append(key); paths.append(box.shape.path(in: local))
            return keys.count - 1
        }
        let slot = next
        // Built over the evicted path, in its arrays: no allocation once
        // the cache is full (a document of shapes that differ, each in a
        // new entry, allocated three arrays a shape).
        keys[slot] = key
        box.shape.path(in: local, into: &paths[slot])
        next = (next + 1) % Self.capacity
        return slot
    }

    /// The shape's part of the key of a cacheable shape, or nil: its type
    /// and the values its `pathCacheValues` gives (a witness call; casting
    /// the existential to each cacheable type cost ~470 instructions per
    /// shape drawn).
    static func shapeKey(_ shape: any Shape) -> ShapeKey? {
        guard let values = shape.pathCacheValues else { return nil }
        return ShapeKey(type: ObjectIdentifier(Swift.type(of: shape)), values: values)
    }
}

private func styleBits(_ s: RoundedCornerStyle) -> UInt64 { s == .circular ? 0 : 1 }

/// The cacheable shapes: those whose paths are costly to build (arcs) and
/// a pure function of these values and the frame's size.
extension RoundedRectangle {
    public var pathCacheValues: SIMD8<UInt64>? {
        SIMD8(cornerSize.width.bitPattern, cornerSize.height.bitPattern, insetAmount.bitPattern, styleBits(style), 0, 0, 0, 0)
    }
}

extension UnevenRoundedRectangle {
    public var pathCacheValues: SIMD8<UInt64>? {
        let c = cornerRadii
        return SIMD8(c.topLeading.bitPattern, c.bottomLeading.bitPattern, c.bottomTrailing.bitPattern,
                     c.topTrailing.bitPattern, insetAmount.bitPattern, styleBits(style), 0, 0)
    }
}

extension Capsule {
    public var pathCacheValues: SIMD8<UInt64>? {
        SIMD8(styleBits(style), insetAmount.bitPattern, 0, 0, 0, 0, 0, 0)
    }
}
