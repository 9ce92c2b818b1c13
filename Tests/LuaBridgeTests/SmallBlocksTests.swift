import Testing
import CLua
import CLuaBridge
import LuaBridge

/// The allocator's small blocks (CLuaBridge/smallblocks.c) under random
/// allocations, resizes and frees of every size class and of large blocks,
/// against a model: each live block keeps the bytes written into it (no
/// two blocks overlap, a resize keeps the common prefix), is 16-byte
/// aligned (the release set's granule) and the accounting adds up.
@Suite struct SmallBlocksTests {
    private struct Block { var pointer: UnsafeMutableRawPointer; var size: Int; var seed: UInt8 }

    private static func fill(_ b: Block) {
        for i in 0..<b.size { b.pointer.storeBytes(of: b.seed &+ UInt8(truncatingIfNeeded: i), toByteOffset: i, as: UInt8.self) }
    }

    private static func intact(_ b: Block, prefix: Int? = nil) -> Bool {
        (0..<(prefix ?? b.size)).allSatisfy { b.pointer.load(fromByteOffset: $0, as: UInt8.self) == b.seed &+ UInt8(truncatingIfNeeded: $0) }
    }

    @Test func randomBlocksKeepTheirBytes() {
        var context = shl_Context()
        context.swiftDepth = 1
        context.smallOn = shl_small_blocks_on()
        defer { shl_small_release_all(&context.small) }
        var random = XorShift(state: 20261202)
        var live: [Block] = []
        var expectedUsed = 0
        // Sizes around every class edge (15, 16, 17 …) and past the largest.
        func size() -> Int {
            switch Int.random(in: 0..<10, using: &random) {
            case 0: return Int.random(in: 257...2000, using: &random)
            case 1: return Int(SHL_SMALL_MAX) + Int.random(in: -1...1, using: &random)
            case 2: return 16 * Int.random(in: 1...16, using: &random) + Int.random(in: -1...1, using: &random)
            default: return Int.random(in: 1...Int(SHL_SMALL_MAX), using: &random)
            }
        }
        for step in 0..<60_000 {
            let action = live.isEmpty ? 0 : Int.random(in: 0..<3, using: &random)
            switch action {
            case 0: // new block; osize is a type tag for a new block
                let n = size()
                guard let p = shl_alloc(&context, nil, Int(LUA_TTABLE), n) else { Issue.record("no memory"); return }
                let b = Block(pointer: p, size: n, seed: UInt8(truncatingIfNeeded: step))
                Self.fill(b)
                live.append(b)
                expectedUsed += n
            case 1: // resize: the common prefix survives, the rest is written afresh
                let k = Int.random(in: 0..<live.count, using: &random)
                let old = live[k]
                let n = size()
                guard let p = shl_alloc(&context, old.pointer, old.size, n) else { Issue.record("no memory"); return }
                var moved = Block(pointer: p, size: n, seed: old.seed)
                #expect(Self.intact(moved, prefix: min(old.size, n)))
                moved.seed = UInt8(truncatingIfNeeded: step)
                Self.fill(moved)
                live[k] = moved
                expectedUsed += n - old.size
            default: // free
                let k = Int.random(in: 0..<live.count, using: &random)
                let b = live.remove(at: k)
                #expect(Self.intact(b))
                #expect(shl_alloc(&context, b.pointer, b.size, 0) == nil)
                expectedUsed -= b.size
            }
            if step % 5_000 == 0 { #expect(live.allSatisfy { Self.intact($0) }) }
        }
        #expect(live.allSatisfy { Self.intact($0) })
        #expect(live.allSatisfy { UInt(bitPattern: $0.pointer) % 16 == 0 })
        #expect(context.used == expectedUsed)
        for b in live { _ = shl_alloc(&context, b.pointer, b.size, 0) }
        #expect(context.used == 0)
    }

    /// Memory given back is used again: a state making and dropping the same
    /// garbage twice does not grow its chunks the second time.
    @Test func freedBlocksAreReused() throws {
        guard shl_small_blocks_on() == 1 else { return } // off under AddressSanitizer
        let lua = try LuaState()
        let make = "local t = {} for i = 1, 20000 do t[i] = {i, tostring(i)} end t = nil collectgarbage() collectgarbage()"
        _ = try lua.run(make)
        let first = shl_small_chunk_bytes(lua.L)
        #expect(first > 0)
        for _ in 0..<3 { _ = try lua.run(make) }
        #expect(shl_small_chunk_bytes(lua.L) == first)
    }
}
