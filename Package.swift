// swift-tools-version: 6.1
// 6.1 for package traits: apps need Xcode 16.3 or later (Xcode 16.0–16.2 cannot resolve the package), as the
// README's requirements say.
import PackageDescription

let package = Package(
    name: "Typesetter",
    platforms: [
        .iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1),
    ],
    products: [
        /// What apps import: the Dynamic Type engine plus the SwiftUI/UIKit adapters.
        .library(name: "Typesetter", targets: ["Typesetter"]),
        .library(name: "TypesetterCore", targets: ["TypesetterCore"]),
        .library(name: "TypesetterDiagnostics", targets: ["TypesetterDiagnostics"]),
        .library(name: "TypesetterTokens", targets: ["TypesetterTokens"]),
        .library(name: "TypesetterFonts", targets: ["TypesetterFonts"]),
        .library(name: "TypesetterBuild", targets: ["TypesetterBuild"]),
        .executable(name: "typesetter", targets: ["typesetter"]),
        .plugin(name: "TypesetterPlugin", targets: ["TypesetterPlugin"]),
        .executable(name: "TokensFuzz", targets: ["TokensFuzz"]),
        .executable(name: "FontFuzz", targets: ["FontFuzz"]),
    ],
    // The tool's own dependencies (Yams, Stencil, ArgumentParser) sit behind the default trait `Tool`, and the MCP
    // SDK behind `MCP` (which enables `Tool`): an app that only imports the runtime can depend on this package with
    // `traits: []`, and SwiftPM (6.2 and later) then neither resolves nor fetches them. Building the CLI, the build
    // library or the plugin needs `Tool`. Scripts/build-release leaves `MCP` out of Linux's static binary: the SDK
    // links FoundationNetworking, which needs libcurl, and Debian has no static libcurl to link.
    traits: [
        .trait(
            name: "Tool",
            description:
                "The typesetter command, the TypesetterBuild library and the build plugin, with their dependencies."),
        .trait(
            name: "MCP", description: "`typesetter mcp`: the Model Context Protocol server and its SDK.",
            enabledTraits: ["Tool"]),
        .default(enabledTraits: ["Tool", "MCP"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.0.0"),
        .package(url: "https://github.com/stencilproject/Stencil", from: "0.15.1"),
        .package(url: "https://github.com/modelcontextprotocol/swift-sdk", from: "0.12.1"),
    ],
    targets: [
        // MARK: Modules
        .target(
            name: "TypesetterCore",
            // `rounded()` and friends call libm; Foundation-free modules must link it themselves on Linux.
            linkerSettings: [.linkedLibrary("m", .when(platforms: [.linux, .android]))]
        ),
        // Source files and locations, diagnostics, their codes and renderers: what every stage reports with.
        .target(name: "TypesetterDiagnostics", dependencies: ["TypesetterCore"]),
        .target(
            name: "TypesetterTokens",
            dependencies: [
                "TypesetterCore", "TypesetterDiagnostics",
                // YAML token files (lenient mode); without `Tool`, a YAML file is an error that says so.
                .product(name: "Yams", package: "Yams", condition: .when(traits: ["Tool"])),
            ]
        ),
        .target(name: "TypesetterFonts", dependencies: ["TypesetterCore", "TypesetterDiagnostics"]),
        .target(
            name: "TypesetterBuild",
            dependencies: [
                "TypesetterCore", "TypesetterDiagnostics", "TypesetterTokens", "TypesetterFonts",
                .product(name: "Yams", package: "Yams", condition: .when(traits: ["Tool"])),
                .product(name: "Stencil", package: "Stencil", condition: .when(traits: ["Tool"])),
            ]
        ),
        // `typesetter mcp`: the design system served to coding agents over the Model Context Protocol.
        .target(
            name: "TypesetterMCP",
            dependencies: [
                "TypesetterCore", "TypesetterDiagnostics", "TypesetterTokens", "TypesetterBuild",
                .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
            ]
        ),
        .target(name: "Typesetter", dependencies: ["TypesetterCore"]),
        .executableTarget(
            name: "typesetter",
            dependencies: [
                "TypesetterCore", "TypesetterDiagnostics", "TypesetterTokens", "TypesetterFonts", "TypesetterBuild",
                .target(name: "TypesetterMCP", condition: .when(traits: ["MCP"])),
                .product(name: "ArgumentParser", package: "swift-argument-parser", condition: .when(traits: ["Tool"])),
            ],
            // `--version` of a development build names its commit (Sources/typesetter/Support/Version.swift).
            plugins: ["VersionStamp"]
        ),
        .plugin(name: "VersionStamp", capability: .buildTool()),

        // MARK: SwiftPM build-tool plugin
        .plugin(name: "TypesetterPlugin", capability: .buildTool(), dependencies: ["typesetter"]),
        // The command plugin (`swift package typesetter …`, Plugins/TypesetterCommandPlugin) ships only in the
        // release's TypesetterPlugins package: an app's graph holds both packages, and two plugins with one verb
        // would make the command ambiguous. Here the command is `swift run typesetter`.

        // MARK: Tests
        .testTarget(name: "TypesetterCoreTests", dependencies: ["TypesetterCore"]),
        // The runtime's Linux-visible parts; its Apple adapters are type-checked by Scripts/check-apple-api.
        .testTarget(name: "TypesetterTests", dependencies: ["Typesetter"]),
        .testTarget(name: "TypesetterDiagnosticsTests", dependencies: ["TypesetterDiagnostics"]),
        .testTarget(name: "TypesetterTokensTests", dependencies: ["TypesetterTokens"]),
        .testTarget(
            name: "TypesetterFontsTests", dependencies: ["TypesetterFonts"],
            exclude: ["fonttools_dump.py", "fonttools_instance.py"]),
        .testTarget(name: "TypesetterBuildTests", dependencies: ["TypesetterBuild"]),
        .testTarget(
            name: "TypesetterMCPTests",
            dependencies: [
                "TypesetterMCP", .product(name: "MCP", package: "swift-sdk", condition: .when(traits: ["MCP"])),
            ]),
        .testTarget(name: "TypesetterCLITests", dependencies: ["typesetter"], exclude: ["Browser", "MCPClient"]),

        // MARK: Benchmarks (run with `swift run -c release <Name>`)
        .target(name: "MallocCounter", path: "Benchmarks/MallocCounter"),
        .executableTarget(
            name: "CoreBenchmark", dependencies: ["TypesetterCore", "MallocCounter"], path: "Benchmarks/CoreBenchmark"),
        .executableTarget(
            name: "TokensBenchmark", dependencies: ["TypesetterTokens"], path: "Benchmarks/TokensBenchmark"),
        .executableTarget(name: "BuildBenchmark", dependencies: ["TypesetterBuild"], path: "Benchmarks/BuildBenchmark"),
        .executableTarget(name: "FontsBenchmark", dependencies: ["TypesetterFonts"], path: "Benchmarks/FontsBenchmark"),
        // Runs the release `typesetter` binary: `swift build -c release --product typesetter` first.
        .executableTarget(name: "CatalogBenchmark", path: "Benchmarks/CatalogBenchmark"),
        // Runs the release `typesetter` binary too.
        .executableTarget(name: "ThemeBenchmark", path: "Benchmarks/ThemeBenchmark"),

        // MARK: Fuzz targets (see Scripts/fuzz)
        .executableTarget(
            name: "TokensFuzz", dependencies: ["TypesetterTokens"], path: "Fuzz/TokensFuzz",
            exclude: ["Seeds", "Crashes"]),
        .executableTarget(
            name: "FontFuzz", dependencies: ["TypesetterFonts"], path: "Fuzz/FontFuzz", exclude: ["Seeds", "Crashes"]),
    ],
    swiftLanguageModes: [.v6]
)

// The documentation (Sources/Typesetter/Typesetter.docc) is built with swift-docc-plugin, declared only when
// TYPESETTER_DOCC=1 (Scripts/docs sets it): an app that depends on Typesetter never resolves or fetches it,
// whatever its SwiftPM version (6.1 fetches every declared dependency; 6.2 and later prune unused ones).
if Context.environment["TYPESETTER_DOCC"] == "1" {
    package.dependencies.append(.package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"))
}
