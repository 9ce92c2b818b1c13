import Testing
@testable import ShapeCore
import ShapeRaster

/// SVG intrinsic sizes: librsvg reads the root element (LibrsvgDimensionReader),
/// ShapeCore combines width, height and viewBox; checked against what
/// rsvg-convert renders at.
@Suite struct ImageSVGTests {
    let ns = #"xmlns="http://www.w3.org/2000/svg""#

    func size(_ svg: String) throws -> Size { try ImageInfo.read(svg).size }

    @Test func widthAndHeightInPxOrUnitless() throws {
        #expect(try size(#"<svg \#(ns) width="120" height="80"></svg>"#) == Size(120, 80))
        #expect(try size(#"<svg \#(ns) width=' 120px ' height="80.5px"/>"#) == Size(120, 80.5))
        #expect(try size(#"<svg \#(ns) width="1e2" height="+5"/>"#) == Size(100, 5))
        // librsvg reads 32-bit floats; the size is the decimal written.
        #expect(try size(#"<svg \#(ns) width="10.1" height="0.3"/>"#) == Size(10.1, 0.3))
        #expect(try size(#"<svg \#(ns) viewBox="0 0 33.3 0.7"/>"#) == Size(33.3, 0.7))
    }

    @Test func absoluteUnitsAt96PerInch() throws {
        func near(_ a: Size, _ b: Size) -> Bool { abs(a.width - b.width) < 1e-9 && abs(a.height - b.height) < 1e-9 }
        #expect(near(try size(#"<svg \#(ns) width="2in" height="25.4mm"/>"#), Size(192, 96)))
        #expect(near(try size(#"<svg \#(ns) width="72pt" height="3pc"/>"#), Size(96, 48)))
        #expect(near(try size(#"<svg \#(ns) width="2.54cm" height="10mm"/>"#), Size(96, 960 / 25.4)))
        // em and ex as librsvg converts them (its default font size, 12 px).
        #expect(try size(#"<svg \#(ns) width="2em" height="2ex"/>"#) == Size(24, 12))
    }

    @Test func viewBoxGivesTheSizeOrTheRatio() throws {
        #expect(try size(#"<svg \#(ns) viewBox="0 0 24 12"/>"#) == Size(24, 12))
        #expect(try size(#"<svg \#(ns) viewBox="-5,-5, 30,10" width="60"/>"#) == Size(60, 20))
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" height="5"/>"#) == Size(15, 5))
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" height="1in"/>"#) == Size(288, 96))
        // A relative width leaves the viewBox to decide.
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" width="100%" height="100%"/>"#) == Size(30, 10))
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" width="50%" height="4"/>"#) == Size(12, 4))
    }

