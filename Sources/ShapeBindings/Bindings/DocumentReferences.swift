/// Whether a document being written references files (`Image{embed=false}`):
/// the SVG writer asks for the document's folder exactly when it writes
/// such a reference, so wrapping that question records the answer.
///
/// A PNG or PDF is given librsvg's base file only when it does: without
/// one librsvg loads nothing but data: URIs (librsvg 2.54,
/// src/url_resolver.rs), which is all a document without references
/// holds, and the base file costs each process GIO's file system set-up
/// (about 0.4 ms of a 512-pixel icon's 18–19; docs/PERFORMANCE.md, export).
final class DocumentReferences {
    private(set) var found = false

    /// `folder`, recording that it was asked for.
    func folder(_ folder: @escaping () -> String?) -> () -> String? {
        { [self] in
            found = true
            return folder()
        }
    }

    /// `file` when the document references files, else nil.
    func baseFile(_ file: String) -> String? { found ? file : nil }
}
