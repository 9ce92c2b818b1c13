import Foundation
import LuaBridge
@testable import ShapeBindings
import Testing

/// docs/BINDINGS.md on every labelled function of the registration tables: a label
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

/// Positional arguments and a label table are the same call (docs/BINDINGS.md):
/// for every function, sample values for every parameter are passed both
/// ways and the results must print the same (or fail with the same detail).
@Suite struct PositionalEqualsLabelledTests {
    static func sample(_ kind: ParamKind) -> String? {
        switch kind {
        case .number: return "3"
        case .length: return "4"
        case .extendedLength: return "5"
        case .angle: return "30"
        case .integer: return "2"
        case .boolean: return "true"
        case .string: return "\"red\""
        case .choice(let names): return names.first.map { "\"\($0)\"" }
        case .point: return "{1, 2}"
        case .size: return "{3, 4}"
        case .rect: return "{0, 0, 10, 10}"
        case .transform: return "Transform.rotation(10)"
        case .path: return "Path():addRect{0, 0, 5, 5}"
        case .shape: return "Circle()"
        case .view: return "Circle()"
        case .style, .color: return "\"red\""
        case .unitPoint: return "\"topLeading\""
        case .function: return "function() return Path():addRect{0, 0, 1, 1} end"
        case .corners: return "\"topLeading\""
        case .edges: return "\"top\""
        case .strokeStyle: return "{lineWidth = 2}"
        case .children, .record, .any: return nil
        case .list(let k): return sample(k).map { "{\($0), \($0)}" }
        case .oneOf(let kinds): return kinds.lazy.compactMap { sample($0) }.first
        }
    }

    @Test func everyFunctionAcceptsBothForms() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        try lua.run("""
            function SAME(f, positional, labelled)
              local ok1, r1 = pcall(f, table.unpack(positional, 1, positional.n))
              local ok2, r2 = pcall(f, table.unpack(labelled, 1, labelled.n))
              local function text(ok, r)
                if ok then return tostring(r) end
                return (tostring(r):gsub("^.-:%d+: ", ""):gsub("#%d+", "#n"):gsub("%(%a+: ", "("))
              end
              assert(ok1 == ok2 and text(ok1, r1) == text(ok2, r2),
                "positional: " .. text(ok1, r1) .. "\\nlabelled: " .. text(ok2, r2))
              return ok1
            end
            """)
        var compared = 0, succeeded = 0
        for (expression, selfExpression, spec) in CallingConventionTests.cases() {
            for variant in (spec.variants.isEmpty ? [spec] : spec.variants)
            where !variant.params.isEmpty && !variant.labelTableOnly {
                if variant.name == "Image" || variant.name == "save" { continue } // file access
                let samples = variant.params.map { Self.sample($0.kind) }
                if samples.contains(where: { $0 == nil }) { continue }
                let values = samples.map { $0! }
                let selfPart = selfExpression.map { "\($0), " } ?? ""
                let positional = "table.pack(\(selfPart)\(values.joined(separator: ", ")))"
                let fields = zip(variant.params, values).map { "\($0.label) = \($1)" }.joined(separator: ", ")
                let labelled = "table.pack(\(selfPart){\(fields)})"
                do {
                    try lua.run("LAST_OK = SAME(\(expression), \(positional), \(labelled))", name: "=\(variant.qualifiedName)")
                    compared += 1
                } catch {
                    Issue.record("\(variant.qualifiedName): \(error)")
                    continue
                }
                // Counted when the sample call itself succeeded.
                if (try? lua.run("assert(LAST_OK)")) != nil { succeeded += 1 }
            }
        }
        #expect(compared > 60)
        #expect(succeeded > compared / 2, "most sample calls should be valid (\(succeeded) of \(compared))")
    }
}
