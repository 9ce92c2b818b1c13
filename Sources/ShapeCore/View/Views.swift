/// The view constructors (docs/API.md), each a small value convertible to `View`.

/// `Text(string)`: "\n" breaks lines; no other wrapping (see docs/LAYOUT.md).
/// Drawn as written (SwiftUI's `Text(verbatim:)`); `+` joins Texts
/// (TextContent.swift).
public struct Text: ViewConvertible {
    /// The characters drawn (Markdown's markup removed).
    public let string: String
    let content: TextContent
    public init(_ string: String) { self.string = string; content = TextContent(string: string) }
    /// SwiftUI's `Text(verbatim:)`: the same as `Text(string)` here.
    public init(verbatim string: String) { self.init(string) }
    /// SwiftUI's `Text` of a string literal: its inline Markdown drawn
    /// (InlineMarkdown.swift, TextContent.swift).
    public init(markdown: String) { content = TextContent(markdown: markdown); string = content.string }
    public var view: View { View(.text(content)) }
}

/// `VStack{spacing=, alignment=, ...}`: default spacing 8, alignment center.
public struct VStack: ViewConvertible {
    public let view: View
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, _ children: [any ViewConvertible]) {
        self.init(alignment: alignment, spacing: spacing, views: children.map(\.view))
    }
    /// Children that are views already (the Lua bindings'): no existential per child.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, views children: [View]) {
        view = View(.stack(.vertical, cross: Alignment(horizontal: alignment, vertical: .center),
                           spacing: spacing, children))
    }
}

/// `HStack{spacing=, alignment=, ...}`: default spacing 8, alignment center.
public struct HStack: ViewConvertible {
    public let view: View
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, _ children: [any ViewConvertible]) {
        self.init(alignment: alignment, spacing: spacing, views: children.map(\.view))
    }
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, views children: [View]) {
        view = View(.stack(.horizontal, cross: Alignment(horizontal: .center, vertical: alignment),
                           spacing: spacing, children))
    }
}

/// `ZStack{alignment=, ...}`: children drawn in order, aligned in the union.
public struct ZStack: ViewConvertible {
    public let view: View
    public init(alignment: Alignment = .center, _ children: [any ViewConvertible]) {
        self.init(alignment: alignment, views: children.map(\.view))
    }
    public init(alignment: Alignment = .center, views children: [View]) {
        view = View(.zstack(alignment, children))
    }
}

/// `Group{...}`: in a stack its children join the stack; alone it is a ZStack.
public struct Group: ViewConvertible {
    public let view: View
    public init(_ children: [any ViewConvertible]) { self.init(views: children.map(\.view)) }
    public init(views children: [View]) { view = View(.group(children)) }
}

/// `Spacer(minLength)`: flexible space along the enclosing stack's axis;
/// minLength nil means the default spacing (8).
public struct Spacer: ViewConvertible {
    public let minLength: Double?
    public init(minLength: Double? = nil) { self.minLength = minLength }
    public var view: View { View(.spacer(minLength: minLength)) }
}

/// What `GeometryReader`'s closure receives: the size offered, and `frame`,
/// a rect at the origin of that size (`geo.frame(in: .local)`).
public struct GeometryProxy: Sendable {
    public let size: Size
    public var frame: Rect { Rect(origin: .zero, size: size) }
}

/// `GeometryReader(function(size) ... end)`: takes all the space offered
/// (10×10 when offered nil) and builds its content from that size; the
/// content is placed at the top-leading corner. The closure may throw (a Lua
/// error); layout then fails with that error.
public struct GeometryReader: ViewConvertible {
    let content: (GeometryProxy) throws -> any ViewConvertible
    public init(_ content: @escaping (GeometryProxy) throws -> any ViewConvertible) { self.content = content }
    public var view: View { View(.geometryReader(self)) }
}

extension Color: ViewConvertible {
    /// A colour used as a view fills the space offered.
    public var view: View { View(.style(.color(self))) }
}
extension LinearGradient: ViewConvertible {
    public var view: View { View(.style(.linearGradient(self))) }
}
extension RadialGradient: ViewConvertible {
    public var view: View { View(.style(.radialGradient(self))) }
}
extension ShapeStyle: ViewConvertible {
    public var view: View { View(.style(self)) }
}
