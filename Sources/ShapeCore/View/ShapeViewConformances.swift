/// Every shape type is a view (docs/API.md): it fills the space offered with
/// the foreground style. Swift cannot make a protocol conform to another,
/// so each concrete shape type is listed here; `view` comes from the
/// `Shape` extension in ShapeView.swift. A new shape type gets a line here.
extension Rectangle: ViewConvertible {}
extension Circle: ViewConvertible {}
extension Ellipse: ViewConvertible {}
extension Capsule: ViewConvertible {}
extension RoundedRectangle: ViewConvertible {}
extension UnevenRoundedRectangle: ViewConvertible {}
extension SmoothRoundedRectangle: ViewConvertible {}
extension Superellipse: ViewConvertible {}
extension ContainerRelativeShape: ViewConvertible {}
extension CustomShape: ViewConvertible {}
extension AnyShape: ViewConvertible {}
extension TransformedShape: ViewConvertible {}
extension StrokedShape: ViewConvertible {}
extension StrokeBorderShape: ViewConvertible {}
