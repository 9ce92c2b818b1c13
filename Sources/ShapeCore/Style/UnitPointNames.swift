/// Unit points by SwiftUI name, for gradients and anchors given as strings.
extension UnitPoint {
    static let named: [(String, UnitPoint)] = [
        ("center", center), ("leading", leading), ("trailing", trailing),
        ("top", top), ("bottom", bottom), ("topLeading", topLeading),
        ("topTrailing", topTrailing), ("bottomLeading", bottomLeading),
        ("bottomTrailing", bottomTrailing), ("zero", zero),
    ]
    public static var names: [String] { named.map { $0.0 } }

    /// A unit point by its SwiftUI name; an unknown name is an error listing the valid ones.
    public init(named name: String) throws {
        guard let p = UnitPoint.named.first(where: { $0.0 == name }) else {
            throw StyleError.unknownUnitPoint(name)
        }
        self = p.1
    }
}
