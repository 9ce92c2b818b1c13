// A tiny host for `valgrind --leak-check=full` (scripts/leakcheck-bridge):
// registers a userdata type holding a Swift class instance, runs a script
// that creates and drops N of them (default 10,000) with methods,
// __tostring and a Swift -> Lua callback, then runs every error path of the
// bridge many times (argument errors, errors inside callbacks, the memory
// limit overshot from Swift, the instruction limit, interrupts): a longjmp
// across a Swift frame would show up here as leaked Swift objects.
import CLua
import LuaBridge
#if canImport(Glibc)
import Glibc
#endif

final class Payload {
    var values: [Double]
    init(_ n: Int) { values = (0..<n).map(Double.init) }
}
struct Item { var payload: Payload; var name: String }

let makeItem: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let n = try call.integer(1)
        call.push(userdata: Item(payload: Payload(n % 16), name: "item \(n)"))
        return 1
    }
}
let itemSum: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.value(1, as: Item.self).payload.values.reduce(0, +))
        return 1
    }
}
let itemName: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push(try call.value(1, as: Item.self).name)
        return 1
    }
}
let itemText: SwiftFunction = { L in
    LuaCall.run(L) { call in
        call.push("Item(\(try call.value(1, as: Item.self).name))")
        return 1
    }
}
/// each(f, n): calls f(i) for i = 1...n from Swift.
let each: SwiftFunction = { L in
    LuaCall.run(L) { call in
        let f = try call.function(1)
        for i in 1...max(1, try call.integer(2)) {
            try call.call(f) { stack in stack.push(i); return 1 }
        }
        return 0
    }
}

/// Each kind of failure, `rounds` times; each must be an error, never a crash.
func errorPaths(_ lua: LuaState, rounds: Int) throws {
    let failing = [
        "Item('x')",                                            // bad argument
        "Item(1):sum(); Item.sum(1)",                           // bad self
        "each(function(i) error('in callback ' .. i) end, 3)",  // callback error
        "each(function(i) local t = Item(i) t:name().x = 1 end, 2)",
    ]
    var failures = 0
    for _ in 0..<rounds {
        for code in failing {
            do { try lua.run(code) } catch { failures += 1 }
        }
    }
    lua.memoryLimit = lua.memoryInUse + 200_000
    lua.instructionLimit = 100_000
    for _ in 0..<max(1, rounds / 10) {
        do { try lua.run("local t = {} each(function(i) t[i] = Item(i) end, 1e6)") } catch { failures += 1 }
        do { try lua.run("while true do end") } catch { failures += 1 }
        do { try lua.run("each(function() while true do end end, 1)") } catch { failures += 1 }
    }
    lua.memoryLimit = nil
    lua.instructionLimit = nil
    print("error paths: \(failures) errors caught")
}

let count = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) ?? 10_000 : 10_000
do {
    let lua = try LuaState()
    lua.registerUserdata(Item.self, name: "Item", methods: [("sum", itemSum), ("name", itemName)],
                         metamethods: [("__tostring", itemText)])
    lua.registerGlobals(["Item": makeItem, "each": each])
    try lua.run("""
        local n = \(count)
        local total = 0
        each(function(i)
            local item = Item(i)
            total = total + item:sum() + #tostring(item) + #item:name()
        end, n)
        -- an error inside a callback, caught in Lua
        assert(not pcall(each, function() error('x') end, 1))
        collectgarbage()
        print(n .. ' userdata created and dropped, total ' .. total)
        """)
    lua.collectGarbage()
    print("memory in use after collection: \(lua.memoryInUse) bytes")
    try errorPaths(lua, rounds: max(1, count / 10))
    lua.collectGarbage() // finalises the last Items (their Swift values go now)
    lua.collectGarbage() // frees the finalised userdata blocks
    print("memory in use after the error paths: \(lua.memoryInUse) bytes")
} catch {
    print("leakcheck failed: \(error)")
    exit(1)
}
