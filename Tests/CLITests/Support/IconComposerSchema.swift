import Foundation

/// A small validator of Icon Composer's `icon.json`, written for these
/// tests from the facts of the unofficial JSON schema
/// (dfabulich/unofficial-apple-icon-composer-json-schema, as extended by
/// giginet/apple-icon-composer-skill; neither is vendored): the keys each
/// object may have and those it must, their types, and the enumerations.
/// Where the two disagree it takes the narrower rule (an `appearance` is
/// `dark` or `tinted`; `squares` is `"shared"`; a layer names its image
/// in `image-name`), so a document it passes passes both. Not covered:
/// Icon Composer 2's `features` gate and its refractivity keys, which
/// shapelua never writes (they are refused as unknown keys here).
enum IconComposerSchema {
    /// A JSON value as read, booleans apart from numbers (Foundation's
    /// JSONSerialization makes both NSNumbers on Linux).
    indirect enum Value: Decodable {
        case null, boolean(Bool), number(Double), string(String), array([Value]), object([String: Value])

        init(from decoder: Decoder) throws {
            let c = try decoder.singleValueContainer()
            if c.decodeNil() { self = .null }
            else if let b = try? c.decode(Bool.self) { self = .boolean(b) }
            else if let x = try? c.decode(Double.self) { self = .number(x) }
            else if let s = try? c.decode(String.self) { self = .string(s) }
            else if let a = try? c.decode([Value].self) { self = .array(a) }
            else { self = .object(try c.decode([String: Value].self)) }
        }

        var string: String? { if case .string(let s) = self { return s }; return nil }
        var list: [Value]? { if case .array(let a) = self { return a }; return nil }
        var members: [String: Value]? { if case .object(let o) = self { return o }; return nil }
        var number: Double? { if case .number(let x) = self { return x }; return nil }
        var isBoolean: Bool { if case .boolean = self { return true }; return false }
        var isNull: Bool { if case .null = self { return true }; return false }
    }

    static func problems(_ data: Data) throws -> [String] { problems(try JSONDecoder().decode(Value.self, from: data)) }

    static let blendModes: Set<String> = ["normal", "darken", "multiply", "plus-darker", "lighten", "screen", "plus-lighter",
                                          "overlay", "soft-light", "hard-light"]
    static let fillKeywords: Set<String> = ["automatic", "none", "system-light", "system-dark"]

    /// Every problem found in the document (empty: valid).
    static func problems(_ json: Value) -> [String] {
        var out: [String] = []
        document(json, "$", &out)
        return out
    }

    private static func object(_ value: Value, _ at: String, allowed: Set<String>, required: Set<String>, _ out: inout [String]) -> [String: Value]? {
        guard let object = value.members else { out.append("\(at): not an object"); return nil }
        for key in object.keys.sorted() where !allowed.contains(key) { out.append("\(at): unknown key '\(key)'") }
        for key in required.sorted() where object[key] == nil { out.append("\(at): '\(key)' is required") }
        return object
    }

    private static func document(_ value: Value, _ at: String, _ out: inout [String]) {
        guard let root = object(value, at, allowed: ["fill", "fill-specializations", "groups", "supported-platforms",
                                                     "color-space-for-untagged-svg-colors"],
                                required: ["groups", "supported-platforms"], &out) else { return }
        if let fill = root["fill"] { self.fill(fill, "\(at).fill", &out) }
        if let list = root["fill-specializations"] { specializations(list, "\(at).fill-specializations", &out) { fill($0, $1, &$2) } }
        if let space = root["color-space-for-untagged-svg-colors"], !["srgb", "display-p3"].contains(space.string ?? "") {
            out.append("\(at).color-space-for-untagged-svg-colors: not srgb or display-p3")
        }
        if let groups = root["groups"] {
            if let list = groups.list {
                for (i, g) in list.enumerated() { group(g, "\(at).groups[\(i)]", &out) }
            } else { out.append("\(at).groups: not an array") }
        }
        if let platforms = root["supported-platforms"],
           let p = object(platforms, "\(at).supported-platforms", allowed: ["squares", "circles"], required: ["squares"], &out) {
            if let squares = p["squares"], squares.string != "shared" { out.append("\(at).supported-platforms.squares: not \"shared\"") }
            if let circles = p["circles"], !(circles.list?.allSatisfy { $0.string == "watchOS" } ?? false) {
                out.append("\(at).supported-platforms.circles: not a list of \"watchOS\"")
            }
        }
    }

    private static func group(_ value: Value, _ at: String, _ out: inout [String]) {
        let allowed: Set<String> = ["name", "layers", "lighting", "specular", "blur-material", "shadow", "translucency",
                                    "blend-mode", "opacity", "hidden", "position"]
        guard let g = object(value, at, allowed: allowed.union(allowed.map { $0 + "-specializations" }), required: ["layers"], &out) else { return }
        if let name = g["name"], name.string == nil { out.append("\(at).name: not a string") }
        if let layers = g["layers"] {
            if let list = layers.list, !list.isEmpty {
                for (i, l) in list.enumerated() { layer(l, "\(at).layers[\(i)]", &out) }
            } else { out.append("\(at).layers: not a non-empty array") }
        }
        if let lighting = g["lighting"], !["individual", "combined"].contains(lighting.string ?? "") { out.append("\(at).lighting: bad value") }
        if let s = g["specular"] { boolean(s, "\(at).specular", &out) }
        if let b = g["blur-material"], !b.isNull { unit(b, "\(at).blur-material", &out) }
        if let s = g["shadow"] { shadow(s, "\(at).shadow", &out) }
        if let t = g["translucency"], let o = object(t, "\(at).translucency", allowed: ["enabled", "value"], required: ["enabled", "value"], &out) {
            if let e = o["enabled"] { boolean(e, "\(at).translucency.enabled", &out) }
            if let v = o["value"] { unit(v, "\(at).translucency.value", &out) }
        }
        common(g, at, &out)
    }

