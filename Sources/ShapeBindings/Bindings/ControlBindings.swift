import LuaBridge
import ShapeCore

/// `Toggle` and `Label` (issue 22), drawn as iOS draws them (ShapeCore's
/// Controls.swift); their colours are the system colours of the current
/// scheme (`preferredColorScheme`). SF Symbols do not exist on Linux, so
/// `systemImage` (and `Image{systemName=}`) is an error that says what to
/// use instead.
enum ControlBindings {
    static let toggle: FunctionSpec = FunctionSpec(
        "Toggle", [Param("title", .oneOf([.string, .view]), default: "nil", doc: "a string (a Text, its Markdown drawn) or a view; none: the switch alone"),
                   Param("isOn", .boolean, default: "false")],
        returns: "View",
        doc: "iOS's switch: a 51 × 31 capsule, systemGreen when on (secondarySystemFill when off), a 27-unit white knob with a soft shadow at the trailing end when on. With a title, the title leads and the switch trails (a Spacer between), so the toggle fills the width offered, as in a Form.",
        example: "Toggle(\"Airplane Mode\", true)\nToggle{title = \"Wi-Fi\", isOn = false}"
    ) { (a: inout Args) throws -> Int32 in
        let scheme = LibraryContext.colorScheme(a.call.L)
        let title = try titleView(a, "title")
        let isOn = try a.value("isOn", .boolean) ?? false
        let control = Toggle(title: title, isOn: isOn,
                             onColor: Color.system("systemGreen", scheme) ?? .green,
                             offColor: Color.system("secondarySystemFill", scheme) ?? .gray)
        return try a.push(view: control.view, a.callDescription())
    }

    static let label: FunctionSpec = FunctionSpec(
        "Label", [Param("title", .oneOf([.string, .view]), doc: "a string (a Text, its Markdown drawn) or a view"),
                  Param("icon", .view, default: "nil", doc: "a view: an `Image(\"file.svg\")`, a shape, …"),
                  Param("systemImage", .string, default: "nil",
                        doc: "an SF Symbol's name: an error on Linux (no SF Symbols); give `icon` instead")],
        returns: "View",
        doc: "The icon, then the title, centred on one line, 8 apart (SwiftUI's default label style on iOS).",
        example: "Label(\"Wi-Fi\", Image(\"wifi.svg\"))\nLabel{title = \"Favourites\", icon = Circle():fill(\"systemYellow\"):frame(17, 17)}"
    ) { (a: inout Args) throws -> Int32 in
        if let symbol = try a.value("systemImage", .string) { throw LuaCallError.message(noSymbols("Label", symbol, "Label(title, Image(\"file.svg\"))")) }
        guard let title = try titleView(a, "title") else { throw a.absent(a.context("title"), "string or view") }
        let icon = try a.value("icon", .view)
        return try a.push(view: Label(title: title, icon: icon).view, a.callDescription())
    }

    /// A string as a `Text` with its Markdown drawn (SwiftUI takes the
    /// title as a LocalizedStringKey, which it parses), or a view; nil when absent.
    static func titleView(_ a: Args, _ label: String) throws -> View? {
        try a.value(label, as: .oneOf([.string, .view])) { c in
            if c.stack.isString(at: c.index) { return Text(markdown: try c.string()).view }
            return try c.view(a.call)
        }
    }

    /// Why an SF Symbol cannot be drawn, and what to write instead.
    static func noSymbols(_ function: String, _ name: String, _ instead: String) -> String {
        "\(function): there are no SF Symbols on Linux, so \(MessageText.quoted(name)) cannot be drawn; "
            + "use \(instead) with an SVG or PNG of the symbol (Apple's SF Symbols app exports them, under Apple's licence), or draw one with shapes"
    }

    static let all: [FunctionSpec] = [toggle, label]
}
