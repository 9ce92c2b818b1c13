/// The fuzzer's bytes read as a stream of typed choices. Reading past the
/// end gives zeros, so every input, however short, decodes to something and
/// libFuzzer's mutations (flip a byte, insert, cut) change one choice at a
/// time.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var position = 0

    public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    public var isAtEnd: Bool { position >= bytes.count }

    public mutating func byte() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// One of `count` choices (0..<count), from one byte.
    public mutating func choice(_ count: Int) -> Int {
        precondition(count > 0 && count <= 256)
        return Int(byte()) % count
    }

    /// A double: mostly from `hostileDoubles` (the edges where arithmetic
    /// traps, overflows or loses precision), sometimes 8 raw bytes (any bit
    /// pattern, NaN and infinities included).
    public mutating func double() -> Double {
        let k = byte()
        if k < 200 { return FuzzInput.hostileDoubles[Int(k) % FuzzInput.hostileDoubles.count] }
        var bits: UInt64 = 0
        for _ in 0..<8 { bits = bits << 8 | UInt64(byte()) }
        return Double(bitPattern: bits)
    }

    /// The rest of the input as text (invalid UTF-8 becomes U+FFFD).
    public mutating func rest() -> String {
        defer { position = bytes.count }
        return position < bytes.count ? String(decoding: bytes[position...], as: UTF8.self) : ""
    }

    /// Subnormals, values at the overflow edge, 2^53 (where integers stop
    /// being exact), 2^63 (where Int conversion traps), signed zeros,
    /// non-finite values, and ordinary sizes.
    public static let hostileDoubles: [Double] = [
        0, -0.0, 1, -1, 0.5, 2, 3, 10, 17, 100, 1000, -7.25,
        .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
        Double.leastNormalMagnitude.nextDown, 1e-200, 1e-15,
        1e15, 1e30, 1e40, 1e200, 1e308, -1e308,
        .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
        9007199254740992, Double(9007199254740992).nextUp, 9.223372036854775807e18, -9.223372036854775808e18,
        Double(Int.max), Double(Int.min), 4294967296,
        .infinity, -.infinity, .nan,
    ]
}
