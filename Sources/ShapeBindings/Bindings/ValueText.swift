import LuaBridge
import ShapeCore

/// How a view or shape value prints (docs/API.md), kept as its pieces: the
/// text is built only when asked for (`tostring`, an error message).
/// Formatting a call's numbers and joining the chain's text cost more than
/// building the view itself, and a script building 20,000 views prints
/// none of them (issue 9), so a modifier stores the values it was given,
/// not their text.
enum ValueText: CustomStringConvertible {
    case text(String)
    case staticText(StaticString)
    /// A built-in shape printing itself from its values (`describe`
    /// captures nothing).
    /// Boxed: it is the largest case, and a chain's links copy their base.
    indirect case described(any Shape, (any Shape) -> String)
    /// A call applied to a value: `base:name(arguments)`.
    case chain(ChainLink)

    static let empty = ValueText.text("")

    /// The text, exactly as it was built eagerly before (`ChainText`).
    var description: String {
        switch self {
        case .text(let s): return s
        case .staticText(let s): return "\(s)"
        case .described(let shape, let describe): return describe(shape)
        case .chain(let link): return link.text
        }
    }
}

/// One call of a chain: what `Args.callDescription` would print, kept as
/// the argument values and built on demand. Links form a list back to the
/// chain's first link, walked iteratively (a long chain neither recurses
/// to print nor to free).
///
/// Sized for the views row of issue 9 (5 links per child, alive as long
/// as the views): 71 bytes, one 80-byte malloc chunk (88, 96, for the
/// first link on a shape; `ChainLinkSizeTests`). The arguments are
/// kept compactly (`LinkArguments`); a call they do not fit is kept as its
/// text, made now, which prints the same.
class ChainLink {
    /// The link before this one; nil for a chain's first link (whose base
    /// prints as `rootText`) and for a link printed before (whose whole
    /// text is then in `arguments`, and the links before it are freed).
    fileprivate final var base: ChainLink? {
        get { rootedOnShape ? nil : previous.map { unsafeDowncast($0, to: ChainLink.self) } }
        set { previous = newValue }
    }
    /// `base`, or in a `ShapeRootedLink` (which has none) its shape's
    /// `ShapeBox`: the first link on a shape then fits a 96-byte chunk.
    fileprivate final var previous: AnyObject?
    /// Specs live as long as the process (static tables).
    private final unowned(unsafe) let spec: FunctionSpec
    private final var arguments: LinkArguments
    private final let rootedOnShape: Bool

    /// The first link of a chain on a value printing as "" (a function
    /// call, not a method), or a link after `base`.
    init(base: ChainLink?, args: Args) {
        previous = base; spec = args.spec; rootedOnShape = false
        arguments = LinkArguments(args)
    }

    /// A link whose text its binding made ("inset(by: 2.0)").
    init(base: ChainLink?, spec: FunctionSpec, literal: String) {
        previous = base; self.spec = spec; rootedOnShape = false
        arguments = LinkArguments(literal: literal)
    }

    /// The first link on a shape (`ShapeRootedLink`).
    fileprivate init(shape: ShapeBox, args: Args) {
        previous = shape; spec = args.spec; rootedOnShape = true
        arguments = LinkArguments(args)
    }

    /// The link after `base` (a value's text): a plain link after a chain,
    /// a rooted one (keeping the text) after anything else printing.
    static func after(_ base: ValueText, args: Args) -> ChainLink {
        switch base {
        case .chain(let link): return ChainLink(base: link, args: args)
        case .text(let s) where s.isEmpty: return ChainLink(base: nil, args: args)
        default: return TextRootedLink(root: base, args: args)
        }
    }

    /// `after(_:args:)` for a link whose text its binding made.
    static func after(_ base: ValueText, spec: FunctionSpec, literal: String) -> ChainLink {
        switch base {
        case .chain(let link): return ChainLink(base: link, spec: spec, literal: literal)
        case .text(let s) where s.isEmpty: return ChainLink(base: nil, spec: spec, literal: literal)
        default: return TextRootedLink(root: base, spec: spec, literal: literal)
        }
    }

    /// The text of the value the chain starts from (this link being the
    /// chain's first link).
    fileprivate var rootText: String { "" }

    deinit {
        // Free a long list of links one by one instead of recursively.
        guard var next = base else { return }
        base = nil
        while isKnownUniquelyReferenced(&next), let before = next.base {
            next.base = nil
            next = before
        }
    }

    private final var isPrinted: Bool { arguments.state == .printed }

    /// This call alone: "frame(width: 10.0, height: 10.0)".
    private final var linkText: String {
        arguments.text(spec)
    }

