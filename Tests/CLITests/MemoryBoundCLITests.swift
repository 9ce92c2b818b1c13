import Foundation
import Testing

/// `--max-memory` bounds memory the C libraries allocate too (docs/RELIABILITY.md,
/// "Run limits"): cairo's image surface, gdk-pixbuf decoding a PNG inside an
/// SVG image, Lua building views without end. Each run is unbounded (or far
/// past the limit) work, so it can only end at the limit: with the limit's
/// message or a clear error, exit 1, never a signal, peak resident size at
/// most --max-memory × 1.1 + 32 MiB (wait4's ru_maxrss), and no output or
/// temporary file left.
@Suite struct MemoryBoundCLITests {
    static func expectBounded(_ r: MeasuredRun, mib: Double, in dir: Scratch, output: String,
                              sourceLocation: SourceLocation = #_sourceLocation) throws {
        #expect(!r.signaled, "ended by signal \(r.status - 128)", sourceLocation: sourceLocation)
        #expect(r.status == 1, "\(r)", sourceLocation: sourceLocation)
        #expect(r.stderr.contains("memory limit reached (--max-memory \(Int(mib)) MiB)"), "stderr: \(r.stderr)",
                sourceLocation: sourceLocation)
        #expect(r.peakResidentMiB <= RunBudgetCLITests.residentBound(mib), "peak \(r.peakResidentMiB) MiB",
                sourceLocation: sourceLocation)
        #expect(!dir.exists(output), sourceLocation: sourceLocation)
        let left = try FileManager.default.contentsOfDirectory(atPath: dir.url.path).filter { $0.hasSuffix(".tmp") || $0.hasPrefix(".") }
        #expect(left.isEmpty, "left: \(left)", sourceLocation: sourceLocation)
    }

    /// A 16,000 × 16,000 PNG (within the largest shapelua makes) needs a 1 GB
    /// cairo surface: cairo's refused allocation is the limit's, and `pcall` cannot
    /// catch a limit.
    @Test(.disabled(if: MeasuredRun.underAddressSanitizer, "no data limit under ASan"))
    func aPNGLargerThanTheLimitIsStoppedByIt() throws {
        let dir = try Scratch()
        let r = try MeasuredRun.run(["--max-memory", "100", "-e",
                                     "print(pcall(save, Rectangle():fill('red'):frame(16000, 16000), 'big.png')) print('after')"],
                                    in: dir.url, killAfter: 120)
        try Self.expectBounded(r, mib: 100, in: dir, output: "big.png")
        #expect(r.stdout == "")
    }

    /// A PNG declaring 9,459 × 9,459 pixels (the most an image may declare:
    /// 358 MB decoded) inside an SVG image, from a file of a few hundred
    /// bytes: drawn within the bound or stopped by the limit, never a crash.
    @Test(.disabled(if: MeasuredRun.underAddressSanitizer, "no data limit under ASan"))
    func aDecompressionBombInsideAnSVGImageStaysWithinTheLimit() throws {
        let dir = try Scratch()
        let bomb = UndrawableImageTests.png(width: 9459, height: 9459, depth: 8, colour: 6, palette: false)
        let svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"100\" height=\"100\">"
            + "<image width=\"100\" height=\"100\" href=\"data:image/png;base64,\(Data(bomb).base64EncodedString())\"/></svg>"
        _ = try dir.write("bomb.svg", svg)
        let r = try MeasuredRun.run(["--max-memory", "64", "-e", "save(Image('bomb.svg'), 'out.png')"],
                                    in: dir.url, killAfter: 120)
        if r.status == 0 {
            #expect(!r.signaled && r.stderr == "", "\(r)")
            #expect(dir.exists("out.png"))
            #expect(r.peakResidentMiB <= RunBudgetCLITests.residentBound(64), "peak \(r.peakResidentMiB) MiB")
        } else {
            try Self.expectBounded(r, mib: 64, in: dir, output: "out.png")
        }
    }

    /// ForEach over a count no memory holds: Lua's allocations and the
    /// views' both meet the limit. (Where Swift's own allocator is refused,
    /// the Swift runtime writes its "Fatal error: failed to allocate" line
    /// before the worker ends; the supervisor's message follows it. Where
    /// Lua's allocator is refused inside a Swift frame, the worker ends and
    /// the supervisor's message is all.)
    @Test(.disabled(if: MeasuredRun.underAddressSanitizer, "no data limit under ASan"))
    func forEachOfAHugeCountIsStoppedByTheLimit() throws {
        let dir = try Scratch()
        let r = try MeasuredRun.run(["--max-memory", "64", "-o", "out.svg", "-e",
                                     "return VStack(ForEach(2^62, function(i) return Circle():fill('red') end))"],
                                    in: dir.url, killAfter: 240)
        try Self.expectBounded(r, mib: 64, in: dir, output: "out.svg")
        #expect(!r.stderr.contains("inside a Swift frame"), "\(r.stderr)")
    }
}
