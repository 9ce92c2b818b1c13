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
    case described(any Shape, (any Shape) -> String)
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
final class ChainLink {
    fileprivate var base: ValueText
    /// Specs live as long as the process (static tables).
    private unowned(unsafe) let spec: FunctionSpec
    /// A link whose text was made by its binding ("inset(by: 2.0)"), or nil.
    private let literal: String?
    private let count: Int
    /// The first three arguments inline (most calls give at most three:
    /// no second allocation), the rest in `more`.
    private let first: (ChainArgument, ChainArgument, ChainArgument)
    private let more: [ChainArgument]
    /// The text, once printed (see `text`).
    private var printed: String?

    init(base: ValueText, spec: FunctionSpec, literal: String) {
        self.base = base; self.spec = spec; self.literal = literal
        count = 0; first = (.none, .none, .none); more = []
    }

    /// Built from the call's stack slots without an intermediate array.
    init(base: ValueText, args: Args) {
        self.base = base; self.spec = args.spec; self.literal = nil
        var inline: (ChainArgument, ChainArgument, ChainArgument) = (.none, .none, .none)
        var rest: [ChainArgument] = []
        var n = 0
        for i in 0..<args.spec.params.count where args.slots[i] != 0 {
            if case .children = args.spec.params[i].kind { continue }
            let argument = ChainArgument(args, param: i)
            switch n {
            case 0: inline.0 = argument
            case 1: inline.1 = argument
            case 2: inline.2 = argument
            default: rest.append(argument)
            }
            n += 1
        }
        count = n; first = inline; more = rest
    }

    deinit {
        // Free a long list of links one by one instead of recursively.
        var next = base
        base = .empty
        while case .chain(var link) = next {
            next = .empty
            guard isKnownUniquelyReferenced(&link) else { return }
            next = link.base
            link.base = .empty
        }
    }

    private func argument(_ k: Int) -> ChainArgument {
        switch k {
        case 0: return first.0
        case 1: return first.1
        case 2: return first.2
        default: return more[k - 3]
        }
    }

    /// This call alone: "frame(width: 10.0, height: 10.0)".
    var linkText: String {
        if let literal { return literal }
        var parts: [String] = []
        parts.reserveCapacity(count)
        for k in 0..<count {
            let a = argument(k)
            guard case .value(let param, let value) = a else { continue }
            let label = spec.params[param].label
            let unlabelled = label == "content" || (param == 0 && Args.unlabelledFirst.contains(spec.name))
            parts.append(unlabelled ? value.text : "\(label): \(value.text)")
        }
        return "\(spec.name)(\(parts.joined(separator: ", ")))"
    }

    /// The whole chain, each link added to the already shortened text of
    /// the ones before it, as values built their text eagerly.
    /// Printing a chain's value after every call stays linear: the walk
    /// stops at a link printed before.
    var text: String {
        if let printed { return printed }
        var links = [self]
        var root = base
        while case .chain(let link) = root, link.printed == nil {
            links.append(link)
            root = link.base
        }
        var text = root.description
        for link in links.reversed() { text = ChainText.appending(link.linkText, to: text) }
        printed = text
        return text
    }
}

/// One argument of a chain link: its parameter and its value as given.
enum ChainArgument {
    case none
    case value(Int, ArgumentText)

    init(_ args: Args, param: Int) {
        self = .value(param, ArgumentText(args, at: args.slots[param]))
    }
}

/// An argument value kept for printing: numbers and booleans as values
/// (formatting a number costs a `snprintf`), anything else as its text now
/// (a table may change after the call).
enum ArgumentText {
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
        .chain(ChainLink(base: selfText(), args: self))
    }

    /// `self` followed by a link whose text the binding made.
    func chainDescription(literal: String) -> ValueText {
        .chain(ChainLink(base: selfText(), spec: spec, literal: literal))
    }
}
