import LuaBridge
import ShapeCore
import ShapeRaster
import ShapeText

/// The `shape` library: every registration table of the binding layer.
/// `install(into:)` is all a host needs; `--api`, the LuaLS annotations and
/// completion come from the same `spec`.
public enum ShapeLibrary {
    /// Built once per process on first use; state-independent. Its types
    /// are built later still, each on first use (`LibraryTypes`).
    public static let spec = LibrarySpec(
        types: { LibraryTypes.all }, typeForKey: LibraryTypes.type(forKey:),
        functions: [GeometryValues.pointFunction, GeometryValues.sizeFunction, GeometryValues.rectFunction,
                    PathBindings.constructor] + ShapeConstructors.all + [CSSBindings.constructor] + ViewConstructors.all
            + ViewVocabulary.constructors
            + [StyleBindings.linearGradient, StyleBindings.radialGradient,
               MoreGradientBindings.angularGradient, MoreGradientBindings.ellipticalGradient, CanvasBindings.constructor,
               OutputBindings.svgFunction, OutputBindings.saveFunction, IconSetBindings.function, ImageSetBindings.function,
               HelpBindings.function, ColorSchemeBindings.function, ScriptFolderBindings.function] + ControlBindings.all + GridBindings.constructors,
        namespaces: [TransformBindings.namespace, StyleBindings.colorNamespace, GridItemBindings.namespace])

    /// Registers the types, the globals and `require "shape"` in `lua`.
    /// `output` is how `save()` resolves and writes files (the command
    /// line's `--output-dir` confinement and atomic writer); without it
    /// `save()` is an error.
    /// `sandboxImageFolder`: with `--sandbox`, the only folder `Image` reads
    /// from, fixed when the run starts (nil: the working directory), never
    /// derived from the calling chunk's name, which a script chooses.
    public static func install(into lua: LuaState, output: OutputHooks? = nil, sandboxImageFolder: String? = nil) {
        let context = LibraryContext(output: output)
        context.sandboxImageFolder = sandboxImageFolder
        LibraryContext.set(context, for: lua)
        lua.syntaxHint = SyntaxHint.hint(message:line:)
        Installer.install(spec, into: lua)
        (output?.shard ?? .whole).install(into: lua)
    }
}

/// The library's userdata types, each built on first use (a Swift
/// `static let`), so that start-up builds none of them: most runs use a
/// few (a Canvas script makes no Path, few make a GeometryProxy).
/// `type(forKey:)` finds one by its Swift type without building the others;
/// LibraryTypesTests checks it against `all`.
enum LibraryTypes {
    static let point = GeometryValues.pointType.equatable(Point.self)
    static let size = GeometryValues.sizeType.equatable(Size.self)
    static let rect = GeometryValues.rectType.equatable(Rect.self)
    static let transform = TransformBindings.type.equatable(AffineTransform.self)
    static let path = PathBindings.type.equatable(Path.self)
    static let color = StyleBindings.colorType.equatable(Color.self)
    static let gradient = StyleBindings.gradientType.equatable(ShapeStyle.self)
    static let geometryProxy = GeometryProxyBindings.type.equatable(GeometryProxyValue.self)
    static let gridItem = GridItemBindings.type.equatable(GridItem.self)

    /// In the order the docs list them.
    static let all: [TypeSpec] = [point, size, rect, transform, path, ViewTypes.shape, ViewTypes.view,
                                  color, gradient, CanvasBindings.type, geometryProxy, gridItem]

    static func type(forKey key: UnsafeRawPointer) -> TypeSpec? {
        switch key {
        case registryKey(Point.self): return point
        case registryKey(Size.self): return size
        case registryKey(Rect.self): return rect
        case registryKey(AffineTransform.self): return transform
        case registryKey(Path.self): return path
        case registryKey(ShapeValue.self): return ViewTypes.shape
        case registryKey(ViewValue.self): return ViewTypes.view
        case registryKey(Color.self): return color
        case registryKey(ShapeStyle.self): return gradient
        case registryKey(CanvasContext.self): return CanvasBindings.type
        case registryKey(GeometryProxyValue.self): return geometryProxy
        case registryKey(GridItem.self): return gridItem
        default: return nil
        }
    }
}

/// Per-state data of the library (output hooks, fonts, the rendering in
/// progress), kept in the state's registry so that states on different
/// threads (tests run in parallel) never share it.
final class LibraryContext {
    let output: OutputHooks?
    init(output: OutputHooks?) { self.output = output }

    /// Where a sandboxed state's `Image` reads (see `ShapeLibrary.install`).
    var sandboxImageFolder: String?

    /// How many save() calls this state has made (docs/BATCH.md numbers them).
    var saveCount = 0
    /// Under --shard: the shard of each path saved so far.
    var pathOwners = PathOwners()

    /// The scheme colour names are resolved in (`preferredColorScheme`).
    var colorScheme: ColorScheme = .light

    /// The scheme of `L`'s library (light when it has none).
    static func colorScheme(_ L: OpaquePointer) -> ColorScheme { of(L)?.colorScheme ?? .light }

    /// Fonts through fontconfig, created on first use only (start-up cost).
    lazy var fonts: FontProvider = SystemFontProvider()

    /// SVG images' sizes through librsvg, opened by the first SVG image.
    let svgImages: SVGDimensionReader = LibrsvgDimensionReader()

    /// The rendering started from Lua that callbacks run under.
    var currentScope: CallbackScope?

    /// The registry key: the address of a byte allocated once per process.
    nonisolated(unsafe) static let registryKey = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)

    /// Stores `context` in `lua`'s registry (a userdata whose __gc releases it).
    static func set(_ context: LibraryContext, for lua: LuaState) {
        lua.registerUserdata(Box.self, name: "shape.context")
        let call = LuaCall(L: lua.L)
        call.push(userdata: Box(context: context))
        call.setRegistryValue(forKey: registryKey)
    }

    static func of(_ L: OpaquePointer) -> LibraryContext? {
        let call = LuaCall(L: L)
        call.pushRegistryValue(forKey: registryKey)
        defer { call.pop() }
        return call.userdata(-1, as: Box.self)?.pointee.context
    }

    struct Box { let context: LibraryContext }
}
