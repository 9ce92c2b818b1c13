import LuaBridge
import Testing
@testable import ShapeBindings

/// The kind check every reader makes in debug builds (`ParamKind.admits`)
/// and the record specs the label-table pass reads.
@Suite struct ConversionTests {
    @Test func aParameterAdmitsOnlyItsOwnKind() {
        #expect(ParamKind.number.admits(NumberConversion.number.kind))
        #expect(!ParamKind.number.admits(NumberConversion.angle.kind))
        #expect(!ParamKind.angle.admits(NumberConversion.number.kind))
        #expect(!ParamKind.length.admits(NumberConversion.number.kind))
        #expect(ParamKind.oneOf([.length, .strokeStyle]).admits(LengthConversion().kind))
        #expect(!ParamKind.oneOf([.length, .strokeStyle]).admits(NumberConversion.number.kind))
        #expect(ParamKind.any.admits(StringConversion().kind))
        #expect(ParamKind.choice(["a", "b"]).admits(NameConversion.name(["a", "b"]).kind))
        #expect(!ParamKind.choice(["a", "b"]).admits(NameConversion.name(["a"]).kind))
        #expect(!ParamKind.choice(["a", "b"]).admits(StringConversion().kind))
        #expect(ParamKind.choice(FontWeightConversion.names).admits(FontWeightConversion().kind))
    }

    /// The check every reader makes in debug builds, closure readers with
    /// the kind they state: a list of colours read from a parameter
    /// declared as a list of styles is named; a union is admitted whole
    /// or by a member.
    @Test func readersAreHeldToTheDeclaredKind() throws {
        let lua = try LuaState()
        let spec = FunctionSpec("f", [Param("colors", .list(.style)), Param("width", .oneOf([.length, .strokeStyle]))],
                                returns: "nil", doc: "") { _ in 0 }
        let args = Args(call: LuaCall(L: lua.L), spec: spec, firstIndex: 1)
        #expect(args.kindMismatch(0, .list(.color))
                == "f: parameter 'colors' is declared \(ParamKind.list(.style).markdown), read as \(ParamKind.list(.color).markdown)")
        #expect(args.kindMismatch(0, .list(.style)) == nil)
        #expect(args.kindMismatch(1, .oneOf([.length, .strokeStyle])) == nil)
        #expect(args.kindMismatch(1, .length) == nil && args.kindMismatch(1, .strokeStyle) == nil)
        #expect(args.kindMismatch(1, .number) != nil && args.kindMismatch(1, .oneOf([.number, .strokeStyle])) != nil)
        #expect(!ParamKind.style.admits(.color) && !ParamKind.color.admits(.style))
        // A record's fields are held to their declarations the same way.
        let table = ArgContext(stack: LuaCall(L: lua.L), index: 0, argNumber: 1, label: "stop", labelled: false)
        let stop = RecordFields(table: table, spec: Records.gradientStop, slots: Slots())
        #expect(stop.kindMismatch(0, .color) == nil && stop.kindMismatch(1, .number) == nil)
        #expect(stop.kindMismatch(0, .style)
                == "GradientStop: field 'color' is declared \(ParamKind.color.markdown), read as \(ParamKind.style.markdown)")
    }

    /// Each record's keys (labels and short keys) are distinct and fit the
    /// slots the pass fills: a repeated key would make the pass's index
    /// ambiguous.
    @Test func recordKeysAreDistinctAndFit() {
        for record in Records.documented + [Records.cssRadii] {
            #expect(record.fields.count <= Slots.capacity, "\(record.name)")
            #expect(Set(record.keys).count == record.keys.count, "\(record.name): \(record.keys)")
        }
        // SaveOptions repeats SVGOptions' fields first, then its own.
        #expect(Array(Records.saveOptions.fields.prefix(Records.svgOptions.fields.count).map(\.label))
                == Records.svgOptions.fields.map(\.label))
        #expect(Records.saveOptions.fields.last?.label == "scale")
    }
}
