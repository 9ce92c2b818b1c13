// swift-tools-version:6.0
// shapelua: a Lua-scriptable shape tool. Dependencies point one way:
// shapelua -> ShapeBindings -> (LuaBridge -> CLuaBridge -> CLua; ShapeCore;
// ShapeText; ShapeRaster), and ShapeCore depends on nothing.
// See docs/ARCHITECTURE.md.
import PackageDescription

/// Debian's multiarch folder, where GLib keeps its configuration header.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

/// Where CFontStack's headers include from (`pkg-config --cflags freetype2 harfbuzz`).
let fontHeaders: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-I/usr/include/freetype2", "-Xcc", "-I/usr/include/harfbuzz"]),
]

/// Where CRaster's headers include from (`pkg-config --cflags librsvg-2.0 cairo libxml-2.0`, Debian's paths).
let rasterHeaders: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-I/usr/include/librsvg-2.0", "-Xcc", "-I/usr/include/glib-2.0",
                  "-Xcc", "-I/usr/lib/\(multiarch)/glib-2.0/include", "-Xcc", "-I/usr/include/gdk-pixbuf-2.0",
                  "-Xcc", "-I/usr/include/cairo", "-Xcc", "-I/usr/include/libxml2"]),
]

/// For every module that imports ShapeRaster or ShapeText, directly or not:
/// their C modules are imported `internal`, but a debug build compiles them
/// with testing enabled, and then a client loads CRaster/CFontStack too and
/// needs their header paths (without them a fresh module cache fails with
/// "'librsvg/rsvg.h' file not found"; a stale one hid it).
let clientHeaders: [SwiftSetting] = fontHeaders + rasterHeaders

/// Links libstdc++ statically into shapelua: loading and relocating
/// libstdc++.so.6 costs about 0.6 ms per start, most of what `lua5.4 -e ''`
/// takes in all (docs/PERFORMANCE.md, start-up). scripts/setup writes
/// .build/static-libstdc++/libstdc++.so, a linker script naming Debian's
/// libstdc++.a; searched first, it is what the Swift runtime's -lstdc++
/// finds. Without it (setup not run) the link takes libstdc++.so as before.
/// With the Swift runtime linked dynamically (debug builds) the executable
/// itself references nothing in libstdc++, so nothing is taken from it.
let packageDirectory = String(#filePath.dropLast("Package.swift".count))
let staticLibStdCxx: [LinkerSetting] = [.unsafeFlags(["-L", packageDirectory + ".build/static-libstdc++"])]

/// The toolchain's static-stdlib-args.lnk links executables with
/// `-export-dynamic` (the stdlib's own symbols hidden by `--exclude-libs
/// ALL`), so every global symbol of our own modules, ~3,200, went into the
/// dynamic symbol table. Nothing looks them up, but the Swift runtime's
/// start-up (`swift_copyAuxiliaryExecutablePath`, looking for
/// swift-backtrace) calls `dladdr`, which scans that whole table: 0.11 M
/// instructions of each start (docs/PERFORMANCE.md, start-up). No shared
/// library looks up a symbol of the executable, so nothing needs to be
/// exported. Release only: debug builds link the stdlib
/// dynamically and do not read that file.
///
/// `-no-pie`: a position-independent executable with the Swift runtime
/// linked in carries ~20,700 relative relocations, which the dynamic loader
/// applied at every start (0.27 M instructions, ~55 pages made private) —
/// in the supervisor, before the worker is forked, so the worker then
/// copied those pages again. Linked at a fixed address the executable has
/// none: `shapelua -e ''` went from 3.15 to 2.14 ms of CPU (perf stat, 100
/// runs each, same load). The shared libraries, stack, heap and mappings
/// stay randomized; the executable's own code does not.
let releaseExecutableLinking: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--no-export-dynamic", "-Xclang-linker", "-no-pie", "-Xclang-linker", "-static-libgcc"], .when(configuration: .release)),
]

/// ShapeCore's release build without dynamic exclusivity checks: its
/// writer and layout engine are classes whose buffers are reached through
/// `inout` on every number and node, and the runtime's access tracking
/// (`swift_beginAccess`) was about 5% of a Canvas `save()` (callgrind,
/// docs/PERFORMANCE.md). Debug builds, and so every test, keep the checks.
/// ShapeBindings too: its bindings' access tracking was 2% of the
/// instructions of building 20,000 views from Lua.
let releaseUncheckedExclusivity: [SwiftSetting] = [
    .unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release)),
]

/// Concrete generic types (`[Param]`, `[FunctionSpec]`, `[String]`, an
/// enum's `allCases`) get their metadata through direct accessor calls
/// rather than by demangling their mangled name at run time on first use:
/// the registration tables instantiate some 28 such types before a script
/// runs, and the demangler was about 5,000 instructions of each (0.15 M
/// per start; docs/PERFORMANCE.md, start-up). The price is a little code
/// per use site. Release only, like the exclusivity setting.
let directMetadataAccessors: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-disable-concrete-type-metadata-mangled-name-accessors"], .when(configuration: .release)),
]

