import ShapeCore
import Testing

/// ColorSchemeSVG: two documents of the writer's become one; the dark
/// one's ids and references are renamed, nothing else of it.
@Suite struct ColorSchemeSVGTests {
    static func text(_ s: String) -> [UInt8] { Array(s.utf8) }

    @Test func combinesAndRenamesOnlyIdsAndReferences() throws {
        let light = Self.text("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><defs><linearGradient id=\"g1\"/></defs><path fill=\"url(#g1)\"/></svg>\n")
        let dark = Self.text("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\"><defs><clipPath id=\"c1\"/></defs><g clip-path=\"url(#c1)\"><path d=\"M0 0\" data-x=\"id url(#c1)\"/></g></svg>\n")
        let out = String(decoding: try ColorSchemeSVG.combine(light: light, dark: dark), as: UTF8.self)
        #expect(out == "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"8\" height=\"8\">"
            + "<style>.dark{display:none}@media (prefers-color-scheme:dark){.light{display:none}.dark{display:inline}}</style>"
            + "<g class=\"light\"><defs><linearGradient id=\"g1\"/></defs><path fill=\"url(#g1)\"/></g>"
            + "<g class=\"dark\"><defs><clipPath id=\"dark-c1\"/></defs><g clip-path=\"url(#dark-c1)\"><path d=\"M0 0\" data-x=\"id url(#c1)\"/></g></g></svg>\n")
    }

    @Test func anEmptyDrawingAndAnEmptyElement() throws {
        let light = Self.text("<svg width=\"8\"/>")
        let dark = Self.text("<svg width=\"8\"></svg>")
        let out = String(decoding: try ColorSchemeSVG.combine(light: light, dark: dark), as: UTF8.self)
        #expect(out.hasPrefix("<svg width=\"8\"><style>") && out.hasSuffix("<g class=\"light\"></g><g class=\"dark\"></g></svg>\n"))
    }

    @Test func refusesWhatIsNotADocumentOfTheWriters() {
        #expect(throws: ColorSchemeSVG.Failure.self) { try ColorSchemeSVG.combine(light: Self.text("<html>"), dark: Self.text("<svg a=\"1\"></svg>")) }
        #expect(throws: ColorSchemeSVG.Failure.self) { try ColorSchemeSVG.combine(light: Self.text("<svg a=\"1\"><g>"), dark: Self.text("<svg a=\"1\"></svg>")) }
    }
}
