import Foundation

/// Random hostile scripts from a small grammar, for the limits' bound tests
/// (LimitBoundsCLITests): a prelude, then a loop that never ends by itself
/// and repeats one to three pieces of work, each of a kind docs/RELIABILITY.md says the
/// limits cover: Lua memory, path operations that double, shapes and views
/// at the nesting limit, long text, pattern backtracking, booleans and
/// strokes of strokes, gradients of many stops, Canvas drawing, finalizers,
/// coroutines, string building, and writing files (SVG, and PNG through
/// librsvg when it is installed). No piece raises a Lua error of its own,
/// so a run can only end at one of the limits it is given.
struct HostileScript {
    var source: String
    var memoryMiB: Int
    var instructions: Int?
    var timeout: Double?
    /// The pieces the loop repeats (their first words), for a failure's message.
    var pieces: [String]

    var arguments: [String] {
        var arguments = ["--max-memory", String(memoryMiB)]
        if let instructions { arguments += ["--max-instructions", String(instructions)] }
        if let timeout { arguments += ["--timeout", Self.format(timeout)] }
        return arguments
    }

    /// The documented messages (docs/RELIABILITY.md) of the limits this run has.
    var limitMessages: [String] {
        var messages = ["memory limit reached (--max-memory \(memoryMiB) MiB)"]
        if let instructions { messages.append("instruction limit reached (--max-instructions \(instructions))") }
        if let timeout { messages.append("time limit reached (--timeout \(Self.format(timeout)) s)") }
        return messages
    }

    static func format(_ seconds: Double) -> String {
        seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
    }
}

enum HostileScripts {
    /// A piece of the loop's body; `K` in its text is replaced by one of `sizes`.
    struct Piece {
        var lua: String
        var sizes: [String] = [""]
        var needsLibrsvg = false
    }

    static let prelude = """
        local acc, texts, i = {}, {}, 0
        local p = Path():addRect(Rect(0, 0, 1, 1))
        local bp = Path():addEllipse(Rect(0, 0, 5, 5))
        local function colors(n) local t = {} for j = 1, n do t[j] = j % 2 == 0 and "red" or "#00ff0080" end return t end
        local function strokes(n) local s = Circle() for j = 1, n do s = s:stroke(1) end return s end
        local function nest(n) if n == 0 then return svg(Circle():frame(3, 3)) end return coroutine.wrap(function() return nest(n - 1) end)() end

        """

    static let pieces: [Piece] = [
        Piece(lua: "acc[#acc + 1] = ('x'):rep(K) .. i", sizes: ["1000", "100000"]),
        Piece(lua: "p:addPath(p)"),
        Piece(lua: "do local s = Circle() for j = 1, 199 do s = s:offset(1, 0) end acc[#acc + 1] = svg(s:fill('red'):frame(10, 10)) end"),
        Piece(lua: "do local v = Text('x') for j = 1, 199 do v = v:padding(1) end acc[#acc + 1] = svg(v) end"),
        Piece(lua: "acc[#acc + 1] = svg(Text(('あ'):rep(K)))", sizes: ["200", "3000"]),
        Piece(lua: "acc[#acc + 1] = (('a'):rep(K)):find('.-.-.-b') or i", sizes: ["60", "3000"]),
        Piece(lua: "bp = bp:union(Path():addEllipse(Rect(i % 13, i % 7, 5, 5)))"),
        Piece(lua: "do local q = Path():addEllipse(Rect(0, 0, 10, 10)) for j = 1, K do q = q:strokedPath{lineWidth = 1} end acc[#acc + 1] = q end",
              sizes: ["3", "6"]),
        Piece(lua: "acc[#acc + 1] = svg(strokes(K):fill('red'):frame(40, 40))", sizes: ["2", "5"]),
        Piece(lua: "acc[#acc + 1] = svg(Rectangle():fill(LinearGradient{colors = colors(K)}):frame(10, 10))", sizes: ["100", "20000"]),
        Piece(lua: "acc[#acc + 1] = svg(Canvas(40, 40, function(ctx) for j = 1, K do ctx:fill(Circle(), 'red', {j % 40, 0, 2, 2}) end end))",
              sizes: ["100", "5000"]),
        Piece(lua: "save(Text(('W'):rep(K)):padding(1), 'out-' .. i % 3 .. '.png')", sizes: ["20", "400"], needsLibrsvg: true),
        Piece(lua: "save(VStack{Circle():fill('red'), Text(('W'):rep(K))}, 'out-' .. i % 3 .. '.svg')", sizes: ["100", "5000"]),
        Piece(lua: "setmetatable({}, {__gc = function() acc[#acc + 1] = ('y'):rep(K) end})", sizes: ["10000"]),
        Piece(lua: "setmetatable({}, {__gc = function() for j = 1, K do end end})", sizes: ["100000", "100000000"]),
        Piece(lua: "do local co = coroutine.wrap(function() for j = 1, K do coroutine.yield(svg(Circle():frame(j % 50 + 1, 5))) end end) for j = 1, K do acc[#acc + 1] = co() end end",
              sizes: ["10", "300"]),
        Piece(lua: "acc[#acc + 1] = nest(K)", sizes: ["20", "60"]),
        Piece(lua: "texts[#texts + 1] = table.concat(texts, '', math.max(1, #texts - 8)) .. i"),
        Piece(lua: "acc[#acc + 1] = ('ab'):rep(1 << K)", sizes: ["20", "26"]),
        Piece(lua: "acc[#acc + 1] = tostring(VStack{Text(('é'):rep(K)), Circle():fill(LinearGradient{colors = colors(50)})})", sizes: ["10", "10000"]),
    ]

    /// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom
    /// number generators", 2014): the same scripts on every machine.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ n: Int) -> Int { Int(next() % UInt64(n)) }
        mutating func pick<T>(_ list: [T]) -> T { list[below(list.count)] }
    }

    static let librsvgInstalled = FileManager.default.fileExists(atPath: "/usr/lib/x86_64-linux-gnu/librsvg-2.so.2")
        || FileManager.default.fileExists(atPath: "/usr/lib/aarch64-linux-gnu/librsvg-2.so.2")

    /// The script of `seed`: always a memory limit (the bound the machine
    /// needs) and a time limit (`--max-instructions` counts Lua VM
    /// instructions only: pattern matching and finalizer loops run none),
    /// and sometimes an instruction limit too.
    static func script(seed: UInt64) -> HostileScript {
        var random = Random(state: seed)
        let usable = pieces.filter { !$0.needsLibrsvg || librsvgInstalled }
        var body: [String] = [], names: [String] = []
        for _ in 0...random.below(3) {
            let piece = random.pick(usable)
            body.append(piece.lua.replacingOccurrences(of: "K", with: random.pick(piece.sizes)))
            names.append(String(body.last!.prefix(60)))
        }
        let memory = random.pick([48, 64, 96])
        let kind = random.below(3)
        let instructions = kind == 1 || kind == 2 ? random.pick([2_000_000, 50_000_000]) : nil
        let timeout = random.pick([0.5, 1.0])
        let source = prelude + "while true do\n  i = i + 1\n  " + body.joined(separator: "\n  ") + "\nend\n"
        return HostileScript(source: source, memoryMiB: memory, instructions: instructions, timeout: timeout, pieces: names)
    }
}