/// Reference counting without atomic instructions in release builds.
/// shapelua runs all of its Swift code on one thread: the supervisor and
/// `--jobs` are separate processes, and the threads librsvg and GLib
/// start touch no Swift object. An atomic retain or release (a `lock`-prefixed
/// read-modify-write) was the single largest cost of building and
/// writing views: 12% of the CPU time of the views benchmark for 3.3 M
/// retains (perf, docs/PERFORMANCE.md). Code compiled with this flag
/// emits swift_nonatomic_retain/release; the statically linked standard
/// library keeps its atomic ones, which is correct on one thread. Any
/// future Swift code that runs on a second thread must not share objects
/// with the main thread, or this setting must go. Debug builds, and so
/// every test, keep atomic counting.
let singleThreadedReferenceCounting: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-assume-single-threaded"], .when(configuration: .release)),
]
/// Its tripwire, in the same configurations: every call from Lua into
/// Swift checks that it comes on the one thread that runs Swift code, and
/// stops the process with a message otherwise (CLuaBridge/onethread.c).
/// scripts/build refuses a release binary without it.
let singleThreadTripwire: [CSetting] = [
    .define("SHL_SWIFT_ONE_THREAD", .when(configuration: .release)),
]

/// Each function in a section of its own in release builds, so the linker
/// can place the code typical runs execute together (hotFunctionOrder).
let functionSections: [SwiftSetting] = [
    .unsafeFlags(["-Xfrontend", "-function-sections"], .when(configuration: .release)),
]
let cFunctionSections: [CSetting] = [
    .unsafeFlags(["-ffunction-sections"], .when(configuration: .release)),
]
/// The order the linker (gold, the toolchain's linker on Linux) lays those
/// sections out in: scripts/function-order.txt, the functions that the
/// start, views, the Canvas and the examples execute, written by
/// scripts/order-functions. The kernel maps a faulting page of the
/// executable together with its neighbours (64 KB at a time), so code
/// spread over the 5.7 MiB of text put 3.3 MiB of it into every process at
/// start; laid out together, 1.6 MiB (docs/PERFORMANCE.md, "Where the
/// memory of a start goes"). A name the file lists that the binary lacks
/// is ignored, and one it does not list goes where the linker puts it
/// anyway, so a stale file costs memory, never correctness.
let hotFunctionOrder: [LinkerSetting] = [
    .unsafeFlags(["-Xlinker", "--section-ordering-file=" + packageDirectory + "scripts/function-order.txt"],
                 .when(configuration: .release)),
]

