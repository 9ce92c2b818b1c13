import CLua
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

/// libFuzzer target: shapelua's own pattern functions (CLuaBridge/
/// patterns.c: string.find, match, gmatch, gsub, which a limit can stop)
/// against liblua 5.4's, in process. Each input is decoded by one Lua
/// chunk, `PatternCase.driver`, into a call of one of the four functions —
/// subject, pattern, initial position, and for gsub a replacement string,
/// table or function and a maximum count — and the chunk returns a text of
/// everything the call gave: every result (strings quoted with %q), or
/// the error message. The same chunk runs in a plain `luaL_newstate` with
/// `luaL_openlibs` (Lua's own library) and in a shapelua state
/// (`LuaState`, whose string table holds patterns.c's functions); the two
/// texts must be equal. A difference, a crash or an ASan report is a
/// finding. LuaLibraryDifferentialTests compares random cases against the
/// `lua5.4` program; this target lets coverage steer the cases instead.
///
/// Lua's own matcher runs no hook, so the driver keeps a case's work
/// small: at most 40 subject bytes and 24 pattern bytes, of which at most
/// three are repetition items (`*`, `+`, `-`, `?`; a backtracking match
/// costs about subject length to the power of their count).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLuaPatterns(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    let reference = PatternCase.run(input, in: PatternCase.referenceState(), closing: true)
    let ours: String
    do {
        let lua = try LuaState()
        defer { lua.close() }
        // Generous: a case must never reach a limit (liblua has none), but
        // a runaway in patterns.c would end as an error, not as a hang.
        lua.instructionLimit = 1_000_000_000
        lua.timeout = 30
        ours = PatternCase.run(input, in: lua.L, closing: false)
    } catch {
        fatalError("cannot open a shapelua state: \(error)")
    }
    if ours != reference {
        fatalError("FUZZ FINDING: patterns.c differs from liblua 5.4\n liblua:   \(reference)\n shapelua: \(ours)")
    }
    return 0
}

enum PatternCase {
    /// Lua's own libraries in a state of its own (closed by `run`).
    static func referenceState() -> OpaquePointer {
        guard let L = luaL_newstate() else { fatalError("cannot open a Lua state") }
        luaL_openlibs(L)
        return L
    }

    /// Runs `driver` on `input` in L and returns its text; with `closing`
    /// (the reference state) closes L (a `LuaState` closes its own).
    static func run(_ input: [UInt8], in L: OpaquePointer, closing: Bool) -> String {
        defer { if closing { lua_close(L) } }
        let status = driver.withCString { luaL_loadbufferx(L, $0, strlen($0), "=patterns", "t") }
        guard status == LUA_OK else { return "load failed: " + text(L, -1) }
        input.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
        let call = lua_pcallk(L, 1, 1, 0, 0, nil)
        return (call == LUA_OK ? "" : "driver error: ") + text(L, -1)
    }

    private static func text(_ L: OpaquePointer, _ index: Int32) -> String {
        var length = 0
        guard let bytes = lua_tolstring(L, index, &length) else { return "(not a string)" }
        return String(decoding: UnsafeRawBufferPointer(start: bytes, count: length), as: UTF8.self)
    }

    /// The decoder and the call, in Lua, so both states decode alike.
    static let driver = """
    local bytes = ...
    local at = 1
    local function byte()
        local b = bytes:byte(at) or 0
        at = at + 1
        return b
    end
    local function piece(limit)
        local n = byte() % (limit + 1)
        local s = bytes:sub(at, at + n - 1)
        at = at + n
        return s
    end
    local op = byte() % 7
    local init = byte() % 50 - 25
    if init == 0 then init = nil end
    local pattern = piece(24)
    -- at most three repetition items (see the Swift comment)
    local items, cut = 0, #pattern
    for i = 1, #pattern do
        local c = pattern:sub(i, i)
        if c == "*" or c == "+" or c == "-" or c == "?" then
            items = items + 1
            if items > 3 then cut = i - 1 break end
        end
    end
    pattern = pattern:sub(1, cut)
    local replacement = piece(8)
    local maximum = byte() % 6 - 1
    if maximum < 0 then maximum = nil end
    local subject = piece(40)
    local function show(...)
        local t = table.pack(...)
        for i = 1, t.n do
            local v = t[i]
            t[i] = type(v) == "string" and string.format("%q", v) or math.type(v) or tostring(v)
            if math.type(v) then t[i] = t[i] .. ":" .. tostring(v) end
        end
        return table.concat(t, ",", 1, t.n)
    end
    local function outcome(ok, ...)
        if ok then return "ok " .. show(...) end
        return "error " .. tostring((...))
    end
    if op == 0 then
        return outcome(pcall(string.find, subject, pattern, init))
    elseif op == 1 then
        return outcome(pcall(string.find, subject, pattern, init, true))
    elseif op == 2 then
        return outcome(pcall(string.match, subject, pattern, init))
    elseif op == 3 then
        return outcome(pcall(function()
            local all = {}
            for a, b, c in string.gmatch(subject, pattern, init) do
                all[#all + 1] = show(a, b, c)
                if #all > 100 then break end
            end
            return table.concat(all, ";")
        end))
    elseif op == 4 then
        return outcome(pcall(string.gsub, subject, pattern, replacement, maximum))
    elseif op == 5 then
        local map = {}
        for i = 1, #replacement, 2 do
            local k, v = replacement:sub(i, i), replacement:sub(i + 1, i + 1)
            map[k] = v == "f" and false or v == "t" and {} or v == "n" and 3 or v
        end
        return outcome(pcall(string.gsub, subject, pattern, map, maximum))
    else
        local kind = #replacement % 4
        return outcome(pcall(string.gsub, subject, pattern, function(whole, ...)
            if kind == 0 then return nil end
            if kind == 1 then return whole:upper() .. select("#", ...) end
            if kind == 2 then return #whole end
            return whole == "" and false or {}
        end, maximum))
    end
    """
}
