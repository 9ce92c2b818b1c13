/// SwiftUI's `StrokeStyle`.
public struct StrokeStyle: Hashable, Sendable {
    public enum LineCap: String, CaseIterable, Hashable, Sendable { case butt, round, square }
    public enum LineJoin: String, CaseIterable, Hashable, Sendable { case miter, round, bevel }

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

    /// Rejects negative or non-finite widths, limits and dash lengths.
    public static func validated(lineWidth: Double = 1, lineCap: String = "butt", lineJoin: String = "miter",
                                 miterLimit: Double = 10, dash: [Double] = [], dashPhase: Double = 0) throws -> StrokeStyle {
        guard let cap = LineCap(rawValue: lineCap) else {
            throw GeometryError.unknownName(kind: "lineCap", name: lineCap, valid: LineCap.allCases.map(\.rawValue))
        }
        guard let join = LineJoin(rawValue: lineJoin) else {
            throw GeometryError.unknownName(kind: "lineJoin", name: lineJoin, valid: LineJoin.allCases.map(\.rawValue))
        }
        for d in dash { _ = try Validate.nonNegative(d, "dash") }
        return StrokeStyle(lineWidth: try Validate.nonNegative(lineWidth, "lineWidth"), lineCap: cap, lineJoin: join,
                           miterLimit: try Validate.nonNegative(miterLimit, "miterLimit"), dash: dash,
                           dashPhase: try Validate.finite(dashPhase, "dashPhase"))
    }

    /// Dashes are used only when some length is > 0 (CoreGraphics ignores
    /// an all-zero pattern).
    public var hasDash: Bool { dash.contains { $0 > 0 } }

    /// The most dash pieces one stroke may produce.
    public static let maxDashPieces = 1_000_000

    /// Throws when the dash pattern would cut a path of `length` into more
    /// than `maxDashPieces` pieces (e.g. `dash = {1e-9}`), which would take
    /// unbounded time and memory. Callers taking user input check first;
    /// `strokedPath` itself draws such a stroke solid rather than hang.
    public func validateDash(forLength length: Double) throws {
        guard hasDash else { return }
        let period = dash.reduce(0, +) * (dash.count % 2 == 1 ? 2 : 1)
        let pieces = length / period * Double(dash.count % 2 == 1 ? dash.count * 2 : dash.count) / 2
        if !(pieces <= Double(Self.maxDashPieces)) {
            throw GeometryError.outOfRange(name: "dash period", value: period,
                                           min: length * Double(dash.count) / Double(Self.maxDashPieces), max: .infinity)
        }
    }
}
