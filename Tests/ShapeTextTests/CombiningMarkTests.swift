import ShapeCore
@testable import ShapeText
import Testing

/// Long runs of combining marks (LineShaper.swift): shaped
/// `maxClusterMarks` at a time, each piece continuing the stack, so the
/// cost is linear and a repeated mark lands where HarfBuzz puts it.
@Suite struct CombiningMarkTests {
    let fonts = SystemFontProvider()
    let font = FontRequest(family: "DejaVu Sans", size: 20)

    func top(_ marks: Int, _ mark: String = "\u{301}") throws -> Double {
        let line = try fonts.shape("a" + String(repeating: mark, count: marks), font: font)
        return try #require(line.outline.pointBounds).minY
    }

    @Test func aRepeatedMarkStacksEvenlyAcrossPieces() throws {
        let k = LineShaper.maxClusterMarks
        // Up to k marks HarfBuzz shapes the cluster whole: the step between
        // two marks is its own.
        let step = try top(k) - top(k - 1)
        #expect(step < -1, "marks stack upwards (y down): \(step)")
        #expect(abs((try top(k - 1) - top(k - 2)) - step) < 1e-9)
        // Past k, pieces continue the stack by the same step.
        for n in [k + 1, k + 2, 2 * k, 2 * k + 1, 5 * k + 3] {
            let t = try top(n), want = try top(k) + Double(n - k) * step
            #expect(abs(t - want) < 1e-6, "\(n) marks: \(t), want \(want), step \(step)")
        }
        // Below the base (U+0316, grave below): the same rule with the
        // bottom edge, whatever step HarfBuzz gives (DejaVu Sans may not stack them).
        func bottom(_ marks: Int) throws -> Double {
            let line = try fonts.shape("a" + String(repeating: "\u{316}", count: marks), font: font)
            return try #require(line.outline.pointBounds).maxY
        }
        let down = try bottom(k) - bottom(k - 1)
        #expect(down >= 0)
        let b = try bottom(3 * k), want = try bottom(k) + Double(2 * k) * down
        #expect(abs(b - want) < 1e-6, "\(b), want \(want)")
    }

    @Test func marksAddNoWidthAndSpacingCountsTheClusterOnce() throws {
        let k = LineShaper.maxClusterMarks
        let plain = try fonts.shape("ab", font: font)
        let marked = try fonts.shape("a" + String(repeating: "\u{301}", count: 3 * k + 5) + "b", font: font)
        #expect(abs(marked.width - plain.width) < 1e-9)
        var spaced = font
        spaced.spacing = 4
        let s = try fonts.shape("a" + String(repeating: "\u{301}", count: 3 * k + 5) + "b", font: spaced)
        #expect(abs(s.width - (plain.width + 2 * 4)) < 1e-9)
    }

    @Test func glyphCountIsLinear() throws {
        // One accent outline per mark, whatever the piece it is shaped in.
        let one = try fonts.shape("a\u{301}\u{301}", font: font).outline.verbs.count
            - (try fonts.shape("a\u{301}", font: font).outline.verbs.count)
        let n = 10 * LineShaper.maxClusterMarks
        let many = try fonts.shape("a" + String(repeating: "\u{301}", count: n), font: font).outline.verbs.count
        let base = try fonts.shape("a\u{301}", font: font).outline.verbs.count
        #expect(many == base + (n - 1) * one)
    }
}
