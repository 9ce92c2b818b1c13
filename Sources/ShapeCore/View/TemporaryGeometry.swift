// TEMPORARY: stand-ins for types the geometry helper is landing; deleted
// when they arrive on main. Not to be landed.
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(all v: Double) { self.init(top: v, leading: v, bottom: v, trailing: v) }
    public static let zero = EdgeInsets()
}

public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: String, Sendable { case butt, round, square }
    public enum LineJoin: String, Sendable { case miter, round, bevel }
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    public var miterLimit: Double
    public var dash: [Double]
    public var dashPhase: Double
    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }
}

public struct Rectangle: Shape {
    public init() {}
    public func path(in r: Rect) -> Path {
        var p = Path()
        p.move(to: Point(r.minX, r.minY)); p.addLine(to: Point(r.maxX, r.minY))
        p.addLine(to: Point(r.maxX, r.maxY)); p.addLine(to: Point(r.minX, r.maxY)); p.closeSubpath()
        return p
    }
}

extension Path {
    public var boundingRect: Rect {
        guard let f = points.first else { return .zero }
        var lo = f, hi = f
        for p in points { lo = Point(min(lo.x, p.x), min(lo.y, p.y)); hi = Point(max(hi.x, p.x), max(hi.y, p.y)) }
        return Rect(lo.x, lo.y, hi.x - lo.x, hi.y - lo.y)
    }
}
