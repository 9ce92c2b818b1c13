extension ViewConvertible {
    /// `lineSpacing(s)`: SwiftUI's line spacing, `s` points more between
    /// the bottom of one line of text and the top of the next, for the text
    /// below; none before the first line or after the last. Inherited like
    /// the font; a View modifier, not a Text one (it cannot style one part
    /// of a joined Text).
    public func lineSpacing(_ spacing: Double) -> View { View(.environment(view, .lineSpacing(spacing))) }
}
