import CLua
import LuaBridge
import ShapeCore

extension LuaCall {
    /// "unknown option 'heigth'; did you mean 'height'? (valid: ...)": the
    /// message for the table key at stack index `key`, worded by
    /// `NameSuggestion.unknown` as every unknown name is. A key that is not
    /// a string reads as Lua's tools print it ([3], (boolean key)) and gets
    /// no suggestion.
    /// `place` follows the key ("unknown key 'z' in point; did you mean ...").
    func unknownKeyText(_ what: String, at key: Int32, in place: String? = nil, candidates: [String],
                        note: String? = nil) -> String {
        let name = lua_type(L, key) == LUA_TSTRING ? string(at: key) : nil
        let quoted = keyText(at: key) + (place.map { " in \($0)" } ?? "")
        return NameSuggestion.unknown(what, quoted: quoted, name: name, candidates: candidates, note: note)
    }

    /// `unknownKeyText` with the valid keys listed after it.
    func unknownKeyText(_ what: String, at key: Int32, valid: [String]) -> String {
        unknownKeyText(what, at: key, candidates: valid, note: "valid: \(valid.joined(separator: ", "))")
    }
}

extension FunctionSpec {
    /// The keys a label table of this function may use (labels, aliases,
    /// extra labels), for suggesting one in place of a misspelt key. A key
    /// that another variant of the same overloaded function takes
    /// (`frame{maxWidth=}` next to `frame{width=}`) is suggested too; a key
    /// that is exactly such a name gets no suggestion (it is spelt right,
    /// it only cannot be mixed with the others given).
    func unknownOptionText(at key: Int32, _ call: LuaCall) -> String {
        let own = params.flatMap { [$0.label] + $0.aliases } + extraLabels
        var candidates = own + overloadNames.filter { !own.contains($0) }
        if let name = call.string(at: key), overloadNames.contains(name) { candidates = [] }
        return "\(self.name): " + call.unknownKeyText("option", at: key, candidates: candidates)
    }
}
