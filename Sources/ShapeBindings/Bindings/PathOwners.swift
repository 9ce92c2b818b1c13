/// Which shard saves a path that a run saves more than once (docs/BATCH.md).
/// In one run the last save of a path leaves its file. Sharded, the saves
/// of one path would be spread over shards that write at their own pace,
/// and whichever renamed last would win. So a save to a path an earlier
/// save of the run already named belongs to the shard of that earlier
/// save (its first): all saves of a path run in one shard, in call order,
/// and the last one's file is left, as in one run. Every shard sees every
/// call with its arguments, so all shards agree on the owners.
///
/// Paths are kept as 64-bit FNV-1a hashes of the resolved path (memory per
/// save, not per byte of its name). Two paths with the same hash only put
/// their saves in one shard, which every shard agrees on too: the files
/// are still those of one run. Paths are compared as resolved (inside the
/// output folder) and lexically normalized, not through symbolic links.
struct PathOwners {
    private var owners: [UInt64: Int32] = [:]

    /// The shard that performs save number `number` (from 1), which writes
    /// `paths`, for a run sharded `count` ways; records the paths.
    mutating func owner(of number: Int, paths: [String], count: Int) -> Int {
        let hashes = paths.map { PathOwners.hash(PathOwners.lexical($0)) }
        var earlier: Int32?
        for hash in hashes where earlier == nil { earlier = owners[hash] }
        let owner = earlier.map(Int.init) ?? (number - 1) % count
        for hash in hashes where owners[hash] == nil { owners[hash] = Int32(owner) }
        return owner
    }

    /// `path` without `.`, empty parts and the `..` that follow a name, so
    /// `out/./a.svg` and `out/x/../a.svg` are `out/a.svg` (links are not
    /// followed: this is only how paths are compared).
    static func lexical(_ path: String) -> String {
        // Most paths have no "." or empty part: kept as they are, unsplit.
        var previous: UInt8 = UInt8(ascii: "/")
        var plain = true
        for byte in path.utf8 {
            if previous == UInt8(ascii: "/") && (byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")) { plain = false; break }
            previous = byte
        }
        if plain && previous != UInt8(ascii: "/") { return path }
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) where part != "." {
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// FNV-1a, 64 bits (Fowler, Noll and Vo's published parameters): the
    /// same in every process, unlike Swift's seeded Hasher.
    static func hash(_ path: String) -> UInt64 {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return h
    }
}
