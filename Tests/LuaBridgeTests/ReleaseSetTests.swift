import Testing
import CLua
import CLuaBridge

/// The release set of CLuaBridge/release.c on its own: which blocks are in
/// it, against a Swift `Set` as the model, over addresses spread across
/// the whole address space (many regions, so its region table grows) and
/// packed side by side (many granules of one region).
@Suite struct ReleaseSetTests {
    @Test func membershipMatchesAModel() {
        var set = shl_ReleaseSet()
        defer { shl_release_free_set(&set) }
        var model = Set<UInt>()
        var random = XorShift(state: 20261202)
        // A pool of candidate blocks: 300 regions far apart, 40 granules each
        // (neighbours included), so removals and re-insertions hit the same
        // bits, words and regions again.
        var pool: [UInt] = []
        for _ in 0..<300 {
            let region = UInt.random(in: 1...(1 << 25), using: &random) << 22
            let start = UInt.random(in: 0..<(1 << 18) - 64, using: &random)
            for k in 0..<40 { pool.append(region + (start + UInt(k)) * 16) }
        }
        for _ in 0..<200_000 {
            let block = pool.randomElement(using: &random)!
            let pointer = UnsafeMutableRawPointer(bitPattern: block)!
            if Bool.random(using: &random) {
                #expect(shl_release_insert(&set, pointer, 96) == 1)
                model.insert(block)
            } else {
                #expect(shl_release_remove(&set, pointer) == (model.remove(block) != nil ? 1 : 0))
            }
            #expect(set.count == model.count)
        }
        for block in pool {
            let pointer = UnsafeMutableRawPointer(bitPattern: block)!
            #expect(shl_release_remove(&set, pointer) == (model.contains(block) ? 1 : 0))
        }
        #expect(set.count == 0)
        #expect(set.regionCount == 300)
    }

    @Test func misalignedBlocksAndSizesAreRefusedOrNoted() {
        var set = shl_ReleaseSet()
        defer { shl_release_free_set(&set) }
        let odd = UnsafeMutableRawPointer(bitPattern: UInt(0x1000_0008))!
        #expect(shl_release_insert(&set, odd, 96) == 0) // not malloc's alignment
        #expect(set.count == 0)
        let block = UnsafeMutableRawPointer(bitPattern: UInt(0x1000_0010))!
        #expect(shl_release_may_hold(&set, 96) == 0) // empty: nothing may be in it
        #expect(shl_release_insert(&set, block, 96) == 1)
        #expect(shl_release_may_hold(&set, 96) == 1)
        #expect(shl_release_may_hold(&set, 104) == 0)
        #expect(shl_release_may_hold(&set, 5000) == 0)
        let large = UnsafeMutableRawPointer(bitPattern: UInt(0x2000_0000))!
        #expect(shl_release_insert(&set, large, 5000) == 1)
        #expect(shl_release_may_hold(&set, 6000) == 1) // large sizes are not told apart
        #expect(shl_release_remove(&set, block) == 1)
        #expect(shl_release_remove(&set, block) == 0)
    }
}
