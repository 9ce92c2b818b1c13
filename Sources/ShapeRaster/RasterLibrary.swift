internal import CRaster
import ShapeCore
#if canImport(Glibc)
import Glibc
#endif

/// librsvg, cairo and GLib, opened on first use (see CRaster/shim.h for why
/// they are not linked). Every call into them goes through `api()`.
enum RasterLibrary {
    /// Debian 12's soname of librsvg (package librsvg2-2); cairo and GLib
    /// come with it. `SHAPELUA_LIBRSVG` names another file instead: the
    /// tests point it at a name that does not exist to see the error a
    /// machine without librsvg gives.
    static let soname = getenv("SHAPELUA_LIBRSVG").map { String(cString: $0) } ?? "librsvg-2.so.2"

    /// The process-wide table, or dlerror's text; loaded once (a static let
    /// is initialised lazily and exactly once, thread-safely).
    private static let loaded: Result<UnsafePointer<shl_Raster>, RasterError> = open(soname)

    /// The table, or an error that says what needed the libraries
    /// (`purpose`, e.g. "SVG images need") and which packages to install.
    static func api(_ purpose: String = "PNG and PDF output need") throws(RasterError) -> UnsafePointer<shl_Raster> {
        switch loaded {
        case .success(let api): return api
        case .failure(let failure):
            throw RasterError("\(purpose) librsvg and cairo, which could not be loaded: "
                + "\(MessageText.escaped(failure.message)) (Debian: apt-get install librsvg2-2 libcairo2)")
        }
    }

    static func open(_ name: String) -> Result<UnsafePointer<shl_Raster>, RasterError> {
        var message = [CChar](repeating: 0, count: 512)
        guard let api = shl_raster_open(name, &message, message.count) else {
            return .failure(RasterError(String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
        }
        return .success(api)
    }
}

/// A PNG or PDF that could not be made, with the reason.
public struct RasterError: AllocationFailureReporting, CustomStringConvertible, Equatable {
    public let message: String
    /// cairo or GLib could not allocate (see `AllocationFailureReporting`).
    public let isAllocationFailure: Bool
    public init(_ message: String, allocationFailure: Bool = false) {
        self.message = message
        self.isAllocationFailure = allocationFailure
    }
    public var description: String { message }
}
