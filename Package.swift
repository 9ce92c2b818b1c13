// swift-tools-version:6.0
// shapelua: a Lua-scriptable shape tool. Layers (one direction only):
// CLua -> LuaBridge -> shapelua <- ShapeCore. See docs/ARCHITECTURE.md.
import PackageDescription

let package = Package(
    name: "shapelua",
    products: [
        .executable(name: "shapelua", targets: ["shapelua"]),
    ],
    targets: [
        // System Lua 5.4 (Debian: liblua5.4-dev) plus shim.h: macro wrappers
        // and the C trampolines that keep lua_error out of Swift frames.
        .systemLibrary(
            name: "CLua",
            pkgConfig: "lua5.4",
            providers: [.apt(["liblua5.4-dev"])]
        ),
        // libedit (Debian: libedit-dev) for the REPL's line editing.
        .systemLibrary(
            name: "CEdit",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // The C half of the bridge (trampoline, allocator, limit hook, SIGINT,
        // library profiles), compiled once; declared in CLua/shim.h.
        .target(name: "CLuaBridge", dependencies: ["CLua"]),
        .target(name: "LuaBridge", dependencies: ["CLua", "CLuaBridge"]),
        .target(name: "ShapeCore"),
        .executableTarget(
            name: "shapelua",
            dependencies: ["LuaBridge", "ShapeCore", "CLua", "CEdit"]
        ),
        .testTarget(name: "LuaBridgeTests", dependencies: ["LuaBridge", "CLua"]),
        .testTarget(name: "ShapeCoreTests", dependencies: ["ShapeCore"]),
        .testTarget(name: "CLITests", dependencies: ["shapelua"]),
    ],
    swiftLanguageModes: [.v5]
)
