/// Android's adaptive icon geometry (developer.android.com, "Adaptive
/// icons"): each layer is a 108 × 108 dp canvas; the launcher shows the
/// central 72 × 72 dp through its mask (circle, squircle, rounded square)
/// and may move the layers by up to 18 dp for effects; what must never be
/// cut lies in the central circle of 66 dp, the safe zone.
///
/// A view given as a layer is laid out at its own square size (or 1024 ×
/// 1024, centred), as every icon is, then scaled onto the canvas:
/// - a foreground or monochrome layer: its square onto the central 66 dp
///   square, so artwork drawn for a square icon keeps its margins and its
///   centre inside the safe zone;
/// - a background layer: its square onto the whole 108 dp canvas (full
///   bleed: a background must reach past the mask and the motion).
/// The composites — what a launcher without adaptive icons, or the Play
/// Store, shows — are the layers stacked and cut to the visible 72 dp.
public enum AdaptiveIcon {
    public static let canvas = 108.0
    public static let visible = 72.0
    public static let safeZone = 66.0

    public static func foreground(_ view: View, side: Double) -> View {
        placed(view, side: side, onto: safeZone)
    }

    public static func background(_ view: View, side: Double) -> View {
        placed(view, side: side, onto: canvas)
    }

    private static func placed(_ view: View, side: Double, onto length: Double) -> View {
        view.frame(width: side, height: side).scaleEffect(length / side).frame(width: canvas, height: canvas)
    }

    /// The two layers stacked, on a `visible`-sized frame (a document of
    /// that size shows exactly the visible part); `shape` cuts it (nil:
    /// the full square, as the Play Store wants it: it applies its own mask).
    public static func composite(background: View, foreground: View, shape: (any Shape)? = nil) -> View {
        let stacked = ZStack(views: [background, foreground]).frame(width: visible, height: visible)
        guard let shape else { return stacked }
        return stacked.clipShape(any: shape)
    }
}
