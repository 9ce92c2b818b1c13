/// Straight (not premultiplied) RGBA pixels as a DEC sixel image, for
/// `--preview terminal` in terminals that draw sixel (docs/CLI.md).
///
/// The format is DEC's (VT330/VT340 programmer reference, "Sixel
/// graphics"): `ESC P 0;1;0 q`, raster attributes `"1;1;W;H`, colour
/// registers `#n;2;r;g;b` in percent, then bands of six pixel rows; in a
/// band each colour is one pass of characters 63 + (six bits, top row
/// lowest), `$` returning to the band's start between colours, `-` to the
/// next band, `!count char` for runs; `ESC \` ends it.
///
/// Palette: the fixed 6 × 6 × 6 colour cube ("web-safe" levels 0, 51, …,
/// 255 per channel), each channel rounded to its nearest level. Levels are
/// multiples of 20 % exactly, so a register's percentages are exact and a
/// decoded pixel is within 25.5 of the original per channel. A fixed cube
/// needs no pass over the image and gives the same register for the same
/// colour in every picture; only the registers a picture uses are defined.
///
/// Transparency: P2 = 1 leaves pixels no colour sets as they were (the
/// terminal's background); a pixel with alpha below 128 is such a pixel,
/// any other is drawn in its own colour (no background to blend with is
/// known).
enum SixelEncoder {
    /// The cube level nearest to a channel value: 0…5.
    static func level(_ value: UInt8) -> Int { (Int(value) * 5 + 127) / 255 }

    /// The channel value of a cube level.
    static func value(ofLevel level: Int) -> UInt8 { UInt8(level * 51) }

    /// The register of a pixel, or -1 for a transparent one.
    static func register(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ a: UInt8) -> Int {
        a < 128 ? -1 : level(r) * 36 + level(g) * 6 + level(b)
    }

    /// The whole escape sequence for a `width` × `height` image; `rgba`
    /// holds 4 bytes per pixel, row by row.
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(width >= 0 && height >= 0 && rgba.count >= width * height * 4)
        var registers = [Int16](repeating: -1, count: width * height)
        var used = [Bool](repeating: false, count: 216)
        for i in 0..<(width * height) {
            let r = register(rgba[i * 4], rgba[i * 4 + 1], rgba[i * 4 + 2], rgba[i * 4 + 3])
            registers[i] = Int16(r)
            if r >= 0 { used[r] = true }
        }
        var out = Array("\u{1B}P0;1;0q\"1;1;\(width);\(height)".utf8)
        for r in 0..<216 where used[r] {
            let percent = [r / 36, r / 6 % 6, r % 6].map { String($0 * 20) }
            out += Array("#\(r);2;\(percent.joined(separator: ";"))".utf8)
        }
        var bits = [UInt8](repeating: 0, count: width)
        var top = 0
        while top < height {
            let rows = min(6, height - top)
            var inBand = [Bool](repeating: false, count: 216)
            for y in top..<(top + rows) {
                for x in 0..<width where registers[y * width + x] >= 0 { inBand[Int(registers[y * width + x])] = true }
            }
            var firstPass = true
            for r in 0..<216 where inBand[r] {
                for x in 0..<width {
                    var six: UInt8 = 0
                    for dy in 0..<rows where registers[(top + dy) * width + x] == Int16(r) { six |= 1 << UInt8(dy) }
                    bits[x] = six
                }
                if !firstPass { out.append(UInt8(ascii: "$")) }
                firstPass = false
                out += Array("#\(r)".utf8)
                appendRuns(bits, to: &out)
            }
            top += rows
            if top < height { out.append(UInt8(ascii: "-")) }
        }
        out += [0x1B, UInt8(ascii: "\\")]
        return out
    }

    /// One colour's pass over a band: runs of the same character, the
    /// trailing empty columns left out (a pass may end early).
    private static func appendRuns(_ bits: [UInt8], to out: inout [UInt8]) {
        var end = bits.count
        while end > 0 && bits[end - 1] == 0 { end -= 1 }
        var x = 0
        while x < end {
            var run = 1
            while x + run < end && bits[x + run] == bits[x] { run += 1 }
            let char = 63 + bits[x]
            if run > 3 {
                out += Array("!\(run)".utf8)
                out.append(char)
            } else {
                out += [UInt8](repeating: char, count: run)
            }
            x += run
        }
    }
}
