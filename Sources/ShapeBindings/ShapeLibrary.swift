import CLua
import CLuaBridge
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

/// How `save()` reaches the file system: supplied by the host, so the
/// command line's confinement and atomic writing are used as they are.
public struct OutputHooks {
    /// Produces a document: calls its sink with each chunk, in order.
    public typealias Producer = (_ sink: @escaping (UnsafeBufferPointer<UInt8>) throws -> Void) throws -> Void

    /// Maps a script's path to the path to write, or throws (outside `--output-dir`).
    public var resolve: (String) throws -> String
    /// Writes the bytes atomically, creating missing folders.
    public var write: ([UInt8], String) throws -> Void
    /// Streams a document to the (resolved) path atomically: runs the
    /// producer with a sink into a temporary file and keeps the file only
    /// when the producer returns (what `save()` uses, so a big document is
    /// never held whole in memory).
    public var stream: (String, Producer) throws -> Void
    /// Writes a set of files (`iconset`) that appears whole or not at all:
    /// runs its body with a `write(bytes, path)` that stages each file,
    /// and puts them all in place only when the body returns. `owned`:
    /// the (resolved) folder the set owns whole, replaced as one; nil when
    /// its files go into folders shared with other files. nil hook: each
    /// file is written at once with `write`.
    public var writeSet: ((_ owned: String?, _ body: (_ write: @escaping ([UInt8], String) throws -> Void) throws -> Void) throws -> Void)?
    /// `--shard K/N`: which of the run's saves are performed (docs/BATCH.md).
    public var shard: Shard = .whole
    /// Called with each path `save()` (or `iconset()`) has written, for
    /// the command line's progress line.
    public var didWrite: ((String) -> Void)?
    /// Called for every save() (or iconset(), or -o) of a sharded run,
    /// performed here or not, with the shard that performs it and the
    /// number of files it writes: `--jobs` learns each shard's total.
    public var didNumber: ((_ shard: Int, _ files: Int) -> Void)?
    /// Called with the absolute path of each image file `Image` read, for
    /// `--watch`, which runs the script again when one changes.
    public var didRead: ((String) -> Void)?

    /// Hooks that write whole documents (`stream` collects the chunks first).
    public init(resolve: @escaping (String) throws -> String,
                write: @escaping ([UInt8], String) throws -> Void) {
        self.resolve = resolve
        self.write = write
        self.stream = { path, produce in
            var bytes: [UInt8] = []
            try produce { bytes += $0 }
            try write(bytes, path)
        }
    }

    public init(resolve: @escaping (String) throws -> String,
                write: @escaping ([UInt8], String) throws -> Void,
                stream: @escaping (String, Producer) throws -> Void) {
        self.resolve = resolve
        self.write = write
        self.stream = stream
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
        lua_rawsetp(lua.L, shl_registryindex(), registryKey)
    }

    static func of(_ L: OpaquePointer) -> LibraryContext? {
        lua_rawgetp(L, shl_registryindex(), registryKey)
        defer { lua_settop(L, -2) }
        return LuaCall(L: L).userdata(-1, as: Box.self)?.pointee.context
    }

    struct Box { let context: LibraryContext }
}
