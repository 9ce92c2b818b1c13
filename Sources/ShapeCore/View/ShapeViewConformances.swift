/// Every shape type is a view (SPEC §5): it fills the space offered with
/// the foreground style. Swift cannot make a protocol conform to another,
/// so each concrete shape type is listed here; `view` comes from the
/// `Shape` extension in ShapeView.swift.
extension Rectangle: ViewConvertible {}
