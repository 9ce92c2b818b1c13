/// The corner and border modifiers of docs/API.md, each composed from
/// clipShape / overlay / strokeBorder so that they lay out exactly like the
/// SwiftUI code in the seed articles.
extension ViewConvertible {
    /// `cornerRadius(radius, style)` = `clipShape(RoundedRectangle(radius, style))`;
    /// continuous by default, as SwiftUI.
    public func cornerRadius(_ radius: Double, style: RoundedCornerStyle = .continuous) -> View {
        clipShape(RoundedRectangle(cornerRadius: max(radius, 0), style: style))
    }

    /// Seed 000's `cornerRadius(radius, corners)`: only the listed corners
    /// are rounded, with circular arcs (the article's `addArc` mask).
    /// Chained calls nest their clips, so corners can differ in radius.
    public func cornerRadius(_ radius: Double, corners: CornerSet) -> View {
        let r = max(radius, 0)
        func pick(_ c: CornerSet) -> Double { corners.contains(c) ? r : 0 }
        let shape = UnevenRoundedRectangle(topLeadingRadius: pick(.topLeading), bottomLeadingRadius: pick(.bottomLeading),
                                           bottomTrailingRadius: pick(.bottomTrailing), topTrailingRadius: pick(.topTrailing),
                                           style: .circular)
        return clipShape(shape)
    }

    /// SwiftUI's `border(style, width)`: a `width` line inside the frame on all four sides.
    public func border(_ style: some ShapeStyleConvertible, width: Double = 1) -> View {
        overlay(Rectangle().strokeBorder(style, lineWidth: max(width, 0)))
    }

    /// Seed 002's `border(edges, color, thickness)`: a bar of `thickness`
    /// along each listed edge, inside the frame, full length, drawn in the
    /// order listed (later bars cover earlier ones where they cross).
    public func border(_ edges: EdgeSet, _ style: some ShapeStyleConvertible, thickness: Double) -> View {
        let t = max(thickness, 0)
        var v = view
        for edge in edges.edges {
            let bar: View, alignment: Alignment
            switch edge {
            case .top: bar = Rectangle().fill(style).frame(height: t); alignment = .top
            case .bottom: bar = Rectangle().fill(style).frame(height: t); alignment = .bottom
            case .leading: bar = Rectangle().fill(style).frame(width: t); alignment = .leading
            case .trailing: bar = Rectangle().fill(style).frame(width: t); alignment = .trailing
            }
            v = v.overlay(bar, alignment: alignment)
        }
        return v
    }

    /// Seed 004's `roundedBorder(style, width, radius, cornerStyle)`: the
    /// content clipped to `RoundedRectangle(radius, cornerStyle)` and a
    /// border of `width` drawn entirely inside that outline (the article's
    /// stroke of 2·width, masked: exactly a strokeBorder).
    public func roundedBorder(_ style: some ShapeStyleConvertible, width: Double, radius: Double,
                              cornerStyle: RoundedCornerStyle = .continuous) -> View {
        let shape = RoundedRectangle(cornerRadius: max(radius, 0), style: cornerStyle)
        return overlay(shape.strokeBorder(style, lineWidth: max(width, 0))).clipShape(shape)
    }
}
