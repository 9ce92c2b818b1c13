import Testing
@testable import ShapeCore

/// SVG intrinsic sizes, checked against what rsvg-convert renders at.
@Suite struct ImageSVGTests {
    let ns = #"xmlns="http://www.w3.org/2000/svg""#

    func size(_ svg: String) throws -> Size { try ImageInfo.read(svg).size }

    @Test func widthAndHeightInPxOrUnitless() throws {
        #expect(try size(#"<svg \#(ns) width="120" height="80"></svg>"#) == Size(120, 80))
        #expect(try size(#"<svg \#(ns) width=' 120px ' height="80.5px"/>"#) == Size(120, 80.5))
        #expect(try size(#"<svg \#(ns) width="1e2" height="+5"/>"#) == Size(100, 5))
    }

    @Test func viewBoxGivesTheSizeOrTheRatio() throws {
        #expect(try size(#"<svg \#(ns) viewBox="0 0 24 12"/>"#) == Size(24, 12))
        #expect(try size(#"<svg \#(ns) viewBox="-5,-5, 30,10" width="60"/>"#) == Size(60, 20))
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" height="5"/>"#) == Size(15, 5))
        // A relative width leaves the viewBox to decide.
        #expect(try size(#"<svg \#(ns) viewBox="0 0 30 10" width="100%" height="100%"/>"#) == Size(30, 10))
    }

    @Test func prologIsSkipped() throws {
        let svg = """
            \u{FEFF}<?xml version="1.0" encoding="UTF-8"?>
            <!-- a comment with <svg width="1" height="1"> inside -->
            <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd" [ <!ENTITY e "<svg>"> ]>
            <svg:svg xmlns:svg="http://www.w3.org/2000/svg" width="7" height="9"><svg:g/></svg:svg >
            """
        #expect(try size(svg) == Size(7, 9))
    }

    @Test func matchesRsvgConvertForAbsoluteUnits() throws {
        // rsvg-convert renders at the intrinsic size (96 dpi), rounding a
        // fractional size up to whole pixels: its PNG must be ours, ceiled.
        let cases = [#"width="2in" height="30mm""#, #"width="72pt" height="3pc""#,
                     #"viewBox="0 0 50 20""#, #"width="40" viewBox="0 0 50 20""#]
        for attributes in cases {
            let svg = #"<svg \#(ns) \#(attributes)><rect width="100%" height="100%"/></svg>"#
            let ours = try size(svg)
            let rendered = try ImageInfo.read(try ImageFixtures.png(fromSVG: svg)).size
            #expect(rendered.width == ours.width.rounded(.up) && rendered.height == ours.height.rounded(.up),
                    "\(attributes): ours \(ours), rsvg-convert \(rendered)")
        }
    }

    @Test func badFilesAreErrors() throws {
        func error(_ svg: String) throws -> ImageError {
            try #require(throws: ImageError.self) { try ImageInfo.read(svg) }
        }
        #expect(try error(#"<svg \#(ns)></svg>"#).reason == .noSize)
        #expect(try error(#"<svg \#(ns) width="10"></svg>"#).reason == .noSize)
        #expect(try error(#"<svg \#(ns) width="10" height="10"><rect/>"#) == ImageError(.truncated, .svg, "no </svg> end tag"))
        #expect(try error(#"<svg \#(ns) width="10" heig"#).reason == .truncated)
        #expect(try error(#"<!-- unfinished"#).reason == .truncated)
        #expect(try error(#"<html><svg/></html>"#).detail == "the root element is <html>, not <svg>")
        #expect(try error(#"<svg width="-3" height="4"/>"#).reason == .corrupt)
        #expect(try error(#"<svg width="3furlongs" height="4"/>"#).reason == .corrupt)
        #expect(try error(#"<svg width="abc" height="4"/>"#).reason == .corrupt)
        #expect(try error(#"<svg viewBox="0 0 0 10"/>"#).reason == .corrupt)
        #expect(try error(#"<svg viewBox="0 0 10"/>"#).reason == .corrupt)
        #expect(try error(#"<svg width=10 height=4/>"#).reason == .corrupt)
        #expect(try error("   ").reason == .unknownFormat)
    }
}
