import Foundation
import LuaBridge
@testable import ShapeBindings
import Testing

/// SPEC §2 on every labelled function of the registration tables: a label
/// table holding one real label and one misspelt key is an error naming
/// the misspelt key, and a lone table whose keys are all labels is never
/// taken as a positional value.
@Suite struct CallingConventionTests {
    /// A Lua expression giving a value of each userdata type, for `self`.
    static let samples: [String: String] = [
        "Point": "Point(1, 2)", "Size": "Size(1, 2)", "Rect": "Rect(0, 0, 10, 10)",
        "Transform": "Transform.identity", "Path": "Path():addRect{0, 0, 5, 5}",
        "Shape": "Rectangle()", "View": "Rectangle():frame(10, 10)", "Color": "Color.red",
        "Gradient": "LinearGradient{colors = {\"red\", \"blue\"}}",
    ]

    /// Every (lua expression of the function, self expression, spec).
    static func cases() -> [(String, String?, FunctionSpec)] {
        let library = ShapeLibrary.spec
        var out: [(String, String?, FunctionSpec)] = []
        for f in library.functions { out.append((f.name, nil, f)) }
        for ns in library.namespaces {
            for f in ns.functions { out.append(("\(ns.name).\(f.name)", nil, f)) }
            if let c = ns.callable { out.append((ns.name, nil, c)) }
        }
        for type in library.types {
            guard let sample = samples[type.name] else { continue }
            for m in type.methods { out.append(("(\(sample)).\(m.name)", sample, m)) }
        }
        return out
    }

    @Test func misspeltKeysAreNamedInEveryLabelledFunction() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        var checked = 0
        for (expression, selfExpression, spec) in Self.cases() {
            let variants = spec.variants.isEmpty ? [spec] : spec.variants
            for variant in variants {
                guard let label = variant.params.first(where: {
                    if case .children = $0.kind { return false }; return true
                })?.label else { continue }
                let selfArg = selfExpression.map { "\($0), " } ?? ""
                let code = """
                    local ok, err = pcall(\(expression), \(selfArg){\(label) = 1, zzTypo = 1})
                    assert(not ok, "no error")
                    assert(tostring(err):find("\(variant.name): unknown option 'zzTypo'", 1, true), tostring(err))
                    """
                do {
                    try lua.run(code, name: "=\(variant.qualifiedName)")
                    checked += 1
                } catch {
                    Issue.record("\(variant.qualifiedName): \(error)")
                }
            }
        }
        #expect(checked > 30)
    }
}
