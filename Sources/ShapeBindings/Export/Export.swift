import ShapeCore

/// One file the exporter writes from one view (`save()`, `-o`, `--preview
/// FILE`): what is drawn, the document it is drawn on, where it goes and
/// in which format. The format comes from the path's extension
/// (`SavedFormat`); everything else is decided by the `Exporter`.
struct Export {
    let view: View
    /// The document: size, precision, background, text mode, bounds.
    var document: SVGOptions
    /// Pixels (PNG) or page scale (PDF) per unit; nil: 1. Ignored for SVG
    /// and VectorDrawable (`save()` refuses it for them before asking).
    var scale: Double?
    /// The path as the script or the command line gave it.
    let path: String
    /// nil: read from the path's extension once the path is resolved (the
    /// command line reports a refused path before its format); `save()`
    /// reads it first, so that its error names the argument.
    let format: SavedFormat?
    /// Who named the path: the sandbox confines a script's paths only.
    let origin: OutputHooks.PathOrigin
    /// One of the run's saves: numbered for `--shard`, told to `didWrite`
    /// (the progress line). The preview's rewrites of its file are not.
    var numbered = true
}
