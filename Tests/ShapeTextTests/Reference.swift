import CFontStack
import Foundation
import ShapeCore
@testable import ShapeText

/// Answers read without ShapeText: the font file from the fc-match command,
/// advances and glyph boxes straight from FreeType in font units.
enum Reference {
    /// The file fontconfig's own CLI picks for a pattern ("DejaVu Sans:bold").
    static func fontFile(_ pattern: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}", pattern]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A FreeType face opened directly (through the same loaded library, but
/// none of ShapeText's code), for independent numbers.
final class ReferenceFace {
    private var library: FT_Library?
    private var face: FT_Face?
    private let api: UnsafePointer<shl_FontStack>

    init(file: String) throws {
        api = try FontStack.api()
        guard api.pointee.FT_Init_FreeType(&library) == 0, api.pointee.FT_New_Face(library, file, 0, &face) == 0, face != nil else {
            throw FontError("reference: cannot open \(file)")
        }
    }

    deinit {
        _ = api.pointee.FT_Done_Face(face)
        _ = api.pointee.FT_Done_FreeType(library)
    }

    var unitsPerEm: Double { Double(face!.pointee.units_per_EM) }

    /// The unhinted advance width of a character's glyph, in font units.
    func advance(_ c: Unicode.Scalar) -> Double {
        let glyph = api.pointee.FT_Get_Char_Index(face, FT_ULong(c.value))
        var advance: FT_Fixed = 0
        _ = api.pointee.FT_Get_Advance(face, glyph, shl_ft_load_unscaled_outline(), &advance)
        return Double(advance)
    }

    /// The glyph's box from its metrics: (minX, minY, maxX, maxY), y up, font units.
    func box(_ c: Unicode.Scalar) -> (Double, Double, Double, Double) {
        let glyph = api.pointee.FT_Get_Char_Index(face, FT_ULong(c.value))
        _ = api.pointee.FT_Load_Glyph(face, glyph, shl_ft_load_unscaled_outline())
        let m = face!.pointee.glyph.pointee.metrics
        let minX = Double(m.horiBearingX), maxY = Double(m.horiBearingY)
        return (minX, maxY - Double(m.height), minX + Double(m.width), maxY)
    }

    /// How many contours FreeType's outline of the glyph has.
    func contours(_ c: Unicode.Scalar) -> Int {
        let glyph = api.pointee.FT_Get_Char_Index(face, FT_ULong(c.value))
        _ = api.pointee.FT_Load_Glyph(face, glyph, shl_ft_load_unscaled_outline())
        return Int(face!.pointee.glyph.pointee.outline.n_contours)
    }

    /// Whether the font itself maps the character to a glyph.
    func has(_ c: Unicode.Scalar) -> Bool { api.pointee.FT_Get_Char_Index(face, FT_ULong(c.value)) != 0 }
}

extension Path {
    /// The box around every stored point (on-curve and control points).
    var pointBounds: Rect? {
        guard let first = points.first else { return nil }
        var minX = first.x, minY = first.y, maxX = first.x, maxY = first.y
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return Rect(minX, minY, maxX - minX, maxY - minY)
    }

    /// The signed area enclosed by a path of straight segments (shoelace);
    /// curves are taken as their chord, so only meaningful for polygons.
    var polygonArea: Double {
        var area = 0.0, start = Point.zero, last = Point.zero, i = 0
        for verb in verbs {
            switch verb {
            case .move: start = points[i]; last = start
            case .close: area += last.x * start.y - start.x * last.y; last = start
            default:
                let p = points[i + verb.pointCount - 1]
                area += last.x * p.y - p.x * last.y
                last = p
            }
            i += verb.pointCount
        }
        return area / 2
    }
}
