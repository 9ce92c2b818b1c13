/// Values inherited down the view tree (SwiftUI's environment), resolved
/// while placing: foreground style, font, text options, the container shape.
struct Environment {
    /// nil means SwiftUI's default foreground (black).
    var foreground: ShapeStyle?
    var font = FontSpec.body
    var weight: FontWeight?
    var lineLimit: Int?
    /// Extra points between the lines of a text (`lineSpacing`).
    var lineSpacing = 0.0
    var textAlignment: TextAlignment = .leading
    /// The nearest `containerShape` and the frame it was placed in.
    var container: (shape: any Shape, frame: Rect)?
    /// Set inside an HStack / VStack so a `Spacer` knows its axis.
    var stackAxis: StackAxis?
    /// The axis of the nearest enclosing HStack / VStack, kept through
    /// modifiers (unlike `stackAxis`), so `Divider():frame(height: 20)` in
    /// an HStack is still a vertical line, as in SwiftUI.
    var enclosingStackAxis: StackAxis?
    /// italic, underline, strikethrough, kerning, tracking (TextStyles.swift).
    var textStyle = TextStyle()

    var foregroundOrBlack: ShapeStyle { foreground ?? .black }
}

/// One change to the environment made by a modifier.
enum EnvironmentChange {
    case foreground(ShapeStyle)
    case font(FontSpec)
    case weight(FontWeight)
    case lineLimit(Int?)
    case lineSpacing(Double)
    case textAlignment(TextAlignment)
    case containerShape(ShapeBox)
    case textStyle(TextStyleChange)
}

/// `multilineTextAlignment`.
public enum TextAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}

/// A font as a view asks for it: a size, an optional family and weight.
public struct FontSpec: Hashable, Sendable {
    public var size: Double
    public var family: String?
    public var weight: FontWeight?
    public init(size: Double, family: String? = nil, weight: FontWeight? = nil) {
        self.size = size; self.family = family; self.weight = weight
    }

    public static let body = FontSpec(size: 17)

    /// SwiftUI's text styles (docs/API.md): sizes 34 28 22 20 17 17 16 15 13 12 11;
    /// headline is semibold.
    static let presets: [(String, FontSpec)] = [
        ("largeTitle", FontSpec(size: 34)), ("title", FontSpec(size: 28)),
        ("title2", FontSpec(size: 22)), ("title3", FontSpec(size: 20)),
        ("headline", FontSpec(size: 17, weight: .semibold)), ("body", FontSpec(size: 17)),
        ("callout", FontSpec(size: 16)), ("subheadline", FontSpec(size: 15)),
        ("footnote", FontSpec(size: 13)), ("caption", FontSpec(size: 12)),
        ("caption2", FontSpec(size: 11)),
    ]
    public static var presetNames: [String] { presets.map { $0.0 } }

    /// A text style by name; an unknown name is an error listing the valid ones.
    public init(named name: String) throws {
        guard let f = FontSpec.presets.first(where: { $0.0 == name }) else {
            throw ViewError.unknownName(kind: "font", name: name, valid: FontSpec.presetNames)
        }
        self = f.1
    }
}

extension FontWeight {
    /// A weight by SwiftUI name (`fontWeight("bold")`).
    public init(named name: String) throws {
        let all: [(String, FontWeight)] = [
            ("ultraLight", .ultraLight), ("thin", .thin), ("light", .light),
            ("regular", .regular), ("medium", .medium), ("semibold", .semibold),
            ("bold", .bold), ("heavy", .heavy), ("black", .black),
        ]
        guard let w = all.first(where: { $0.0 == name }) else {
            throw ViewError.unknownName(kind: "font weight", name: name, valid: all.map { $0.0 })
        }
        self = w.1
    }
}