    private static func layer(_ value: Value, _ at: String, _ out: inout [String]) {
        let allowed: Set<String> = ["name", "image-name", "fill", "blend-mode", "opacity", "glass", "hidden", "position"]
        guard let l = object(value, at, allowed: allowed.union(allowed.map { $0 + "-specializations" }),
                             required: ["name", "image-name"], &out) else { return }
        for key in ["name", "image-name"] where l[key] != nil && l[key]?.string == nil { out.append("\(at).\(key): not a string") }
        if let list = l["image-name-specializations"] {
            specializations(list, "\(at).image-name-specializations", &out) { v, at, out in if v.string == nil { out.append("\(at): not a string") } }
        }
        if let f = l["fill"] { fill(f, "\(at).fill", &out) }
        if let list = l["fill-specializations"] { specializations(list, "\(at).fill-specializations", &out) { fill($0, $1, &$2) } }
        if let g = l["glass"] { boolean(g, "\(at).glass", &out) }
        common(l, at, &out)
    }

    /// The keys groups and layers share.
    private static func common(_ o: [String: Value], _ at: String, _ out: inout [String]) {
        if let b = o["blend-mode"], !blendModes.contains(b.string ?? "") { out.append("\(at).blend-mode: bad value") }
        if let v = o["opacity"] { unit(v, "\(at).opacity", &out) }
        if let h = o["hidden"] { boolean(h, "\(at).hidden", &out) }
        if let p = o["position"] { position(p, "\(at).position", &out) }
    }

    private static func specializations(_ value: Value, _ at: String, _ out: inout [String], _ check: (Value, String, inout [String]) -> Void) {
        guard let list = value.list else { out.append("\(at): not an array"); return }
        for (i, entry) in list.enumerated() {
            let here = "\(at)[\(i)]"
            guard let e = object(entry, here, allowed: ["appearance", "idiom", "value"], required: ["value"], &out) else { continue }
            if let a = e["appearance"], !["dark", "tinted"].contains(a.string ?? "") { out.append("\(here).appearance: not dark or tinted") }
            if let d = e["idiom"], !["square", "watchOS"].contains(d.string ?? "") { out.append("\(here).idiom: bad value") }
            if let v = e["value"] { check(v, "\(here).value", &out) }
        }
    }

    private static func fill(_ value: Value, _ at: String, _ out: inout [String]) {
        if let keyword = value.string {
            if !fillKeywords.contains(keyword) { out.append("\(at): unknown fill '\(keyword)'") }
            return
        }
        guard let f = object(value, at, allowed: ["solid", "automatic-gradient", "linear-gradient", "orientation"], required: [], &out) else { return }
        let kinds = ["solid", "automatic-gradient", "linear-gradient"].filter { f[$0] != nil }
        if kinds.count != 1 { out.append("\(at): not exactly one of solid, automatic-gradient, linear-gradient") }
        for key in ["solid", "automatic-gradient"] { if let c = f[key] { color(c, "\(at).\(key)", &out) } }
        if let stops = f["linear-gradient"] {
            if let list = stops.list, list.count == 2 { for c in list { color(c, "\(at).linear-gradient", &out) } } else {
                out.append("\(at).linear-gradient: not two colours")
            }
        }
    }

    /// `space:components`: four for the RGB spaces, two for the grey ones.
    static func isColor(_ text: String) -> Bool {
        let parts = text.split(separator: ":", maxSplits: 1)
        guard parts.count == 2 else { return false }
        let count: Int
        switch parts[0] {
        case "srgb", "extended-srgb", "display-p3": count = 4
        case "gray", "extended-gray": count = 2
        default: return false
        }
        let components = parts[1].split(separator: ",", omittingEmptySubsequences: false)
        return components.count == count && components.allSatisfy { c in
            !c.isEmpty && c.allSatisfy { "0123456789.-".contains($0) } && Double(c) != nil
        }
    }

    private static func color(_ value: Value, _ at: String, _ out: inout [String]) {
        if !isColor(value.string ?? "") { out.append("\(at): not a colour string") }
    }

    private static func shadow(_ value: Value, _ at: String, _ out: inout [String]) {
        guard let s = object(value, at, allowed: ["kind", "opacity"], required: ["kind", "opacity"], &out) else { return }
        if let k = s["kind"], !["neutral", "layer-color", "none"].contains(k.string ?? "") { out.append("\(at).kind: bad value") }
        if let o = s["opacity"] { unit(o, "\(at).opacity", &out) }
    }

    private static func position(_ value: Value, _ at: String, _ out: inout [String]) {
        guard let p = object(value, at, allowed: ["scale", "translation-in-points"], required: ["scale", "translation-in-points"], &out) else { return }
        if let s = p["scale"], !((s.number ?? 0) > 0) { out.append("\(at).scale: not a positive number") }
        if let t = p["translation-in-points"], !(t.list?.count == 2 && t.list!.allSatisfy { $0.number != nil }) {
            out.append("\(at).translation-in-points: not two numbers")
        }
    }

    private static func unit(_ value: Value, _ at: String, _ out: inout [String]) {
        guard let x = value.number, x >= 0, x <= 1 else { out.append("\(at): not a number in 0…1"); return }
    }

    private static func boolean(_ value: Value, _ at: String, _ out: inout [String]) {
        guard value.isBoolean else { out.append("\(at): not a boolean"); return }
    }
}
