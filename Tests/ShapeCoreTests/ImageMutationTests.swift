import Testing
@testable import ShapeCore

/// Damaged files never crash the readers: thousands of seeded random
/// mutations of real files either fail with an ImageError or give a sane size.
@Suite struct ImageMutationTests {
    /// A small deterministic generator (SplitMix64), so failures reproduce.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func mutatedFilesFailCleanly() throws {
        let svg = #"<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="12mm" viewBox="0 0 4 3"><rect width="4" height="3"/></svg>"#
        let originals = [
            try ImageFixtures.png(fromSVG: svg),
            try ImageFixtures.jpeg(width: 16, height: 9, options: ["-progressive"]),
            Array(svg.utf8),
        ]
        var random = SplitMix(state: 42)
        var failures = 0, successes = 0
        for original in originals {
            for _ in 0..<1500 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    let i = Int.random(in: 0..<bytes.count, using: &random)
                    switch Int.random(in: 0..<3, using: &random) {
                    case 0: bytes[i] = UInt8.random(in: 0...255, using: &random)
                    case 1: bytes.removeSubrange(i..<min(bytes.count, i + Int.random(in: 1...8, using: &random)))
                    default: bytes.insert(UInt8.random(in: 0...255, using: &random), at: i)
                    }
                    if bytes.isEmpty { bytes = [0] }
                }
                do {
                    let info = try ImageInfo.read(bytes)
                    #expect(info.size.width.isFinite && info.size.height.isFinite)
                    #expect(info.size.width >= 0 && info.size.height >= 0)
                    successes += 1
                } catch {
                    failures += 1
                }
            }
        }
        // Most damage is caught (CRCs, markers, tags); some survives harmlessly
        // (a changed pixel in JPEG scan data, a changed SVG attribute value).
        #expect(failures > 2000, "failures \(failures), successes \(successes)")
    }
}
