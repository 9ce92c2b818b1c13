/// The tracks (columns of a LazyVGrid, rows of a LazyHGrid) that a lazy
/// grid's `GridItem`s make in a given length. The cells are not consulted:
/// SwiftUI sizes a lazy grid's tracks from the items alone.
///
/// The algorithm, as objc.io worked it out by reimplementing SwiftUI's
/// LazyVGrid ("SwiftUI's Grid Views", objc.io blog, 2020-11-23, and
/// Swift Talk's grid episodes; the same steps are in swiftuifieldguide.com's
/// LazyVGrid page), with the item spacing defaulting to 8:
/// 1. remaining = length − every fixed size − the spacing after every item
///    but the last;
/// 2. the items are visited in order (not by flexibility); a fixed item is
///    its size; every other item is offered share = remaining ÷ the number
///    of non-fixed items not yet visited:
///    - flexible: share clamped to minimum…maximum;
///    - adaptive: n = max(1, ⌊(share + spacing) ÷ (minimum + spacing)⌋)
///      tracks, each (share − (n − 1)·spacing) ÷ n, clamped to 0…maximum
///      (the minimum only decides n);
///    and what it took (with its inner spacing) leaves `remaining`;
/// 3. the grid reports the sum as its length (it can exceed the length
///    offered when minimums do not fit), and its cells are then placed in
///    tracks computed again for that reported length: SwiftUI's second
///    pass, which is why two flexible columns of minimums 50 and 120 in
///    200 end up 108 and 120 wide.
struct GridTracks {
    /// Consecutive equal tracks: one per item (an adaptive item's n tracks).
    struct Group {
        var start: Double
        var length: Double
        var count: Int
        /// The space after each of its tracks.
        var gap: Double
        var alignment: Alignment?
    }

    private(set) var groups: [Group] = []
    /// From the first track's start to the last track's end.
    private(set) var total: Double = 0
    /// The number of tracks.
    private(set) var count: Int = 0

    /// An adaptive item makes at most this many tracks, so a tiny minimum
    /// in a huge length stays a number of tracks an Int can count (the
    /// tracks are never stored one by one: see `track(_:)`).
    static let maxAdaptiveTracks = 1 << 20

    /// The tracks in `length` (steps 1 and 2 above).
    init(_ items: [GridItem], in length: Double) {
        var remaining = length
        var open = 0
        for (i, item) in items.enumerated() {
            if case .fixed(let size) = item.size { remaining -= size } else { open += 1 }
            if i < items.count - 1 { remaining -= item.gap }
        }
        for item in items {
            switch item.size {
            case .fixed(let size):
                append(item, length: size, count: 1)
            case .flexible(let minimum, let maximum):
                let share = remaining / Double(open)
                let taken = min(max(share, minimum), maximum)
                append(item, length: taken, count: 1)
                consume(&remaining, taken)
                open -= 1
            case .adaptive(let minimum, let maximum):
                let share = remaining / Double(open)
                let gap = item.gap
                let fit = ((share + gap) / (minimum + gap)).rounded(.down)
                // NaN (0 ÷ 0) and anything below 1 make one track.
                let n = fit >= 1 ? Int(min(fit, Double(Self.maxAdaptiveTracks))) : 1
                let each = min(max((share - Double(n - 1) * gap) / Double(n), 0), maximum)
                append(item, length: each, count: n)
                consume(&remaining, Double(n) * each + Double(n - 1) * gap)
                open -= 1
            }
        }
    }

    /// An infinite length (a stack asking how far the grid can grow) stays
    /// infinite: every later item is offered infinity too, never NaN.
    private func consume(_ remaining: inout Double, _ taken: Double) {
        if remaining.isFinite { remaining -= taken }
    }

    /// Tracks of the given lengths, one per item (a lazy grid offered no
    /// length: each item as long as its widest cell, within its bounds).
    init(_ items: [GridItem], lengths: [Double]) {
        for (item, length) in zip(items, lengths) { append(item, length: length, count: 1) }
    }

    private mutating func append(_ item: GridItem, length: Double, count n: Int) {
        let start = groups.last.map { $0.start + Double($0.count) * ($0.length + $0.gap) } ?? 0
        groups.append(Group(start: start, length: length, count: n, gap: item.gap, alignment: item.alignment))
        total = start + Double(n) * length + Double(n - 1) * item.gap
        count += n
    }

    /// Track k (0 ≤ k < count): its start, length and the alignment of its cells.
    func track(_ k: Int) -> (start: Double, length: Double, alignment: Alignment?) {
        var k = k
        for g in groups {
            if k < g.count { return (g.start + Double(k) * (g.length + g.gap), g.length, g.alignment) }
            k -= g.count
        }
        preconditionFailure("track \(k) beyond the grid's \(count) tracks")
    }
}
