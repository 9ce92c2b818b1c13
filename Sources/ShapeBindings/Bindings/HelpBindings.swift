import LuaBridge
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// The global `help(x)`: prints the reference entry of what `x` is (the
/// text of `HelpText`, from the registration tables), on standard output
/// as `print` writes (C's stdout, flushed), in scripts and in the REPL.
///
/// What `x` is, found without calling anything: a library function (its
/// closure's upvalues are `callSpec` and its FunctionSpec), a library
/// table (its metatable's `__index` is `missingNamespaceMember`, with the
/// NamespaceSpec), a library value (its type's `__name`), or a string
/// naming one. No argument, or nil, prints how to use help.
enum HelpBindings {
    static let function: FunctionSpec = FunctionSpec(
        "help", [Param("subject", .any, default: "nil",
                       doc: "a function or method, a library table (`Color`), a value, or a name (`\"frame\"`, `\"Shape.fill\"`)")],
        returns: "nil",
        doc: "Prints the reference entry of `subject` (the text `shapelua --api` writes for it): a function's parameters, a type's fields and methods, a table's functions and constants; `help()` prints how to use it.",
        example: "help(Circle)\nhelp(Circle():fill(\"red\"))\nhelp(\"frame\")"
    ) { (a: inout Args) throws -> Int32 in
        let index = a.slot(0)
        let library: LibrarySpec = ShapeLibrary.spec
        var text: String
        if index == 0 {
            text = HelpText.usage
            if a.call.top >= 1 { text = "help(nil): the value is nil (a misspelt name?)\n\n" + text }
        } else {
            text = describe(a.call, index, library)
        }
        write(text)
        return 0
    }

    static func describe(_ call: LuaCall, _ index: Int32, _ library: LibrarySpec) -> String {
        switch call.type(at: index) {
        case .string:
            return HelpText.entry(named: call.string(at: index) ?? "", library)
        case .function:
            if let spec = functionSpec(call, index) { return HelpText.entry(spec) }
        case .table:
            if let found = namespace(call, index) {
                return found.map { HelpText.entry($0) } ?? HelpText.libraryEntry(library)
            }
        case .userdata:
            let name = call.typeName(at: index)
            if let type = library.types.first(where: { $0.name == name }) { return HelpText.entry(type) }
        default:
            break
        }
        return HelpText.notInLibrary(call.typeName(at: index))
    }

    /// The spec of a library function: a C closure whose first upvalue is
    /// `callSpec` and whose second is its FunctionSpec. nil for any other
    /// function. Reads upvalues only (nothing is called).
    static func functionSpec(_ call: LuaCall, _ index: Int32) -> FunctionSpec? {
        guard let upvalues = call.lightUserdataUpvalues(ofCFunctionAt: index, count: 2),
              upvalues[0] == unsafeBitCast(callSpec, to: UnsafeMutableRawPointer.self),
              let raw = upvalues[1] else { return nil }
        return Unmanaged<FunctionSpec>.fromOpaque(raw).takeUnretainedValue()
    }

    /// A library table: `.some(namespace)`, `.some(nil)` for the library
    /// table itself (`require "shape"`), nil for any other table.
    static func namespace(_ call: LuaCall, _ index: Int32) -> NamespaceSpec?? {
        guard call.ensureStack(2) else { return nil }
        let base = call.top
        defer { call.setTop(base) }
        guard call.pushMetatable(of: index) else { return nil }
        // The library table's second upvalue is nil: no NamespaceSpec.
        guard call.rawGet(-1, field: "__index") == .function,
              let upvalues = call.lightUserdataUpvalues(ofCFunctionAt: -1, count: 2),
              upvalues[0] == unsafeBitCast(missingNamespaceMember, to: UnsafeMutableRawPointer.self) else { return nil }
        guard let raw = upvalues[1] else { return .some(nil) }
        return .some(Unmanaged<NamespaceSpec>.fromOpaque(raw).takeUnretainedValue())
    }

    /// As `print` writes: C's stdout, flushed.
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes in
            if let base = bytes.baseAddress { _ = fwrite(base, 1, bytes.count, stdout) }
        }
        fflush(stdout)
    }
}
