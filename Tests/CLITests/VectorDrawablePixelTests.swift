import Foundation
import ShapeRaster
import Testing

/// `save(view, "x.xml")`: Android VectorDrawables. Every drawable the
/// scenes below write is compiled by Android's own `aapt2 compile`
/// (Debian `aapt`), and drawn: an independent reader
/// (Support/VectorDrawableReader.swift) turns it back into SVG, and both
/// that and the SVG `save` writes of the same view are rendered by
/// rsvg-convert and compared pixel by pixel.
@Suite struct VectorDrawablePixelTests {
    /// One view per feature: name and Lua expression (each 120 × 120).
    static let scenes: [(String, String)] = [
        ("fill_colour", #"Circle():fill(Color(0.2, 0.6, 0.9, 0.8)):padding(10)"#),
        ("fill_evenodd", #"Shape(function() return Path("M10 10H110V110H10ZM40 40H80V80H40Z") end):fill("orange", "evenOdd")"#),
        ("stroke_caps_joins", #"""
            VStack{spacing = 4,
              Shape(function() return Path("M10 10L50 30L90 10") end):stroke("navy", {lineWidth = 8, lineCap = "round", lineJoin = "round"}):frame(100, 34),
              Shape(function() return Path("M10 10L50 30L90 10") end):stroke("teal", {lineWidth = 8, lineCap = "square", lineJoin = "bevel"}):frame(100, 34),
              Shape(function() return Path("M10 10L50 26L90 10") end):stroke("maroon", {lineWidth = 6, lineJoin = "miter", miterLimit = 2}):frame(100, 34)}
            """#),
        ("stroke_miter_kept", #"Shape(function() return Path("M10 20L60 40L110 20") end):stroke("purple", {lineWidth = 6, miterLimit = 20}):frame(120, 60)"#),
        ("stroke_dashed", #"Circle():stroke("crimson", {lineWidth = 6, dash = {12, 6}, dashPhase = 3}):padding(12)"#),
        ("linear_gradient", #"RoundedRectangle(20):fill(LinearGradient{colors = {"red", "yellow", "blue"}, startPoint = "topLeading", endPoint = "bottomTrailing"})"#),
        ("radial_gradient", #"Circle():fill(RadialGradient{colors = {"white", "green", Color(0, 0, 0.5, 0.5)}, startRadius = 10, endRadius = 55})"#),
        ("elliptical_gradient", #"Rectangle():fill(EllipticalGradient{colors = {"yellow", "purple"}}):frame(120, 60)"#),
        ("sweep_full", #"Circle():fill(AngularGradient{colors = {"red", "yellow", "green", "blue", "red"}})"#),
        ("sweep_turned", #"Circle():fill(AngularGradient{colors = {"red", "blue"}, startAngle = 45, endAngle = 315})"#),
        ("sweep_backwards", #"Rectangle():fill(AngularGradient{colors = {"orange", "black", "cyan"}, startAngle = 200, endAngle = -20})"#),
        ("gradient_stroke", #"Circle():stroke(LinearGradient{colors = {"red", "blue"}}, 10):padding(10)"#),
        ("clip_shape", #"Rectangle():fill(LinearGradient{colors = {"teal", "yellow"}}):clipShape(Circle())"#),
        ("clip_evenodd", #"Color("indigo"):clipShape(Shape(function() return Path("M0 0H120V120H0ZM30 30H90V90H30Z") end), "evenOdd")"#),
        ("transforms", #"""
            ZStack{
              Rectangle():fill("red"):frame(40, 20):rotationEffect(30),
              Rectangle():fill("blue"):frame(30, 30):offset(30, -30),
              Circle():fill("green"):frame(20, 20):scaleEffect(2, 1, "topLeading"):offset(-40, 30)}:frame(120, 120)
            """#),
        ("opacity_shapes", #"""
            HStack{spacing = 10,
              Circle():fill("red"):frame(40, 40),
              Circle():fill("blue"):frame(40, 40)}:opacity(0.5):padding(10)
            """#),
        ("opacity_whole", #"ZStack{Circle():fill("red"), Circle():fill("blue"):padding(20)}:opacity(0.6)"#),
        ("stroke_border_dashed", #"RoundedRectangle(30):strokeBorder("black", {lineWidth = 10, dash = {20, 8}}):padding(4)"#),
        ("stroke_border_plain", #"Capsule():strokeBorder(Color(1, 0.5, 0), 12):frame(120, 70)"#),
        ("text_outlines", #"Text("Ag"):font{size = 60}:foregroundColor("darkgreen"):underline()"#),
        ("nested_transforms", #"""
            Rectangle():fill(LinearGradient{colors = {"black", "white"}, startPoint = "leading", endPoint = "trailing"})
              :frame(60, 30):rotationEffect(45):scaleEffect(1.5):clipShape(Circle()):frame(120, 120)
            """#),
    ]

    /// One script writes every scene as `NAME.svg` and `NAME.xml`.
    static func writeScenes(_ scratch: Scratch) throws {
        var script = "local function out(name, v)\n  v = v:frame(120, 120)\n  save(v, 'res/drawable/' .. name .. '.xml')\n  save(v, 'svg/' .. name .. '.svg')\nend\n"
        for (name, lua) in scenes { script += "out('\(name)', \(lua))\n" }
        let path = try scratch.write("scenes.lua", script)
        let result = try Shapelua.run([path], in: scratch.url, timeout: 60)
        #expect(result.status == 0, "\(result.stderr)")
    }

    static func rsvg(_ svgPath: String) throws -> RasterImage {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/rsvg-convert")
        process.arguments = [svgPath]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let png = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw VectorDrawableReader.Failure(description: "rsvg-convert failed on \(svgPath)") }
        return try Raster.decodePNG(Array(png))
    }

    /// The pixels (x, y, largest difference) that differ by more than
    /// `tolerance` levels in a channel (colours premultiplied by alpha, so
    /// transparent pixels compare equal).
    static func differences(_ a: RasterImage, _ b: RasterImage, tolerance: Int) -> [(Int, Int, Int)] {
        guard a.width == b.width, a.height == b.height else { return [(-1, -1, 255)] }
        var found: [(Int, Int, Int)] = []
        for i in stride(from: 0, to: a.rgba.count, by: 4) {
            let aa = Int(a.rgba[i + 3]), ba = Int(b.rgba[i + 3])
            var worst = abs(aa - ba)
            for c in 0..<3 {
                worst = max(worst, abs(Int(a.rgba[i + c]) * aa / 255 - Int(b.rgba[i + c]) * ba / 255))
            }
            if worst > tolerance { found.append((i / 4 % a.width, i / 4 / a.width, worst)) }
        }
        return found
    }

    static func aapt2Compile(_ file: String, in scratch: Scratch) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/aapt2")
        let out = scratch.url.appendingPathComponent("compiled")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        process.arguments = ["compile", file, "-o", out.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, text)
    }

    @Test func everySceneCompilesAndDrawsAsItsSVG() throws {
        let scratch = try Scratch()
        try Self.writeScenes(scratch)
        for (name, _) in Self.scenes {
            let xml = scratch.url.appendingPathComponent("res/drawable/\(name).xml")
            let compiled = try Self.aapt2Compile(xml.path, in: scratch)
            #expect(compiled.status == 0, "aapt2 compile \(name).xml: \(compiled.output)")
            let back = try VectorDrawableReader.svg(try Data(contentsOf: xml))
            let backPath = try scratch.write("back/\(name).svg", back)
            // SHAPELUA_KEEP_RENDERS=DIR keeps each drawable, its SVG and the reader's SVG for a look by eye.
            if let keep = ProcessInfo.processInfo.environment["SHAPELUA_KEEP_RENDERS"] {
                try? FileManager.default.createDirectory(atPath: keep, withIntermediateDirectories: true)
                for (from, to) in [(xml.path, "\(name).xml"), (backPath, "\(name).back.svg"),
                                   (scratch.url.appendingPathComponent("svg/\(name).svg").path, "\(name).svg")] {
                    try? FileManager.default.removeItem(atPath: "\(keep)/\(to)")
                    try? FileManager.default.copyItem(atPath: from, toPath: "\(keep)/\(to)")
                }
            }
            let ours = try Self.rsvg(backPath)
            let reference = try Self.rsvg(scratch.url.appendingPathComponent("svg/\(name).svg").path)
            // Edges may differ by anti-aliasing (a dashed stroke is an
            // outline of straight pieces; the sweep's wedges are not the
            // SVG's); the colours inside may not.
            // Dash ends: cairo dashes its own flattening of a curve, the
            // drawable holds the outline of the library's (each within a
            // tenth of a pixel of the curve), so the partly covered pixels
            // at a dash's corners may differ by a third; no pixel more.
            let dashed = name.contains("dashed")
            let far = Self.differences(ours, reference, tolerance: 24)
            let near = Self.differences(ours, reference, tolerance: 6).count
            if dashed {
                #expect(far.count <= 40 && near <= 400 && far.allSatisfy { $0.2 <= 90 },
                        "\(name): \(far.count) pixels differ by more than 24 levels (\(far.prefix(8))), \(near) by more than 6")
                continue
            }
            #expect(far.count <= 12 && near <= 120,
                    "\(name): \(far.count) pixels differ by more than 24 levels (\(far.prefix(8))), \(near) by more than 6")
        }
    }

    /// The comparison can fail: a drawable with one colour changed, or
    /// with its group transform dropped, draws differently.
    @Test func theComparisonSeesAChangedDrawable() throws {
        let scratch = try Scratch()
        try Self.writeScenes(scratch)
        for (name, from, to) in [("fill_colour", "#CC3399E6", "#CC3399D0"), ("transforms", "android:rotation=\"30\"", "android:rotation=\"25\""),
                                 ("sweep_turned", "android:type=\"sweep\"", "android:type=\"radial\" android:gradientRadius=\"60\"")] {
            let xml = try String(contentsOf: scratch.url.appendingPathComponent("res/drawable/\(name).xml"), encoding: .utf8)
            #expect(xml.contains(from), "\(name).xml has no \(from)")
            let back = try VectorDrawableReader.svg(Data(xml.replacingOccurrences(of: from, with: to).utf8))
            let ours = try Self.rsvg(try scratch.write("changed/\(name).svg", back))
            let reference = try Self.rsvg(scratch.url.appendingPathComponent("svg/\(name).svg").path)
            #expect(Self.differences(ours, reference, tolerance: 6).count > 120, "\(name): the change went unseen")
        }
    }

    /// aapt2 refuses what is not a drawable, so its acceptance means something.
    @Test func aapt2RefusesAMalformedDrawable() throws {
        let scratch = try Scratch()
        let bad = try scratch.write("res/drawable/bad.xml", "<vector xmlns:android=\"http://schemas.android.com/apk/res/android\"><path android:pathData=\"M0 0\"></vector>\n")
        #expect(try Self.aapt2Compile(bad, in: scratch).status != 0)
    }
}