    /// The whole chain, each link added to the already shortened text of
    /// the ones before it, as values built their text eagerly. Printing a
    /// chain's value after every call stays linear: the walk stops at a
    /// link printed before.
    final var text: String {
        if isPrinted { return arguments.extra }
        var links = [self]
        var last = self
        while let before = last.base, !before.isPrinted {
            links.append(before)
            last = before
        }
        // Stopped at a link printed before, or at the chain's first link.
        var text = last.base?.arguments.extra ?? last.rootText
        for link in links.reversed() { text = ChainText.appending(link.linkText, to: text) }
        // The text is all this link is needed for from now on.
        arguments = LinkArguments(printed: text)
        base = nil
        return text
    }
}

/// The first link of a chain started on a value with text of its own
/// (`Rectangle():fill(red)`, `Text("hi"):bold()`).
private final class TextRootedLink: ChainLink {
    private let root: ValueText

    init(root: ValueText, args: Args) {
        self.root = root
        super.init(base: nil, args: args)
    }

    init(root: ValueText, spec: FunctionSpec, literal: String) {
        self.root = root
        super.init(base: nil, spec: spec, literal: literal)
    }

    override var rootText: String { root.description }
}

/// The first link of a chain started on a built-in shape that prints
/// itself from its values (`RoundedRectangle(5):fill(red)`): the shape and
/// its describe function are kept in the link, not in a boxed
/// `ValueText.described` of their own, one allocation less per `fill` or
/// `stroke` on a shape.
private final class ShapeRootedLink: ChainLink {
    /// The shape value's own box is kept in `previous` (one reference;
    /// copying the existential would retain a large shape's heap box).
    private let describe: (any Shape) -> String

    init(shape: ShapeBox, describe: @escaping (any Shape) -> String, args: Args) {
        self.describe = describe
        super.init(shape: shape, args: args)
    }

    /// Asked only before the link is printed (printing lets go of the box).
    override var rootText: String {
        guard let box = previous else { return "" }
        return describe(unsafeDowncast(box, to: ShapeBox.self).shape)
    }
}

/// A call's arguments kept for printing, in 38 bytes: numbers as their
/// values (formatting one costs a `snprintf`) and short strings as their
/// bytes, packed in 16 bytes of storage; booleans and view or shape
/// arguments as a kind alone; one argument of any other type (a longer
/// string, a table: a table may change after the call) as its text now. A
/// call they do not fit (more than 4 arguments, or more than the storage
/// and one text) is kept as its text, made now.
struct LinkArguments {
    enum State: Int8 { case compact, literal, printed }
    /// How an argument is kept (the high 4 bits of its `layout` byte).
    private enum Kind: UInt8 {
        /// 8 bytes of `storage`.
        case number
        case falseValue, trueValue
        /// `extra`.
        case text
        case view, shape
        /// A length byte and the bytes in `storage`.
        case bytes
    }
    static let capacity = 4
    private typealias Storage = (UInt64, UInt64)
    private static let storageSize = MemoryLayout<Storage>.size

    /// `literal` and `printed`: the text; `compact`: the text argument.
    private(set) var extra: String
    private var storage: Storage
    /// Per argument (byte k for argument k): the parameter's index in the
    /// low 4 bits, the `Kind` in the high 4.
    private var layout: UInt32
    private var count: UInt8
    private(set) var state: State

    init(literal: String) {
        extra = literal; storage = (0, 0); layout = 0; count = 0; state = .literal
    }

    init(printed: String) {
        extra = printed; storage = (0, 0); layout = 0; count = 0; state = .printed
    }

