// swift-tools-version: 6.1
// Generated Swift from hostile token names and descriptions, compiled against the local runtime.
import PackageDescription

let package = Package(
    name: "Injection",
    platforms: [.iOS(.v16), .macOS(.v13), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
    dependencies: [.package(name: "Typesetter", path: "../..")],
    targets: [
        .target(name: "InjectionTokens", dependencies: [.product(name: "Typesetter", package: "Typesetter")]),
        .testTarget(name: "InjectionTokensTests", dependencies: ["InjectionTokens"]),
    ],
    swiftLanguageModes: [.v6]
)
