import ShapeCore
import ShapeRaster

/// The file format `save()` and `-o` write, from the path's extension
/// (docs/SVG.md and docs/EXPORT.md): `.png` and `.pdf` are rendered from the SVG document in
/// process (ShapeRaster: librsvg + cairo), `.xml` is an Android
/// VectorDrawable written from the view itself (not from the SVG), anything
/// else is the SVG itself.
public enum SavedFormat: Equatable {
    case svg, png, pdf, vectorDrawable

    /// Raster formats shapelua does not write: an error, never SVG bytes
    /// under a name that promises something else.
    static let unsupported = ["jpg", "jpeg", "webp", "gif", "tif", "tiff", "bmp", "ico", "heic", "avif"]

    public init(path: String) throws(SavedFormatError) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        // The text after the last dot: "" for "x", "x." and a name made of dots.
        let ext = name.lastIndex(of: ".").map { name[name.index(after: $0)...].lowercased() } ?? ""
        switch ext {
        case "png": self = .png
        case "pdf": self = .pdf
        case "xml": self = .vectorDrawable
        case _ where SavedFormat.unsupported.contains(ext):
            throw SavedFormatError(message: "\(MessageText.quoted(path)) asks for \(ext), which shapelua does not write (it writes .svg, .png, .pdf and .xml)")
        default: self = .svg
        }
    }

    init(path: String, _ context: ArgContext) throws {
        do { try self.init(path: path) } catch { throw context.valueError(error.message) }
    }

    /// Where a document rendered to PNG or PDF stands for librsvg: a name
    /// in the working folder (never written). Its references
    /// (`Image{embed=false}`) are written relative to the working folder
    /// and resolve from there. Resolving them from the output file instead
    /// lost every image outside the output's folder: librsvg loads only
    /// files in its base file's folder or below (librsvg 2.54,
    /// src/url_resolver.rs), so `save(v, "out/x.png")` with `images/a.png`
    /// drew no image, and neither did any icon of `iconset`.
    public static var rasterDocumentFile: String { ImageInput.absolutePath(".") + "/.shapelua-document.svg" }

    /// The PNG or PDF of `svg`; `baseFile` is where relative references
    /// resolve from (`rasterDocumentFile`), nil for a document that
    /// references no files (`DocumentReferences`).
    public func encode(_ svg: [UInt8], scale: Double, baseFile: String?) throws -> [UInt8] {
        switch self {
        case .svg: return svg
        case .png: return try Raster.png(svg: svg, scale: scale, baseFile: baseFile)
        case .pdf: return try Raster.pdf(svg: svg, scale: scale, baseFile: baseFile)
        case .vectorDrawable:
            throw SavedFormatError(message: "a VectorDrawable is written from the view, not from its SVG")
        }
    }
}

public struct SavedFormatError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
