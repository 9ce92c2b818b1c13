// swift-tools-version:6.0
// libFuzzer targets for shapelua (scripts/fuzz, scripts/fuzz-ci; see
// docs/RELIABILITY.md "Fuzzing"). A package of its own, depending on the main
// one through its library products, so that the main package's `swift build`
// and `swift test` never build these targets; `scripts/fuzz` builds them with
// `--sanitize=fuzzer --sanitize=address`, which instruments the main
// package's targets too (coverage and ASan reach ShapeCore, the bindings and
// the bridge's C code).
import PackageDescription

/// Debian's multiarch folder, where GLib keeps its configuration header.
#if arch(arm64)
let multiarch = "aarch64-linux-gnu"
#else
let multiarch = "x86_64-linux-gnu"
#endif

/// libFuzzer supplies `main` and calls `LLVMFuzzerTestOneInput`, so the
/// executables are compiled as libraries (no top-level code, no `main`).
let fuzzerEntry: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]
/// The main package's C header paths (its Package.swift, `clientHeaders`):
/// ShapeText and ShapeRaster's C modules are loaded by their clients too.
let clientHeaders: [SwiftSetting] = [
    .unsafeFlags(["-Xcc", "-I/usr/include/freetype2", "-Xcc", "-I/usr/include/harfbuzz",
                  "-Xcc", "-I/usr/include/librsvg-2.0", "-Xcc", "-I/usr/include/glib-2.0",
                  "-Xcc", "-I/usr/lib/\(multiarch)/glib-2.0/include", "-Xcc", "-I/usr/include/gdk-pixbuf-2.0",
                  "-Xcc", "-I/usr/include/cairo"]),
]

let package = Package(
    name: "shapelua-fuzz",
    // .build-fuzz/shapelua is a symbolic link to the main package made by
    // scripts/fuzz: a path dependency is named by its folder, and the
    // checkout's folder name is not known here.
    dependencies: [.package(path: "../.build-fuzz/shapelua")],
    targets: [
        // Reads typed values (choices, doubles from a hostile pool) from the
        // fuzzer's bytes.
        .target(name: "FuzzInput", path: "FuzzInput"),
        .executableTarget(name: "fuzz-path-data",
                          dependencies: ["FuzzInput", .product(name: "ShapeCore", package: "shapelua")],
                          path: "PathData", swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-color",
                          dependencies: ["FuzzInput", .product(name: "ShapeCore", package: "shapelua")],
                          path: "ColorParser", swiftSettings: fuzzerEntry),
        .executableTarget(name: "fuzz-text-layout",
                          dependencies: ["FuzzInput", .product(name: "ShapeCore", package: "shapelua"),
                                         .product(name: "ShapeText", package: "shapelua")],
                          path: "TextLayout", swiftSettings: fuzzerEntry + clientHeaders),
        .executableTarget(name: "fuzz-lua",
                          dependencies: ["FuzzInput", .product(name: "ShapeBindings", package: "shapelua"),
                                         .product(name: "LuaBridge", package: "shapelua")],
                          path: "LuaCalls", swiftSettings: fuzzerEntry + clientHeaders),
        .executableTarget(name: "fuzz-output-paths",
                          dependencies: [.product(name: "ShapeBindings", package: "shapelua"),
                                         .product(name: "LuaBridge", package: "shapelua"),
                                         .product(name: "ShapeCore", package: "shapelua")],
                          path: "OutputPaths", swiftSettings: fuzzerEntry + clientHeaders),
    ],
    swiftLanguageModes: [.v5]
)
