/// Colour stops of a gradient, sorted by location (SwiftUI's `Gradient`).
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        /// 0...1 along the gradient.
        public var location: Double
        public init(color: Color, location: Double) { self.color = color; self.location = location }
    }
    public let stops: [Stop]

    /// Colours spread evenly from 0 to 1, as SwiftUI's `Gradient(colors:)`.
    public init(colors: [Color]) throws {
        guard !colors.isEmpty else { throw StyleError.gradientNeedsColors }
        let n = colors.count
        stops = colors.enumerated().map { i, c in
            Stop(color: c, location: n == 1 ? 0 : Double(i) / Double(n - 1))
        }
    }

    /// Explicit stops; locations must lie in 0...1. They are sorted stably,
    /// so equal locations keep their order (a hard colour change).
    public init(stops: [Stop]) throws {
        guard !stops.isEmpty else { throw StyleError.gradientNeedsColors }
        for s in stops where !(s.location >= 0 && s.location <= 1) {
            throw StyleError.badStopLocation(s.location)
        }
        self.stops = stops.enumerated()
            .sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
            .map { $0.element }
    }

    /// Stops already non-empty, in 0...1 and sorted (derived gradients).
    init(checkedStops: [Stop]) { stops = checkedStops }
}

/// SwiftUI's `LinearGradient`: start and end are unit points of the frame
/// the gradient fills.
public struct LinearGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint
    public init(gradient: Gradient, startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint = .top, endPoint: UnitPoint = .bottom) throws {
        self.init(gradient: try Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
}

/// SwiftUI's `RadialGradient`: radii in points, centre a unit point.
public struct RadialGradient: Hashable, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double
    public init(gradient: Gradient, center: UnitPoint = .center, startRadius: Double = 0, endRadius: Double) {
        self.gradient = gradient; self.center = center
        self.startRadius = startRadius; self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint = .center, startRadius: Double = 0, endRadius: Double) throws {
        self.init(gradient: try Gradient(colors: colors), center: center,
                  startRadius: startRadius, endRadius: endRadius)
    }
}

/// What fills or strokes: a colour or a gradient (SwiftUI's `ShapeStyle`,
/// closed to the cases shapelua supports).
public enum ShapeStyle: Hashable, Sendable {
    case color(Color)
    case linearGradient(LinearGradient)
    case radialGradient(RadialGradient)
    case angularGradient(AngularGradient)
    case ellipticalGradient(EllipticalGradient)

    public static let black = ShapeStyle.color(.black)
}

/// Anything usable where a style is expected (`fill(Color.red)`,
/// `background(LinearGradient(...))`).
public protocol ShapeStyleConvertible {
    var shapeStyle: ShapeStyle { get }
}
extension ShapeStyle: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { self } }
extension Color: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { .color(self) } }
extension LinearGradient: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { .linearGradient(self) } }
extension RadialGradient: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { .radialGradient(self) } }
extension AngularGradient: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { .angularGradient(self) } }
extension EllipticalGradient: ShapeStyleConvertible { public var shapeStyle: ShapeStyle { .ellipticalGradient(self) } }
