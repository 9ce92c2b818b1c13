import Foundation
import Testing

/// docs/BINDINGS.md, "Conversions": only LuaBridge (the typed wrapper over
/// the Lua C API) and ShapeBindings/Core (the conversion layer) call the C
/// API. The other code reaches Lua through them, so the non-raising rules
/// and the library's error wording live in one place. These tests read the
/// source tree and name every file that crosses the line.
@Suite struct LayeringTests {
    /// The folders (from the package root) held to the rule, each with the
    /// folders inside it that are the conversion layer and so exempt. To
    /// hold another folder to it, add its line.
    static let checked: [(folder: String, exempt: [String])] = [
        ("Sources/ShapeBindings", ["Sources/ShapeBindings/Core"]),
        ("Sources/shapelua", []),
    ]

    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// Every Swift file under the checked folders, outside their exempt
    /// ones, as (path from the root, text).
    static func files() throws -> [(path: String, text: String)] {
        var found: [(String, String)] = []
        for (folder, exempt) in checked {
            let base = root.appendingPathComponent(folder)
            guard let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil) else {
                throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: base.path])
            }
            for case let url as URL in walker where url.pathExtension == "swift" {
                let path = String(url.path.dropFirst(root.path.count + 1))
                if exempt.contains(where: { path.hasPrefix($0 + "/") }) { continue }
                found.append((path, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The lines of `text` (numbered from 1) that are code: comment lines left out.
    static func codeLines(_ text: String) -> [(number: Int, line: Substring)] {
        text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            .map { ($0.offset + 1, $0.element) }
            .filter { !$0.1.drop(while: { $0 == " " }).hasPrefix("//") }
    }

    /// `import CLua` (with or without an attribute or an access level), not
    /// another module whose name starts so (`import CLuaBridge`).
    static func importsCLua(_ line: Substring) -> Bool {
        let words = line.split(separator: " ").filter { !$0.hasPrefix("@") }
        guard let i = words.firstIndex(of: "import"), i + 1 < words.count else { return false }
        return words[i + 1] == "CLua" || words[i + 1].hasPrefix("CLua.")
    }

    @Test func onlyTheConversionLayerImportsCLua() throws {
        let files = try Self.files()
        #expect(files.count > 20, "the walk found too few files under \(Self.checked.map(\.folder)): is the root right?")
        for (path, text) in files {
            for (number, line) in Self.codeLines(text) where Self.importsCLua(line) {
                Issue.record("\(path):\(number) imports CLua; reach Lua through LuaBridge or ShapeBindings/Core")
            }
        }
    }

    /// A C API call made through another module that re-exports Lua's
    /// headers would pass the import check: none is written either.
    @Test func onlyTheConversionLayerCallsTheLuaCAPI() throws {
        let call = try Regex(#"\blua(L)?_[a-z]+\("#)
        for (path, text) in try Self.files() {
            for (number, line) in Self.codeLines(text) where line.contains(call) {
                Issue.record("\(path):\(number) calls the Lua C API: \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
    }

    /// The checks themselves: each names a line that breaks the rule and
    /// passes the lines that do not.
    @Test func theChecksRecogniseWhatTheyLookFor() {
        #expect(Self.importsCLua("import CLua"))
        #expect(Self.importsCLua("@_implementationOnly import CLua"))
        #expect(Self.importsCLua("internal import CLua"))
        #expect(!Self.importsCLua("import CLuaBridge"))
        #expect(!Self.importsCLua("import LuaBridge"))
        #expect(Self.codeLines("a\n  // import CLua\nimport CLua").map(\.number) == [1, 3])
    }
}
