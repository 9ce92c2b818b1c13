import Testing
@testable import ShapeCore

/// The SVG writer's recent paths (`RecentPaths`: a path's data formatted
/// once however often it is written in a row) must be invisible: every
/// document equals the one written without them, and every path's data
/// is its own, bit for bit.
@Suite struct RecentPathsTests {
    /// Paths that differ from `base` in one thing the data depends on: a
    /// point by one ulp, the sign of a zero, a verb, an arc record's flag
    /// or radius; and the same contents in storage of their own.
    static func nearPaths() -> [Path] {
        let base = UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3,
                                          topTrailingRadius: 4, style: .circular).path(in: Rect(0.5, 0.5, 13, 14))
        var paths = [base]
        var copy = Path(); copy.appendRaw(verbs: base.verbs, points: base.points, arcs: base.arcs) // own storage
        paths.append(copy)
        var ulp = base; ulp.replaceLastPoint(with: Point(base.points.last!.x.nextUp, base.points.last!.y))
        paths.append(ulp)
        var zero = Path(); zero.move(to: Point(0, 0)); zero.addLine(to: Point(1, 1))
        var negativeZero = Path(); negativeZero.move(to: Point(-0.0, 0)); negativeZero.addLine(to: Point(1, 1))
        var quad = Path(); quad.move(to: Point(0, 0)); quad.addQuadCurve(to: Point(1, 1), control: Point(1, 0))
        var line = Path(); line.move(to: Point(0, 0)); line.addLine(to: Point(1, 0)); line.addLine(to: Point(1, 1))
        paths += [zero, negativeZero, quad, line]
        var flag = base; flag.arcs[0].sweep.toggle(); paths.append(flag)
        var radius = base; radius.arcs[1].radiusX = radius.arcs[1].radiusX.nextDown; paths.append(radius)
        var noArcs = base; noArcs.arcs = []; paths.append(noArcs)
        paths.append(Path())
        return paths
    }

    /// Random sequences (repeats, near misses, more paths than the writer
    /// keeps, rollbacks): the data written is each path's own every time.
    @Test func everyPathWritesItsOwnData() {
        let paths = Self.nearPaths()
        var rng = SplitMix64(seed: 14)
        for precision in [0, 1, 3, 6] {
            let cached = SVGWriter(precision: precision), plain = SVGWriter(precision: precision, keepsRecentPaths: false)
            var expected: [UInt8] = []
            for step in 0..<2_000 {
                // Repeat the last path half the time, as fill then stroke does.
                let k = Int(rng.next() % UInt64(paths.count))
                let repeats = 1 + Int(rng.next() % 2)
                for _ in 0..<repeats {
                    cached.pathData(paths[k]); plain.pathData(paths[k])
                    expected += Array(" d=\"\(paths[k].svgPathData(precision: precision))\"".utf8)
                }
                if step % 97 == 0 {
                    // Undo what was just written; the cache keeps its copies.
                    let mark = cached.mark
                    cached.pathData(paths[(k + 1) % paths.count])
                    cached.rollBack(to: mark)
                }
            }
            #expect(cached.out == expected, "precision \(precision)")
            #expect(plain.out == expected, "precision \(precision)")
        }
    }

    /// A path changed in place after it was written (a Lua path builder
    /// mutating its storage) writes its new data.
    @Test func aPathChangedAfterWritingWritesItsNewData() {
        let writer = SVGWriter(precision: 3)
        var path = Path()
        path.move(to: Point(0, 0)); path.addLine(to: Point(1, 2))
        writer.pathData(path)
        path.replaceLastPoint(with: Point(1, 3))
        writer.pathData(path)
        path.addLine(to: Point(4, 4))
        writer.pathData(path)
        #expect(String(decoding: writer.out, as: UTF8.self) == " d=\"M0 0L1 2\" d=\"M0 0L1 3\" d=\"M0 0L1 3L4 4\"")
    }

    /// Random Canvas drawing — fill and stroke of the same and of other
    /// shapes, rects repeating, colours and gradients (a gradient moves the
    /// path to its rect's origin), transforms, clips, layers, opacity,
    /// shapes and bare paths, precisions 0...4 — gives the document the
    /// writer without recent paths gives.
    @Test func canvasDocumentsEqualTheUncachedWritersDocuments() throws {
        let shapes: [any Shape] = [
            UnevenRoundedRectangle(topLeadingRadius: 1, bottomLeadingRadius: 2, bottomTrailingRadius: 3, topTrailingRadius: 4,
                                   style: .circular),
            UnevenRoundedRectangle(topLeadingRadius: 4, bottomLeadingRadius: 0, bottomTrailingRadius: 3, topTrailingRadius: 1,
                                   style: .continuous),
            RoundedRectangle(cornerRadius: 2, style: .circular), Circle(), Capsule(), Rectangle(),
        ]
        let rects = [Rect(0.5, 0.5, 13, 14), Rect(20, 0, 13, 14), Rect(0.5, 0.5, 14, 13), Rect(3, 4, 0, 5)]
        let gradient = try LinearGradient(colors: [Color.red, Color.blue])
        for seed in UInt64(1)...40 {
            var rng = SplitMix64(seed: seed)
            var ops: [UInt64] = []
            for _ in 0..<200 { ops.append(rng.next()) }
            let canvas = Canvas(width: 60, height: 40) { ctx in
                func draw(_ ctx: GraphicsContext, _ op: UInt64) throws {
                    let shape = shapes[Int(op % UInt64(shapes.count))], rect = rects[Int((op >> 8) % UInt64(rects.count))]
                    let path = shape.path(in: rect)
                    switch (op >> 16) % 12 {
                    case 0, 1: try ctx.fill(shape, in: rect, with: Color.red)
                    case 2, 3: try ctx.stroke(shape, in: rect, with: Color.black, lineWidth: 1)
                    case 4: try ctx.fill(shape, in: rect, with: gradient)
                    case 5: try ctx.stroke(shape, in: rect, with: gradient, lineWidth: 2)
                    case 6: try ctx.fill(path, with: Color.green)
                    case 7: try ctx.stroke(path, with: gradient, lineWidth: 1)
                    case 8: try ctx.translateBy(x: Double(op >> 40 & 7), y: 0.5)
                    case 9: try ctx.rotate(degrees: Double(op >> 40 & 63))
                    case 10: try ctx.opacity(Double(op >> 40 & 3) / 3)
                    default: try ctx.clip(to: shape, in: rect)
                    }
                }
                var i = 0
                while i < ops.count {
                    if ops[i] >> 60 == 0 { // now and then a layer of the next few operations
                        let end = min(i + 6, ops.count)
                        let slice = Array(ops[i..<end])
                        try ctx.drawLayer { layer in for op in slice { try draw(layer, op) } }
                        i = end
                    } else {
                        try draw(ctx, ops[i])
                        // The same shape in the same rect drawn again another way (fill then stroke).
                        if ops[i] >> 59 & 1 == 0 { try draw(ctx, ops[i] ^ (1 << 17)) }
                        i += 1
                    }
                }
            }
            let options = SVGOptions(precision: Int(seed % 5))
            let cached = try svgBytes(canvas, options: options)
            #expect(cached == (try svgBytes(canvas, options: options, keepingRecentPaths: false)), "seed \(seed)")
        }
    }

    /// `path(in:into:)` builds in storage that held any other path (larger,
    /// with arcs or without, shared with a copy that must not change) the
    /// path `path(in:)` builds (a circular one written over the old one in
    /// place: `CircularRoundedRect.replace`; a fresh path takes `add`).
    @Test func aShapeBuiltInReusedStorageIsTheShapeBuiltFresh() {
        var rng = SplitMix64(seed: 3)
        var reused = Path()
        for _ in 0..<2_000 {
            let radii = (0..<4).map { _ in rng.next() % 5 == 0 ? 0 : rng.uniform(0, 8) }
            let base = UnevenRoundedRectangle(topLeadingRadius: radii[0], bottomLeadingRadius: radii[1],
                                              bottomTrailingRadius: radii[2], topTrailingRadius: radii[3],
                                              style: rng.next() % 3 == 0 ? .continuous : .circular)
            // Inset ones too (their rect and radii change before fitting), some past empty.
            let shape = rng.next() % 4 == 0 ? base.inset(by: rng.uniform(-2, 6)) : base
            let rect = Rect(rng.uniform(-5, 5), rng.uniform(-5, 5), rng.uniform(0, 20), rng.uniform(0, 20))
            let before = reused, beforeData = reused.svgPathData(precision: 17)
            shape.path(in: rect, into: &reused)
            #expect(before.svgPathData(precision: 17) == beforeData) // a copy sharing the storage is untouched
            #expect(reused == shape.path(in: rect))
            #expect(reused.subpathStart == shape.path(in: rect).subpathStart)
            if rng.next() % 4 == 0 { reused.addLine(to: Point(1, 1)) } // a path changed afterwards
        }
    }
}
