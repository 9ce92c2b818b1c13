import LuaBridge
import ShapeBindings
import Testing

/// Japanese comes from IPAGothic, which has no bold face: bold() thickens
/// its glyphs (synthetic bold), so the ink librsvg draws grows.
@Suite struct SyntheticBoldPixelTests {
    func ink(_ chunk: String) throws -> Int {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.run("RESULT = svg(\(chunk))")
        _ = lua.pushGlobal("RESULT")
        let image = try SVGTestSupport.render(try #require(lua.string(at: -1)))
        // Straight RGBA: every fourth byte is a pixel's alpha.
        return stride(from: 3, to: image.pixels.count, by: 4).filter { image.pixels[$0] >= 128 }.count
    }

    @Test func boldJapaneseHasMoreInk() throws {
        let text = "Text('部分毎に異なる角丸'):font(40)"
        let regular = try ink(text)
        let bold = try ink(text + ":bold()")
        let semibold = try ink(text + ":fontWeight('semibold')")
        #expect(regular > 2000)
        // em / 24 more width to every stroke: measured +58 % ink at 40 px.
        #expect(Double(bold) > Double(regular) * 1.3, "bold \(bold), regular \(regular)")
        #expect(semibold == regular)
    }
}
