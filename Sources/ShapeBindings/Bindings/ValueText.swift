import CLua
import LuaBridge
import ShapeCore

/// How a view or shape value prints (SPEC §7), kept as its pieces: the
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
/// the argument values (numbers, booleans, strings) and built on demand.
/// Links form a list back to the value the chain started from, walked
/// iteratively (a long chain neither recurses to print nor to free).
class ChainLink {
    fileprivate var base: ValueText
    /// Specs live as long as the process (static tables).
    private unowned(unsafe) let spec: FunctionSpec
    /// How many arguments were given; -1 for a link whose text its binding
    /// made ("inset(by: 2.0)", kept in `first.0`).
    private let count: Int8
    /// The first three arguments and their parameters inline (most calls
    /// give at most three: no second allocation), the rest in `more`.
    private let params: (Int8, Int8, Int8)
    private let first: (ArgumentText, ArgumentText, ArgumentText)
    private let more: [(Int, ArgumentText)]
    /// The text, once printed (see `text`).
    private var printed: String?

    init(base: ValueText, spec: FunctionSpec, literal: String) {
        self.base = base; self.spec = spec
        count = -1; params = (0, 0, 0); first = (.text(literal), .none, .none); more = []
    }

    /// Built from the call's stack slots without an intermediate array.
    init(base: ValueText, args: Args) {
        self.base = base; self.spec = args.spec
        var values: (ArgumentText, ArgumentText, ArgumentText) = (.none, .none, .none)
        var indices: (Int8, Int8, Int8) = (0, 0, 0)
        var rest: [(Int, ArgumentText)] = []
        var n: Int8 = 0
        let children = args.spec.childrenParams
        for i in 0..<args.spec.params.count {
            let index = args.slot(i) // 0: absent or nil
            if index == 0 || children.contains(i) { continue }
            let value = ArgumentText(args, at: index)
            switch n {
            case 0: values.0 = value; indices.0 = Int8(i)
            case 1: values.1 = value; indices.1 = Int8(i)
            case 2: values.2 = value; indices.2 = Int8(i)
            default: rest.append((i, value))
            }
            n += 1
        }
        count = n; first = values; self.params = indices; more = rest
    }

    /// The text of the value the chain starts from (this link's base when
    /// it is the first link).
    fileprivate var rootText: String { base.description }

    deinit {
        // Free a long list of links one by one instead of recursively.
        guard case .chain = base else { return }
        var next = base
        base = .empty
        while case .chain(var link) = next {
            next = .empty
            guard isKnownUniquelyReferenced(&link) else { return }
            next = link.base
            link.base = .empty
        }
    }

    private func argument(_ k: Int) -> (Int, ArgumentText) {
        switch k {
        case 0: return (Int(params.0), first.0)
        case 1: return (Int(params.1), first.1)
        case 2: return (Int(params.2), first.2)
        default: return more[k - 3]
        }
    }

    /// This call alone: "frame(width: 10.0, height: 10.0)".
    var linkText: String {
        if count < 0 { return first.0.text }
        var parts: [String] = []
        parts.reserveCapacity(Int(count))
        for k in 0..<Int(count) {
            let (param, value) = argument(k)
            let label = spec.params[param].label
            let unlabelled = label == "content" || (param == 0 && Args.unlabelledFirst.contains(spec.name))
            parts.append(unlabelled ? value.text : "\(label): \(value.text)")
        }
        return "\(spec.name)(\(parts.joined(separator: ", ")))"
    }

    /// The whole chain, each link added to the already shortened text of
    /// the ones before it, as values built their text eagerly. Printing a
    /// chain's value after every call stays linear: the walk stops at a
    /// link printed before.
    var text: String {
        if let printed { return printed }
        var links = [self]
        var root = base
        while case .chain(let link) = root, link.printed == nil {
            links.append(link)
            root = link.base
        }
        // Stopped at a link printed before, or at the chain's first link.
        var text: String
        if case .chain = root { text = root.description } else { text = links[links.count - 1].rootText }
        for link in links.reversed() { text = ChainText.appending(link.linkText, to: text) }
        printed = text
        return text
    }
}

/// The first link of a chain started on a built-in shape that prints
/// itself from its values (`RoundedRectangle(5):fill(red)`): the shape and
/// its describe function are kept in the link, not in a boxed
/// `ValueText.described` of their own, one allocation less per `fill` or
/// `stroke` on a shape.
private final class ShapeRootedLink: ChainLink {
    /// The shape value's own box (one reference; copying the existential
    /// would retain a large shape's heap box).
    private let shape: ShapeBox
    private let describe: (any Shape) -> String

    init(shape: ShapeBox, describe: @escaping (any Shape) -> String, args: Args) {
        self.shape = shape; self.describe = describe
        super.init(base: .empty, args: args)
    }

    override var rootText: String { describe(shape.shape) }
}

/// An argument value kept for printing: numbers and booleans as values
/// (formatting a number costs a `snprintf`), anything else as its text now
/// (a table may change after the call).
enum ArgumentText {
    case none
    case number(Double)
    case boolean(Bool)
    case text(String)

    init(_ args: Args, at index: Int32) {
        let stack = args.stack
        switch stack.type(index) {
        case LUA_TNUMBER: self = .number(stack.number(at: index) ?? 0)
        case LUA_TBOOLEAN: self = .boolean(lua_toboolean(stack.L, index) != 0)
        default: self = .text(args.valueText(index))
        }
    }

    var text: String {
        switch self {
        case .none: return ""
        case .number(let n): return luaNumberText(n)
        case .boolean(let b): return b ? "true" : "false"
        case .text(let s): return s
        }
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
        if spec.isMethod, let s = call.userdata(1, as: ShapeValue.self), let describe = s.pointee.describeShape {
            // Stored properties, read in place (see `ShapeValue.box`).
            return .chain(ShapeRootedLink(shape: s.pointee.box ?? s.pointee.shapeBox, describe: describe, args: self))
        }
        return .chain(ChainLink(base: selfText(), args: self))
    }

    /// `self` followed by a link whose text the binding made.
    func chainDescription(literal: String) -> ValueText {
        .chain(ChainLink(base: selfText(), spec: spec, literal: literal))
    }
}
