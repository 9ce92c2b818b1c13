/// SwiftUI's alignment guides, reduced to what layout needs: a fraction of
/// the width or height (leading 0, center 0.5, trailing 1).
public enum HorizontalAlignment: String, Hashable, Sendable, CaseIterable {
    case leading, center, trailing
    var fraction: Double {
        switch self { case .leading: return 0; case .center: return 0.5; case .trailing: return 1 }
    }
}

public enum VerticalAlignment: String, Hashable, Sendable, CaseIterable {
    case top, center, bottom
    var fraction: Double {
        switch self { case .top: return 0; case .center: return 0.5; case .bottom: return 1 }
    }
}

/// A two-axis alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal; self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    static let named: [(String, Alignment)] = [
        ("center", center), ("leading", leading), ("trailing", trailing), ("top", top),
        ("bottom", bottom), ("topLeading", topLeading), ("topTrailing", topTrailing),
        ("bottomLeading", bottomLeading), ("bottomTrailing", bottomTrailing),
    ]
    public static var names: [String] { named.map { $0.0 } }

    /// An alignment by its SwiftUI name; unknown names are an error listing the valid ones.
    public init(named name: String) throws {
        guard let a = Alignment.named.first(where: { $0.0 == name }) else {
            throw ViewError.unknownName(kind: "alignment", name: name, valid: Alignment.names)
        }
        self = a.1
    }

    /// The origin of a child of `size` aligned inside `rect`.
    func origin(of size: Size, in rect: Rect) -> Point {
        Point(rect.minX + (rect.width - size.width) * horizontal.fraction,
              rect.minY + (rect.height - size.height) * vertical.fraction)
    }
}

/// One edge of a rectangle (SwiftUI's `Edge`).
public enum Edge: String, Hashable, Sendable, CaseIterable {
    case top, leading, bottom, trailing
}

/// A set of edges (SwiftUI's `Edge.Set`), in the order the caller listed
/// them: `border(edges, ...)` draws bars in that order.
public struct EdgeSet: Hashable, Sendable {
    public private(set) var edges: [Edge]
    public init(_ edges: [Edge]) {
        var seen: [Edge] = []
        for e in edges where !seen.contains(e) { seen.append(e) }
        self.edges = seen
    }
    public static let all = EdgeSet([.top, .leading, .bottom, .trailing])
    public static let top = EdgeSet([.top])
    public static let bottom = EdgeSet([.bottom])
    public static let leading = EdgeSet([.leading])
    public static let trailing = EdgeSet([.trailing])
    public static let horizontal = EdgeSet([.leading, .trailing])
    public static let vertical = EdgeSet([.top, .bottom])
    public func contains(_ e: Edge) -> Bool { edges.contains(e) }

    public static var names: [String] { Edge.allCases.map(\.rawValue) + ["horizontal", "vertical", "all"] }

    /// Edge names and the groups `horizontal`, `vertical`, `all`, in order.
    public init(names: [String]) throws {
        var list: [Edge] = []
        for n in names {
            if let e = Edge(rawValue: n) { list.append(e); continue }
            switch n {
            case "horizontal": list += EdgeSet.horizontal.edges
            case "vertical": list += EdgeSet.vertical.edges
            case "all": list += EdgeSet.all.edges
            default: throw ViewError.unknownName(kind: "edge", name: n, valid: EdgeSet.names)
            }
        }
        self.init(list)
    }
}

extension EdgeInsets {
    /// `length` on each edge of `edges`, 0 on the others (`padding(edges, length)`).
    public init(_ edges: EdgeSet, _ length: Double) {
        self.init(top: edges.contains(.top) ? length : 0,
                  leading: edges.contains(.leading) ? length : 0,
                  bottom: edges.contains(.bottom) ? length : 0,
                  trailing: edges.contains(.trailing) ? length : 0)
    }
    var horizontal: Double { leading + trailing }
    var vertical: Double { top + bottom }
}

extension EdgeSet: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Edge...) { self.init(elements) }
}
