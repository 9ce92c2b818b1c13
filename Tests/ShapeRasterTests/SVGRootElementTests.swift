import Foundation
import Testing
import ShapeCore
@testable import ShapeRaster

/// An SVG image's size is read from its root element alone when that gives
/// librsvg's answer for the whole file (RsvgLoading.loadRootElement), so a
/// big file is not loaded whole; everything else falls back to the whole.
@Suite struct SVGRootElementTests {
    static let ns = #"xmlns="http://www.w3.org/2000/svg""#

    func end(_ svg: String) throws -> Int? {
        RsvgLoading.rootElementEnd(try RasterLibrary.api(), Array(svg.utf8))
    }

    func dimensions(_ svg: String) throws -> SVGDimensions {
        try LibrsvgDimensionReader().dimensions(ofSVG: Array(svg.utf8))
    }

    @Test func theRootStartTagEndsAtItsBracket() throws {
        let open = "<svg \(Self.ns) width=\"4\" height=\"3\">"
        #expect(try end(open + "<rect width=\"1\" height=\"1\"/></svg>") == open.utf8.count - 1)
        let empty = "<svg \(Self.ns) width=\"4\" height=\"3\"/>"
        #expect(try end(empty) == empty.utf8.count - 2, "the '/' of \"/>\"")
        // '>' inside a comment, a processing instruction and an attribute value.
        let prolog = "<?xml version=\"1.0\"?><!-- a > b --><?note x > y?>"
        let tag = "<svg \(Self.ns) data-x=\"a>b/>\" width=\"10mm\" height=\"2in\">"
        #expect(try end(prolog + tag + "</svg>") == (prolog + tag).utf8.count - 1)
    }

    @Test func aBigDocumentIsReadUpToItsRoot() throws {
        let head = "<svg \(Self.ns) width=\"640\" height=\"480\">"
        let path = "<path d=\"M1 2L3 4L5 6L7 8L9 10Z\" fill=\"#123456\"/>"
        let body = String(repeating: path, count: 4_000_000 / path.utf8.count)
        #expect(try end(head + body + "</svg>") == head.utf8.count - 1)
        let read = try dimensions(head + body + "</svg>")
        #expect(read.width == 640 && read.height == 480)
    }

    /// What the root element alone cannot tell, or a document librsvg must
    /// judge itself: the whole file is read.
    @Test func otherwiseTheWholeDocumentIsRead() throws {
        let styled = "<svg \(Self.ns) width=\"100\" height=\"50\"><g><style>svg { width: 20px; height: 10px }</style></g></svg>"
        #expect(try end(styled) == nil)
        #expect(try dimensions(styled).width == 20 && dimensions(styled).height == 10, "the style sheet applies")
        let sheet = "<?xml-stylesheet type=\"text/css\" href=\"data:text/css,svg%7Bwidth:20px%7D\"?><svg \(Self.ns) width=\"100\" height=\"50\"/>"
        #expect(try end(sheet) == nil)
        #expect(try dimensions(sheet).width == 20)
        let entity = "<!DOCTYPE svg [<!ENTITY w \"120\">]><svg \(Self.ns) width=\"&w;\" height=\"30\"/>"
        #expect(try end(entity) == nil)
        #expect(try dimensions(entity).width == 120)
        #expect(try end("<svg \(Self.ns) width=\"4\" height=\"3\"><rect></svg>") == nil, "not well-formed")
        #expect(throws: ImageError.self) { try dimensions("<svg \(Self.ns) width=\"4\" height=\"3\"><rect></svg>") }
        let utf16 = Array("<?xml version=\"1.0\" encoding=\"UTF-16\"?><svg \(Self.ns) width=\"7\" height=\"8\"/>".data(using: .utf16)!)
        #expect(RsvgLoading.rootElementEnd(try RasterLibrary.api(), utf16) == nil)
        #expect(try LibrsvgDimensionReader().dimensions(ofSVG: utf16).width == 7)
        #expect(try end("") == nil)
    }

    /// librsvg refuses a document of more than 1,000,000 elements: from
    /// 1,000,000 on the whole file is read, so that it still does.
    @Test func pastLibrsvgsElementLimitTheWholeDocumentIsRead() throws {
        let head = "<svg \(Self.ns) width=\"4\" height=\"3\">"
        #expect(try end(head + String(repeating: "<g/>", count: 999_998) + "</svg>") == head.utf8.count - 1)
        #expect(try end(head + String(repeating: "<g/>", count: 999_999) + "</svg>") == nil)
    }

    /// The root element alone: the same sizes as before (units, an inline
    /// style, a viewBox without width and height).
    @Test func theRootAloneGivesLibrsvgsSize() throws {
        let inline = "<svg \(Self.ns) width=\"100\" height=\"50\" style=\"width: 20px\"><rect width=\"5\" height=\"5\"/></svg>"
        #expect(try end(inline) != nil)
        #expect(try dimensions(inline).width == 20 && dimensions(inline).height == 50)
        let units = "<svg \(Self.ns) width=\"1in\" height=\"0.25in\"><rect width=\"5\" height=\"5\"/></svg>"
        #expect(try dimensions(units).width == 96 && dimensions(units).height == 24)
        let box = try dimensions("<svg \(Self.ns) viewBox=\"0 0 30 40\"><rect width=\"5\" height=\"5\"/></svg>")
        #expect(box.width == nil && box.height == nil && box.viewBox == Size(30, 40))
    }
}