    /// Read from the call's stack slots (the parameters actually given, in
    /// the spec's order, children lists left out as they always were).
    init(_ args: Args) {
        extra = ""; storage = (0, 0); layout = 0; count = 0; state = .compact
        let call = args.call
        unowned(unsafe) let spec = args.spec
        let children = spec.childrenParams
        var used = 0, hasText = false
        for i in 0..<spec.params.count {
            // `Args.slot(i)` with the type read once: 0 (absent) or nil is
            // not given (a label table's values are never nil).
            let index = args.rawSlots[i]
            if index == 0 { continue }
            let type = call.type(at: index)
            if type == .nil || children.contains(i) { continue }
            guard Int(count) < Self.capacity, i < 16 else { self = LinkArguments(eager: args); return }
            let kind: Kind
            switch type {
            case .number:
                guard used + 8 <= Self.storageSize else { self = LinkArguments(eager: args); return }
                let value = call.number(ofNumberAt: index)
                withUnsafeMutableBytes(of: &storage) { $0.storeBytes(of: value, toByteOffset: used, as: Double.self) }
                used += 8
                kind = .number
            case .boolean:
                kind = call.boolean(at: index) ? .trueValue : .falseValue
            case .string:
                let bytes = call.bytes(ofStringAt: index)
                if let base = bytes.baseAddress, used + 1 + bytes.count <= Self.storageSize {
                    withUnsafeMutableBytes(of: &storage) { storage in
                        storage[used] = UInt8(bytes.count)
                        storage.baseAddress!.advanced(by: used + 1).copyMemory(from: base, byteCount: bytes.count)
                    }
                    used += 1 + bytes.count
                    kind = .bytes
                } else {
                    guard !hasText else { self = LinkArguments(eager: args); return }
                    extra = args.valueText(index)
                    hasText = true
                    kind = .text
                }
            case .userdata where call.userdata(index, as: ViewValue.self) != nil:
                kind = .view
            case .userdata where call.userdata(index, as: ShapeValue.self) != nil:
                kind = .shape
            default:
                guard !hasText else { self = LinkArguments(eager: args); return }
                extra = args.valueText(index)
                hasText = true
                kind = .text
            }
            layout |= UInt32(kind.rawValue << 4 | UInt8(i)) << (8 * UInt32(count))
            count += 1
        }
    }

    /// The call's text, made now (`Args.callDescription`).
    private init(eager args: Args) {
        self.init(literal: args.callDescription())
    }

    /// The call's text: "name(label: value, ...)" as `Args.callDescription`
    /// prints it (a string as `LuaStack.string(at:)` reads it).
    func text(_ spec: FunctionSpec) -> String {
        if state != .compact { return extra }
        var parts: [String] = []
        parts.reserveCapacity(Int(count))
        var offset = 0
        for k in 0..<Int(count) {
            let byte = UInt8(truncatingIfNeeded: layout >> (8 * UInt32(k)))
            let param = Int(byte & 0xF)
            let value: String
            switch Kind(rawValue: byte >> 4) {
            case .number?:
                value = luaNumberText(withUnsafeBytes(of: storage) { $0.loadUnaligned(fromByteOffset: offset, as: Double.self) })
                offset += 8
            case .bytes?:
                let start = offset + 1
                let length = Int(withUnsafeBytes(of: storage) { $0[offset] })
                value = withUnsafeBytes(of: storage) {
                    String(decoding: UnsafeRawBufferPointer(rebasing: $0[start..<(start + length)]), as: UTF8.self)
                }
                offset = start + length
            case .falseValue?: value = "false"
            case .trueValue?: value = "true"
            case .view?: value = ViewTypes.view.name
            case .shape?: value = ViewTypes.shape.name
            case .text?, nil: value = extra
            }
            let label = spec.params[param].label
            let unlabelled = label == "content" || (param == 0 && Args.unlabelledFirst.contains(spec.name))
            parts.append(unlabelled ? value : "\(label): \(value)")
        }
        return "\(spec.name)(\(parts.joined(separator: ", ")))"
    }
}

extension Args {
    /// How `self` (stack index 1) prints, as pieces (see `selfDescription`).
    func selfText() -> ValueText {
        guard spec.isMethod else { return .empty }
        if let v = call.userdata(1, as: ViewValue.self) { return v.pointee.text }
        if let s = call.userdata(1, as: ShapeValue.self) { return s.pointee.text }
        return .text(selfDescription())
    }

    /// `self` followed by this call, kept as pieces: how a modifier's
    /// result prints.
    func chainDescription() -> ValueText {
        guard spec.isMethod else { return .chain(ChainLink(base: nil, args: self)) }
        // A view first: most links follow another (`:frame(...):offset(...)`).
        if let v = call.userdata(1, as: ViewValue.self) { return .chain(ChainLink.after(v.pointee.text, args: self)) }
        if let s = call.userdata(1, as: ShapeValue.self) {
            if let describe = s.pointee.describeShape {
                // Stored properties, read in place (see `ShapeValue.box`).
                return .chain(ShapeRootedLink(shape: ShapeValue.sharedBox(s, call, at: 1), describe: describe, args: self))
            }
            return .chain(ChainLink.after(s.pointee.text, args: self))
        }
        return .chain(ChainLink.after(.text(selfDescription()), args: self))
    }

    /// `self` followed by a link whose text the binding made.
    func chainDescription(literal: String) -> ValueText {
        .chain(ChainLink.after(selfText(), spec: spec, literal: literal))
    }
}
