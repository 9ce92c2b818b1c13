import LuaBridge
import ShapeCore

/// `Text("a") + Text("b"):bold()`: the View type's `__add`, SwiftUI's Text
/// concatenation (ShapeCore's TextConcatenation). Lua calls it when either
/// operand is a view, so either may be something else.
enum TextConcatenationBindings {
    static let add: SwiftFunction = { L in
        LuaCall.run(L) { call in
            let a = call.userdata(1, as: ViewValue.self)?.pointee
            let b = call.userdata(2, as: ViewValue.self)?.pointee
            guard let a, let b else { throw LuaCallError.message(notAView(call, first: a == nil)) }
            switch TextConcatenation.join(a.view, b.view) {
            case .success(let view):
                let text = ChainText.shortened("(\(a.description) + \(b.description))")
                call.push(userdata: ViewValue(view: view, text: .text(text), depth: 1))
                return 1
            case .failure(let side):
                let operand = side == .left ? a : b
                throw LuaCallError.message(
                    "attempt to join \(MessageText.escaped(a.description)) and \(MessageText.escaped(b.description)) with +: "
                    + "the \(side == .left ? "left" : "right") operand, \(MessageText.escaped(operand.description)), is not a Text; "
                    + "only \(modifierList) keep a Text a Text, so apply other modifiers after +")
            }
        }
    }

    static let modifierList: String = {
        let names = TextConcatenation.textModifiers
        return names.dropLast().joined(separator: ", ") + " and " + names.last!
    }()

    /// The message for `Text("a") + "b"`, `1 + Text("a")`, `Circle() + Text("a")`.
    private static func notAView(_ call: LuaCall, first: Bool) -> String {
        let index: Int32 = first ? 1 : 2
        let type = call.typeName(at: index)
        var other = type == "nil" ? "nil" : "a \(type)"
        if let s = call.userdata(index, as: ShapeValue.self)?.pointee { other = s.description }
        let view = call.userdata(first ? 2 : 1, as: ViewValue.self)?.pointee.description ?? "a Text"
        let names = first ? (other, view) : (view, other)
        let hint = call.isString(at: index) ? "; write Text(s) for a string s" : ""
        return "attempt to join \(MessageText.escaped(names.0)) and \(MessageText.escaped(names.1)) with +: "
            + "the \(first ? "left" : "right") operand is not a Text (+ joins two Texts, as in SwiftUI)\(hint)"
    }
}
