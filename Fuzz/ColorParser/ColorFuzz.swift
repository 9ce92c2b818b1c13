import FuzzInput
import ShapeCore

/// libFuzzer target: the colour parser (docs/COLORS.md names and `#rgb #rgba
/// #rrggbb #rrggbbaa`) and the numeric constructors. The first byte picks
/// the entry point; the rest is the colour text or the components (doubles
/// from the hostile pool, or raw bit patterns: NaN, infinities,
/// subnormals). Every colour made must have its components in 0...1 (the
/// type's guarantee, which the SVG writer relies on).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzColor(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    var input = FuzzInput(data, count)
    let color: Color?
    switch input.choice(4) {
    case 0:
        let text = input.rest()
        color = try? Color(text)
        if let color, text.hasPrefix("#"), text.utf8.count > 9 {
            fatalError("hex colour longer than #rrggbbaa accepted: \(text.prefix(40)) -> \(color)")
        }
    case 1:
        color = Color(red: input.double(), green: input.double(), blue: input.double(), opacity: input.double())
    case 2:
        color = Color(hue: input.double(), saturation: input.double(), brightness: input.double(),
                      opacity: input.double())
    default:
        let amount = input.double()
        color = ((try? Color(input.rest())) ?? .red).opacity(amount)
    }
    guard let color else { return 0 }
    for (name, v) in [("red", color.red), ("green", color.green), ("blue", color.blue), ("opacity", color.opacity)]
    where !(0...1).contains(v) {
        fatalError("colour component \(name) = \(v) outside 0...1")
    }
    _ = color.rgb8
    return 0
}