let package = Package(
    name: "shapelua",
    products: [
        .executable(name: "shapelua", targets: ["shapelua"]),
        // For the libFuzzer package in Fuzz/ (scripts/fuzz) only: a package
        // can use another's targets only through its products.
        .library(name: "ShapeCore", targets: ["ShapeCore"]),
        .library(name: "ShapeText", targets: ["ShapeText"]),
        .library(name: "ShapeBindings", targets: ["ShapeBindings"]),
        .library(name: "LuaBridge", targets: ["LuaBridge"]),
    ],
    targets: [
        // System Lua 5.4 (Debian: liblua5.4-dev) plus shim.h: macro wrappers
        // and the C trampolines that keep lua_error out of Swift frames.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // libedit (Debian: libedit-dev) for the REPL's line editing: header
        // only, the library is dlopened when the REPL starts (start-up time).
        .systemLibrary(
            name: "CEdit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The C half of the bridge (trampoline, allocator, limit hook, SIGINT,
        // library profiles), compiled once; declared in CLua/shim.h.
        .target(name: "CLuaBridge", dependencies: ["CLua", "CSupervisor"], cSettings: singleThreadTripwire + cFunctionSections),
        // The command line's supervisor and worker processes: the kernel
        // bounds the worker, the supervisor reports how it ended
        // (docs/ARCHITECTURE.md, "Supervisor and worker"). No Lua here.
        .target(name: "CSupervisor", cSettings: cFunctionSections),
        // argc and argv for Swift's CommandLine without the runtime's scan
        // of /proc/self/maps at every start (arguments.c).
        .target(name: "CProgramArguments", cSettings: cFunctionSections),
        .target(name: "LuaBridge", dependencies: ["CLua", "CLuaBridge"], swiftSettings: directMetadataAccessors + singleThreadedReferenceCounting + functionSections),
        // FreeType, fontconfig and HarfBuzz (Debian: libfreetype-dev,
        // libfontconfig-dev, libharfbuzz-dev), opened with dlopen on first
        // use, never linked (see shim.h): so no pkgConfig here, which would
        // add -l flags. Their header directories are given to ShapeText
        // below instead (Debian's paths).
        .systemLibrary(
            name: "CFontStack",
            providers: [.apt(["libfreetype-dev", "libfontconfig-dev", "libharfbuzz-dev"])]
        ),
        // librsvg and cairo (Debian: librsvg2-dev, libcairo2-dev) for PNG and
        // PDF output, opened with dlopen on first use like the font stack.
        .systemLibrary(
            name: "CRaster",
            providers: [.apt(["librsvg2-dev", "libcairo2-dev", "libxml2-dev"])]
        ),
        .target(name: "ShapeCore", swiftSettings: releaseUncheckedExclusivity + directMetadataAccessors + singleThreadedReferenceCounting + functionSections),
        // ShapeCore: ShapeRaster reads embedded SVG images' sizes for it (LibrsvgDimensionReader).
        .target(name: "ShapeRaster", dependencies: ["ShapeCore", "CRaster"], swiftSettings: rasterHeaders + directMetadataAccessors + singleThreadedReferenceCounting + functionSections),
        .target(name: "ShapeText", dependencies: ["ShapeCore", "CFontStack"], swiftSettings: fontHeaders + directMetadataAccessors + singleThreadedReferenceCounting + functionSections),
        // The `shape` Lua library: ShapeCore bound to Lua through LuaBridge.
        .target(name: "ShapeBindings", dependencies: ["LuaBridge", "ShapeCore", "ShapeText", "ShapeRaster", "CLua"],
                swiftSettings: clientHeaders + releaseUncheckedExclusivity + directMetadataAccessors + singleThreadedReferenceCounting + functionSections),
        // `--jobs`: starting a shard (fork, parent-death signal, exec) and
        // the parent's signal handlers, which must be C (docs/BATCH.md).
        .target(name: "CShardSpawn", cSettings: cFunctionSections),
        // No CLua: the command line reaches Lua through LuaBridge only
        // (docs/ARCHITECTURE.md, "Who calls the Lua C API"; LayeringTests).
        .executableTarget(
            name: "shapelua",
            dependencies: ["LuaBridge", "ShapeCore", "ShapeBindings", "ShapeRaster", "CLuaBridge", "CEdit", "CSupervisor", "CShardSpawn", "CProgramArguments"],
            swiftSettings: clientHeaders + directMetadataAccessors + singleThreadedReferenceCounting + functionSections,
            linkerSettings: staticLibStdCxx + releaseExecutableLinking + hotFunctionOrder
        ),
        // Bridge benchmark and leak-check host (scripts/bench-bridge,
        // scripts/leakcheck-bridge); not tests.
        .target(name: "BridgeBenchC", dependencies: ["CLua"], path: "Benchmarks/BridgeBenchC"),
        .executableTarget(name: "BridgeBench", dependencies: ["LuaBridge", "CLua", "BridgeBenchC"],
                          path: "Benchmarks/BridgeBench"),
        .executableTarget(name: "BridgeLeakCheck", dependencies: ["LuaBridge", "CLua"],
                          path: "Benchmarks/BridgeLeakCheck"),
        // Not a test: scripts/bench-canvas times it against a plain Lua script.
        .executableTarget(name: "bench-canvas", dependencies: ["ShapeCore"], path: "Benchmarks/CanvasBench"),
        // Not a test: scripts/bench's views row, ShapeCore alone.
        .executableTarget(name: "bench-views", dependencies: ["ShapeCore"], path: "Benchmarks/ViewsBench"),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "CLua"]),
        // scripts/bench-geometry: geometry throughput (not a product).
        .executableTarget(name: "GeometryBench", dependencies: ["ShapeCore"], path: "Benchmarks/GeometryBench"),
        // scripts/bench-booleans: path booleans on 1,000-segment paths.
        .executableTarget(name: "BooleanBench", dependencies: ["ShapeCore"], path: "Benchmarks/BooleanBench"),
        // ShapeRaster: the tests read rsvg-convert's PNGs through libpng (ShapeCore itself has no C libraries).
        .testTarget(name: "ShapeCoreTests", dependencies: ["ShapeCore", "ShapeRaster"], exclude: ["Golden"],
                    swiftSettings: clientHeaders),
        .testTarget(name: "ShapeTextTests", dependencies: ["ShapeText", "ShapeCore", "CFontStack"],
                    swiftSettings: fontHeaders),
        .testTarget(name: "CLITests", dependencies: ["shapelua", "ShapeRaster", "CSupervisor"], swiftSettings: clientHeaders),
        .testTarget(name: "ShapeRasterTests", dependencies: ["ShapeRaster"], swiftSettings: clientHeaders),
        // shapelua: FuzzTests runs each fuzz seed in the built binary.
        .testTarget(name: "ShapeBindingsTests", dependencies: ["ShapeBindings", "LuaBridge", "ShapeCore", "ShapeRaster", "CLua", "shapelua"],
                    swiftSettings: clientHeaders),
    ],
    swiftLanguageModes: [.v5]
)