    @Test func prologAndNamespacePrefixes() throws {
        let svg = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <svg width="1" height="1"> inside -->
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="7" height="9"><svg:g/></svg:svg >
            """
        #expect(try size(svg) == Size(7, 9))
    }

    @Test func matchesRsvgConvertForUnitsAndViewBoxes() throws {
        // rsvg-convert renders at the intrinsic size (96 dpi), rounding a
        // fractional size up to whole pixels: its PNG must be ours, ceiled.
        let cases = [#"width="2in" height="30mm""#, #"width="72pt" height="3pc""#, #"width="3em" height="5ex""#,
                     #"viewBox="0 0 50 20""#, #"width="40" viewBox="0 0 50 20""#, #"height="1.3cm" viewBox="0 0 50 20""#]
        for attributes in cases {
            let svg = #"<svg \#(ns) \#(attributes)><rect width="100%" height="100%"/></svg>"#
            let ours = try size(svg)
            let rendered = try ImageInfo.read(try ImageFixtures.png(fromSVG: svg)).size
            #expect(rendered.width == ours.width.rounded(.up) && rendered.height == ours.height.rounded(.up),
                    "\(attributes): ours \(ours), rsvg-convert \(rendered)")
        }
    }

    @Test func aLargeFileWithinTheEmbeddingLimit() throws {
        // 6 MiB (ImageReference.embeddingLimit) of content after the root tag.
        let head = #"<svg \#(ns) width="8" height="6"><g>"#, tail = "</g></svg>"
        let filler = String(repeating: #"<rect width="1" height="1"/>"#,
                            count: (ImageReference.embeddingLimit - head.utf8.count - tail.utf8.count) / 28)
        let bytes = Array((head + filler + tail).utf8)
        #expect(bytes.count <= ImageReference.embeddingLimit && bytes.count > ImageReference.embeddingLimit - 28)
        #expect(try ImageInfo.read(bytes) == ImageInfo(format: .svg, size: Size(8, 6)))
    }

    func error(_ svg: String) throws -> ImageError {
        try #require(throws: ImageError.self) { try ImageInfo.read(svg) }
    }

    @Test func noSizeIsAnError() throws {
        let noSize = ImageError(.noSize, .svg, "the <svg> element needs width and height in px or absolute units, or a viewBox")
        #expect(try error(#"<svg \#(ns)></svg>"#) == noSize)
        #expect(try error(#"<svg \#(ns) width="10"></svg>"#) == noSize)
        #expect(try error(#"<svg \#(ns) width="10%" height="5"/>"#) == noSize)
        // librsvg ignores a width or height it cannot parse (and renders the
        // file as if it were absent): with no viewBox, no size.
        #expect(try error(#"<svg width="-3" height="4"/>"#) == noSize)
        #expect(try error(#"<svg width="3furlongs" height="4"/>"#) == noSize)
        #expect(try error(#"<svg width="abc" height="4"/>"#) == noSize)
        #expect(try error(#"<svg viewBox="0 0 10"/>"#) == noSize)
    }

    @Test func malformedFilesAreErrorsWithLibxml2sReason() throws {
        let cutOff = try error(#"<svg \#(ns) width="10" height="10"><rect/>"#)
        #expect(cutOff.reason == .corrupt && cutOff.format == .svg)
        #expect(cutOff.detail.hasPrefix("librsvg cannot read the document: XML parse error"), "\(cutOff.detail)")
        #expect(cutOff.detail.contains("Premature end of data"), "\(cutOff.detail)")
        #expect(!cutOff.detail.hasSuffix("\n"))
        #expect(try error(#"<svg \#(ns) width="10" heig"#).reason == .corrupt)
        #expect(try error(#"<!-- unfinished"#).reason == .corrupt)
        #expect(try error(#"<svg \#(ns) width=10 height=4/>"#).reason == .corrupt)
        #expect(try error(#"<html><svg/></html>"#) ==
                ImageError(.corrupt, .svg, "librsvg cannot read the document: XML does not have <svg> root"))
        #expect(try error(#"<svg \#(ns) viewBox="0 0 0 10"/>"#) ==
                ImageError(.corrupt, .svg, "the viewBox is 0.0×10.0: its width and height must be positive"))
        #expect(try error("   ").reason == .unknownFormat)
    }

    @Test func hostileXMLIsRefusedQuickly() throws {
        // Nested entities (a "billion laughs") and an external entity: libxml2,
        // as librsvg drives it, refuses both instead of expanding or reading.
        var entities = #"<!ENTITY a0 "aaaaaaaaaa">"#
        for i in 1...9 { entities += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        let laughs = try error("<?xml version=\"1.0\"?><!DOCTYPE svg [\(entities)]><svg \(ns) width=\"4\" height=\"4\"><text>&a9;&a9;</text></svg>")
        #expect(laughs.reason == .corrupt && laughs.detail.contains("entity"), "\(laughs)")
        let external = try error(#"<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg \#(ns) width="4" height="4"><text>&x;</text></svg>"#)
        #expect(external.reason == .corrupt && external.detail.contains("Entity 'x' not defined"), "\(external)")
    }

    @Test func hugeLengths() throws {
        // librsvg reads lengths as 32-bit floats: past their range it ignores
        // the length (then the viewBox ratio decides); within it, the size
        // is huge but finite, and layout takes it as it is.
        #expect(try size(#"<svg \#(ns) width="1e400" height="4" viewBox="0 0 1 1"/>"#) == Size(4, 4))
        #expect(try size(#"<svg \#(ns) width="1e39" height="4" viewBox="0 0 1 2"/>"#) == Size(2, 4))
        let huge = try size(#"<svg \#(ns) width="1e38in" height="4"/>"#)
        #expect(huge.width.isFinite && abs(huge.width / 9.6e39 - 1) < 1e-6 && huge.height == 4)
    }

    /// ShapeCore's half alone, with a reader that returns what it is told.
    struct FixedReader: SVGDimensionReader {
        let dimensions: SVGDimensions
        func dimensions(ofSVG bytes: [UInt8]) throws(ImageError) -> SVGDimensions { dimensions }
    }

    @Test func shapeCoreCombinesWhatTheReaderSays() throws {
        func read(_ d: SVGDimensions) throws -> Size { try ImageInfo.read(Array("<svg/>".utf8), svg: FixedReader(dimensions: d)).size }
        #expect(try read(SVGDimensions(width: 3, height: nil, viewBox: Size(6, 2))) == Size(3, 1))
        #expect(try read(SVGDimensions(width: nil, height: nil, viewBox: Size(6, 2))) == Size(6, 2))
        #expect(throws: ImageError(.corrupt, .svg, "height is negative or too large (-1.0 px)")) {
            try read(SVGDimensions(width: 3, height: -1, viewBox: nil))
        }
        #expect(throws: ImageError(.corrupt, .svg, "the viewBox is 6.0×nan: its width and height must be positive")) {
            try read(SVGDimensions(width: nil, height: nil, viewBox: Size(6, .nan)))
        }
    }

    @Test func withoutAReaderSVGIsRefused() throws {
        #expect(throws: ImageError(.noReader, .svg, "this program was built without an SVG reader")) {
            try ImageInfo.read(Array(#"<svg \#(ns) width="1" height="1"/>"#.utf8), svg: nil)
        }
        #expect(try ImageInfo.read(try ImageFixtures.png(fromSVG: #"<svg \#(ns) width="2" height="3"/>"#), svg: nil).size == Size(2, 3))
    }
}
