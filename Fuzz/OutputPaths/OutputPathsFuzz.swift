import LuaBridge
import ShapeBindings
import ShapeCore

/// libFuzzer target: output paths and names. The first byte picks what
/// runs; the rest, split at the first 0xFF byte, is a path and an icon-set
/// name, raw bytes (NUL, control characters, invalid UTF-8, dots and
/// slashes). `save()`, `iconset()`, `imageset()` and the host's `-o`
/// (`ShapeLibrary.save`) run with them in a fresh state whose output hooks
/// record what would be written; nothing reaches the disk.
/// Findings (a crash): a signal or trap; a path handed to the hooks with a
/// NUL inside or naming no file (empty, `.`, `..`, a trailing `/`); an
/// error message with a control character; a `Contents.json` that is not
/// JSON (`JSONCheck`, RFC 8259's grammar).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutputPaths(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    guard let mode = input.first else { return 0 }
    let rest = input.dropFirst()
    let cut = rest.firstIndex(of: 0xFF) ?? rest.endIndex
    let path = Array(rest[..<cut]), name = Array(rest[cut...].dropFirst())
    let pathText = String(decoding: path, as: UTF8.self)
    _ = try? SavedFormat(path: pathText) // total for every string

    guard let lua = try? LuaState() else { fatalError("cannot open a Lua state") }
    defer { lua.close() }
    var written: [(path: String, bytes: [UInt8])] = []
    let hooks = OutputHooks(
        resolve: { path in
            let last = path.split(separator: "/", omittingEmptySubsequences: false).last ?? ""
            if path.utf8.contains(0) { fatalError("a path with a NUL reached the file system: \(path.debugDescription)") }
            // The command line refuses these (OutputLocation); so does this host.
            if last.isEmpty || last == "." || last == ".." { throw Refused() }
            return path
        },
        write: { bytes, path in
            if path.utf8.contains(0) { fatalError("a path with a NUL reached the file system: \(path.debugDescription)") }
            written.append((path, bytes))
        })
    ShapeLibrary.install(into: lua, output: hooks)
    lua.instructionLimit = 5_000_000
    lua.memoryLimit = 512 << 20
    lua.timeout = 10
    lua.push(bytes: path)
    lua.setGlobal("P")
    lua.push(bytes: name)
    lua.setGlobal("N")
    let call: String
    switch mode % 6 {
    case 0: call = "save(Circle():frame(4, 4), P)"
    case 1: call = "save(Circle():frame(4, 4), P, {scale = 2})"
    case 2: call = "iconset(Circle():frame(4, 4), P, {platform = 'ios', name = N})"
    case 3: call = "iconset(Circle():frame(4, 4), 'icons', {platform = 'ios', name = P})"
    case 4: call = "imageset(Circle():frame(4, 4), 'images', {platform = 'ios', name = P})"
    default:
        // -o: the host's way into the same exporter, with the path as given.
        do {
            _ = try lua.run("V = Circle():frame(4, 4)")
            _ = lua.pushGlobal("V")
            try ShapeLibrary.save(lua, at: lua.top, to: pathText, settings: DocumentSettings())
        } catch {
            let message = "\(error)"
            if message.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
                fatalError("a control character in the message \(message.debugDescription)")
            }
        }
        return 0
    }
    do {
        _ = try lua.run("local ok, message = pcall(function() \(call) end); MESSAGE = not ok and tostring(message) or nil")
    } catch {
        return 0 // a limit reached
    }
    _ = lua.pushGlobal("MESSAGE")
    if let message = lua.string(at: -1), message.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F }) {
        fatalError("a control character in the message \(message.debugDescription)")
    }
    lua.pop()
    for (path, bytes) in written where path.hasSuffix("Contents.json") && !JSONCheck.isValid(bytes) {
        fatalError("Contents.json is not JSON: \(String(decoding: bytes, as: UTF8.self).debugDescription)")
    }
    return 0
}

struct Refused: Error, CustomStringConvertible {
    var description: String { "the path names a folder, not a file" }
}
