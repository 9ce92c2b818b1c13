import CLua
import CLuaBridge
import LuaBridge
import ShapeCore

/// A table given as one value whose string keys are its fields
/// (`StrokeStyle`, `GradientStop`, `CornerRadii`, `SVGOptions`, ...).
/// Its fields are `Param`s, as a function's parameters are, so the
/// reference, the LuaLS classes and the decoder read the same list; the
/// table is read by the pass that reads a function's label table
/// (`shl_label_table`, one `lua_next`, keys compared as bytes), so every
/// record refuses an unknown key, and a field given twice (under its label
/// and an alias), with the same words.
public final class RecordSpec {
    /// The name the docs and the LuaLS file give the table.
    public let name: String
    public let fields: [Param]
    /// The class whose fields this one repeats first (SaveOptions extends
    /// SVGOptions): LuaLS declares only the fields after those.
    public let parent: RecordSpec?
    /// What the docs say about the table as a whole (may be empty).
    public let doc: String
    /// What an unknown key is called in the error: "option", "StrokeStyle key".
    let keyNoun: String
    /// Integer keys 1...#t are allowed too (the body reads the list part).
    let allowsArray: Bool

    init(_ name: String, _ fields: [Param], parent: RecordSpec? = nil, keyNoun: String,
         allowsArray: Bool = false, doc: String = "") {
        let all = (parent?.fields ?? []) + fields
        precondition(all.count <= Slots.capacity, "\(name): more fields than Slots holds")
        self.name = name; self.fields = all; self.parent = parent; self.doc = doc
        self.keyNoun = keyNoun; self.allowsArray = allowsArray
    }

    /// The index of the field labelled `label` (a programming error otherwise).
    func index(_ label: String) -> Int {
        guard let i = fields.firstIndex(where: { $0.label == label }) else {
            preconditionFailure("\(name) has no field '\(label)'")
        }
        return i
    }

    /// Every key the table may use: labels first, then aliases.
    var keys: [String] { fields.map(\.label) + fields.flatMap(\.aliases) }

    /// "valid: a, b, c", plus "or the short names" when fields have aliases.
    var validNote: String {
        "valid: " + fields.map(\.label).joined(separator: ", ")
            + (fields.contains { !$0.aliases.isEmpty } ? " or the short names" : "")
    }

    /// The keys as bytes for the C pass: built on the first table read.
    var labelKeys: LabelKeys { labelKeyStorage.keys { LabelKeys(for: self) } }
    private let labelKeyStorage = LabelKeysOnce()
}

/// A record table as read: each field's value at a stack index (0 when
/// absent), valid until the `record` call that made it returns.
struct RecordFields {
    /// The table's own context (where messages point).
    let table: ArgContext
    unowned(unsafe) let spec: RecordSpec
    let slots: Slots

    /// The context of field `i`, nil when absent: named in messages as a
    /// part of the table, under the key given (`cornerRadii.topLeading`,
    /// `stops.[2].color`).
    private func field(_ i: Int) -> ArgContext? {
        let index = slots[i]
        guard index != 0 else { return nil }
        // The pass leaves each key just below its value.
        return table.part(table.stack.string(at: index - 1) ?? spec.fields[i].label, at: index)
    }

    /// The context of field `i` (or `label`), which the caller reads as
    /// `kind`: debug builds check the field is declared with it, as `Args`'
    /// readers check a parameter's.
    func field(_ i: Int, as kind: @autoclosure () -> ParamKind) -> ArgContext? {
        assert(kindMismatch(i, kind()) == nil, kindMismatch(i, kind()) ?? "")
        return field(i)
    }

    func field(_ label: String, as kind: @autoclosure () -> ParamKind) -> ArgContext? {
        field(spec.index(label), as: kind())
    }

    /// Field `label` decoded, nil when absent; `kind` is what `decode` reads.
    func value<T>(_ label: String, as kind: @autoclosure () -> ParamKind,
                  _ decode: (ArgContext) throws -> T) throws -> T? {
        try field(label, as: kind()).map(decode)
    }

    /// Why field `i` may not be read as `kind`, or nil when it may.
    func kindMismatch(_ i: Int, _ kind: ParamKind) -> String? {
        spec.fields[i].kind.admits(kind) ? nil
            : "\(spec.name): field '\(spec.fields[i].label)' is declared \(spec.fields[i].kind.markdown), read as \(kind.markdown)"
    }
}

extension ArgContext {
    /// Reads the table at this context's index as a `spec` record and runs
    /// `body` with its fields; the stack is as found afterwards. Not a
    /// table: "table expected". An unknown key: "svg: unknown option
    /// 'widht'; did you mean 'width'? (valid: ...)", with the record's own
    /// noun for the key; a field given under two of its names: "both 'a'
    /// and 'b' given" (`keyError` says where).
    func record<R>(_ spec: RecordSpec, _ body: (RecordFields) throws -> R) throws -> R {
        guard !isAbsent, stack.isTable(at: index) else { throw typeError("table") }
        let L = stack.L
        let base = lua_gettop(L)
        defer { lua_settop(L, base) }
        guard lua_checkstack(L, 2 * Int32(spec.fields.count) + 4) != 0 else { throw detail("stack overflow") }
        let table = stack.absoluteIndex(index)
        let arrayLength = spec.allowsArray ? lua_Integer(lua_rawlen(L, table)) : 0
        var slots = Slots()
        var unknown: Int32 = 0
        let found = slots.withUnsafeMutablePointer {
            shl_label_table(L, table, spec.labelKeys.names, arrayLength, $0, &unknown)
        }
        if unknown != 0 {
            throw keyError(stack.unknownKeyText(spec.keyNoun, at: unknown, candidates: spec.keys, note: spec.validNote))
        }
        if found & SHL_LABEL_DUPLICATE != 0 { throw duplicateFieldError(spec, table) }
        return try body(RecordFields(table: self, spec: spec, slots: slots))
    }

    /// "both 'topLeadingRadius' and 'topLeading' given": the first field
    /// (in order) given under two names. Built only on that error.
    private func duplicateFieldError(_ spec: RecordSpec, _ table: Int32) -> LuaCallError {
        for field in spec.fields {
            var found = false
            for key in [field.label] + field.aliases {
                let given = stack.rawGet(table, field: key) != .nil
                stack.pop()
                if given && found { return keyError("both '\(field.label)' and '\(key)' given") }
                found = found || given
            }
        }
        return keyError("a field given twice")
    }

    /// A record that is a parameter is the function's options: "svg:
    /// unknown option 'widht'", as a label table's keys are; one inside a
    /// list or another table is named by its place ("bad argument #1 to
    /// 'LinearGradient' (stops.[2]: unknown stop key 'colour' ...)").
    private func keyError(_ text: String) -> LuaCallError {
        if let function = parameterOf { return .message("\(function.name): \(text)") }
        return detail(text)
    }
}
