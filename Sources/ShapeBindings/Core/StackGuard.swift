import ShapeCore

/// How much stack a rendering has used, so that a layout recursing through
/// Lua callbacks without end (a GeometryReader that returns itself) stops
/// with an error instead of overflowing the thread's stack. ShapeCore's
/// layout has limits of its own (NestingGuard: depth and the thread's
/// stack); this budget names the likely cause, a callback recursing.
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

    /// ShapeCore's, which stays right under AddressSanitizer's fake stacks.
    static func here() -> UInt { ThreadStack.here() }
}
