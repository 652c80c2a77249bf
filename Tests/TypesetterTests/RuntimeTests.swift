import Foundation
import Testing
import Typesetter

/// The runtime's Linux-visible parts: what it re-exports, and font registration from a given bundle.
@Suite struct RuntimeTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every public top-level name of TypesetterCore is re-exported by `Exports.swift`, except the two that
    /// SwiftUI also declares; a new core type cannot be forgotten, and the clashing ones cannot come back.
    /// The tools' own helpers (the JSON writer, number formatting) are `package`, so the re-export does not
    /// hand them to apps: an app sees typography, colors and components.
    @Test func reExportsEveryCoreNameExceptSwiftUIs() throws {
        let clashing: Set<String> = ["ContentSizeCategory", "LegibilityWeight"]
        let toolsOnly: Set<String> = ["JSONWriter", "formatNumber"]
        let core = Self.repository.appendingPathComponent("Sources/TypesetterCore")
        var declared: Set<String> = []
        let files = try #require(FileManager.default.enumerator(at: core, includingPropertiesForKeys: nil))
        for case let url as URL in files where url.pathExtension == "swift" {
            for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ")
                // Top level only: declarations start the line.
                guard line.hasPrefix("public "), words.count >= 3,
                    ["struct", "enum", "class", "protocol", "func", "typealias", "actor"].contains(words[1])
                else { continue }
                declared.insert(String(words[2].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
            }
        }
        let exports = try String(
            contentsOf: Self.repository.appendingPathComponent("Sources/Typesetter/Exports.swift"), encoding: .utf8)
        var exported: Set<String> = []
        for line in exports.split(separator: "\n") where line.hasPrefix("@_exported import ") {
            if let name = line.split(separator: ".").last { exported.insert(String(name)) }
        }
        #expect(declared.contains("Typography"))
        #expect(
            exported == declared.subtracting(clashing),
            "missing: \(declared.subtracting(clashing).subtracting(exported)), extra: \(exported.subtracting(declared))"
        )
        #expect(exported.isDisjoint(with: clashing))
        #expect(declared.isDisjoint(with: toolsOnly))
        #expect(exported.isDisjoint(with: toolsOnly))
    }

    /// Off Apple platforms (and on iOS) the runtime's default options are iOS's: the choice per platform is
    /// `ResolutionOptions(platform:)`, tested in the core; `Scripts/check-apple-api` compiles the others.
    @Test func nativeOptionsAreTheCurrentPlatformsTable() {
        #expect(Platform.current == .iOS)
        #expect(ResolutionOptions.native.table.platformName == "iOS")
        #expect(ResolutionOptions.native.model.scaledValue(17, relativeTo: .body, at: .accessibility3) == 40)
    }

    static let family = FontFamily(
        name: "Sample",
        faces: [
            .init(postScriptName: "Sample-Regular", weight: .regular, fileName: "Sample-Regular.otf"),
            .init(postScriptName: "Sample-Bold", weight: .bold, fileName: "Sample-Bold.otf"),
        ])

    /// Registration looks in the bundle it is given, at the root or in `Fonts/`, and says why each file failed.
    @Test func registrationSearchesTheGivenBundle() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-bundle-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("not a real font: only located on Linux".utf8).write(
            to: folder.appendingPathComponent("Sample-Regular.otf"))
        try Data("not a real font".utf8).write(to: folder.appendingPathComponent("Fonts/Sample-Bold.otf"))
        let bundle = try #require(Bundle(path: folder.path))
        let files = FontFileRegistration.files(of: [Self.family])
        #expect(
            files.map { FontRegistration.locate($0, in: bundle)?.lastPathComponent } == [
                "Sample-Bold.otf", "Sample-Regular.otf",
            ])

        let failures = FontRegistration.register([Self.family], bundle: bundle)
        // Found in the bundle; Linux has no CoreText to register them with.
        #expect(
            failures == [
                .init(fileName: "Sample-Bold.otf", reason: .unsupportedPlatform),
                .init(fileName: "Sample-Regular.otf", reason: .unsupportedPlatform),
            ])
        // Another bundle: not found, and the reason names where registration looked.
        let empty = try #require(Bundle(path: FileManager.default.temporaryDirectory.path))
        let missing = FontRegistration.register([Self.family], bundle: empty)
        #expect(missing.map(\.reason) == Array(repeating: .notInBundle(bundlePath: empty.bundlePath), count: 2))
        #expect(missing[0].description == "Sample-Bold.otf: not found in the bundle at \(empty.bundlePath)")
        #expect(failures[0].description == "Sample-Bold.otf: this platform has no CoreText to register fonts with")
    }
}
