import LuaBridge
import ShapeCore

/// docs/GEOMETRY.md: path booleans with SwiftUI's names on every shape and path.
/// Path with path gives a `Path` (SwiftUI's `Path.union(_:eoFill:)`);
/// when either side is a shape the result is a shape that lays both out
/// in the rect it gets, then combines them (SwiftUI's `Shape.union`).
enum ShapeBooleans {
    static func operation(_ name: String, _ operation: BooleanShape.Operation, doc: String) -> FunctionSpec {
        FunctionSpec(
            name, [Param("other", .shape, doc: "a Shape or Path"),
                   Param("eoFill", .boolean, default: "false", doc: "even-odd fill for both operands (nonzero when false)")],
            returns: "Path|Shape",
            doc: doc + " Returns a Path when both are paths, else a Shape that lays both out in the rect it gets.",
            example: "Circle():\(name)(Rectangle():offset(20, 0))"
        ) { a in
            let other = a.context("other")
            guard let otherShape = try? other.shape(a.call) else { throw other.typeError("Shape or Path") }
            let eoFill = try a.value("eoFill", .boolean) ?? false
            if let path = a.call.userdata(1, as: Path.self)?.pointee, let otherPath = other.userdata(a.call, Path.self) {
                a.call.push(userdata: try BooleanShape(PathShape(path), PathShape(otherPath), operation,
                                                       eoFill: eoFill).result(in: .zero))
                return 1
            }
            let me = try ShapeMethods.selfShape(a)
            let otherText = other.userdata(a.call, ShapeValue.self)?.description ?? "Path"
            let eoText = eoFill ? ", eoFill: true" : ""
            let depth = max(Int(me.depth), Int(other.userdata(a.call, ShapeValue.self)?.depth ?? 1))
            return try a.push(shape: BooleanShape(me.shape, otherShape, operation, eoFill: eoFill),
                              .chain(ChainLink.after(me.text, spec: a.spec, literal: "\(name)(\(otherText)\(eoText))")),
                              depth: depth + 1)
        }
    }

    static let all: [FunctionSpec] = [
        operation("union", .filled(.union), doc: "The region covered by either fill."),
        operation("intersection", .filled(.intersection), doc: "The region covered by both fills."),
        operation("subtracting", .filled(.subtracting), doc: "This fill without `other`'s."),
        operation("symmetricDifference", .filled(.symmetricDifference), doc: "The region covered by exactly one of the fills."),
        operation("lineIntersection", .lineIntersection,
                  doc: "The parts of this outline inside `other`'s fill, as open lines and curves (a stretch along `other`'s outline counts as inside)."),
        operation("lineSubtraction", .lineSubtraction, doc: "The parts of this outline outside `other`'s fill, as open lines and curves."),
    ]
}
