// swift-tools-version: 6.1
// The Themes example: three brands × two densities × light and dark built into one package, from a resolver
// document (typesetter.yml → ThemesTokens) and from the same system as a Tokens Studio project
// (studio/typesetter.yml → StudioTokens), compiled against the local Typesetter runtime, with tests that switch
// themes.
import PackageDescription

let package = Package(
    name: "Themes",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [
        .library(name: "ThemesTokens", targets: ["ThemesTokens"]),
        .library(name: "StudioTokens", targets: ["StudioTokens"]),
    ],
    dependencies: [.package(name: "Typesetter", path: "../..")],
    targets: [
        .target(name: "ThemesTokens", dependencies: [.product(name: "Typesetter", package: "Typesetter")]),
        .target(name: "StudioTokens", dependencies: [.product(name: "Typesetter", package: "Typesetter")]),
        .testTarget(name: "ThemesTokensTests", dependencies: ["ThemesTokens"]),
        .testTarget(name: "StudioTokensTests", dependencies: ["StudioTokens"]),
    ],
    swiftLanguageModes: [.v6]
)
