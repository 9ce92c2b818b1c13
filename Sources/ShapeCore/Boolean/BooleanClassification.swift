/// Which pieces bound the result. Method (the winding classification of
/// Paper.js `PathItem.boolean` and Skia PathOps, done on both sides of a
/// piece): at each piece's midpoint, step `sideStep` to its left and to
/// its right and ask each operand's fill there; a piece bounds the result
/// when the operation's answer differs between the two sides. It is then
/// oriented with the result on its left in (x right, y down) terms of the
/// perpendicular (−dy, dx), so outer contours come out clockwise on
/// screen (positive `signedArea`, like `addRect`) and holes the other
/// way: the result fills the same region under nonzero and even-odd.
/// Coincident edges need no special case for the decision; of two kept
/// pieces on the same spot (one from each operand) only `a`'s is kept.
/// The probes stay closer to the piece than any other outline (`step`),
/// so they see the arrangement the pieces form, however thin its faces.
enum BooleanClassification {
    /// Distance of the side probes from the outline (normalised units;
    /// larger than the arcs' fine-cubic error of ≈ 7e-8, smaller than any
    /// feature worth keeping).
    static let sideStep = 1e-6
    /// Kept pieces with the same ends whose middles round to the same
    /// multiple of this are one edge drawn twice.
    static let coincident = 4e-7

    private static func fills(_ winding: Int, _ evenOdd: Bool) -> Bool {
        evenOdd ? (winding & 1) != 0 : winding != 0
    }

    /// A piece's middle and its direction there, taken on the input
    /// segment it was cut from (at the middle parameter), not on the
    /// piece: the piece's ends are snapped to shared nodes (up to
    /// `BooleanPieces.nodeMerge` away), which tilts a short piece off
    /// its segment by more than a close probe's distance, and the fills
    /// are the segments'.
    static func middle(of piece: BooleanPieces.Piece, _ segments: [BooleanSegment]) -> (Point, Vector) {
        let c = segments[piece.segment].curve
        let t = (piece.t0 + piece.t1) / 2
        var d = segments[piece.segment].isLine ? c.p3 - c.p0 : c.derivative(at: t)
        if d.length < 1e-12 { d = piece.curve.p3 - piece.curve.p0 }
        return (c.point(at: t), d)
    }

    /// The probes at a piece's middle: (point, left, right), `step` apart
    /// from it.
    static func probes(_ piece: BooleanPieces.Piece, _ segments: [BooleanSegment],
                       step: Double = sideStep) -> (Point, Point, Point) {
        let (mid, d) = middle(of: piece, segments)
        if d.length < 1e-300 { return (mid, mid, mid) }
        let n = d.normalized.perpendicular * step
        return (mid, mid + n, mid - n)
    }

    /// Another outline closer to a piece's middle than this is the same
    /// edge (coincident up to rounding): both probes see it alike.
    static let sameEdge = 1e-12

    /// The probe distance for a piece: `sideStep`, or less when another
    /// outline passes closer to its middle than that (two edges meeting
    /// at a small angle, as the rectangles of a stroke outline do at a
    /// nearly straight join), so no probe lands beyond that outline.
    /// Outlines through the middle (closer than `sameEdge`) do not count.
    /// (`BooleanIntersections.meet`, 1e-9, was too coarse for this: a
    /// stroke outline of a 1,000-segment polyline has edges crossing at
    /// 5e-4 rad whose 4e-6 pieces pass 1e-9 from the crossing edge.)
    /// `operands`: each operand's segments, with its operand number and
    /// the global index of its first segment.
    static func step(for piece: BooleanPieces.Piece, _ segments: [BooleanSegment],
                     _ operands: [(winding: BooleanWinding, operand: Int, first: Int)]) -> Double {
        let (mid, _) = middle(of: piece, segments)
        var nearest = sideStep
        for o in operands {
            let own = piece.operand == o.operand ? piece.segment - o.first : -1
            nearest = Swift.min(nearest, o.winding.nearestDistance(mid, excluding: own, through: sameEdge,
                                                                   limit: nearest))
        }
        return nearest < sideStep ? 0.4 * nearest : sideStep
    }

    /// The kept pieces, oriented, for a filled operation.
    static func filled(_ pieces: [BooleanPieces.Piece], _ segments: [BooleanSegment],
                       a: BooleanWinding, b: BooleanWinding,
                       operation: PathBooleanOperation, evenOdd: Bool) -> [BooleanPieces.Piece] {
        var kept: [BooleanPieces.Piece] = []
        var seen: Set<PairKey> = []
        // Operand 0's segments come first (`BooleanInput` adds a, then b).
        let operands = [(winding: a, operand: 0, first: 0), (winding: b, operand: 1, first: a.count)]
        for var piece in pieces {
            let (mid, left, right) = probes(piece, segments, step: step(for: piece, segments, operands))
            let aLeft = a.winding(at: left), aRight = a.winding(at: right)
            let inLeft = operation.combine(fills(aLeft, evenOdd), b.contains(left, evenOdd: evenOdd))
            let inRight = operation.combine(fills(aRight, evenOdd), b.contains(right, evenOdd: evenOdd))
            guard inLeft != inRight else { continue }
            // A piece of `b` with `a`'s outline between its probes lies on
            // that outline (the probes are closer than any other edge, see
            // `step`): `a`'s piece there, probed alike, is kept instead.
            // (Nearness alone is not coincidence: a short piece of `b`
            // crossing a corner of `a` passes near `a`'s outline too.)
            if piece.operand == 1 && aLeft != aRight { continue }
            if !inLeft { piece.reverse() }
            // Two copies of one edge (an operand drawn twice over itself).
            let key = PairKey(start: piece.start, end: piece.end, isLine: piece.isLine,
                              mx: (mid.x / coincident).rounded(), my: (mid.y / coincident).rounded())
            if piece.isLine || piece.start != piece.end {
                guard seen.insert(key).inserted else { continue }
            }
            kept.append(piece)
        }
        return kept
    }

    private struct PairKey: Hashable {
        var start: Int, end: Int, isLine: Bool, mx: Double, my: Double
    }

    /// The pieces of `a` inside (`inside` true) or outside `b`'s fill, in
    /// their original order and direction. A piece along `b`'s outline
    /// counts as inside (the fill's boundary belongs to it).
    static func lines(_ pieces: [BooleanPieces.Piece], _ segments: [BooleanSegment], b: BooleanWinding, inside: Bool,
                      evenOdd: Bool) -> [(piece: BooleanPieces.Piece, kept: Bool)] {
        pieces.filter { $0.operand == 0 }.map { piece in
            let (_, left, right) = probes(piece, segments, step: step(for: piece, segments, [(winding: b, operand: 1, first: 0)]))
            let inB = b.contains(left, evenOdd: evenOdd) || b.contains(right, evenOdd: evenOdd)
            return (piece, inB == inside)
        }
    }
}

/// SwiftUI's path operations (iOS 17).
public enum PathBooleanOperation: String, CaseIterable, Sendable {
    case union, intersection, subtracting, symmetricDifference

    func combine(_ inA: Bool, _ inB: Bool) -> Bool {
        switch self {
        case .union: return inA || inB
        case .intersection: return inA && inB
        case .subtracting: return inA && !inB
        case .symmetricDifference: return inA != inB
        }
    }
}
