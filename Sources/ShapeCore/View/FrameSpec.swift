/// The parameters of `frame`: either fixed (width/height) or flexible
/// (min/ideal/max). See docs/LAYOUT.md for the rules.
///
/// Stored compactly because it sits inline in `View.Node`, whose largest
/// payload sets the size of every node's heap box: the fixed frame (the
/// common one) holds its two optional lengths in place; the flexible
/// frame's six live in a box of their own (`indirect`). Eight inline
/// `Double?` made the spec 124 bytes and every node 132.
struct FrameSpec {
    let alignment: Alignment
    private let bounds: Bounds

    private enum Bounds {
        case fixed(width: Double?, height: Double?)
        indirect case flexible(FlexibleBounds)
    }

    private struct FlexibleBounds {
        var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
        var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    }

    init(width: Double?, height: Double?, alignment: Alignment) {
        self.alignment = alignment
        bounds = .fixed(width: width, height: height)
    }

    init(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
         minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment) {
        self.alignment = alignment
        bounds = .flexible(FlexibleBounds(minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                                          minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight))
    }

    var isFlexible: Bool {
        if case .flexible = bounds { return true }
        return false
    }

    /// The fixed frame's lengths (nil on a flexible frame).
    var width: Double? {
        if case .fixed(let w, _) = bounds { return w }
        return nil
    }
    var height: Double? {
        if case .fixed(_, let h) = bounds { return h }
        return nil
    }

    /// The flexible frame's bounds (all nil on a fixed frame).
    private var flexible: FlexibleBounds? {
        if case .flexible(let b) = bounds { return b }
        return nil
    }
    var minWidth: Double? { flexible?.minWidth }
    var idealWidth: Double? { flexible?.idealWidth }
    var maxWidth: Double? { flexible?.maxWidth }
    var minHeight: Double? { flexible?.minHeight }
    var idealHeight: Double? { flexible?.idealHeight }
    var maxHeight: Double? { flexible?.maxHeight }

    /// SwiftUI requires min <= ideal <= max on each axis ("Contradictory
    /// frame constraints"); here that is an error, not a log line.
    func validate() throws {
        for (axis, values) in [("width", [minWidth, idealWidth, maxWidth]), ("height", [minHeight, idealHeight, maxHeight])] {
            let given = values.compactMap { $0 }
            for v in given where v < 0 || v.isNaN {
                throw ViewError.badFrame("frame: \(axis) constraints must be >= 0")
            }
            // Only the maximum may be infinite (SwiftUI's `.infinity`).
            for v in [values[0], values[1]].compactMap({ $0 }) where !v.isFinite {
                throw ViewError.badFrame("frame: min\(axis.prefix(1).uppercased() + axis.dropFirst()) and ideal\(axis.prefix(1).uppercased() + axis.dropFirst()) must be finite")
            }
            if zip(given, given.dropFirst()).contains(where: { $0 > $1 }) {
                throw ViewError.badFrame("frame: contradictory \(axis) constraints (need min <= ideal <= max)")
            }
        }
    }
}
