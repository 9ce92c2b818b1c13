internal import CRaster

/// Writes a cairo ARGB32 surface as an 8-bit RGBA PNG (colour type 6,
/// always: SPEC §11; cairo's own writer turns an opaque image into RGB).
/// The container is the PNG specification's (signature, IHDR, one IDAT,
/// IEND, each chunk with its CRC-32); the compression is zlib's. Each row's
/// filter is chosen as libpng does by default: the one whose filtered bytes,
/// read as signed, have the smallest sum of absolute values (PNG spec §12.8).
enum PNGEncoding {
    static func encode(_ api: UnsafePointer<shl_Raster>, surface: OpaquePointer?) throws(RasterError) -> [UInt8] {
        api.pointee.cairo_surface_flush(surface)
        let width = Int(api.pointee.cairo_image_surface_get_width(surface))
        let height = Int(api.pointee.cairo_image_surface_get_height(surface))
        let stride = Int(api.pointee.cairo_image_surface_get_stride(surface))
        guard let data = api.pointee.cairo_image_surface_get_data(surface) else {
            throw RasterError("cannot encode the PNG: the image has no pixels")
        }
        let rowBytes = width * 4
        var filtered = [UInt8](repeating: 0, count: (rowBytes + 1) * height)
        var previous = [UInt8](repeating: 0, count: rowBytes), current = previous
        var candidates = [[UInt8]](repeating: [UInt8](repeating: 0, count: rowBytes), count: 5)
        for y in 0..<height {
            unpremultiply(UnsafeRawPointer(data + y * stride), width, into: &current)
            let best = chooseFilter(current, previous, &candidates)
            let start = y * (rowBytes + 1)
            filtered[start] = UInt8(best)
            filtered.withUnsafeMutableBufferPointer { out in
                candidates[best].withUnsafeBufferPointer { row in
                    (out.baseAddress! + start + 1).update(from: row.baseAddress!, count: rowBytes)
                }
            }
            swap(&previous, &current)
        }
        var header: [UInt8] = []
        append32(UInt32(width), to: &header); append32(UInt32(height), to: &header)
        header += [8, 6, 0, 0, 0] // bit depth 8, RGBA, deflate, adaptive filtering, no interlace
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", header, api, into: &png)
        chunk("IDAT", try compress(filtered, api), api, into: &png)
        chunk("IEND", [], api, into: &png)
        return png
    }

    /// cairo's premultiplied native-endian words → straight RGBA bytes,
    /// rounding as cairo's own PNG writer does.
    private static func unpremultiply(_ row: UnsafeRawPointer, _ width: Int, into out: inout [UInt8]) {
        let words = row.assumingMemoryBound(to: UInt32.self)
        out.withUnsafeMutableBufferPointer { o in
            for x in 0..<width {
                let w = words[x]
                let a = w >> 24
                var r = (w >> 16) & 0xFF, g = (w >> 8) & 0xFF, b = w & 0xFF
                if a == 0 {
                    r = 0; g = 0; b = 0
                } else if a != 255 {
                    r = (r * 255 + a / 2) / a; g = (g * 255 + a / 2) / a; b = (b * 255 + a / 2) / a
                }
                o[x * 4] = UInt8(r); o[x * 4 + 1] = UInt8(g); o[x * 4 + 2] = UInt8(b); o[x * 4 + 3] = UInt8(a)
            }
        }
    }

    /// Fills the five filtered versions of `row` and returns the best one's type.
    private static func chooseFilter(_ row: [UInt8], _ above: [UInt8], _ out: inout [[UInt8]]) -> Int {
        let n = row.count
        var best = 0, bestSum = Int.max
        row.withUnsafeBufferPointer { x in
            above.withUnsafeBufferPointer { b in
                for type in 0..<5 {
                    var sum = 0
                    out[type].withUnsafeMutableBufferPointer { o in
                        for i in 0..<n {
                            let a = i >= 4 ? Int(x[i - 4]) : 0, up = Int(b[i]), c = i >= 4 ? Int(b[i - 4]) : 0
                            let predictor: Int
                            switch type {
                            case 0: predictor = 0
                            case 1: predictor = a
                            case 2: predictor = up
                            case 3: predictor = (a + up) / 2
                            default: predictor = paeth(a, up, c)
                            }
                            let v = UInt8(truncatingIfNeeded: Int(x[i]) - predictor)
                            o[i] = v
                            sum += v < 128 ? Int(v) : 256 - Int(v)
                        }
                    }
                    if sum < bestSum { bestSum = sum; best = type }
                }
            }
        }
        return best
    }

    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    private static func compress(_ bytes: [UInt8], _ api: UnsafePointer<shl_Raster>) throws(RasterError) -> [UInt8] {
        var size = api.pointee.compressBound(uLong(bytes.count))
        var out = [UInt8](repeating: 0, count: Int(size))
        let status = out.withUnsafeMutableBufferPointer { o in
            bytes.withUnsafeBufferPointer { i in
                api.pointee.compress2(o.baseAddress, &size, i.baseAddress, uLong(i.count), Z_DEFAULT_COMPRESSION)
            }
        }
        guard status == Z_OK else { throw RasterError("cannot encode the PNG: zlib status \(status)") }
        out.removeSubrange(Int(size)...)
        return out
    }

    private static func chunk(_ type: String, _ body: [UInt8], _ api: UnsafePointer<shl_Raster>, into png: inout [UInt8]) {
        append32(UInt32(body.count), to: &png)
        let typed = Array(type.utf8) + body
        png += typed
        let crc = typed.withUnsafeBufferPointer { api.pointee.crc32(0, $0.baseAddress, uInt($0.count)) }
        append32(UInt32(crc), to: &png)
    }

    private static func append32(_ v: UInt32, to bytes: inout [UInt8]) {
        bytes += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }
}
