import ShapeCore
import Synchronization

/// Shared boxes for the shapes a shape value stores inline (`Rectangle()`,
/// `Circle()`, `Capsule()`: plain values, at most three words, owning no
/// references, so their userdata has no finaliser and cannot keep a box).
/// A view drawn from such a value would box the shape per view (64 bytes
/// and an allocation each: a VStack of 100,000 `Rectangle():frame(4, 1)`
/// peaked 9 MiB higher); equal values share one box instead.
///
/// Exact: a box is shared only by values of the same type with the same
/// bytes, and a `ShapeBox` never changes. Bounded: at most `capacity`
/// boxes are kept, for the life of the process (a few KiB); past that,
/// each view gets a box of its own as before.
enum InlineShapeBoxes {
    static let capacity = 32

    private struct Entry {
        var type: ObjectIdentifier
        var bytes: SIMD4<UInt64>
        var box: ShapeBox
    }

    private static let entries = Mutex<[Entry]>([])

    /// The shared box of `shape`, which must be inline (`ShapeValue.isInline`).
    static func box(for shape: any Shape) -> ShapeBox {
        let (type, bytes) = key(shape)
        return entries.withLock { entries in
            for e in entries where e.type == type && e.bytes == bytes { return e.box }
            let box = ShapeBox(shape)
            if entries.count < capacity { entries.append(Entry(type: type, bytes: bytes, box: box)) }
            return box
        }
    }

    /// The type and the value's bytes (zero past its size).
    private static func key(_ shape: any Shape) -> (ObjectIdentifier, SIMD4<UInt64>) {
        func bytes<S: Shape>(_ s: S) -> SIMD4<UInt64> {
            precondition(_isPOD(S.self) && MemoryLayout<S>.size <= 24, "not an inline shape")
            var out = SIMD4<UInt64>()
            withUnsafeBytes(of: s) { src in
                withUnsafeMutableBytes(of: &out) { $0.copyMemory(from: src) }
            }
            return out
        }
        return (ObjectIdentifier(type(of: shape)), bytes(shape))
    }
}
