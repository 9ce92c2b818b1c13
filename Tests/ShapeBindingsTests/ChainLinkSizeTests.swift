import LuaBridge
@testable import ShapeBindings
import Testing

/// The Swift runtime's size of an instance of `type` (header and stored
/// properties), what `swift_allocObject` asks malloc for. The standard
/// library's own entry point, not public API: named by its symbol.
@_silgen_name("$ss36_class_getInstancePositiveExtentSizeySiyXlXpF")
private func instanceSize(_ type: AnyClass) -> Int

/// The usable bytes of the chunk glibc's malloc carves for a request of
/// `bytes`: the request and the chunk's 8-byte size field, rounded up to 16
/// (at least the 32-byte minimum chunk), less that field. Computed rather
/// than read back with `malloc_usable_size`, which also reports the slack
/// of a larger free chunk handed out whole (a remainder under 32 bytes is
/// not split off) and so depends on what the heap held before: CI once
/// saw more than 72 usable bytes behind a 71-byte link.
private func usableBytes(forRequest bytes: Int) -> Int {
    max(32, (bytes + 8 + 15) & ~15) - 8
}

/// The views row of issue 9 keeps 5 chain links per child alive as long as
/// its views: their bytes are a fifth of the row's peak memory, so each
/// link must stay in the malloc chunk it was sized for (docs/BINDINGS.md,
/// "Printing, built when asked"). The text they print is checked by
/// Tests/lua/chain_text_property.lua.
@Suite struct ChainLinkSizeTests {
    /// The usable bytes of the heap block of the first link of the chain
    /// at global `name`.
    func usableSize(_ lua: LuaState, _ name: String) throws -> Int {
        _ = lua.pushGlobal(name)
        defer { lua.pop() }
        let value = try #require(lua.userdata(at: -1, as: ViewValue.self))
        guard case .chain(let link) = value.pointee.text else {
            Issue.record("\(name) prints without a chain")
            return 0
        }
        return usableBytes(forRequest: instanceSize(type(of: link)))
    }

    @Test func linksStayInTheirChunks() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        // The benchmark's child, link by link.
        _ = try lua.run("""
            s = RoundedRectangle(2, "circular")
            fill = s:fill("#ff3b30")
            stroke = s:stroke("black", 0.5)
            overlay = fill:overlay(stroke)
            frame = overlay:frame(10, 10)
            offset = frame:offset(13, 25)
            long = frame:frame(10, 10, "bottomTrailing")
            """)
        // A plain link: 71 bytes, one 80-byte chunk (72 usable).
        for name in ["overlay", "frame", "offset", "long"] { #expect(try usableSize(lua, name) <= 72, "\(name)") }
        // A link keeping its shape and describe function: 88 bytes, 96.
        for name in ["fill", "stroke"] { #expect(try usableSize(lua, name) <= 88, "\(name)") }
        // Printed, a link keeps its text and still prints it.
        _ = try lua.run("assert(tostring(offset) == tostring(offset))")
        #expect(try usableSize(lua, "offset") <= 72)
    }
}
