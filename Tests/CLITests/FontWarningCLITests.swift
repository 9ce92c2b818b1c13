import Testing

/// A font family a script names that is not installed is said once per
/// family on standard error, escaped, and the text is still drawn.
@Suite struct FontWarningCLITests {
    @Test func oneEscapedLinePerMissingFamily() throws {
        let script = """
            for size = 11, 13 do svg(Text('a'):font{size = size, family = 'No Such Face'}) end
            svg(Text('b'):font{size = 12, family = 'Other\\27[31m', weight = 'bold'})
            local doc = svg(Text('c'):font{size = 12, family = 'No Such Face'})
            print(doc:find('<path', 1, true) ~= nil)
            """
        let result = try Shapelua.run(["-e", script])
        #expect(result.status == 0)
        #expect(result.stdout == "true\n")
        #expect(result.stderr == """
            shapelua: warning: font family 'No Such Face' is not installed; drawing with 'Inter Display' instead
            shapelua: warning: font family 'Other\\27[31m' is not installed; drawing with 'Inter Display' instead

            """)
    }
}
