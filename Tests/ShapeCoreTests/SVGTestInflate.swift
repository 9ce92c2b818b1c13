/// A small DEFLATE decoder (RFC 1951) for reading the PNGs rsvg-convert
/// writes in tests. Canonical Huffman decoding by code-length counts, the
/// approach of Mark Adler's `puff.c` (written anew here, not copied).
struct Inflate {
    enum Failure: Error { case truncated, badBlock, badCode, badDistance }

    private let input: [UInt8]
    private var position = 0
    private var bitBuffer: UInt32 = 0
    private var bitCount = 0
    private var output: [UInt8] = []

    /// Decodes a zlib stream (2-byte header, deflate data, Adler-32 ignored).
    static func zlib(_ data: [UInt8]) throws -> [UInt8] {
        guard data.count > 2 else { throw Failure.truncated }
        var d = Inflate(input: Array(data[2...]))
        try d.run()
        return d.output
    }

    private init(input: [UInt8]) { self.input = input }

    private mutating func bits(_ n: Int) throws -> Int {
        while bitCount < n {
            guard position < input.count else { throw Failure.truncated }
            bitBuffer |= UInt32(input[position]) << UInt32(bitCount)
            position += 1
            bitCount += 8
        }
        let v = Int(bitBuffer & ((1 << UInt32(n)) - 1))
        bitBuffer >>= UInt32(n)
        bitCount -= n
        return v
    }

    private struct Huffman {
        var counts = [Int](repeating: 0, count: 16)
        var symbols: [Int] = []
        init(lengths: [Int]) {
            for l in lengths { counts[l] += 1 }
            counts[0] = 0
            var offsets = [Int](repeating: 0, count: 16)
            for i in 1..<15 { offsets[i + 1] = offsets[i] + counts[i] }
            symbols = [Int](repeating: 0, count: lengths.count)
            for (s, l) in lengths.enumerated() where l != 0 {
                symbols[offsets[l]] = s
                offsets[l] += 1
            }
        }
    }

    private mutating func decode(_ h: Huffman) throws -> Int {
        var code = 0, first = 0, index = 0
        for len in 1...15 {
            code |= try bits(1)
            let count = h.counts[len]
            if code - count < first { return h.symbols[index + (code - first)] }
            index += count
            first += count
            first <<= 1
            code <<= 1
        }
        throw Failure.badCode
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                     35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                   257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                   8193, 12289, 16385, 24577]
    private static let distExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                    7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func run() throws {
        var last = 0
        repeat {
            last = try bits(1)
            switch try bits(2) {
            case 0: try stored()
            case 1:
                var lengths = [Int](repeating: 8, count: 288)
                for i in 144..<256 { lengths[i] = 9 }
                for i in 256..<280 { lengths[i] = 7 }
                try codes(Huffman(lengths: lengths), Huffman(lengths: [Int](repeating: 5, count: 30)))
            case 2: try dynamic()
            default: throw Failure.badBlock
            }
        } while last == 0
    }

    private mutating func stored() throws {
        bitBuffer = 0; bitCount = 0
        guard position + 4 <= input.count else { throw Failure.truncated }
        let len = Int(input[position]) | Int(input[position + 1]) << 8
        position += 4
        guard position + len <= input.count else { throw Failure.truncated }
        output += input[position..<(position + len)]
        position += len
    }

    private mutating func dynamic() throws {
        let nlen = try bits(5) + 257, ndist = try bits(5) + 1, ncode = try bits(4) + 4
        let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
        var codeLengths = [Int](repeating: 0, count: 19)
        for i in 0..<ncode { codeLengths[order[i]] = try bits(3) }
        let lencode = Huffman(lengths: codeLengths)
        var lengths: [Int] = []
        while lengths.count < nlen + ndist {
            let sym = try decode(lencode)
            switch sym {
            case 0..<16: lengths.append(sym)
            case 16:
                guard let prev = lengths.last else { throw Failure.badCode }
                lengths += [Int](repeating: prev, count: 3 + (try bits(2)))
            case 17: lengths += [Int](repeating: 0, count: 3 + (try bits(3)))
            default: lengths += [Int](repeating: 0, count: 11 + (try bits(7)))
            }
        }
        try codes(Huffman(lengths: Array(lengths[0..<nlen])), Huffman(lengths: Array(lengths[nlen...])))
    }

    private mutating func codes(_ lit: Huffman, _ dist: Huffman) throws {
        while true {
            let sym = try decode(lit)
            if sym < 256 { output.append(UInt8(sym)); continue }
            if sym == 256 { return }
            let li = sym - 257
            guard li < 29 else { throw Failure.badCode }
            let len = Inflate.lengthBase[li] + (try bits(Inflate.lengthExtra[li]))
            let di = try decode(dist)
            guard di < 30 else { throw Failure.badDistance }
            let d = Inflate.distBase[di] + (try bits(Inflate.distExtra[di]))
            guard d <= output.count else { throw Failure.badDistance }
            let start = output.count - d
            for k in 0..<len { output.append(output[start + k]) }
        }
    }
}
