/// The size a view picks when its parent proposes nothing (SwiftUI's ideal
/// size): what a value's `tostring` shows. Only sizing runs — no placement
/// and no document rounding (a document is rounded up to whole units,
/// docs/SVG.md; the view itself keeps its fractional size).
public func idealSize(_ view: some ViewConvertible, fonts: FontProvider?) throws -> Size {
    let engine = LayoutEngine(fonts: fonts, nesting: NestingGuard(), sink: PlacedTreeBuilder())
    return try engine.size(view.view, ProposedSize(width: nil, height: nil), Environment())
}
