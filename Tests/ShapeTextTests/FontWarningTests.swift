import ShapeCore
import ShapeText
import Testing

/// A family the script names that is not installed: one warning per
/// family, the text still drawn with the default face.
@Suite struct FontWarningTests {
    @Test func aMissingFamilyIsReportedOnce() throws {
        let warned = Collected()
        let warnings = FontWarnings { warned.add($0) }
        let fonts = SystemFontProvider(warnings: warnings)
        for size in [12.0, 17, 30] {
            for weight in [FontWeight.regular, .bold] {
                let line = try fonts.shape("Hello", font: FontRequest(family: "No Such Family", size: size, weight: weight))
                #expect(line.width > 0 && !line.outline.isEmpty)
            }
        }
        // A second provider with the same sink (another Lua state of the run).
        _ = try SystemFontProvider(warnings: warnings).shape("x", font: FontRequest(family: "No Such Family", size: 9))
        #expect(warned.lines == ["font family 'No Such Family' is not installed; drawing with 'Inter Display' instead"])
        _ = try fonts.shape("x", font: FontRequest(family: "Another Missing One", size: 9))
        #expect(warned.lines.count == 2)
        #expect(warned.lines.last == "font family 'Another Missing One' is not installed; drawing with 'Inter Display' instead")
    }

    @Test func controlCharactersInTheNameAreEscaped() throws {
        let warned = Collected()
        let fonts = SystemFontProvider(warnings: FontWarnings { warned.add($0) })
        _ = try fonts.shape("x", font: FontRequest(family: "Evil\n\u{1B}[2J'Font", size: 9))
        #expect(warned.lines == [#"font family 'Evil\n\27[2J\'Font' is not installed; drawing with 'Inter Display' instead"#])
    }

    @Test func installedAndGenericFamiliesAreNotReported() throws {
        let warned = Collected()
        let fonts = SystemFontProvider(warnings: FontWarnings { warned.add($0) })
        for family in ["DejaVu Sans", "dejavu sans", "DejaVuSans", "Inter", "Inter Display", "IPAGothic",
                       "sans-serif", "serif", "monospace", "Monospace"] {
            for weight in [FontWeight.regular, .bold] {
                _ = try fonts.shape("Hello", font: FontRequest(family: family, size: 17, weight: weight))
            }
        }
        _ = try fonts.shape("Hello", font: FontRequest(size: 17))
        #expect(warned.lines.isEmpty, "\(warned.lines)")
    }

    /// A metric alias (Debian maps Helvetica to a metric-compatible face) is
    /// still not the family asked for: the warning names what draws instead.
    @Test func theWarningNamesTheFaceThatDraws() throws {
        let warned = Collected()
        let fonts = SystemFontProvider(warnings: FontWarnings { warned.add($0) })
        let request = FontRequest(family: "Helvetica", size: 17)
        _ = try fonts.shape("x", font: request)
        let drawn = try fonts.matchedFamily(for: request)
        #expect(warned.lines == ["font family 'Helvetica' is not installed; drawing with '\(drawn)' instead"])
    }
}
