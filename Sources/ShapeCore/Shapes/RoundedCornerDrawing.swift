/// Rounded rectangles with per-corner radii: the one drawing routine behind
/// `Path.addRoundedRect`, `RoundedRectangle`, `UnevenRoundedRectangle`,
/// `Capsule` and `ContainerRelativeShape`.
///
/// Outline order: starts on the top edge after the top-leading corner and
/// runs clockwise on screen (top, top-trailing, right, …), as SwiftUI.
enum RoundedCornerDrawing {
    /// The radii `addRoundedRect` draws in `r`: negative ones 0, then all
    /// scaled down together until adjacent corners fit each side.
    @inline(__always)
    static func fittedRadii(_ input: CornerRadii, in r: Rect) -> CornerRadii {
        CornerRadii(topLeading: Swift.max(0, input.topLeading), bottomLeading: Swift.max(0, input.bottomLeading),
                    bottomTrailing: Swift.max(0, input.bottomTrailing), topTrailing: Swift.max(0, input.topTrailing))
            .scaledToFit(width: r.width, height: r.height)
    }

    /// `fast: false` skips `CircularRoundedRect` (the tests compare the two).
    static func addRoundedRect(_ path: inout Path, rect r: Rect, radii input: CornerRadii, style: RoundedCornerStyle,
                               fast: Bool = true) {
        let radii = fittedRadii(input, in: r)
        let tl = radii.topLeading, tr = radii.topTrailing, br = radii.bottomTrailing, bl = radii.bottomLeading
        if tl == 0 && tr == 0 && br == 0 && bl == 0 { path.addRect(r); return }
        if fast && style == .circular && CircularRoundedRect.add(&path, rect: r, tl: tl, tr: tr, br: br, bl: bl) { return }

        // Share of each side per corner, proportional to the radii (docs/API.md).
        func share(_ length: Double, _ mine: Double, _ other: Double) -> Double {
            guard mine + other > 0 else { return length }
            let s = length * mine / (mine + other)
            // Sides and radii near 1.8e308: the product overflows; the
            // ratio first stays finite (and ≤ length).
            return s.isFinite ? s : length * (mine / 2 / (mine / 2 + other / 2))
        }
        let right = Vector(1, 0), down = Vector(0, 1), left = Vector(-1, 0), up = Vector(0, -1)
        // Each corner: its point, u (back along the incoming side), v (along
        // the outgoing side), radius, and its share of the sides in length.
        // Four direct calls, no array: this is the hot path of the benchmark.
        let tlShare = Swift.min(share(r.height, tl, bl), share(r.width, tl, tr))
        path.move(to: Point(r.minX + cornerExtent(tl, tlShare, style), r.minY))
        addCorner(&path, Point(r.maxX, r.minY), left, down, tr,
                  Swift.min(share(r.width, tr, tl), share(r.height, tr, br)), style)
        addCorner(&path, Point(r.maxX, r.maxY), up, left, br,
                  Swift.min(share(r.height, br, tr), share(r.width, br, bl)), style)
        addCorner(&path, Point(r.minX, r.maxY), right, up, bl,
                  Swift.min(share(r.width, bl, br), share(r.height, bl, tl)), style)
        addCorner(&path, Point(r.minX, r.minY), down, right, tl, tlShare, style)
        path.closeSubpath()
    }

    @inline(__always)
    static func addCorner(_ path: inout Path, _ k: Point, _ u: Vector, _ v: Vector, _ radius: Double,
                          _ shareLength: Double, _ style: RoundedCornerStyle) {
        if radius <= 0 {
            path.addLineIfApart(to: k)
            return
        }
        switch style {
        case .circular:
            let start = k + u * radius
            path.addLineIfApart(to: start)
            let center = k + (u + v) * radius
            if let turn = QuarterTurn.shared.corner(leaving: v) {
                path.addQuarterArc(center: center, radius: radius, turn, end: k + v * radius)
            } else { // never for a rectangle's sides; kept total
                path.addEllipticalArc(center: center, radiusX: radius, radiusY: radius,
                                      startAngle: QuarterTurn.shared.startAngle(reversing: v), sweep: .pi / 2)
                path.replaceLastPoint(with: k + v * radius)
            }
        case .continuous:
            let q = Swift.max(1, Swift.min(ContinuousCorner.extent, shareLength / radius))
            ContinuousCorner.add(&path, corner: k, uAxis: u, vAxis: v, radius: radius, share: q)
        }
    }

    /// Distance from the corner point at which a corner's curve begins.
    static func cornerExtent(_ radius: Double, _ share: Double, _ style: RoundedCornerStyle) -> Double {
        guard radius > 0 else { return 0 }
        switch style {
        case .circular: return radius
        case .continuous:
            let q = Swift.max(1, Swift.min(ContinuousCorner.extent, share / radius))
            let t = (q - 1) / (ContinuousCorner.extent - 1)
            return radius * (1 + (ContinuousCorner.extent - 1) * t)
        }
    }

    /// Elliptical corners (cornerSize with width ≠ height), circular style.
    static func addEllipticalCornerRect(_ path: inout Path, rect r: Rect, rx: Double, ry: Double) {
        guard rx > 0 && ry > 0 else { path.addRect(r); return }
        path.move(to: Point(r.minX + rx, r.minY))
        path.addLine(to: Point(r.maxX - rx, r.minY))
        path.addEllipticalArc(center: Point(r.maxX - rx, r.minY + ry), radiusX: rx, radiusY: ry, startAngle: -.pi / 2, sweep: .pi / 2)
        path.addLine(to: Point(r.maxX, r.maxY - ry))
        path.addEllipticalArc(center: Point(r.maxX - rx, r.maxY - ry), radiusX: rx, radiusY: ry, startAngle: 0, sweep: .pi / 2)
        path.addLine(to: Point(r.minX + rx, r.maxY))
        path.addEllipticalArc(center: Point(r.minX + rx, r.maxY - ry), radiusX: rx, radiusY: ry, startAngle: .pi / 2, sweep: .pi / 2)
        path.addLine(to: Point(r.minX, r.minY + ry))
        path.addEllipticalArc(center: Point(r.minX + rx, r.minY + ry), radiusX: rx, radiusY: ry, startAngle: .pi, sweep: .pi / 2)
        path.closeSubpath()
    }
}
