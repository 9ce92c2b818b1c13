import Testing
import ShapeRaster
@testable import shapelua

/// `--preview terminal`'s parts without a terminal: detection from the
/// environment and from a terminal's answer, the image size, and the
/// sixel encoder read back by an independent decoder.
@Suite struct TerminalGraphicsTests {
    @Test(arguments: [
        (["TERM": "xterm-kitty"], TerminalGraphics?.some(.kitty)),
        (["TERM": "xterm-256color", "KITTY_WINDOW_ID": "1"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "ghostty"], .kitty),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], .iterm2),
        (["TERM": "xterm-256color", "LC_TERMINAL": "iTerm2"], .iterm2),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], .iterm2),
    ])
    func environmentNamesTheProtocol(env: [String: String], expected: TerminalGraphics?) {
        #expect(TerminalGraphics.fromEnvironment(env) == .some(expected))
    }

    @Test func environmentWithoutImagesOrSilent() {
        // No TERM, or dumb: no images, and no query.
        #expect(TerminalGraphics.fromEnvironment([:]) == .some(nil))
        #expect(TerminalGraphics.fromEnvironment(["TERM": "dumb"]) == .some(nil))
        // A plain xterm or a multiplexer (even inside kitty): only a query tells.
        #expect(TerminalGraphics.fromEnvironment(["TERM": "xterm-256color"]) == nil)
        #expect(TerminalGraphics.fromEnvironment(["TERM": "tmux-256color", "KITTY_WINDOW_ID": "1"]) == nil)
        #expect(TerminalGraphics.fromEnvironment(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux,1,0"]) == nil)
    }

    @Test func answers() {
        func answer(_ text: String) -> TerminalGraphics?? { TerminalGraphics.fromAnswer(Array(text.utf8)) }
        #expect(answer("\u{1B}[?62;4;22c") == .some(.sixel))
        #expect(answer("\u{1B}[?4c") == .some(.sixel))
        #expect(answer("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c") == .some(.kitty))
        #expect(answer("\u{1B}_Gi=31;ENOTSUPPORTED\u{1B}\\\u{1B}[?62;22c") == .some(nil))
        #expect(answer("\u{1B}[?62;22c") == .some(nil))
        #expect(answer("\u{1B}[?1;2c") == .some(nil))
        #expect(answer("\u{1B}[?64;41;22c") == .some(nil)) // 41 is not 4
        // Incomplete: keep reading.
        #expect(answer("") == nil)
        #expect(answer("\u{1B}_Gi=31;OK\u{1B}\\") == nil)
        #expect(answer("\u{1B}[?62;4") == nil)
    }

    @Test func scaleFitsFortyRowsAndTheWidth() {
        let window = TerminalPreview.Window(rows: 50, columns: 80, cellWidth: 10, cellHeight: 20)
        #expect(TerminalPreview.scale(for: (100, 50), window: window) == 1)
        // 40 rows of 20 px: 799 px at most.
        let tall = TerminalPreview.scale(for: (100, 4000), window: window)
        #expect((4000 * tall).rounded(.up) <= 800 && (4000 * tall).rounded(.up) >= 790)
        let wide = TerminalPreview.scale(for: (8000, 10), window: window)
        #expect((8000 * wide).rounded(.up) <= 800)
        // A shorter window than 40 rows bounds the height by itself.
        let short = TerminalPreview.Window(rows: 10, columns: 80, cellWidth: 10, cellHeight: 20)
        #expect((1000 * TerminalPreview.scale(for: (100, 1000), window: short)).rounded(.up) <= 200)
    }

    /// Every pixel comes back within the cube's half step (25.5 per
    /// channel); a pixel of alpha below 128 comes back unset.
    @Test(arguments: [(1, 1), (7, 5), (64, 13), (300, 6)])
    func sixelRoundTrip(width: Int, height: Int) throws {
        var rgba: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                rgba += [UInt8((x * 255) / max(width - 1, 1)), UInt8((y * 255) / max(height - 1, 1)),
                         UInt8((x * 7 + y * 13) % 256), (x + y) % 5 == 0 ? 40 : 255]
            }
        }
        let text = String(decoding: SixelEncoder.encode(width: width, height: height, rgba: rgba), as: UTF8.self)
        let image = try SixelDecoder.decode(text[...])
        #expect(image.width == width && image.height == height)
        for y in 0..<height {
            for x in 0..<width {
                let i = (y * width + x) * 4
                let back = image.pixel(x, y)
                if rgba[i + 3] < 128 {
                    #expect(back == [0, 0, 0, 0], "(\(x), \(y))")
                } else {
                    for c in 0..<3 {
                        #expect(abs(Int(back[c]) - Int(rgba[i + c])) <= 26, "(\(x), \(y)) channel \(c)")
                    }
                    #expect(back[3] == 255)
                }
            }
        }
    }

    /// Runs of four or more become `!n`; the same colour in one run is
    /// one register, defined once.
    @Test func sixelRunsAndRegisters() throws {
        let red = [UInt8](repeating: 0, count: 0) + Array(repeating: [255, 0, 0, 255] as [UInt8], count: 20).flatMap { $0 }
        let text = String(decoding: SixelEncoder.encode(width: 20, height: 1, rgba: red), as: UTF8.self)
        #expect(text == "\u{1B}P0;1;0q\"1;1;20;1#180;2;100;0;0#180!20@\u{1B}\\")
    }

    /// The sixel preview is drawn from the rendering's pixels themselves:
    /// the same sequence as from the PNG of the same document read back,
    /// without making and reading that PNG.
    @Test(arguments: [1.0, 0.37])
    func sixelPreviewIsThePNGsPixels(scale: Double) throws {
        let svg = Array(("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"40\" height=\"30\">"
            + "<circle cx=\"20\" cy=\"15\" r=\"12\" fill=\"teal\" opacity=\"0.6\"/>"
            + "<rect x=\"2\" y=\"2\" width=\"9\" height=\"26\" fill=\"orange\"/></svg>").utf8)
        let fromPNG = try Raster.decodePNG(try Raster.png(svg: svg, scale: scale))
        let expected = SixelEncoder.encode(width: fromPNG.width, height: fromPNG.height, rgba: fromPNG.rgba)
        #expect(try TerminalPreview.sequence(.sixel, svg: svg, scale: scale) == expected)
        let image = try SixelDecoder.decode(String(decoding: expected, as: UTF8.self)[...])
        #expect(image.width == fromPNG.width && image.height == fromPNG.height)
    }

    @Test func pngPixelSizeFromTheHeader() {
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        png += [0, 0, 1, 44, 0, 0, 0, 20]
        #expect(TerminalPreview.pixelSize(png) == (300, 20))
        #expect(TerminalPreview.pixelSize([1, 2, 3]) == (0, 0))
    }
}
