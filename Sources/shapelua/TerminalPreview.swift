import ShapeCore
import ShapeRaster
#if canImport(Glibc)
import Glibc
#endif

/// `--preview terminal` (docs/CLI.md): each view the REPL previews is drawn
/// inline below the prompt, rendered in process by ShapeRaster, in the
/// protocol the terminal speaks (`TerminalGraphics`): a PNG for kitty's and
/// iTerm2's, the pixels themselves for sixel; at most 40 rows
/// tall and the window's width wide. A terminal that shows no images is
/// told so once, when the REPL starts, and nothing is drawn after that.
final class TerminalPreview {
    static let maxRows = 40
    /// The kitty protocol's largest payload per escape sequence.
    static let kittyChunk = 4096

    let graphics: TerminalGraphics?

    /// Detects the protocol: the environment first, else a query of the
    /// terminal (`TerminalQuery`); prints the one note when there is none.
    init(environment: [String: String] = TerminalPreview.processEnvironment()) {
        graphics = TerminalPreview.detect(environment)
    }

    private static func detect(_ environment: [String: String]) -> TerminalGraphics? {
        guard isatty(1) != 0 else {
            note("standard output is not a terminal")
            return nil
        }
        if let known = TerminalGraphics.fromEnvironment(environment) {
            if known == nil { note("TERM is \(environment["TERM"].map { MessageText.quoted($0) } ?? "not set")") }
            return known
        }
        Stdout.flush() // the query must follow what was already printed
        switch TerminalQuery.ask() {
        case .answered(let graphics?): return graphics
        case .answered(nil): note("it speaks neither kitty's protocol, iTerm2's nor sixel")
        case .silent: note("it did not answer within \(Session.number(TerminalQuery.timeout)) s")
        case .unavailable: note("there is no terminal to ask (/dev/tty)")
        }
        return nil
    }

    private static func note(_ why: String) {
        Stdout.flush() // after the banner, in a pipe too
        Stderr.write("shapelua: --preview terminal: this terminal shows no images (\(why)); nothing will be drawn\n")
    }

    static func processEnvironment() -> [String: String] {
        var result: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let pair = String(cString: pointer)
            if let equals = pair.firstIndex(of: "=") {
                result[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            }
            entry += 1
        }
        return result
    }

    /// Draws the document `svg` (nothing when the terminal shows no images
    /// or the document has no area); `baseFile` is where the files it
    /// references resolve from.
    func show(svg: [UInt8], baseFile: String?) throws {
        guard let graphics else { return }
        let size = try Raster.documentSize(svg: svg, baseFile: baseFile)
        guard size.width > 0, size.height > 0 else { return } // an empty view: nothing to draw
        let scale = TerminalPreview.scale(for: size, window: TerminalPreview.window())
        try Stdout.emit(bytes: try TerminalPreview.sequence(graphics, svg: svg, scale: scale, baseFile: baseFile)
                        + Array("\n".utf8))
    }

    /// The window in character cells and pixels per cell (TIOCGWINSZ; a
    /// terminal that reports no pixel size is taken to have 10 × 20 cells).
    struct Window: Equatable {
        var rows = 24, columns = 80
        var cellWidth = 10.0, cellHeight = 20.0
    }

    static func window() -> Window {
        var size = winsize()
        var window = Window()
        guard ioctl(1, UInt(TIOCGWINSZ), &size) == 0 else { return window }
        if size.ws_row > 0 { window.rows = Int(size.ws_row) }
        if size.ws_col > 0 { window.columns = Int(size.ws_col) }
        if size.ws_row > 0, size.ws_col > 0, size.ws_xpixel > 0, size.ws_ypixel > 0 {
            window.cellWidth = Double(size.ws_xpixel) / Double(size.ws_col)
            window.cellHeight = Double(size.ws_ypixel) / Double(size.ws_row)
        }
        return window
    }

    /// One unit per pixel, or less so the image fits 40 rows (or the
    /// window, when it is shorter) and the window's width. Pixels are
    /// ceil(size · scale), so the scale leaves room for the rounding up.
    static func scale(for size: (width: Double, height: Double), window: Window) -> Double {
        let rows = min(maxRows, window.rows)
        let maxHeight = (Double(rows) * window.cellHeight).rounded(.down) - 1
        let maxWidth = (Double(window.columns) * window.cellWidth).rounded(.down) - 1
        guard size.width > 0, size.height > 0 else { return 1 }
        return max(min(1, maxWidth / size.width, maxHeight / size.height), 1e-3)
    }

    /// The escape sequence that draws the document `svg` at `scale`:
    /// kitty's and iTerm2's protocols carry a PNG file, sixel the pixels
    /// themselves (rendered as pixels, never through a PNG).
    static func sequence(_ graphics: TerminalGraphics, svg: [UInt8], scale: Double,
                         baseFile: String? = nil) throws -> [UInt8] {
        switch graphics {
        case .kitty: return try kitty(png: try Raster.png(svg: svg, scale: scale, baseFile: baseFile))
        case .iterm2: return try iterm2(png: try Raster.png(svg: svg, scale: scale, baseFile: baseFile))
        case .sixel:
            let image = try Raster.pixels(svg: svg, scale: scale, baseFile: baseFile)
            return SixelEncoder.encode(width: image.width, height: image.height, rgba: image.rgba)
        }
    }

    /// kitty's graphics protocol: a=T transmit and display, f=100 PNG, q=2
    /// no replies (they would arrive as typed input); m=1 on every chunk
    /// but the last.
    static func kitty(png: [UInt8]) throws -> [UInt8] {
        let payload = Array(try Raster.base64(png).utf8)
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(start + kittyChunk, payload.count)
            let more = end < payload.count ? 1 : 0
            out += Array((start == 0 ? "\u{1B}_Ga=T,f=100,q=2,m=\(more);" : "\u{1B}_Gm=\(more);").utf8)
            out += payload[start..<end]
            out += Array("\u{1B}\\".utf8)
            start = end
        } while start < payload.count
        return out
    }

    /// iTerm2's "Inline Images Protocol": the file, its size in bytes,
    /// drawn at its own pixel size.
    static func iterm2(png: [UInt8]) throws -> [UInt8] {
        let (width, height) = pixelSize(png)
        return Array(("\u{1B}]1337;File=inline=1;size=\(png.count);width=\(width)px;height=\(height)px;"
                      + "preserveAspectRatio=1:" + (try Raster.base64(png)) + "\u{07}").utf8)
    }

    /// Width and height from the IHDR chunk of a PNG ShapeRaster made
    /// (always first, at bytes 16…23, big-endian).
    static func pixelSize(_ png: [UInt8]) -> (Int, Int) {
        guard png.count >= 24 else { return (0, 0) }
        let word = { (at: Int) in png[at..<(at + 4)].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }
}
