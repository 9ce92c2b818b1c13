/// Checks a zlib stream (RFC 1950) of DEFLATE data (RFC 1951) by inflating
/// it in fixed memory: what it inflates to passes through a 64 KiB ring
/// (the 32 KiB a back-reference may reach, and the 32 KiB handed to
/// `consume` at a time) and is counted and checksummed, never kept. So a
/// PNG's image data is known to decode, to how many bytes, before anything
/// draws it; the decoders that draw it (zlib in libpng, a browser's) stop
/// at the same faults. Block structure and tables follow RFC 1951 §3.2;
/// which incomplete codes are accepted follows zlib's `inflate_table`.
struct Inflate {
    struct Failure: Error {
        let why: String
        /// The stream goes on past `limit` bytes.
        var overLimit = false
    }

    /// Inflates the stream read from `input`'s `pieces` (a PNG's IDAT chunks
    /// in order), handing what it makes to `consume` in order, in pieces of
    /// at most 32 KiB + 258 bytes; more than `limit` bytes is a failure.
    /// Returns the count. Bytes after the stream's checksum are ignored.
    static func check(_ input: UnsafeBufferPointer<UInt8>, pieces: [Range<Int>], limit: Int,
                      consume: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) -> Int {
        let ring = UnsafeMutablePointer<UInt8>.allocate(capacity: ringSize)
        let literals = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 15)
        let distances = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 15)
        defer { ring.deallocate(); literals.deallocate(); distances.deallocate() }
        var state = Inflate(input: input, pieces: pieces, ring: ring, literals: literals, distances: distances, limit: limit)
        try state.stream(consume)
        return state.total
    }

    static let ringSize = 1 << 16
    private static let ringMask = ringSize - 1
    private static let flushSize = 1 << 15

    private let input: UnsafeBufferPointer<UInt8>
    private let pieces: [Range<Int>]
    private var piece = 0, position = 0, end = 0
    private var bits: UInt64 = 0, bitCount = 0

    private let ring: UnsafeMutablePointer<UInt8>
    private let literals: UnsafeMutablePointer<UInt32>
    private let distances: UnsafeMutablePointer<UInt32>
    private var literalBits = 0, distanceBits = 0
    private let limit: Int
    private(set) var total = 0
    private var consumed = 0
    private var adlerA: UInt64 = 1, adlerB: UInt64 = 0

    private init(input: UnsafeBufferPointer<UInt8>, pieces: [Range<Int>], ring: UnsafeMutablePointer<UInt8>,
                 literals: UnsafeMutablePointer<UInt32>, distances: UnsafeMutablePointer<UInt32>, limit: Int) {
        self.input = input
        self.pieces = pieces
        self.ring = ring
        self.literals = literals
        self.distances = distances
        self.limit = limit
        if let first = pieces.first { position = first.lowerBound; end = first.upperBound }
    }

    // MARK: The zlib wrapper (RFC 1950 §2.2)

    private mutating func stream(_ consume: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
        let cmf = try take(8), flags = try take(8)
        guard cmf & 15 == 8 else { throw Failure(why: "compression method \(cmf & 15), not 8 (deflate)") }
        guard cmf >> 4 <= 7 else { throw Failure(why: "a window of 2^\((cmf >> 4) + 8) bytes, more than 32768") }
        guard (cmf << 8 | flags) % 31 == 0 else { throw Failure(why: "the zlib header's check bits are wrong") }
        guard flags & 0x20 == 0 else { throw Failure(why: "a preset dictionary, which PNG does not allow") }
        var last = 0
        repeat {
            last = try take(1)
            switch try take(2) {
            case 0: try storedBlock(consume)
            case 1: try fixedTables(); try codedBlock(consume)
            case 2: try dynamicTables(); try codedBlock(consume)
            default: throw Failure(why: "a block of the reserved type 3")
            }
        } while last == 0
        try flush(consume)
        _ = try take(bitCount % 8)
        var stored = 0
        for _ in 0..<4 { stored = stored << 8 | (try take(8)) }
        guard UInt64(stored) == adlerB << 16 | adlerA else {
            throw Failure(why: "the Adler-32 checksum does not match what the data inflates to")
        }
    }

    // MARK: Bits, least significant first (RFC 1951 §3.1.1)

    /// Fills `bits` to at least 57 bits, or with all that is left: eight
    /// bytes at once (as many as fit whole) while the piece has them.
    @inline(__always) private mutating func refill() {
        if end - position >= 8, let base = input.baseAddress {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self))
            let added = (63 - bitCount) >> 3
            bits |= word << UInt64(bitCount)
            position += added
            bitCount += added * 8
            bits &= UInt64(1) << UInt64(bitCount) &- 1 // the bytes not taken are read again next time
            return
        }
        while bitCount <= 56 {
            if position == end {
                piece += 1
                guard piece < pieces.count else { return }
                position = pieces[piece].lowerBound
                end = pieces[piece].upperBound
                continue
            }
            bits |= UInt64(input[position]) << UInt64(bitCount)
            position += 1
            bitCount += 8
        }
    }

    @inline(__always) private mutating func take(_ count: Int) throws(Failure) -> Int {
        if bitCount < count {
            refill()
            guard bitCount >= count else { throw Failure(why: "the compressed stream ends early") }
        }
        let value = Int(bits & (UInt64(1) << UInt64(count) &- 1))
        bits >>= UInt64(count)
        bitCount -= count
        return value
    }

    /// One symbol through a table made by `build`: entries are symbol << 4 | length.
    @inline(__always) private mutating func decode(_ table: UnsafeMutablePointer<UInt32>, _ width: Int) throws(Failure) -> Int {
        if bitCount < 15 { refill() }
        let entry = table[Int(bits & (UInt64(1) << UInt64(width) &- 1))]
        let length = Int(entry & 15)
        guard length != 0, length <= bitCount else {
            throw Failure(why: bitCount < width ? "the compressed stream ends early" : "an invalid Huffman code")
        }
        bits >>= UInt64(length)
        bitCount -= length
        return Int(entry >> 4)
    }

    // MARK: Blocks (RFC 1951 §3.2.4–3.2.7)

    private mutating func storedBlock(_ consume: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
        _ = try take(bitCount % 8)
        let length = try take(16), complement = try take(16)
        guard length == complement ^ 0xFFFF else { throw Failure(why: "a stored block's length check fails") }
        for _ in 0..<length {
            try room(1)
            ring[total & Self.ringMask] = UInt8(try take(8))
            total += 1
            if total - consumed >= Self.flushSize { try flush(consume) }
        }
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                     35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                      3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                       257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    private mutating func codedBlock(_ consume: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
        // Locals: a static array is reached through its lazy initialiser's check on every use.
        let lengthBase = Self.lengthBase, lengthExtra = Self.lengthExtra
        let distanceBase = Self.distanceBase, distanceExtra = Self.distanceExtra
        while true {
            let symbol = try decode(literals, literalBits)
            if symbol < 256 {
                try room(1)
                ring[total & Self.ringMask] = UInt8(symbol)
                total += 1
            } else if symbol == 256 {
                return
            } else {
                let index = symbol - 257
                guard index < 29 else { throw Failure(why: "the invalid length code \(symbol)") }
                let length = lengthBase[index] + (try take(lengthExtra[index]))
                let code = try decode(distances, distanceBits)
                guard code < 30 else { throw Failure(why: "the invalid distance code \(code)") }
                let distance = distanceBase[code] + (try take(distanceExtra[code]))
                guard distance <= total else {
                    throw Failure(why: "a distance of \(distance) bytes back, after only \(total)")
                }
                try room(length)
                var from = total - distance
                for _ in 0..<length {
                    ring[total & Self.ringMask] = ring[from & Self.ringMask]
                    total += 1
                    from += 1
                }
            }
            if total - consumed >= Self.flushSize { try flush(consume) }
        }
    }

    @inline(__always) private func room(_ count: Int) throws(Failure) {
        guard total + count <= limit else { throw Failure(why: "more than \(limit) bytes", overLimit: true) }
    }

    /// Hands what was made since the last flush to `consume`, and adds it to
    /// the Adler-32 sums (RFC 1950 §8.2; 32 KiB cannot overflow 64 bits
    /// between reductions).
    private mutating func flush(_ consume: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Void) throws(Failure) {
        while consumed < total {
            let start = consumed & Self.ringMask
            let count = min(total - consumed, Self.ringSize - start)
            let piece = UnsafeBufferPointer(start: ring + start, count: count)
            for byte in piece {
                adlerA += UInt64(byte)
                adlerB += adlerA
            }
            adlerA %= 65521
            adlerB %= 65521
            try consume(piece)
            consumed += count
        }
    }

    // MARK: Huffman tables (RFC 1951 §3.2.2, §3.2.6, §3.2.7)

    private mutating func fixedTables() throws(Failure) {
        var lengths = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { lengths[i] = 9 }
        for i in 256..<280 { lengths[i] = 7 }
        literalBits = try Self.build(lengths[...], into: literals, incompleteAllowed: false)
        // 32 codes, as zlib builds them: 30 and 31 complete the code but are invalid.
        distanceBits = try Self.build([UInt8](repeating: 5, count: 32)[...], into: distances, incompleteAllowed: false)
    }

    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    private mutating func dynamicTables() throws(Failure) {
        let literalCount = try take(5) + 257, distanceCount = try take(5) + 1, codeCount = try take(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw Failure(why: "\(literalCount) length codes and \(distanceCount) distance codes, more than 286 and 30")
        }
        var codeLengths = [UInt8](repeating: 0, count: 19)
        for i in 0..<codeCount { codeLengths[Self.codeLengthOrder[i]] = UInt8(try take(3)) }
        let codeTable = UnsafeMutablePointer<UInt32>.allocate(capacity: 1 << 7)
        defer { codeTable.deallocate() }
        let codeBits = try Self.build(codeLengths[...], into: codeTable, incompleteAllowed: false)
        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var i = 0
        while i < lengths.count {
            let symbol = try decode(codeTable, codeBits)
            var repeated: UInt8 = 0, times = 1
            switch symbol {
            case 0...15: repeated = UInt8(symbol)
            case 16:
                guard i > 0 else { throw Failure(why: "a repeated code length with none before it") }
                repeated = lengths[i - 1]; times = 3 + (try take(2))
            case 17: times = 3 + (try take(3))
            default: times = 11 + (try take(7))
            }
            guard i + times <= lengths.count else { throw Failure(why: "code lengths repeated past the end of the table") }
            for _ in 0..<times { lengths[i] = repeated; i += 1 }
        }
        guard lengths[256] != 0 else { throw Failure(why: "no end-of-block code") }
        literalBits = try Self.build(lengths[..<literalCount], into: literals, incompleteAllowed: true)
        distanceBits = try Self.build(lengths[literalCount...], into: distances, incompleteAllowed: true)
    }

    /// A lookup table indexed by the next `width` bits (the longest code's
    /// length), returned. Codes are canonical (RFC 1951 §3.2.2) and sent
    /// most significant bit first, so each is entered bit-reversed, at every
    /// index whose low bits it is. An over-subscribed set is refused; an
    /// incomplete one only when allowed and a single one-bit code (zlib's
    /// rule), and a table with no codes decodes nothing.
    static func build(_ lengths: ArraySlice<UInt8>, into table: UnsafeMutablePointer<UInt32>,
                      incompleteAllowed: Bool) throws(Failure) -> Int {
        var counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var width = 15
        while width > 0 && counts[width] == 0 { width -= 1 }
        table[0] = 0
        guard width > 0 else { return 0 }
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw Failure(why: "an over-subscribed Huffman code") }
        }
        guard left == 0 || (incompleteAllowed && width == 1) else { throw Failure(why: "an incomplete Huffman code") }
        var next = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            next[length] = code
        }
        let size = 1 << width
        table.update(repeating: 0, count: size)
        for (offset, length) in lengths.enumerated() where length > 0 {
            let bitsLength = Int(length)
            var reversed = 0, value = next[bitsLength]
            next[bitsLength] += 1
            for _ in 0..<bitsLength { reversed = reversed << 1 | value & 1; value >>= 1 }
            let entry = UInt32(offset << 4 | bitsLength)
            while reversed < size {
                table[reversed] = entry
                reversed += 1 << bitsLength
            }
        }
        return width
    }
}
