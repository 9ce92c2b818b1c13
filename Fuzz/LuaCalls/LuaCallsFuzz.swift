import FuzzInput
import Glibc
import LuaBridge
import ShapeBindings

/// libFuzzer target: the Lua entry point. Each input runs in a fresh Lua
/// state with the `shape` library: Tests/lua/fuzz.lua (the same decoder the
/// test FuzzTests uses with random choices) reads the bytes as a sequence of
/// calls of globals, namespace functions and methods with arguments from its
/// hostile pool, keeps every userdata it gets, and renders every view with
/// `svg()`. A Lua error is an expected outcome; a signal (found by
/// libFuzzer and ASan) or a "FUZZ FINDING" error (a non-string error value,
/// an "internal error") is a bug.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLuaCalls(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let lua = try? LuaState() else { fatalError("cannot open a Lua state") }
    defer { lua.close() }
    ShapeLibrary.install(into: lua)
    // Runaway loops end as Lua errors, not as libFuzzer timeouts.
    lua.instructionLimit = 5_000_000
    lua.memoryLimit = 512 << 20
    lua.timeout = 10
    do {
        try lua.run(LuaDriver.names)
        lua.push(bytes: input)
        lua.setGlobal("FUZZ_BYTES")
        try lua.load(bytes: LuaDriver.source, name: "@fuzz.lua")
        try lua.call(arguments: 0, results: 0)
    } catch let error as LuaError where error.message.contains("FUZZ FINDING") {
        fatalError(error.message)
    } catch {
        // A Lua error from the run (a limit reached): an expected outcome.
    }
    return 0
}

enum LuaDriver {
    /// Tests/lua/fuzz.lua, found from this file's path (the package is built
    /// in place), or at $SHAPELUA_FUZZ_DRIVER.
    static let source: [UInt8] = {
        let path = getenv("SHAPELUA_FUZZ_DRIVER").map { String(cString: $0) }
            ?? String(#filePath.dropLast("Fuzz/LuaCalls/LuaCallsFuzz.swift".count)) + "Tests/lua/fuzz.lua"
        guard let file = fopen(path, "rb") else { fatalError("cannot read the fuzz driver \(path)") }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return bytes
    }()

    /// The vocabulary from the registration tables, as one Lua chunk.
    static let names: String = {
        func list(_ names: [String]) -> String {
            "{" + names.map { "\"\($0)\"" }.joined(separator: ",") + "}"
        }
        return "FUZZ_GLOBALS = \(list(CompletionNames.globals())); FUZZ_MEMBERS = \(list(CompletionNames.members()));"
            + " FUZZ_CHOICES = \(list(FuzzVocabulary.choices())); FUZZ_LABELS = \(list(FuzzVocabulary.labels()))"
    }()
}
