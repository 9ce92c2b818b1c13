/// The canvas's current transformation matrix, as SVG's
/// `matrix(a b c d e f)`: x' = a·x + c·y + e, y' = b·x + d·y + f.
struct CanvasTransform: Equatable {
    var a = 1.0, b = 0.0, c = 0.0, d = 1.0, e = 0.0, f = 0.0

    static let identity = CanvasTransform()
    var isIdentity: Bool { self == .identity }

    /// `self` with `m` applied first (the new operation acts in the current
    /// user space, as GraphicsContext's translateBy/rotate/scaleBy do).
    func prepending(_ m: CanvasTransform) -> CanvasTransform {
        CanvasTransform(a: a * m.a + c * m.b, b: b * m.a + d * m.b,
                        c: a * m.c + c * m.d, d: b * m.c + d * m.d,
                        e: a * m.e + c * m.f + e, f: b * m.e + d * m.f + f)
    }

    func writeAttribute(_ w: SVGWriter) {
        if isIdentity { return }
        if a == 1 && b == 0 && c == 0 && d == 1 {
            w.translate(Point(e, f))
            return
        }
        w.raw(" transform=\"matrix(")
        for (i, v) in [a, b, c, d, e, f].enumerated() {
            if i > 0 { w.byte(32) }
            w.number(v)
        }
        w.raw(")\"")
    }
}
