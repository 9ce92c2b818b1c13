// Bridge call cost: a Swift function called from Lua (through shl_trampoline
// and LuaCall.run) against a plain C lua_CFunction doing the same work, in
// the same state, alternating, several runs; prints the medians and ratio.
// Not a test: run scripts/bench-bridge (release build).
import CLua
import CLuaBridge
import LuaBridge
import BridgeBenchC
#if canImport(Glibc)
import Glibc
#endif

let swiftAdd: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.number(1) + call.number(2))
        return 1
    }
}

#if DEBUG
let buildKind = "DEBUG: numbers not meaningful"
#else
let buildKind = "release"
#endif
let calls = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000_000 : 10_000_000
let runs = CommandLine.arguments.count > 2 ? Int(CommandLine.arguments[2]) ?? 7 : 7

let loop = """
    local f, n = ...
    local s = 0.0
    for i = 1, n do s = f(s, 1.0) end
    return s
    """

/// CPU time of this thread: on a shared, loaded machine it is much less
/// disturbed by other processes than wall-clock time.
func seconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// Runs the loop once with the function `push` puts on the stack; returns seconds.
func time(_ lua: LuaState, _ push: (LuaState) -> Void) throws -> Double {
    try lua.load(loop, name: "=bench")
    push(lua)
    lua.push(calls)
    let start = seconds()
    try lua.call(arguments: 2, results: 1)
    let elapsed = seconds() - start
    guard lua.number(at: -1) == Double(calls) else { fatalError("wrong sum \(lua.describe(at: -1))") }
    lua.pop()
    return elapsed
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1 ? sorted[sorted.count / 2]
        : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

do {
    let lua = try LuaState()
    var cTimes: [Double] = [], swiftTimes: [Double] = [], emptyTimes: [Double] = []
    let pushC: (LuaState) -> Void = { lua_pushcclosure($0.L, bench_c_add, 0) }
    let pushSwift: (LuaState) -> Void = { $0.push(function: swiftAdd) }
    // An empty Lua function: what the loop and a Lua call cost alone.
    let pushEmpty: (LuaState) -> Void = { lua in
        try! lua.load("local a, b = ... return a + b", name: "=luaadd")
    }
    _ = try time(lua, pushC) // warm-up
    _ = try time(lua, pushSwift)
    for _ in 0..<runs {
        cTimes.append(try time(lua, pushC))
        swiftTimes.append(try time(lua, pushSwift))
        emptyTimes.append(try time(lua, pushEmpty))
    }
    let c = median(cTimes), swift = median(swiftTimes), luaAdd = median(emptyTimes)
    func row(_ name: String, _ t: Double) -> String {
        let ms = fixed(t * 1000, 0), ns = fixed(t / Double(calls) * 1e9, 1)
        return name + String(repeating: " ", count: max(0, 32 - name.count))
            + ms.leftPad(8) + " ms" + ns.leftPad(8) + " ns/call"
    }
    print("bridge call cost: \(calls) calls, median of \(runs) runs, thread CPU time (\(buildKind) build)")
    print(row("C lua_CFunction (baseline)", c))
    print(row("Swift function via trampoline", swift))
    print(row("Lua function (for reference)", luaAdd))
    let paired = median(zip(swiftTimes, cTimes).map { $0 / $1 })
    print("ratio Swift / C (medians): " + fixed(swift / c, 2)
          + "   (median of per-run ratios: " + fixed(paired, 2) + ")")
} catch {
    print("bench failed: \(error)")
    exit(1)
}

/// `value` with `digits` decimals, without Foundation.
func fixed(_ value: Double, _ digits: Int) -> String {
    var scale = 1
    for _ in 0..<digits { scale *= 10 }
    let n = Int((value * Double(scale)).rounded())
    if digits == 0 { return String(n) }
    return String(n / scale) + "." + String(n % scale).leftPad(digits, "0")
}

extension String {
    func leftPad(_ width: Int, _ pad: Character = " ") -> String {
        count >= width ? self : String(repeating: pad, count: width - count) + self
    }
}
