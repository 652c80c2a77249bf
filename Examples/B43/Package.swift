// swift-tools-version: 6.1
// The B43 example: its design tokens built into Swift by `typesetter build` (see typesetter.yml), compiled
// against the local Typesetter runtime, with tests that use the generated styles.
import PackageDescription

let package = Package(
    name: "B43",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    products: [.library(name: "B43Tokens", targets: ["B43Tokens"])],
    dependencies: [.package(name: "Typesetter", path: "../..")],
    targets: [
        .target(name: "B43Tokens", dependencies: [.product(name: "Typesetter", package: "Typesetter")]),
        .testTarget(name: "B43TokensTests", dependencies: ["B43Tokens"]),
    ],
    swiftLanguageModes: [.v6]
)
