import Testing
@testable import ShapeCore

/// A colour's fill and stroke attributes are put together in one copy
/// (`SVGWriter.inOneCopy`); a number the fast writer cannot take (too
/// large for it, or not finite) sends them the piecewise way. Both give
/// the same bytes.
@Suite struct SVGPaintAttributeTests {
    static func text(_ body: (SVGWriter) -> Void, precision: Int = 3) -> (String, Bool) {
        let w = SVGWriter(precision: precision)
        body(w)
        return (String(decoding: w.out, as: UTF8.self), w.sawNonFinite)
    }

    static let red = Color(red: 1, green: 0, blue: 0), halfBlue = Color(red: 0, green: 0, blue: 1, opacity: 0.5)

    @Test func fillOfAColour() {
        #expect(Self.text { $0.fillAttributes(.color(Self.red)) }.0 == " fill=\"#ff0000\"")
        #expect(Self.text { $0.fillAttributes(.color(Self.halfBlue)) }.0 == " fill=\"#0000ff\" fill-opacity=\"0.5\"")
        #expect(Self.text { $0.fillAttributes(.reference(Array("g1".utf8))) }.0 == " fill=\"url(#g1)\"")
    }

    @Test func strokeOfAColour() {
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 1, miterLimit: 4)) }.0
                == " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\"")
        #expect(Self.text { $0.strokeAttributes(.color(Self.halfBlue), StrokeStyle(lineWidth: 0.125, miterLimit: 4)) }.0
                == " fill=\"none\" stroke=\"#0000ff\" stroke-opacity=\"0.5\" stroke-width=\"0.125\"")
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: 4), widthScale: 2) }.0
                == " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"4\" stroke-linecap=\"round\"")
        #expect(Self.text { $0.strokeAttributes(.reference(Array("g2".utf8)), StrokeStyle(lineWidth: 3, miterLimit: 4)) }.0
                == " fill=\"none\" stroke=\"url(#g2)\" stroke-width=\"3\"")
    }

    /// Widths past the fast number writer (|v|·10^p ≥ 2^53) and widths that
    /// are not finite: the same text as numbers written one by one, and a
    /// non-finite width is still reported.
    @Test func numbersTheFastWriterCannotTakeGiveTheSameText() {
        for width in [1e300, 9.007199254740993e12, Double.infinity, Double.nan] {
            for precision in [0, 3, 17] {
                let piecewise = Self.text({ w in
                    w.raw(" fill=\"none\" stroke=\"#0000ff\" stroke-opacity=\""); w.number(0.5); w.raw("\"")
                    w.raw(" stroke-width=\""); w.number(width); w.raw("\"")
                }, precision: precision)
                let written = Self.text({ $0.strokeAttributes(.color(Self.halfBlue), StrokeStyle(lineWidth: width, miterLimit: 4)) },
                                        precision: precision)
                #expect(written == piecewise, "\(width) at \(precision)")
                #expect(written.1 == !width.isFinite)
            }
        }
    }

    /// The options in SVG's order whichever way the width was written:
    /// StrokeStyle's default miter limit (10) in the one copy, after a
    /// round join or cap otherwise.
    @Test func strokeOptionsKeepTheirOrder() {
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 1)) }.0
                == " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\" stroke-miterlimit=\"10\"")
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 1, lineJoin: .round)) }.0
                == " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\" stroke-linejoin=\"round\" stroke-miterlimit=\"10\"")
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 1, lineCap: .square, lineJoin: .bevel)) }.0
                == " fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\" stroke-linecap=\"square\" stroke-linejoin=\"bevel\" stroke-miterlimit=\"10\"")
        #expect(Self.text { $0.strokeAttributes(.color(Self.red), StrokeStyle(lineWidth: 1, miterLimit: 1e300)) }
                == Self.text { w in
                    w.raw(" fill=\"none\" stroke=\"#ff0000\" stroke-width=\"1\" stroke-miterlimit=\""); w.number(1e300); w.raw("\"")
                })
    }

    /// The writer's colour bytes are `Color.byte` for every component: each
    /// k/255 and its neighbours, the halfway points (k + 0.5)/255 and theirs,
    /// the ends, and random components.
    @Test func colourBytesAreColorsBytes() {
        var values: [Double] = [0, 1, -0.0, .leastNonzeroMagnitude, 0.5 / 255, (1 - .ulpOfOne) ]
        for k in 0...255 {
            for v in [Double(k) / 255, (Double(k) + 0.5) / 255] {
                values += [v, v.nextUp, v.nextDown, v.nextUp.nextUp, v.nextDown.nextDown]
            }
        }
        var rng = SplitMix64(seed: 255)
        for _ in 0..<100_000 { values.append(rng.unit()) }
        for v in values where v >= 0 && v <= 1 {
            #expect(SVGWriter.byte(v) == Color.byte(v), "\(v)")
        }
    }

    /// `#rrggbb` from the nibbles in one word: every byte value of every
    /// component (through k/255) and random colours, against the digits
    /// spelled out one by one.
    @Test func hexColourIsEachComponentsTwoDigits() {
        func expected(_ c: Color) -> String {
            "#" + [c.red, c.green, c.blue].map { v -> String in
                let b = Color.byte(v)
                return (b < 16 ? "0" : "") + String(b, radix: 16)
            }.joined()
        }
        var colours: [Color] = []
        for k in 0...255 {
            let v = Double(k) / 255
            colours += [Color(red: v, green: 0, blue: 1), Color(red: 1 - v, green: v, blue: 0), Color(red: 0, green: 1, blue: v)]
        }
        var rng = SplitMix64(seed: 256)
        for _ in 0..<20_000 { colours.append(Color(red: rng.unit(), green: rng.unit(), blue: rng.unit())) }
        for c in colours {
            #expect(Self.text { $0.hexColor(c) }.0 == expected(c))
            #expect(Self.text { w in _ = w.inOneCopy { $0.hexColor(c) } }.0 == expected(c))
        }
    }

    /// A writer repeats the usual stroke's bytes from its last stroke
    /// (`StrokeMemo`): every call writes what a fresh writer writes for it,
    /// over random sequences of near-identical strokes (a colour, opacity,
    /// width or miter limit one ulp apart, ±0, a cap, a join, a dash, a
    /// gradient) at several precisions.
    @Test func repeatedStrokesWriteWhatAFreshWriterWrites() {
        let colours = [Self.red, Self.halfBlue, Color(red: 1, green: 0, blue: 0.0.nextUp),
                       Color(red: 1, green: 0, blue: 0, opacity: 1.0.nextDown)]
        let widths = [1, 1.0.nextUp, 0.5, 0, -0.0, 1e300, .infinity]
        var rng = SplitMix64(seed: 257)
        for precision in [0, 2, 3, 17] {
            let memo = SVGWriter(precision: precision)
            var failures = 0
            for step in 0..<3_000 {
                let paint: SVGPaint = rng.next() % 10 == 0 ? .reference(Array("g1".utf8))
                                                           : .color(colours[Int(rng.next() % UInt64(colours.count))])
                let style = StrokeStyle(lineWidth: widths[Int(rng.next() % UInt64(widths.count))],
                                        lineCap: rng.next() % 8 == 0 ? .round : .butt,
                                        lineJoin: rng.next() % 8 == 0 ? .bevel : .miter,
                                        miterLimit: [10, 4, 10.0.nextUp][Int(rng.next() % 3)],
                                        dash: rng.next() % 8 == 0 ? [2, 1] : [])
                let scale = rng.next() % 4 == 0 ? 2.0 : 1.0
                let start = memo.out.count
                memo.strokeAttributes(paint, style, widthScale: scale)
                let fresh = Self.text({ $0.strokeAttributes(paint, style, widthScale: scale) }, precision: precision).0
                let written = String(decoding: memo.out[start...], as: UTF8.self)
                if written != fresh {
                    failures += 1
                    if failures <= 3 { Issue.record("step \(step) at precision \(precision): \(written) != \(fresh)") }
                }
            }
            #expect(failures == 0)
        }
    }
}
