#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Bounds the recursion of layout and rendering. Both walk the view tree
/// recursively (one or more Swift frames per level), so ShapeCore, the layer
/// that recurses, refuses a tree that is too deep instead of relying on its
/// callers. Two limits, either one throws `ViewError.nestedTooDeeply`:
///
/// - `maxDepth` levels of nesting: the documented contract, the same on
///   every thread (docs/LAYOUT.md).
/// - the calling thread's stack, measured with `pthread_getattr_np`: a
///   level is refused when the stack pointer comes within `reserve` bytes
///   of the stack's end. This catches what a fixed depth cannot: small
///   thread stacks (Swift concurrency and test threads), sanitizer builds
///   whose frames are several times larger, and recursion that restarts
///   layout from inside rendering (a Canvas drawing a view).
///
/// One guard is shared by a layout and the rendering of its result.
public final class NestingGuard {
    /// Deepest nesting layout and rendering accept. A view with N nested
    /// modifiers or containers uses about N levels.
    public static let maxDepth = 1000

    /// Stack kept free below the last checked level, for the work done
    /// between checks: shaping text (HarfBuzz, FreeType), Lua callbacks,
    /// the error's unwinding. A quarter of a small stack, at most 256 KiB.
    static func reserve(forStackOfSize size: UInt) -> UInt { min(size / 4, 256 * 1024) }

    private(set) var depth = 0
    /// The thread stack's lowest address and the lowest address a level
    /// may start at; both 0 when the stack could not be measured (then only
    /// `maxDepth` applies).
    private let stackLow: UInt, stackFloor: UInt

    init() {
        if let stack = ThreadStack.current() {
            stackLow = stack.low
            stackFloor = stack.low + NestingGuard.reserve(forStackOfSize: stack.size)
        } else {
            (stackLow, stackFloor) = (0, 0)
        }
    }

    /// True when the stack pointer is within the reserve of the stack's
    /// end. A marker below the stack (AddressSanitizer may put locals on a
    /// "fake stack" in the heap) says nothing, so it counts as room.
    var stackIsLow: Bool {
        let sp = ThreadStack.here()
        return sp >= stackLow && sp < stackFloor
    }

    /// Enters one level; every successful `enter` is paired with `leave`.
    func enter() throws {
        if depth >= NestingGuard.maxDepth {
            throw ViewError.nestedTooDeeply("more than \(NestingGuard.maxDepth) levels")
        }
        if stackIsLow {
            throw ViewError.nestedTooDeeply("the thread's stack is nearly used up at \(depth) levels")
        }
        depth += 1
    }

    func leave() { depth -= 1 }
}

/// The calling thread's stack, as the C library reports it.
public enum ThreadStack {
    /// Lowest address and size of the calling thread's stack (it grows
    /// down towards `low`), or nil where that cannot be asked. Measured once
    /// per thread and kept in thread-local storage: on the main thread
    /// glibc's `pthread_getattr_np` reads /proc/self/maps (30 µs per call
    /// measured here), which every `svg()` would otherwise pay.
    static func current() -> (low: UInt, size: UInt)? {
        #if canImport(Glibc) || canImport(Musl)
        if let slot = pthread_getspecific(cacheKey) {
            let words = slot.assumingMemoryBound(to: UInt.self)
            return words[1] == 0 ? nil : (words[0], words[1])
        }
        let measured = measure()
        if let slot = malloc(2 * MemoryLayout<UInt>.stride) {
            let words = slot.assumingMemoryBound(to: UInt.self)
            words[0] = measured?.low ?? 0
            words[1] = measured?.size ?? 0
            pthread_setspecific(cacheKey, slot)
        }
        return measured
        #else
        return measure()
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    /// The thread-local slot of `current()` (freed when the thread ends).
    private static let cacheKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { free($0) }
        return key
    }()
    #endif

    private static func measure() -> (low: UInt, size: UInt)? {
        #if canImport(Glibc) || canImport(Musl)
        var attr = pthread_attr_t()
        guard let getattr = getattrNP, getattr(pthread_self(), &attr) == 0 else { return nil }
        defer { pthread_attr_destroy(&attr) }
        var address: UnsafeMutableRawPointer?
        var size = 0
        guard pthread_attr_getstack(&attr, &address, &size) == 0, let address, size > 0 else { return nil }
        return (UInt(bitPattern: address), UInt(size))
        #elseif canImport(Darwin)
        let top = UInt(bitPattern: pthread_get_stackaddr_np(pthread_self()))
        let size = UInt(pthread_get_stacksize_np(pthread_self()))
        return (top - size, size)
        #else
        return nil
        #endif
    }

    #if canImport(Glibc) || canImport(Musl)
    /// `pthread_getattr_np` is a GNU extension the Glibc module does not
    /// declare (it needs _GNU_SOURCE); found once through the dynamic linker.
    private typealias GetAttr = @convention(c) (pthread_t, UnsafeMutablePointer<pthread_attr_t>) -> Int32
    private static let getattrNP: GetAttr? = dlsym(nil, "pthread_getattr_np").map { unsafeBitCast($0, to: GetAttr.self) }
    #endif

    /// An address in the caller's frame, standing in for the stack
    /// pointer. Under AddressSanitizer a local may live on a "fake stack" in
    /// the heap (detect_stack_use_after_return); ASan's interface then
    /// names the real frame it belongs to, so the answer is always on the
    /// thread's real stack.
    @inline(never)
    public static func here() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { pointer -> UInt in
            let address = UnsafeMutableRawPointer(pointer)
            if let fakeStack = asanFakeStack?(), let inFake = asanAddressIsInFakeStack,
               let real = inFake(fakeStack, address, nil, nil) {
                return UInt(bitPattern: real)
            }
            return UInt(bitPattern: address)
        }
    }

    // AddressSanitizer's interface (compiler-rt's asan_interface.h), present
    // only in sanitizer builds; nil otherwise.
    private typealias GetFakeStack = @convention(c) () -> UnsafeMutableRawPointer?
    private typealias AddressIsInFakeStack = @convention(c) (
        UnsafeMutableRawPointer, UnsafeMutableRawPointer,
        UnsafeMutablePointer<UnsafeMutableRawPointer?>?, UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    ) -> UnsafeMutableRawPointer?
    private static let asanFakeStack: GetFakeStack? =
        dlsym(nil, "__asan_get_current_fake_stack").map { unsafeBitCast($0, to: GetFakeStack.self) }
    private static let asanAddressIsInFakeStack: AddressIsInFakeStack? =
        dlsym(nil, "__asan_addr_is_in_fake_stack").map { unsafeBitCast($0, to: AddressIsInFakeStack.self) }
}
