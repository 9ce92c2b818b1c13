import Foundation
import LuaBridge
import ShapeBindings
import ShapeCore
import Testing

/// docs/API.md, docs/shapelua.d.lua and docs/shapelua.luacheckrc are generated from the registration
/// tables; these tests regenerate them and compare with what is committed.
/// Re-record on purpose with SHAPELUA_RECORD_DOCS=1.
@Suite struct GeneratedDocsTests {
    static let docs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("docs")

    func compare(_ generated: String, _ name: String) throws {
        let url = Self.docs.appendingPathComponent(name)
        if ProcessInfo.processInfo.environment["SHAPELUA_RECORD_DOCS"] == "1" {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            return
        }
        let committed = try String(contentsOf: url, encoding: .utf8)
        #expect(committed == generated, "\(name) is out of date: run SHAPELUA_RECORD_DOCS=1 swift test --filter GeneratedDocsTests")
    }

    @Test func apiMarkdownIsInSync() throws {
        try compare(APIMarkdown.generate(), "API.md")
    }

    @Test func luaLSAnnotationsAreInSync() throws {
        try compare(LuaLSAnnotations.generate(), "shapelua.d.lua")
    }

    /// Issue 12: the reference lists every accepted name, not only "corner
    /// name or list".
    @Test func apiMarkdownListsEveryAcceptedName() {
        let api = APIMarkdown.generate()
        let names = CornerSet.validNames + EdgeSet.names + UnitPoint.names + Color.swiftUINames
            + ["aliceblue", "rebeccapurple", "continuous", "circular", "nonZero", "evenOdd", "butt", "bevel",
               "largeTitle", "caption2", "ultraLight", "semibold"]
        for name in names {
            #expect(api.contains("`\(name)`") || api.contains("`\"\(name)\"`"), "API.md does not list '\(name)'")
        }
    }

    @Test func luacheckStandardIsInSync() throws {
        try compare(LuacheckStandard.generate(), "shapelua.luacheckrc")
    }

    @Test func luaLSAnnotationsAreValidLua() throws {
        let lua = try LuaState()
        try lua.load(LuaLSAnnotations.generate(), name: "=shapelua.d.lua")
    }

    @Test func completionNamesCoverEveryGlobalAndMethod() {
        let globals = CompletionNames.globals()
        #expect(globals.contains("Path") && globals.contains("Rect"))
        #expect(CompletionNames.members().contains("addLine"))
        #expect(CompletionNames.members().contains("midX"))
    }
}
