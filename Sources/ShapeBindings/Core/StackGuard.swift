/// How much stack a rendering has used, so that a layout recursing through
/// Lua callbacks without end (a GeometryReader that returns itself) stops
/// with an error instead of overflowing the thread's stack. ShapeCore's
/// layout is recursive and has no depth limit of its own.
struct StackGuard {
    /// The address of a local in the frame that started the rendering.
    let base = StackGuard.here()

    /// Fixed, because Swift cannot portably ask for the current thread's
    /// stack size: 384 KiB fits the smallest common thread stack (512 KiB)
    /// and is far more than any finite layout through callbacks needs.
    static let budget: UInt = 384 * 1024

    /// True when the stack has grown past the budget since `base`.
    var exhausted: Bool {
        let now = StackGuard.here()
        return base > now && base - now > StackGuard.budget
    }

    @inline(never)
    static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}
