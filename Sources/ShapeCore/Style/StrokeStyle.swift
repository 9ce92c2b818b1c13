/// How a stroke is drawn (SwiftUI's `StrokeStyle`); SwiftUI's defaults:
/// width 1, butt caps, miter joins, miter limit 10, no dash.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }
    public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
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

    /// Rejects negative or non-finite numbers (SPEC §1).
    public static func validated(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter,
                                 miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) throws -> StrokeStyle {
        for (name, v) in [("lineWidth", lineWidth), ("miterLimit", miterLimit)] + dash.map({ ("dash", $0) }) {
            guard v.isFinite else { throw ViewError.notFinite(what: name) }
            guard v >= 0 else { throw ViewError.negative(what: name, value: v) }
        }
        guard dashPhase.isFinite else { throw ViewError.notFinite(what: "dashPhase") }
        return StrokeStyle(lineWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin,
                           miterLimit: miterLimit, dash: dash, dashPhase: dashPhase)
    }
}
