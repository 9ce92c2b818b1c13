import LuaBridge
import ShapeCore
import ShapeRaster

/// The drawings an icon set's files are made from, one per `IconLayer`:
/// each a view laid out on a square document, rendered to SVG once (on
/// first use) and to PNG once per pixel size; an Android layer also as a
/// VectorDrawable when it can be one.
final class IconSetDrawings {
    private let call: LuaCall
    private let references: DocumentReferences
    private var documents: [IconLayer: (view: View, side: Double, background: ShapeStyle?)] = [:]
    private var svgs: [IconLayer: [UInt8]] = [:]
    private var pngs: [IconLayer: [Int: [UInt8]]] = [:]
    private var opaquePNGs: [IconLayer: [Int: [UInt8]]] = [:]
    /// A drawing that is not square (an image set's): its own size.
    private var sizes: [IconLayer: Size] = [:]
    /// The Android layers written as VectorDrawables, and their bytes.
    private(set) var drawables: [IconLayer: [UInt8]] = [:]

    init(_ call: LuaCall, _ references: DocumentReferences) {
        self.call = call; self.references = references
    }

    /// The side of the square `view` is laid out on, the view centred:
    /// its ideal size's longer side, so a view that is not square fits
    /// the icon as wide (or as tall) as it can be, its proportions kept (a
    /// 200 × 100 capsule spans the whole width, half the height); 1024
    /// for a view without an ideal size.
    func side(of view: View) throws -> Double {
        let ideal = try documentSize(of: view)
        let longer = max(ideal.width, ideal.height)
        return longer > 0 && longer.isFinite ? longer : IconSetBindings.defaultSide
    }

    /// The icon itself, on its own square; with `grid`, placed on
    /// Apple's macOS icon grid (MacIconGrid) on the 1024 canvas.
    func setIcon(_ view: View, grid: Bool = false) throws {
        let side = try side(of: view)
        documents[.icon] = grid ? (MacIconGrid.place(view, side: side), MacIconGrid.canvas, nil) : (view, side, nil)
    }

    /// The size of the document `view` would be drawn on by itself, from
    /// the sizing pass alone (ShapeCore's `documentSize`): no view is
    /// placed, so no GeometryReader's or Canvas's function runs only to
    /// learn it (the rendering runs them once). Icons and image sets are
    /// fitted by the view's frame, never its shadows' ink: their canvases
    /// are the platform's (docs/EXPORT.md).
    private func documentSize(of view: View) throws -> Size {
        var options = SVGOptions(fonts: LibraryContext.of(call.L)?.fonts)
        options.bounds = .frame
        return try CallbackScope.run(call) { try ShapeCore.documentSize(view, options: options) }
    }

