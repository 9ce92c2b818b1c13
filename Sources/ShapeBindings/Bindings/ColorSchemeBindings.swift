import LuaBridge
import ShapeCore

/// `preferredColorScheme("dark")`: the scheme Apple's adaptive colours
/// (`systemBlue`, `label`, `red` …) take from then on, in names, style
/// strings and `Color.x` fields; returns the scheme it replaces.
///
/// SwiftUI's name, as a function rather than a view modifier: colours are
/// resolved when a script makes them (a view holds plain sRGB values, which
/// keeps rendering free of a scheme), so the scheme is picked before the
/// views are built, as an app's appearance is set before it draws. A
/// script that draws both schemes switches between building them.
enum ColorSchemeBindings {
    static let function: FunctionSpec = FunctionSpec(
        "preferredColorScheme",
        [Param("colorScheme", .choice(ColorScheme.allCases.map(\.rawValue)), default: "\"light\"",
               doc: "`\"light\"` or `\"dark\"`; nothing restores light")],
        returns: "string",
        doc: "Picks the scheme of Apple's adaptive colours (SwiftUI's names, `systemBlue` … `systemGray6`, `label`, backgrounds, fills, separators) for the colours made after it, in names, style strings and `Color.x` fields; returns the scheme it replaces. Build a dark view after `preferredColorScheme(\"dark\")`.",
        example: "preferredColorScheme(\"dark\")\nreturn Text(\"Hi\"):foregroundColor(\"label\"):padding():background(\"systemGroupedBackground\")"
    ) { (a: inout Args) throws -> Int32 in
        let scheme = try a.value("colorScheme", .choice(choices, kind: "color scheme")) ?? .light
        guard let context = LibraryContext.of(a.call.L) else { throw LuaCallError.message("preferredColorScheme: the library is not installed") }
        let previous = context.colorScheme
        context.colorScheme = scheme
        if scheme != previous { forgetAdaptiveConstants(a.call) }
        return a.returning(previous, .choice(choices))
    }

    static let choices = Choices(ColorScheme.self)

    /// Removes the adaptive `Color.x` values already made (kept in the
    /// table by its `__index`), so the next read makes them in the new
    /// scheme. Raw sets on the table registered for the namespace.
    static func forgetAdaptiveConstants(_ call: LuaCall) {
        let key = Unmanaged.passUnretained(StyleBindings.colorNamespace).toOpaque()
        guard call.ensureStack(3) else { return }
        defer { call.pop() }
        guard call.pushRegistryValue(forKey: key) == .table else { return }
        for name in StyleBindings.adaptiveConstantNames {
            call.pushNil()
            call.rawSet(-2, field: name)
        }
    }
}
