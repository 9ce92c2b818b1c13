/// Path booleans with SwiftUI's names (iOS 17, docs/GEOMETRY.md). `eoFill`
/// chooses the even-odd rule for both operands' fills (nonzero otherwise).
///
/// Steps (one file each): `BooleanSegments` (both operands as closed
/// contours, normalised; arcs kept as ellipses), `BooleanIntersections`
/// (every crossing, touch and overlap end), `BooleanPieces` (segments cut
/// there, ends shared as nodes), `BooleanClassification` (which pieces
/// bound the result), `BooleanAssembly` (pieces chained into contours,
/// curves merged back, arcs rewritten as arcs).
///
/// The result's contours run clockwise on screen around filled regions
/// and counter-clockwise around holes, so it fills the same region under
/// either fill rule and its `exactSignedArea` is its area. A result that
/// encloses nothing is an empty path.
extension Path {
    public func union(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.boolean(self, other, .union, eoFill: eoFill)
    }
    public func intersection(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.boolean(self, other, .intersection, eoFill: eoFill)
    }
    public func subtracting(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.boolean(self, other, .subtracting, eoFill: eoFill)
    }
    public func symmetricDifference(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.boolean(self, other, .symmetricDifference, eoFill: eoFill)
    }
    /// The parts of this path's outline inside `other`'s fill, as open
    /// lines and curves (a stretch along `other`'s outline counts as inside).
    public func lineIntersection(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.lines(self, other, inside: true, eoFill: eoFill)
    }
    /// The parts of this path's outline outside `other`'s fill.
    public func lineSubtraction(_ other: Path, eoFill: Bool = false) throws -> Path {
        try Self.lines(self, other, inside: false, eoFill: eoFill)
    }

    /// A filled operation on `a` and `b`.
    public static func boolean(_ a: Path, _ b: Path, _ operation: PathBooleanOperation,
                               eoFill: Bool = false) throws -> Path {
        guard let frame = BooleanFrame([a, b]) else { return Path() }
        var input = BooleanInput()
        input.add(a, operand: 0, frame: frame)
        input.add(b, operand: 1, frame: frame)
        let pieces = BooleanPieces(input.segments, cuts: try BooleanIntersections(input.segments).cuts)
        let windingA = BooleanWinding(input.segments.filter { $0.operand == 0 })
        let windingB = BooleanWinding(input.segments.filter { $0.operand == 1 })
        let kept = BooleanClassification.filled(pieces.pieces, input.segments, a: windingA, b: windingB,
                                                operation: operation, evenOdd: eoFill)
        let assembly = BooleanAssembly(frame: frame, ellipses: input.ellipses, segments: input.segments,
                                       nodes: pieces.nodes)
        var out = Path()
        for loop in assembly.contours(kept) where !assembly.isSliver(loop) {
            assembly.emit(assembly.runs(loop), into: &out)
        }
        return out
    }

    static func lines(_ a: Path, _ b: Path, inside: Bool, eoFill: Bool) throws -> Path {
        guard let frame = BooleanFrame([a, b]) else { return Path() }
        var input = BooleanInput()
        input.add(a, operand: 0, frame: frame, closeOpen: false)
        input.add(b, operand: 1, frame: frame)
        let pieces = BooleanPieces(input.segments, cuts: try BooleanIntersections(input.segments).cuts)
        let windingB = BooleanWinding(input.segments.filter { $0.operand == 1 })
        let classified = BooleanClassification.lines(pieces.pieces, input.segments, b: windingB, inside: inside,
                                                     evenOdd: eoFill)
        let assembly = BooleanAssembly(frame: frame, ellipses: input.ellipses, segments: input.segments,
                                       nodes: pieces.nodes)
        var out = Path()
        var k = 0
        while k < classified.count {
            // One contour of `a`: its pieces are consecutive, in order.
            var end = k
            while end < classified.count && classified[end].piece.contour == classified[k].piece.contour { end += 1 }
            let contour = Array(classified[k..<end])
            let isOpen = input.openContours.contains(classified[k].piece.contour)
            k = end
            if !isOpen && contour.allSatisfy({ $0.kept }) {
                assembly.emit(assembly.runs(contour.map { $0.piece }), into: &out)
                continue
            }
            // A closed outline starts after a dropped piece, so a kept
            // stretch across its start point is not cut in two.
            let firstDropped = isOpen ? 0 : contour.firstIndex { !$0.kept }!
            let ordered = Array(contour[firstDropped...]) + Array(contour[..<firstDropped])
            var stretch: [BooleanPieces.Piece] = []
            for item in ordered + [(piece: ordered[0].piece, kept: false)] {
                if item.kept { stretch.append(item.piece); continue }
                if !stretch.isEmpty {
                    assembly.emit(assembly.runs(stretch, closed: false), closed: false, into: &out)
                    stretch = []
                }
            }
        }
        return out
    }
}

/// `a ∘ b` as a shape (SwiftUI's `Shape.union(_:eoFill:)` and friends
/// return a shape): both operands are laid out in the rect the result
/// gets, then combined. An operand that is a `Path` ignores the rect.
public struct BooleanShape: Shape {
    public enum Operation: Sendable {
        case filled(PathBooleanOperation)
        case lineIntersection, lineSubtraction
    }
    public let a: any Shape
    public let b: any Shape
    public let operation: Operation
    public let eoFill: Bool

    public init(_ a: any Shape, _ b: any Shape, _ operation: Operation, eoFill: Bool = false) {
        self.a = a; self.b = b; self.operation = operation; self.eoFill = eoFill
    }

    /// The combined path; an input too complex to resolve gives an empty
    /// path here (`Shape.path(in:)` cannot throw; `result(in:)` reports it).
    public func path(in rect: Rect) -> Path { (try? result(in: rect)) ?? Path() }

    public func result(in rect: Rect) throws -> Path {
        let pa = a.path(in: rect), pb = b.path(in: rect)
        switch operation {
        case .filled(let op): return try Path.boolean(pa, pb, op, eoFill: eoFill)
        case .lineIntersection: return try pa.lineIntersection(pb, eoFill: eoFill)
        case .lineSubtraction: return try pa.lineSubtraction(pb, eoFill: eoFill)
        }
    }
}