    /// Any image (`imageset`): the view at its own size, 1× being one
    /// pixel per unit. A view without a size has nothing to scale.
    func setImage(_ view: View) throws {
        let size = try documentSize(of: view)
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            func text(_ x: Double) -> String { x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : "\(x)" }
            throw LuaCallError.message("imageset: the view has no size (\(text(size.width)) × \(text(size.height))); give it a frame")
        }
        documents[.icon] = (view, max(size.width, size.height), nil)
        sizes[.icon] = size
    }

    /// The web's icons: the view as it is (favicons, manifest icons), its
    /// square scaled to the central 80 % over `background` (default
    /// white) for the maskable icons (a browser's mask may cut anything
    /// outside the circle of 80 % diameter), and over the background full
    /// size for the opaque apple-touch-icon.
    func setWeb(_ view: View, background: View?, dark: View?) throws {
        let side = try self.side(of: view)
        documents[.icon] = (view, side, nil)
        if let dark { documents[.dark] = (try onCanvas(dark, side), side, nil) }
        let fill = background ?? Color.white.view
        let fillSide = try self.side(of: fill)
        let backdrop = fill.frame(width: fillSide, height: fillSide).scaleEffect(side / fillSide).frame(width: side, height: side)
        let square = view.frame(width: side, height: side)
        documents[.maskable] = (ZStack(views: [backdrop, square.scaleEffect(0.8)]).frame(width: side, height: side), side, nil)
        documents[.touch] = (ZStack(views: [backdrop, square]).frame(width: side, height: side), side, nil)
    }

    /// iOS's appearances: the light icon over white (it must be opaque; a
    /// view with transparent parts shows white there), the dark one as
    /// given (`dark`, else the icon itself; transparent parts stay so: iOS
    /// draws its dark background behind them), the tinted one the
    /// luminance of `tinted` (else of the icon) in grey over black, as iOS
    /// tints it.
    func setIOS(_ view: View, dark: View?, tinted: View?) throws {
        let side = try self.side(of: view)
        documents[.icon] = (view, side, .color(.white))
        let darkView = dark ?? view
        documents[.dark] = (darkView, dark == nil ? side : try self.side(of: darkView), nil)
        let tintedView = tinted ?? view
        documents[.tinted] = (tintedView.grayscale(1), tinted == nil ? side : try self.side(of: tintedView), .color(.black))
    }

    /// Icon Composer's layers, each on the 1024-point canvas the bundle's
    /// layers share (a view of another size scaled to it, centred): the
    /// foreground (the view), its dark and tinted variants when given,
    /// and a background drawing when it is not a plain colour.
    func setIconComposer(_ view: View, background: View?, dark: View?, tinted: View?) throws {
        for (layer, given) in [(IconLayer.foreground, view), (.dark, dark), (.tinted, tinted), (.background, background)] {
            guard let given else { continue }
            documents[layer] = (try onCanvas(given, IconSetBindings.defaultSide), IconSetBindings.defaultSide, nil)
        }
    }

    /// `view` on a square of `canvas` points: as it is when that is its
    /// own side, else its square scaled to fill the canvas.
    private func onCanvas(_ view: View, _ canvas: Double) throws -> View {
        let side = try self.side(of: view)
        guard side != canvas else { return view }
        return view.frame(width: side, height: side).scaleEffect(canvas / side).frame(width: canvas, height: canvas)
    }

    /// An adaptive icon (AdaptiveIcon): the layers on the 108 dp canvas,
    /// each tried as a VectorDrawable; the composites on the visible 72 dp.
    /// A background not given is white, as Android Studio's default.
    func setAndroid(foreground: View, background: View?, monochrome: View?) throws {
        let fg = AdaptiveIcon.foreground(foreground, side: try side(of: foreground))
        let backgroundView = background ?? Color.white.view
        let bg = AdaptiveIcon.background(backgroundView, side: try side(of: backgroundView))
        var layers: [(IconLayer, View)] = [(.foreground, fg), (.background, bg)]
        if let monochrome { layers.append((.monochrome, AdaptiveIcon.foreground(monochrome, side: try side(of: monochrome)))) }
        var options = SVGOptions(width: AdaptiveIcon.canvas, height: AdaptiveIcon.canvas)
        options.fonts = LibraryContext.of(call.L)?.fonts
        for (layer, view) in layers {
            documents[layer] = (view, AdaptiveIcon.canvas, nil)
            do {
                drawables[layer] = try Exporter(call: call).vectorDrawable(view, options)
            } catch is VectorDrawableUnsupportedError {
                // This layer is written as PNGs per density instead.
            }
        }
        let visible = AdaptiveIcon.visible
        documents[.icon] = (AdaptiveIcon.composite(background: bg, foreground: fg), visible, nil)
        documents[.legacy] = (AdaptiveIcon.composite(background: bg, foreground: fg,
                                                     shape: RoundedRectangle(cornerRadius: visible / 8)), visible, nil)
        documents[.round] = (AdaptiveIcon.composite(background: bg, foreground: fg, shape: Circle()), visible, nil)
    }

    func svg(_ layer: IconLayer) throws -> [UInt8] {
        if let svg = svgs[layer] { return svg }
        guard let document = documents[layer] else { throw LuaCallError.message("iconset: no drawing for \(layer)") }
        let size = sizes[layer] ?? Size(document.side, document.side)
        var options = SVGOptions(width: size.width, height: size.height, background: document.background)
        options.documentFolder = references.folder { Exporter.workingFolder }
        let svg = try Exporter(call: call).svg(document.view, options)
        svgs[layer] = svg
        return svg
    }

    /// The drawing at `scale` pixels per unit (`IconFile.Content.scaledPNG`).
    func png(scale: Double, _ layer: IconLayer) throws -> [UInt8] {
        try Raster.png(svg: try svg(layer), scale: scale, baseFile: references.baseFile(SavedFormat.rasterDocumentFile))
    }

    /// `opaque`: an RGB PNG without alpha (`IconFile.Content.opaquePNG`).
    func png(_ pixels: Int, _ layer: IconLayer, opaque: Bool = false) throws -> [UInt8] {
        if let cached = (opaque ? opaquePNGs : pngs)[layer]?[pixels] { return cached }
        // References are relative to the working folder (`svg`).
        let bytes = try Raster.png(svg: try svg(layer), pixels: pixels,
                                   baseFile: references.baseFile(SavedFormat.rasterDocumentFile), opaque: opaque)
        if opaque { opaquePNGs[layer, default: [:]][pixels] = bytes } else { pngs[layer, default: [:]][pixels] = bytes }
        return bytes
    }
}
