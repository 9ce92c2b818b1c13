import LuaBridge
import ShapeBindings
import Testing

/// `Toggle` and `Label` drawn as iOS draws them (issue 22), checked in
/// pixels rendered by librsvg at points whose answer is known from the
/// geometry: a 51 × 31 track, a 27-unit knob 2 units from its ends.
@Suite struct ControlsTests {
    func render(_ chunk: String) throws -> RGBAImage {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        // The control's own frame: the knob's shadow spills past it, and a
        // document sized by the view would hold that ink (docs/EXPORT.md).
        try lua.run("RESULT = svg(\(chunk), {bounds = 'frame'})")
        _ = lua.pushGlobal("RESULT")
        let svg = try #require(lua.string(at: -1))
        return try SVGTestSupport.render(svg)
    }

    let green = RGBAImage.Pixel(r: 52, g: 199, b: 89, a: 255)
    let white = RGBAImage.Pixel(r: 255, g: 255, b: 255, a: 255)

    @Test func onIsGreenWithTheKnobTrailing() throws {
        let image = try render("Toggle{isOn = true}")
        #expect(image.width == 51 && image.height == 31)
        #expect(image.pixel(8, 15.5).isClose(to: green), "\(image.pixel(8, 15.5))")       // the track, left of the knob
        #expect(image.pixel(35.5, 15.5).isClose(to: white), "\(image.pixel(35.5, 15.5))") // the knob's centre: 51 − 2 − 13.5
        #expect(image.pixel(4, 15.5).isClose(to: green), "\(image.pixel(4, 15.5))")       // the track's rounded end
        #expect(image.pixel(0.5, 0.5).a < 40)                                               // outside the capsule's corner
    }

    @Test func offIsTheFillGreyWithTheKnobLeading() throws {
        // secondarySystemFill: #787880 at 40/255 over the transparent page
        let image = try render("Toggle{isOn = false}")
        #expect(image.pixel(15.5, 15.5).isClose(to: white), "\(image.pixel(15.5, 15.5))") // 2 + 13.5
        let track = image.pixel(44, 15.5)
        // (8-bit premultiplied storage at alpha 40 moves r and g by up to 5)
        #expect(track.isClose(to: .init(r: 120, g: 120, b: 128, a: 40), tolerance: 6), "\(track)")
    }

    @Test func aTitledToggleFillsTheWidthWithTheSwitchTrailing() throws {
        let image = try render("Toggle(\"Airplane Mode\", true):frame(300, 44)")
        #expect(image.width == 300)
        #expect(image.pixel(300 - 15.5, 22).isClose(to: white), "\(image.pixel(300 - 15.5, 22))")
        #expect(image.pixel(300 - 43, 22).isClose(to: green), "\(image.pixel(300 - 43, 22))")
        // the title's ink is at the leading end, on one line: none above
        // or below the 17-unit line box centred at y = 22
        func ink(_ xs: Range<Int>, _ ys: Range<Int>) -> Bool {
            xs.contains { x in ys.contains { y in image.pixel(Double(x), Double(y)).a > 128 } }
        }
        #expect(ink(0..<40, 14..<30))
        #expect(!ink(0..<150, 0..<9) && !ink(0..<150, 35..<44))
    }

    @Test func darkSchemeUsesDarkGreen() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.run("preferredColorScheme('dark') RESULT = svg(Toggle{isOn = true})")
        _ = lua.pushGlobal("RESULT")
        let svg = try #require(lua.string(at: -1))
        #expect(svg.contains("fill=\"#30d158\""), "\(svg)") // systemGreen, dark
    }

    @Test func labelPutsTheIconFirst() throws {
        let image = try render("Label(\"Wi-Fi\", Rectangle():fill('red'):frame(17, 17)):frame(200, 30, 'leading')")
        #expect(image.pixel(8, 15).isClose(to: .init(r: 255, g: 59, b: 48, a: 255)), "\(image.pixel(8, 15))")
        let inkAfterIcon = (26..<80).contains { x in (8..<22).contains { y in image.pixel(Double(x), Double(y)).a > 128 } }
        #expect(inkAfterIcon, "the title follows the icon, 8 apart")
    }
}
