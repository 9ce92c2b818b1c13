/// The rect itself.
public struct Rectangle: InsettableShape {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        var p = Path()
        p.addRect(rect.inset(insetAmount))
        return p
    }
    public func inset(by amount: Double) -> Rectangle {
        var s = self; s.insetAmount += amount; return s
    }
}

/// The largest circle centred in the rect (diameter min(w, h)).
public struct Circle: InsettableShape {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        let r = rect.standardized
        let d = Swift.max(0, Swift.min(r.width, r.height) - 2 * insetAmount)
        var p = Path()
        p.addEllipse(in: Rect(r.midX - d / 2, r.midY - d / 2, d, d))
        return p
    }
    public func inset(by amount: Double) -> Circle {
        var s = self; s.insetAmount += amount; return s
    }
}

/// The ellipse inscribed in the rect.
public struct Ellipse: InsettableShape {
    public var insetAmount: Double = 0
    public init() {}
    public func path(in rect: Rect) -> Path {
        var p = Path()
        p.addEllipse(in: rect.inset(insetAmount))
        return p
    }
    public func inset(by amount: Double) -> Ellipse {
        var s = self; s.insetAmount += amount; return s
    }
}

/// A rounded rectangle whose corner radius is half the shorter side.
/// SwiftUI's default style is circular.
public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    public var insetAmount: Double = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: Rect) -> Path {
        let r = rect.inset(insetAmount)
        var p = Path()
        p.addRoundedRect(in: r, cornerRadii: CornerRadii(all: Swift.min(r.width, r.height) / 2), style: style)
        return p
    }
    public func inset(by amount: Double) -> Capsule {
        var s = self; s.insetAmount += amount; return s
    }
}

/// A rounded rectangle with one radius (or an elliptical corner size).
/// SwiftUI's default style is continuous.
public struct RoundedRectangle: InsettableShape {
    public var cornerSize: Size
    public var style: RoundedCornerStyle
    public var insetAmount: Double = 0
    public init(cornerRadius: Double, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = Size(cornerRadius, cornerRadius); self.style = style
    }
    public init(cornerSize: Size, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize; self.style = style
    }
    /// Rejects a negative or non-finite radius.
    public static func validated(cornerRadius: Double, style: RoundedCornerStyle = .continuous) throws -> RoundedRectangle {
        RoundedRectangle(cornerRadius: try Validate.nonNegative(cornerRadius, "cornerRadius"), style: style)
    }
    public func path(in rect: Rect) -> Path {
        var p = Path()
        let size = Size(Swift.max(0, cornerSize.width - insetAmount), Swift.max(0, cornerSize.height - insetAmount))
        p.addRoundedRect(in: rect.inset(insetAmount), cornerSize: size, style: style)
        return p
    }
    /// The radii shrink by the inset, floored at 0.
    public func inset(by amount: Double) -> RoundedRectangle {
        var s = self; s.insetAmount += amount; return s
    }
}

/// Per-corner radii (SwiftUI's `UnevenRoundedRectangle`); radii that do
/// not fit are scaled by the CSS rule.
public struct UnevenRoundedRectangle: InsettableShape {
    public var cornerRadii: CornerRadii
    public var style: RoundedCornerStyle
    public var insetAmount: Double = 0
    public init(cornerRadii: CornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii; self.style = style
    }
    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedCornerStyle = .continuous) {
        self.init(cornerRadii: CornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                           bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius), style: style)
    }
    public func path(in rect: Rect) -> Path {
        var p = Path()
        path(in: rect, into: &p)
        return p
    }
    /// `path(in:)` built in `p`'s storage (emptied first): the same path,
    /// without allocating when `p`'s arrays are its own and large enough
    /// (a Canvas context lays out one shape after another in one path).
    public func path(in rect: Rect, into p: inout Path) {
        if style == .circular {
            // What `addRoundedRect` below would draw, written over the
            // last shape's path in one copy per array when its storage has
            // room (emptying it first costs a call per array).
            let r = rect.inset(insetAmount).standardized
            let radii = RoundedCornerDrawing.fittedRadii(cornerRadii.inset(by: insetAmount), in: r)
            if CircularRoundedRect.replace(&p, rect: r, radii: radii) { return }
        }
        p.removeAll(keepingCapacity: true)
        // Enough for four continuous corners (7 verbs, 15 points each) or
        // four circular ones (line + two 45° cubics, one arc record each):
        // the path's storage is its only heap allocation.
        if style == .circular {
            p.reserveCapacity(verbs: 14, points: 30, arcs: 4)
        } else {
            p.reserveCapacity(verbs: 30, points: 62)
        }
        p.addRoundedRect(in: rect.inset(insetAmount), cornerRadii: cornerRadii.inset(by: insetAmount), style: style)
    }
    public func inset(by amount: Double) -> UnevenRoundedRectangle {
        var s = self; s.insetAmount += amount; return s
    }
}

/// A shape from a closure (`Shape(function(rect) ... end)` in Lua).
/// `@unchecked Sendable`: the closure may call back into a Lua state,
/// which is confined to its thread by the caller; shapes are never moved
/// across threads by ShapeCore.
public struct CustomShape: Shape, @unchecked Sendable {
    public let build: (Rect) -> Path
    public init(_ build: @escaping (Rect) -> Path) { self.build = build }
    public func path(in rect: Rect) -> Path { build(rect) }
}

/// A type-erased shape (what the Lua layer stores).
public struct AnyShape: Shape {
    public let base: any Shape
    public init(_ base: any Shape) { self.base = base }
    public func path(in rect: Rect) -> Path { base.path(in: rect) }
}
