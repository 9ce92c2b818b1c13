import Foundation
import Testing
@testable import ShapeCore

/// The examples' stand-ins for the seeds' images (scripts/examples/assets)
/// are readable, sized as the seeds use them, and camera.png matches its source.
@Suite struct ImageAssetTests {
    static let assets = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("scripts/examples/assets")

    func read(_ name: String) throws -> ImageInfo {
        try ImageInfo.read([UInt8](try Data(contentsOf: Self.assets.appendingPathComponent(name))))
    }

    @Test func moonIsASquareSVG() throws {
        // Seed 001 shows it resizable in a 100×100 frame.
        #expect(try read("moon.svg") == ImageInfo(format: .svg, size: Size(100, 100)))
    }

    @Test func cameraPNGIsRenderedFromItsSVG() throws {
        // Seed 003 fills an 80×80 frame with it (scaledToFill): 4:3, so it crops.
        let png = try read("camera.png")
        let svg = try read("camera.svg")
        #expect(png == ImageInfo(format: .png, size: Size(240, 180)))
        #expect(svg.size == png.size)
    }
}
