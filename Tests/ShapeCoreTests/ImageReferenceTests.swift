import Testing
@testable import ShapeCore

/// `Image{embed=false}`: the href from the document's folder to the file.
@Suite struct ImageReferenceTests {
    @Test(arguments: [
        ("/w/art/a.png", "/w", "art/a.png"),
        ("/w/art/a.png", "/w/art", "a.png"),
        ("/w/art/a.png", "/w/pages/one", "../../art/a.png"),
        ("/a.png", "/w/x", "../../a.png"),
        ("/w/a.png", "/", "w/a.png"),
        ("/w/art", "/w/art", "../art"), // the file's own name is never dropped
        ("/w/my pic#1?.png", "/w", "my%20pic%231%3F.png"),
        ("/w/ä%.png", "/w", "%C3%A4%25.png"),
        ("/w/a&b<'>\".png", "/w", "a%26b%3C'%3E%22.png"),
    ])
    func relativeReference(file: String, folder: String, href: String) {
        #expect(ImageReference.href(for: file, documentFolder: folder) == href)
    }

    @Test func withoutAFolderTheAbsolutePath() {
        #expect(ImageReference.href(for: "/w/my pic.png", documentFolder: nil) == "/w/my%20pic.png")
    }

    @Test func aReferencedImageWritesItsHrefEncodedAndNoBytes() throws {
        let image = Image(bytes: [1, 2, 3], mimeType: "image/png", intrinsicSize: Size(4, 3)).referenced(as: "/w/a&b.png")
        var options = SVGOptions()
        var asked = 0
        options.documentFolder = { asked += 1; return "/w" }
        var out: [UInt8] = []
        try writeSVG(image, options: options) { out += $0 }
        let svg = String(decoding: out, as: UTF8.self)
        #expect(svg.contains("xlink:href=\"a%26b.png\"/>"), "\(svg)")
        #expect(!svg.contains("base64"))
        #expect(svg.contains("width=\"4\" height=\"3\""))
        #expect(asked == 1)
        try writeSVG(Circle().frame(width: 2, height: 2), options: options) { _ in }
        #expect(asked == 1, "a document without a referenced image never asks for its folder")
    }
}
