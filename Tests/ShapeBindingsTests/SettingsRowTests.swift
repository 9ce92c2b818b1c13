import LuaBridge
import ShapeBindings
import Testing

/// Issue 22's settings row: HStack{icon, Text("Airplane Mode"):font(17),
/// Spacer(), toggle} in a 360-wide card, default spacing, no
/// layoutPriority. The label is offered half of what the icon, the
/// toggle and the spacing leave, (328 − 29 − 51 − 3 × 8) / 2 = 112 px: it
/// fits in the default face (105.5 px), not in DejaVu Sans (122.2 px).
@Suite struct SettingsRowTests {
    func row(_ font: String) throws -> String {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.run("""
            RESULT = tostring(HStack{RoundedRectangle(7):fill('systemOrange'):frame(29, 29),
              Text('Airplane Mode'):font(\(font)), Spacer(), Toggle{isOn = true}}
              :padding('horizontal', 16):frame{width = 360})
            """)
        _ = lua.pushGlobal("RESULT")
        return try #require(lua.string(at: -1))
    }

    @Test func theLabelStaysOnOneLine() throws {
        // As tall as the toggle (31): one line of text is 20.6 px.
        #expect(try row("17").hasSuffix(" 360×31"))
        // The old default wraps it: two lines, taller than the toggle.
        #expect(try row("{size = 17, family = 'DejaVu Sans'}").hasSuffix(" 360×39.578"))
    }
}
