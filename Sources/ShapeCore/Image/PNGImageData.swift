/// A PNG's image data, checked the way a decoder reads it: the IDAT chunks'
/// concatenated zlib stream inflates (`Inflate`, in fixed memory) to exactly
/// the scanlines IHDR describes, each starting with a defined filter type.
/// Otherwise librsvg draws a grey box or nothing, and browsers a broken image.
struct PNGImageData {
    let width: Int, height: Int
    /// Bits a pixel: samples (1 grey, 3 RGB, 1 palette index, 2 grey and
    /// alpha, 4 RGBA for colour types 0, 2, 3, 4, 6) times the bit depth.
    let bitsPerPixel: Int
    let interlaced: Bool

    /// Each pass's scanlines as (bytes a row, filter byte included; rows),
    /// empty passes left out (PNG specification, 3rd edition, §7.2, §8.2):
    /// one pass, or Adam7's seven, the image's pixels at (x0 + k·dx, y0 + j·dy).
    var passes: [(row: Int, rows: Int)] {
        let grid = interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        return grid.compactMap { x0, y0, dx, dy in
            let columns = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let rows = height > y0 ? (height - y0 + dy - 1) / dy : 0
            return columns > 0 && rows > 0 ? (1 + (columns * bitsPerPixel + 7) / 8, rows) : nil
        }
    }

    /// The inflated size the header calls for.
    var expectedCount: Int { passes.reduce(0) { $0 + $1.row * $1.rows } }

    /// Inflates the data of the chunks at `pieces` of `bytes`; an error
    /// ("image data: ...") when it is not what the header calls for.
    func check(_ bytes: [UInt8], pieces: [Range<Int>]) throws(ImageError) {
        let expected = expectedCount
        let passes = self.passes
        let scanlineCount = passes.reduce(0) { $0 + $1.rows }
        var pass = 0, row = 0, scanline = 0, nextFilter = 0, offset = 0
        do {
            let count = try bytes.withUnsafeBufferPointer { (input) throws(Inflate.Failure) -> Int in
                try Inflate.check(input, pieces: pieces, limit: expected) { (piece) throws(Inflate.Failure) in
                    // The filter byte of each scanline in this piece (§7.3: types 0 to 4).
                    while pass < passes.count && nextFilter < offset + piece.count {
                        let type = piece[nextFilter - offset]
                        scanline += 1
                        guard type <= 4 else {
                            throw Inflate.Failure(why: "scanline \(scanline) of \(scanlineCount) has filter type \(type); the types are 0 to 4")
                        }
                        nextFilter += passes[pass].row
                        row += 1
                        if row == passes[pass].rows { pass += 1; row = 0 }
                    }
                    offset += piece.count
                }
            }
            guard count == expected else {
                throw ImageError(.corrupt, .png, "image data: \(count) bytes where a \(description) needs \(expected)")
            }
        } catch let failure as Inflate.Failure {
            if failure.overLimit {
                throw ImageError(.corrupt, .png, "image data: more than the \(expected) bytes a \(description) needs")
            }
            throw ImageError(.corrupt, .png, "image data: \(failure.why)")
        } catch let error as ImageError {
            throw error
        } catch {
            throw ImageError(.corrupt, .png, "image data: \(error)")
        }
    }

    /// "37×23 image of 32 bits a pixel" / "... interlaced" for messages.
    private var description: String {
        "\(width)×\(height)\(interlaced ? " interlaced" : "") image of \(bitsPerPixel) bit\(bitsPerPixel == 1 ? "" : "s") a pixel"
    }
}
