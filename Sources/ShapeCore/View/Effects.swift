#if canImport(Glibc)
import Glibc // cos/sin; not Foundation, which adds ~60 MB and a slower start-up
#endif

/// SwiftUI's colour effects as 4×5 colour matrices over straight-alpha
/// sRGB components (SVG's `feColorMatrix` with
/// `color-interpolation-filters="sRGB"`): row i gives output channel i
/// (R, G, B, A) as `m[i][0]·R + m[i][1]·G + m[i][2]·B + m[i][3]·A + m[i][4]`.
/// The luminance weights are the Filter Effects spec's (0.213, 0.715,
/// 0.072: Rec. 709 rounded), with which it defines `saturate` and
/// `hueRotate`; writing the matrices out, rather than `type="saturate"`,
/// leaves nothing to a renderer's own reading.
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major, 20 values.
    public let values: [Double]

    /// Only the named effects below make matrices, each from 20 literals.
    fileprivate init(_ values: [Double]) {
        self.values = values
    }

    static let lr = 0.213, lg = 0.715, lb = 0.072

    /// `saturation(s)`: 1 keeps the colour, 0 is its luminance (grey),
    /// above 1 oversaturates (the Filter Effects spec's `saturate`).
    public static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([lr + (1 - lr) * s, lg - lg * s, lb - lb * s, 0, 0,
                     lr - lr * s, lg + (1 - lg) * s, lb - lb * s, 0, 0,
                     lr - lr * s, lg - lg * s, lb + (1 - lb) * s, 0, 0,
                     0, 0, 0, 1, 0])
    }

    /// `grayscale(a)`: 0 leaves the colour, 1 is fully grey; clamped to
    /// 0...1 (CSS's `grayscale`: saturation 1 − a).
    public static func grayscale(_ a: Double) -> ColorMatrix {
        saturation(1 - min(max(a, 0), 1))
    }

    /// `brightness(a)`: SwiftUI's is additive: `a` is added to red, green
    /// and blue (0 no change, 1 white, negative darkens), unlike CSS's
    /// multiplying `brightness()`.
    public static func brightness(_ a: Double) -> ColorMatrix {
        ColorMatrix([1, 0, 0, 0, a,
                     0, 1, 0, 0, a,
                     0, 0, 1, 0, a,
                     0, 0, 0, 1, 0])
    }

    /// `contrast(c)`: each channel moves away from (c > 1) or toward
    /// (c < 1) middle grey: `c·(x − 0.5) + 0.5`; 0 is flat grey, negative
    /// values invert.
    public static func contrast(_ c: Double) -> ColorMatrix {
        let o = 0.5 - 0.5 * c
        return ColorMatrix([c, 0, 0, 0, o,
                            0, c, 0, 0, o,
                            0, 0, c, 0, o,
                            0, 0, 0, 1, 0])
    }

    /// `hueRotation(degrees)`: the Filter Effects spec's `hueRotate`
    /// matrix (a rotation about the grey axis that keeps luminance).
    public static func hueRotation(degrees: Double) -> ColorMatrix {
        let a = degrees.truncatingRemainder(dividingBy: 360) * .pi / 180
        let c = cos(a), s = sin(a)
        return ColorMatrix([
            lr + c * (1 - lr) - s * lr, lg - c * lg - s * lg, lb - c * lb + s * (1 - lb), 0, 0,
            lr - c * lr + s * 0.143, lg + c * (1 - lg) + s * 0.140, lb - c * lb - s * 0.283, 0, 0,
            lr - c * lr - s * (1 - lr), lg - c * lg + s * lg, lb + c * (1 - lb) + s * lb, 0, 0,
            0, 0, 0, 1, 0])
    }

    /// The matrix applied to straight-alpha components (what the tests
    /// compare rendered pixels with); results clamped to 0...1 as
    /// feColorMatrix clamps them.
    public func apply(_ c: Color) -> Color {
        let alpha: Double = c.opacity
        let x: [Double] = [c.red, c.green, c.blue, alpha, 1]
        func row(_ i: Int) -> Double {
            var sum = 0.0
            for k in 0..<5 { sum += values[i * 5 + k] * x[k] }
            return sum
        }
        return Color(red: row(0), green: row(1), blue: row(2), opacity: row(3))
    }
}

/// SwiftUI's `BlendMode` cases that CSS `mix-blend-mode` (and so librsvg,
/// Chromium and Inkscape) can draw, with SwiftUI's names.
/// `sourceAtop`, `destinationOver`, `destinationOut`, `plusDarker` and
/// `plusLighter` are Porter–Duff operators or Apple extensions that
/// mix-blend-mode does not have (librsvg knows no `plus-lighter`): asking
/// for them is an error rather than a silently different picture.
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn,
         softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity

    public static let unsupported = ["sourceAtop", "destinationOver", "destinationOut", "plusDarker", "plusLighter"]

    /// The CSS keyword (`colorDodge` → `color-dodge`).
    public var cssName: String {
        var out = ""
        for ch in rawValue {
            if ch.isUppercase { out += "-" + ch.lowercased() } else { out.append(ch) }
        }
        return out
    }
}

extension ViewConvertible {
    /// `blur(radius)`: a Gaussian blur of standard deviation radius / 2, the
    /// relation docs/API.md gives for `shadow`, used for both so that a
    /// shadow and a blur of one radius spread alike.
    public func blur(radius: Double) -> View {
        View(.effect(view, .blur(radius: max(radius, 0))))
    }
    public func grayscale(_ amount: Double) -> View { colorMatrix(.grayscale(amount)) }
    public func brightness(_ amount: Double) -> View { colorMatrix(.brightness(amount)) }
    public func contrast(_ amount: Double) -> View { colorMatrix(.contrast(amount)) }
    public func saturation(_ amount: Double) -> View { colorMatrix(.saturation(amount)) }
    public func hueRotation(degrees: Double) -> View { colorMatrix(.hueRotation(degrees: degrees)) }
    public func colorMatrix(_ m: ColorMatrix) -> View { View(.effect(view, .colorMatrix(m))) }
    /// `blendMode(mode)`: blends the view's drawing with what is drawn
    /// behind it, up to the nearest `compositingGroup()` (or the document).
    public func blendMode(_ mode: BlendMode) -> View { View(.effect(view, .blendMode(mode))) }
    /// `compositingGroup()`: the view's content is composited on its own
    /// first (`isolation: isolate`), so blend modes inside it blend only
    /// with each other.
    public func compositingGroup() -> View { View(.effect(view, .compositingGroup)) }
}

extension ColorMatrix {
    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
}
