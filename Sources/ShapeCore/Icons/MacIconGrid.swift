/// Apple's macOS app icon grid (macOS 11 to 15; macOS 26 draws the shape
/// and shadow itself from an Icon Composer bundle): on the 1024 canvas the
/// icon's body is an 824 × 824 rounded square, 100 px from every edge,
/// with continuous corners of radius 185.4, over a drop shadow. Facts from
/// Apple's macOS app icon production templates (developer.apple.com/design/resources),
/// as Chromium's icon_utils.mm reads them for web app icons on the Mac:
/// the shadow is black at 30 % opacity (alpha 77 of 255), 10 px down,
/// blurred with a Gaussian of standard deviation 10 px.
///
/// A view placed on the grid has its square scaled onto the body and cut
/// to its shape; the body is white under it (a Mac icon's body is opaque,
/// so transparent artwork shows white, not the desktop).
public enum MacIconGrid {
    public static let canvas = 1024.0
    public static let body = 824.0
    public static let cornerRadius = 185.4
    public static let shadowOffset = 10.0
    /// The shadow's standard deviation; shapelua's `shadow` takes twice it
    /// as its radius, as SwiftUI's does.
    public static let shadowDeviation = 10.0
    public static let shadowColor = Color.black.opacity(77.0 / 255.0)

    /// `view` (laid out on a square of `side`) on the grid: a view of
    /// `canvas` × `canvas`.
    public static func place(_ view: View, side: Double) -> View {
        let shape = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        let plate = ShapeBox(shape).fill(.color(.white)).frame(width: body, height: body)
            .shadow(color: shadowColor, radius: 2 * shadowDeviation, x: 0, y: shadowOffset)
        let artwork = view.frame(width: side, height: side).scaleEffect(body / side).frame(width: body, height: body)
            .clipShape(shape)
        return ZStack(views: [plate, artwork]).frame(width: canvas, height: canvas)
    }
}
