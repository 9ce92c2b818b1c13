import LuaBridge
@testable import ShapeBindings
import ShapeCore
import Testing

/// Path builders mutate the userdata's own Path (issue 9): appending within
/// the arrays' capacity must reuse their storage. A copy per call (the old
/// `var path = stored; mutate; stored = path`) allocates new storage on
/// every call, which this sees as a moved buffer.
@Suite struct InPlaceBuildingTests {
    /// The address and capacity of the points storage of global `p`.
    func storage(_ lua: LuaState) -> (address: UnsafeRawPointer?, capacity: Int, count: Int) {
        _ = lua.pushGlobal("p")
        defer { lua.pop() }
        let path = lua.userdata(at: -1, as: Path.self)!
        let address = path.pointee.points.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
        return (address, path.pointee.points.capacity, path.pointee.points.count)
    }

    @Test(arguments: [
        "p:addLine{i, i % 7}",
        "p:addLine(Point(i, 1))",
        "p:addQuadCurve{to = {i, 1}, control = {i, 2}}",
        "p:addCurve{to = {i, 1}, control1 = {i, 2}, control2 = {i, 3}}",
        "p:move{to = {i, 0}}",
        "p:addLines{{i, 0}, {i, 1}}",
        "p:addRect{i, 0, 1, 1}",
        "p:addArc{tangent1End = {i, 5}, tangent2End = {i + 1, 5}, radius = 1}",
        "p:addArc{center = {i, 5}, radius = 1, startAngle = 0, endAngle = 90}",
        "p:addRoundedRect{rect = {i, 0, 4, 4}, cornerSize = 1}",
        "p:addEllipse{i, 0, 2, 2}",
        "p:addPath(Path():addLine{i, 1})",
        "p:closeSubpath():addLine{i, 2}",
    ])
    func buildersAppendWithoutCopying(_ call: String) throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        _ = try lua.run("p = Path() p:move{0, 0} for i = 1, 1000 do \(call) end")
        // Until the storage has room for many more calls (it doubles when it grows).
        while storage(lua).capacity - storage(lua).count < 256 { _ = try lua.run("local i = 1 \(call)") }
        let before = storage(lua)
        #expect(before.count > 1000)
        // One more call per element of spare room: none may move the storage.
        var calls = 0
        while storage(lua).count < before.capacity - 64 && calls < 100_000 { // 64: more than any one call appends
            _ = try lua.run("local i = 1 \(call)")
            calls += 1
            #expect(storage(lua).address == before.address, "call \(calls) of \(call) copied the path: \(before) then \(storage(lua))")
            if storage(lua).address != before.address { break }
        }
        #expect(calls > 0)
    }

    @Test func buildersReturnTheSamePath() throws {
        let lua = try LuaState()
        ShapeLibrary.install(into: lua)
        _ = try lua.run("""
            p = Path()
            assert(rawequal(p:move{0, 0}:addLine{1, 1}:closeSubpath(), p))
            local q = p
            q:addLine{5, 5}
            assert(#p:elements() == 5) -- move, line, close, move (CoreGraphics), line
            """)
    }
}
