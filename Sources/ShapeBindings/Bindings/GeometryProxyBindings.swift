import LuaBridge
import ShapeCore

/// What a `GeometryReader` function receives (docs/API.md): SwiftUI's
/// GeometryProxy as scripts read it — `geo.size.width`, `geo.frame` — with
/// `width` and `height` kept directly on it for existing scripts.
struct GeometryProxyValue: Equatable {
    let size: Size
}

enum GeometryProxyBindings {
    static let type = TypeSpec(
        GeometryProxyValue.self, name: "GeometryProxy",
        doc: "The argument of a GeometryReader function: the size it is offered.",
        fields: [(FieldSpec(name: "size", type: "Size", doc: "the offered size (`geo.size.width`)"),
                  { proxy, call in call.push(userdata: proxy.size) }),
                 (FieldSpec(name: "frame", type: "Rect", doc: "a Rect at the origin of that size"),
                  { proxy, call in call.push(userdata: Rect(origin: .zero, size: proxy.size)) }),
                 GeometryValues.numberField("width", "the offered width") { $0.size.width },
                 GeometryValues.numberField("height", "the offered height") { $0.size.height }],
        describe: { p in
            "GeometryProxy(size: \(luaNumberText(p.size.width))×\(luaNumberText(p.size.height)))"
        })
}
