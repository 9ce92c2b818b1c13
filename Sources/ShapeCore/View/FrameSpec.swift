/// The parameters of `frame`: either fixed (width/height) or flexible
/// (min/ideal/max). See docs/LAYOUT.md for the rules.
struct FrameSpec {
    var width: Double?
    var height: Double?
    var minWidth: Double?, idealWidth: Double?, maxWidth: Double?
    var minHeight: Double?, idealHeight: Double?, maxHeight: Double?
    var alignment: Alignment
    var isFlexible: Bool

    init(width: Double?, height: Double?, alignment: Alignment) {
        self.width = width; self.height = height; self.alignment = alignment
        isFlexible = false
    }

    init(minWidth: Double?, idealWidth: Double?, maxWidth: Double?,
         minHeight: Double?, idealHeight: Double?, maxHeight: Double?, alignment: Alignment) {
        self.minWidth = minWidth; self.idealWidth = idealWidth; self.maxWidth = maxWidth
        self.minHeight = minHeight; self.idealHeight = idealHeight; self.maxHeight = maxHeight
        self.alignment = alignment
        isFlexible = true
    }

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
