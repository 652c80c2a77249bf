// swift-tools-version: 6.1
// The Showcase example: custom fonts bundled as resources (Inter, Noto Sans CJK JP subsets, registered with
// `Showcase.registerFonts()`), light/dark/high-contrast colors through a DTCG resolver document, and a
// spacing scale. The Typesetter plugin generates the Swift on every build.
import PackageDescription

let package = Package(
    name: "Showcase",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "Typesetter", path: "../..")],
    targets: [
        .target(
            name: "ShowcaseTokens",
            dependencies: [.product(name: "Typesetter", package: "Typesetter")],
            exclude: ["typesetter.yml", "tokens"],
            resources: [.process("Fonts")],
            plugins: [.plugin(name: "TypesetterPlugin", package: "Typesetter")]
        ),
        .testTarget(name: "ShowcaseTokensTests", dependencies: ["ShowcaseTokens"]),
    ],
    swiftLanguageModes: [.v6]
)
