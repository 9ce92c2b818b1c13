/// What a document sized by its view holds (`svg`, `save`, `-o` without a
/// width or height): the view's layout frame, and by default also the ink
/// that shadows and blurs spread beyond it, so an exported card keeps its
/// shadow (docs/EXPORT.md). A width or height given to the document is
/// kept exactly on its axis, as is an icon's canvas.
public enum DocumentBounds: String, Hashable, Sendable, CaseIterable {
    /// The frame and the ink of every shadow and blur.
    case ink
    /// The frame alone: the view's ideal size.
    case frame
}

/// How far a Gaussian blur of `radius` (standard deviation radius / 2)
/// spreads ink: three standard deviations, past which the blur leaves
/// under 0.14 % of the colour (invisible in 8 bits even at full opacity).
func inkReach(_ radius: Double) -> Double { 1.5 * max(radius, 0) }

/// A placement sink that draws nothing and collects, in document
/// coordinates, where shadows and blurs put ink: each effect's frame (its
/// shadow offset), grown by the blur's reach, moved by the offset,
/// rotation and scale effects around it, and cut by the clips and masks
/// around it. The content of a frame is taken to be the frame (a shape or
/// text drawn outside its own frame is not ink here), and a
/// GeometryReader's content is not laid out (its function runs once, when
/// the document is drawn).
final class InkBoundsSink: PlacementSink {
    private struct Scope {
        var transform: AffineTransform
        var clip: Rect?
    }
    private var scopes = [Scope(transform: .identity, clip: nil)]
    /// The union of the ink found; nil when none.
    private(set) var ink: Rect?

    var laysOutReaderContent: Bool { false }

    func leaf(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) {}
    func shape(_ shape: ShapeBox, _ frame: Rect, _ path: Path, _ drawing: PlacedDrawing) {}

    func open(_ name: StaticString, _ frame: Rect, _ content: PlacedContent) {
        var scope = scopes[scopes.count - 1]
        switch content {
        case .effect(.shadow(let s)):
            let reach = inkReach(s.radius)
            add(frame.offsetBy(dx: s.x, dy: s.y).insetBy(dx: -reach, dy: -reach), in: scope)
        case .effect(.blur(let radius)):
            let reach = inkReach(radius)
            add(frame.insetBy(dx: -reach, dy: -reach), in: scope)
        case .effect(.offset(let x, let y)):
            scope.transform = AffineTransform.translation(x, y).concatenating(scope.transform)
        case .effect(.rotation(let degrees, let anchor)):
            scope.transform = Self.around(anchor.point(in: frame), .rotation(degrees: degrees)).concatenating(scope.transform)
        case .effect(.scale(let sx, let sy, let anchor)):
            scope.transform = Self.around(anchor.point(in: frame), .scale(sx, sy)).concatenating(scope.transform)
        case .clip(let path, _):
            scope.clip = Self.cut(scope.clip, Self.bounds(path.bounds.offsetBy(dx: frame.minX, dy: frame.minY), scope.transform))
        default:
            break
        }
        scopes.append(scope)
    }

    func close() { scopes.removeLast() }

    /// A mask shows nothing outside its frame: a clip for what follows.
    func openMask(_ frame: Rect) {
        var scope = scopes[scopes.count - 1]
        scope.clip = Self.cut(scope.clip, Self.bounds(frame, scope.transform))
        scopes.append(scope)
    }

    func maskEnded() {}

    private func add(_ rect: Rect, in scope: Scope) {
        var r = Self.bounds(rect, scope.transform)
        if let clip = scope.clip {
            guard let inside = r.intersection(clip) else { return }
            r = inside
        }
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return }
        ink = ink.map { $0.union(r) } ?? r
    }

    /// `t` about the point `p`.
    private static func around(_ p: Point, _ t: AffineTransform) -> AffineTransform {
        AffineTransform.translation(-p.x, -p.y).concatenating(t).concatenating(.translation(p.x, p.y))
    }

    /// The bounding box of the rect's corners under `t`.
    private static func bounds(_ r: Rect, _ t: AffineTransform) -> Rect {
        if t.isIdentity { return r }
        let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return Rect(xs.min()!, ys.min()!, xs.max()! - xs.min()!, ys.max()! - ys.min()!)
    }

    private static func cut(_ clip: Rect?, _ r: Rect) -> Rect {
        guard let clip else { return r }
        // Disjoint clips leave nothing: an empty rect at the clip's corner.
        return clip.intersection(r) ?? Rect(clip.minX, clip.minY, 0, 0)
    }
}

extension LayoutEngine {
    /// The rect a document sized by `root` must hold, `root` placed in
    /// `frame`: the frame, and the ink of its shadows and blurs when
    /// `bounds` asks for it and the tree has any (`View.NodeBox.hasInk`;
    /// otherwise nothing is laid out twice).
    static func extent(of root: View, in frame: Rect, bounds: DocumentBounds, fonts: FontProvider?) throws -> Rect {
        guard bounds == .ink, root.box.hasInk else { return frame }
        let sink = InkBoundsSink()
        let engine = LayoutEngine(fonts: fonts, nesting: NestingGuard(), sink: sink)
        try engine.place(root, in: frame, Environment())
        return sink.ink.map { $0.union(frame) } ?? frame
    }
}
