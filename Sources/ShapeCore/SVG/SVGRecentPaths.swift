#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The last few paths the SVG writer wrote and their data (`pathData`: a
/// Canvas's fill then stroke of one shape, a view's fill and overlaid
/// stroke, a grid repeating a few shapes format their data once).
///
/// Each entry is a copy, in memory of its own, of what the bytes depend on
/// — the verbs, points and arc records — and the bytes. A copy, not the
/// path: keeping the path would keep its arrays shared, so their owner (a
/// Canvas context's laid-out path) could not build the next shape in the
/// same storage, and a copy cannot change behind the writer's back. Plain
/// memory, so looking up and keeping cost no reference counting.
///
/// A path is found only when its verbs, points and arc records are bit for
/// bit the kept ones: equal bits write equal bytes.
final class RecentPaths {
    private struct Entry {
        var verbs = 0, points = 0, arcs = 0, bytes = 0
        /// Which keep made this entry (`PathDataMemo`); 0: empty.
        var serial: UInt64 = 0
        /// Points, then arc records, then verbs, then the data.
        var storage: UnsafeMutableRawPointer?
        var capacity = 0
    }
    private let entries: UnsafeMutablePointer<Entry>
    private let capacity: Int
    private var count = 0
    private var newest = 0
    /// The serial the next `keep` gives its entry (never 0, never reused).
    private var nextSerial: UInt64 = 1

    init(capacity: Int) {
        precondition(capacity > 0)
        self.capacity = capacity
        entries = .allocate(capacity: capacity)
        entries.initialize(repeating: Entry(), count: capacity)
    }

    deinit {
        for i in 0..<capacity { entries[i].storage?.deallocate() }
        entries.deinitialize(count: capacity)
        entries.deallocate()
    }

    /// The most memory one entry takes.
    static let maxEntryBytes = 1 << 20
    private static let pointBytes = MemoryLayout<Point>.stride
    private static let arcBytes = MemoryLayout<Path.ArcRecord>.stride

    /// The data kept for `path`, newest entry first, and its entry's
    /// serial; nil when none holds it. Valid until the next `keep`.
    func data(of path: Path) -> (data: UnsafeBufferPointer<UInt8>, serial: UInt64)? {
        let points = path.points.count, verbs = path.verbs.count, arcs = path.arcs.count
        var i = newest
        for _ in 0..<count {
            let e = entries + i
            if e.pointee.points == points && e.pointee.verbs == verbs && e.pointee.arcs == arcs,
               let storage = e.pointee.storage, Self.holds(storage, e.pointee, path) {
                return (Self.data(of: e), e.pointee.serial)
            }
            i = i == 0 ? count - 1 : i - 1
        }
        return nil
    }

    /// The data of the entry `serial` names, when it is still kept (the
    /// path it was kept for, unchanged since: `PathDataMemo`); nil once
    /// evicted. Valid until the next `keep`.
    @inline(__always)
    func data(serial: UInt64) -> UnsafeBufferPointer<UInt8>? {
        var i = newest
        for _ in 0..<count {
            let e = entries + i
            if e.pointee.serial == serial { return Self.data(of: e) }
            i = i == 0 ? count - 1 : i - 1
        }
        return nil
    }

    @inline(__always)
    private static func data(of e: UnsafeMutablePointer<Entry>) -> UnsafeBufferPointer<UInt8> {
        let offset = e.pointee.points * pointBytes + e.pointee.arcs * arcBytes + e.pointee.verbs
        return UnsafeBufferPointer(start: (e.pointee.storage! + offset).assumingMemoryBound(to: UInt8.self), count: e.pointee.bytes)
    }

    /// Points and verbs compared as memory (neither has padding); arc
    /// records field by field, Doubles by bit pattern.
    private static func holds(_ storage: UnsafeMutableRawPointer, _ e: Entry, _ path: Path) -> Bool {
        guard path.points.count == e.points, path.verbs.count == e.verbs, path.arcs.count == e.arcs else { return false }
        // The first coordinate inline before memcmp (a call): the paths of
        // different shapes usually differ there.
        let samePoints = path.points.withUnsafeBytes { a in
            a.isEmpty || (a.load(as: UInt64.self) == storage.load(as: UInt64.self)
                          && memcmp(a.baseAddress!, storage, a.count) == 0)
        }
        guard samePoints else { return false }
        let arcStart = storage + e.points * pointBytes
        let sameArcs = path.arcs.withUnsafeBufferPointer { arcs -> Bool in
            for (i, x) in arcs.enumerated() {
                let y = arcStart.load(fromByteOffset: i * arcBytes, as: Path.ArcRecord.self)
                guard x.firstVerb == y.firstVerb, x.verbCount == y.verbCount,
                      x.radiusX.bitPattern == y.radiusX.bitPattern, x.radiusY.bitPattern == y.radiusY.bitPattern,
                      x.rotationDegrees.bitPattern == y.rotationDegrees.bitPattern,
                      x.largeArc == y.largeArc, x.sweep == y.sweep else { return false }
            }
            return true
        }
        guard sameArcs else { return false }
        return path.verbs.withUnsafeBytes { a in
            a.isEmpty || memcmp(a.baseAddress!, arcStart + e.arcs * arcBytes, a.count) == 0
        }
    }

    /// Keeps a copy of `path` and its `data` in place of the oldest entry
    /// (its memory reused when large enough); returns the entry's serial,
    /// 0 when nothing was kept.
    @discardableResult
    func keep(_ path: Path, data: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let pointBytes = path.points.count * Self.pointBytes, arcBytes = path.arcs.count * Self.arcBytes
        let needed = pointBytes + arcBytes + path.verbs.count + data.count
        if needed > Self.maxEntryBytes { return 0 } // a huge path is not copied; a repeat formats again
        let i: Int
        if count < capacity { i = count; count += 1 } else { i = (newest + 1) % capacity }
        var e = entries[i]
        if e.capacity < needed || e.storage == nil {
            e.storage?.deallocate()
            e.capacity = Swift.max(needed, 2 * e.capacity, 64)
            e.storage = .allocate(byteCount: e.capacity, alignment: 16)
        }
        let storage = e.storage!
        path.points.withUnsafeBytes { if !$0.isEmpty { storage.copyMemory(from: $0.baseAddress!, byteCount: pointBytes) } }
        path.arcs.withUnsafeBytes { if !$0.isEmpty { (storage + pointBytes).copyMemory(from: $0.baseAddress!, byteCount: arcBytes) } }
        path.verbs.withUnsafeBytes {
            if !$0.isEmpty { (storage + pointBytes + arcBytes).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        if let base = data.baseAddress, !data.isEmpty {
            (storage + pointBytes + arcBytes + path.verbs.count).copyMemory(from: base, byteCount: data.count)
        }
        e.points = path.points.count; e.arcs = path.arcs.count; e.verbs = path.verbs.count; e.bytes = data.count
        e.serial = nextSerial
        nextSerial &+= 1
        entries[i] = e
        newest = i
        return e.serial
    }
}
