import LuaBridge

/// docs/BATCH.md: a run's share of a batch. `save()` calls are numbered in call
/// order from 1; shard K of N performs the saves whose number i has
/// (i − 1) % N == K — except a save to a path an earlier save named, which
/// is that save's shard's (`PathOwners`) — and skips the others before
/// laying anything out.
public struct Shard: Equatable, Sendable {
    public let index: Int
    public let count: Int

    /// The whole batch: every save is performed.
    public static let whole = Shard(checked: 0, 1)

    private init(checked index: Int, _ count: Int) { self.index = index; self.count = count }

    /// nil unless 0 <= index < count.
    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 0, index < count else { return nil }
        self.init(checked: index, count)
    }

    /// Whether save number `number` (from 1) is this shard's.
    public func owns(_ number: Int) -> Bool { (number - 1) % count == index }

    /// The global `shard = {index = K, count = N}`, so a script can skip
    /// building what another shard saves.
    func install(into lua: LuaState) {
        lua.newTable(arrayCount: 0, fieldCount: 2)
        lua.push(index); lua.rawSet(-2, field: "index")
        lua.push(count); lua.rawSet(-2, field: "count")
        lua.setGlobal("shard")
    }
}

extension LibraryContext {
    /// Numbers one more save() and says whether this run performs it.
    /// `paths`: the files it writes, as resolved; a path an earlier save
    /// named keeps that save's shard (`PathOwners`).
    func takeSaveTurn(_ shard: Shard, paths: [String] = []) -> Bool {
        saveCount += 1
        let owner = shard.count > 1 && !paths.isEmpty
            ? pathOwners.owner(of: saveCount, paths: paths, count: shard.count)
            : (saveCount - 1) % shard.count
        output?.didNumber?(owner, max(paths.count, 1))
        return owner == shard.index
    }
}
