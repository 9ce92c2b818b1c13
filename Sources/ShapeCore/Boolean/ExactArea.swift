/// Areas without flattening (docs/GEOMETRY.md: a boolean's area matches the exact
/// area within 1e-6 relative for circles, rounded rectangles and
/// superellipses).
extension Path {
    /// The signed area with arcs integrated on their true ellipse: since
    /// `signedArea` does so itself, the two are the same number.
    public var exactSignedArea: Double { signedArea }

    /// The exact area of the fill under `fillRule`: the path is first
    /// resolved into non-overlapping contours by a boolean union with
    /// nothing (which splits self-intersections and merges overlapping
    /// subpaths), then integrated by `exactSignedArea`.
    public func exactArea(fillRule: FillRule = .nonZero) throws -> Double {
        let resolved = try Path.boolean(self, Path(), .union, eoFill: fillRule == .evenOdd)
        return Swift.max(0, resolved.exactSignedArea)
    }
}
