import Foundation
import Testing

/// Nothing lost: `typesetter build` replaces and removes only what it wrote, and writes only inside the
/// project unless asked, through the built binary.
@Suite struct BuildOwnershipTests {
    /// A scratch folder holding `files` (path → text), removed by the caller.
    static func scratchProject(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-ownership-\(UUID().uuidString)")
        for (path, text) in files { try write(text, to: folder.appendingPathComponent(path)) }
        return folder
    }

    static func write(_ text: String, to file: URL) throws {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// Color tokens, one per name.
    static func colorTokens(_ names: [String]) -> String {
        let colors = names.map { #""\#($0)": { "$value": { "colorSpace": "srgb", "components": [0, 0.478, 1] } }"# }
        return #"{ "color": { "$type": "color", "# + colors.joined(separator: ", ") + " } }\n"
    }

    /// Every file under `folder` (relative path → bytes).
    static func files(under folder: URL) -> [String: Data] {
        var files: [String: Data] = [:]
        let root = folder.resolvingSymlinksInPath().path
        let enumerator = FileManager.default.enumerator(
            at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: nil)
        while let item = enumerator?.nextObject() as? URL {
            if !item.hasDirectoryPath, let data = try? Data(contentsOf: item) {
                files[String(item.resolvingSymlinksInPath().path.dropFirst(root.count + 1))] = data
            }
        }
        return files
    }

    static let xcodeContents = "{\n  \"info\" : {\n    \"author\" : \"xcode\",\n    \"version\" : 1\n  }\n}\n"

    /// The app's own catalog, with its accent color, icon and images: the build adds and removes the token
    /// colors and leaves everything of the app's byte for byte; a retired colorset holding a note of the
    /// user's stays, and says so.
    @Test func aSharedAssetCatalogKeepsTheAppsOwnEntries() throws {
        let folder = try Self.scratchProject([
            "tokens.json": Self.colorTokens(["brand", "retired", "noted"]),
            "typesetter.yml": "tokens: [tokens.json]\noutput:\n  assetCatalog: App/Assets.xcassets\n",
            "App/Assets.xcassets/Contents.json": Self.xcodeContents,
            "App/Assets.xcassets/AccentColor.colorset/Contents.json": Self.xcodeContents,
            "App/Assets.xcassets/AppIcon.appiconset/Contents.json": Self.xcodeContents,
            "App/Assets.xcassets/AppIcon.appiconset/icon-1024.png": "PNG icon",
            "App/Assets.xcassets/Logo.imageset/Contents.json": Self.xcodeContents,
            "App/Assets.xcassets/Logo.imageset/logo.png": "PNG logo",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let apps = Self.files(under: folder).filter { $0.key.hasPrefix("App/") }
        let accentWarning =
            "typesetter.yml:3:17: warning: left App/Assets.xcassets/AccentColor.colorset in place: output.assetCatalog holds it, but Typesetter did not write it [build.output-kept]\n"

        let first = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(first.exitCode == 0)
        #expect(
            first.stdout
                == "0 typography styles, 0 font families, 3 colors, 0 dimensions; 0 errors, 1 warning; 3 files written, 1 unchanged\n"
        )
        #expect(first.stderr == accentWarning)
        try Self.write(
            "why we keep it", to: folder.appendingPathComponent("App/Assets.xcassets/noted.colorset/README.md"))

        try Self.write(Self.colorTokens(["brand"]), to: folder.appendingPathComponent("tokens.json"))
        let second = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(second.exitCode == 0)
        #expect(
            second.stdout
                == "0 typography styles, 0 font families, 1 color, 0 dimensions; 0 errors, 2 warnings; 0 files written, 2 unchanged, 1 removed\n"
        )
        #expect(
            second.stderr
                == accentWarning
                + "typesetter.yml:3:17: warning: left App/Assets.xcassets/noted.colorset in place although the build no longer writes it: it holds README.md, which Typesetter did not write; remove it yourself if it should go [build.output-kept]\n"
        )
        let after = Self.files(under: folder)
        #expect(after["App/Assets.xcassets/retired.colorset/Contents.json"] == nil)
        #expect(after["App/Assets.xcassets/brand.colorset/Contents.json"] != nil)
        #expect(after["App/Assets.xcassets/noted.colorset/README.md"] != nil)
        for (path, bytes) in apps { #expect(after[path] == bytes, "\(path) changed") }
    }

    /// A typo that points the font list at a file the team wrote fails the build, names the file and the
    /// setting, and leaves the file (and every other output) as it was; `--force` takes the file over.
    @Test func anOutputOverAHandWrittenFileFailsUnlessForced() throws {
        let plist = "<?xml version=\"1.0\"?>\n<plist version=\"1.0\"><dict/></plist>\n"
        let folder = try Self.scratchProject([
            "tokens.json": Self.colorTokens(["brand"]),
            "typesetter.yml":
                "tokens: [tokens.json]\noutput:\n  swift: Generated/Tokens.swift\n  fontList: Info.plist\n",
            "Info.plist": plist,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let before = Self.files(under: folder)

        let refused = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(refused.exitCode == 1)
        #expect(refused.stdout == "build failed: 1 error, 0 warnings; nothing was written\n")
        #expect(
            refused.stderr
                == "typesetter.yml:4:13: error: output.fontList would replace Info.plist, which Typesetter did not write (it carries no Typesetter mark); correct output.fontList, or pass --force to replace the file [build.output-not-owned]\n"
        )
        #expect(Self.files(under: folder) == before)

        let forced = try CLI.run(["build", "--force"], in: folder)
        #expect(forced.exitCode == 0)
        #expect(forced.stdout.hasSuffix("; 2 files written, 0 unchanged\n"))
        let list = try String(contentsOf: folder.appendingPathComponent("Info.plist"), encoding: .utf8)
        #expect(
            list == "# Generated by Typesetter from typesetter.yml. Do not edit: lines starting with # are comments.\n")
    }

    /// Outputs that leave the project (here the package whose `Package.swift` is above the configuration)
    /// are errors with the resolved path, relative or absolute, unless `options.allowOutputsOutside` is set.
    @Test func anOutputOutsideTheProjectFailsUnlessAllowed() throws {
        let scratch = try Self.scratchProject(["App/Package.swift": "// swift-tools-version: 6.1\n"])
        defer { try? FileManager.default.removeItem(at: scratch) }
        let root = scratch.resolvingSymlinksInPath().path
        let design = scratch.appendingPathComponent("App/Design")
        let outputs = "output:\n  swift: ../../elsewhere/Out.swift\n  json: \(root)/outside/model.json\n"
        try Self.write(Self.colorTokens(["brand"]), to: design.appendingPathComponent("tokens.json"))
        try Self.write("tokens: [tokens.json]\n" + outputs, to: design.appendingPathComponent("typesetter.yml"))

        let refused = try CLI.run(["build", "--format", "xcode"], in: design)
        #expect(refused.exitCode == 1)
        #expect(
            refused.stderr.replacingOccurrences(of: root, with: "<scratch>")
                == """
                typesetter.yml:3:10: error: output.swift resolves to <scratch>/elsewhere/Out.swift, outside the project <scratch>/App (the nearest folder above the configuration with a Package.swift, an .xcodeproj or .git); write inside it, or set `options.allowOutputsOutside: true` [build.output-outside-project]
                typesetter.yml:4:9: error: output.json resolves to <scratch>/outside/model.json, outside the project <scratch>/App (the nearest folder above the configuration with a Package.swift, an .xcodeproj or .git); write inside it, or set `options.allowOutputsOutside: true` [build.output-outside-project]

                """)
        #expect(
            Self.files(under: scratch).keys.sorted() == [
                "App/Design/tokens.json", "App/Design/typesetter.yml", "App/Package.swift",
            ])

        try Self.write(
            "tokens: [tokens.json]\n" + outputs + "options:\n  allowOutputsOutside: true\n",
            to: design.appendingPathComponent("typesetter.yml"))
        let allowed = try CLI.run(["build"], in: design)
        #expect(allowed.exitCode == 0, "\(allowed.stderr)")
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("elsewhere/Out.swift").path))
        #expect(FileManager.default.fileExists(atPath: scratch.appendingPathComponent("outside/model.json").path))
    }

    /// Outputs an earlier version wrote carry no mark yet (the JSON model and font list had no header, the
    /// catalog site no list of its files): they are recognised by their content and taken over without
    /// `--force`, and carry the mark from then on.
    @Test func outputsOfAnEarlierVersionAreAdopted() throws {
        let folder = try Self.scratchProject([
            "tokens.json": Self.colorTokens(["brand"]),
            "typesetter.yml":
                "tokens: [tokens.json]\noutput:\n  swift: Generated/Tokens.swift\n  fontList: Generated/fonts.txt\n  json: Generated/model.json\n  catalog: Generated/Catalog\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["build"], in: folder)
        #expect(first.exitCode == 0, "\(first.stderr)")
        // As the version before the mark wrote them.
        let model = folder.appendingPathComponent("Generated/model.json")
        let marked = try String(contentsOf: model, encoding: .utf8)
        let earlier = marked.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.contains("Generated by Typesetter")
        }.joined(separator: "\n")
        try Self.write(earlier, to: model)
        try Self.write("", to: folder.appendingPathComponent("Generated/fonts.txt"))
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Generated/Catalog/typesetter-files.txt"))

        let upgraded = try CLI.run(["build"], in: folder)
        #expect(upgraded.exitCode == 0, "\(upgraded.stderr)")
        #expect(upgraded.stdout.hasSuffix("; 3 files written, 4 unchanged\n"))
        #expect(try String(contentsOf: model, encoding: .utf8) == marked)
        let again = try CLI.run(["build"], in: folder)
        #expect(again.stdout.hasSuffix("; 0 files written, 7 unchanged\n"))
    }

    /// Two builds of one project at once, from two configurations that write the same outputs differently
    /// (other colors, another namespace): they take turns, so the outputs are one build's complete result —
    /// building the winner's configuration again changes nothing — and no temporary file is left.
    @Test func twoBuildsAtOnceLeaveOneConsistentResult() throws {
        let outputs =
            "output:\n  swift: Generated/Tokens.swift\n  assetCatalog: Generated/Colors.xcassets\n  json: Generated/model.json\n  catalog: Generated/Catalog\n"
        let folder = try Self.scratchProject([
            "a.json": Self.colorTokens((0..<40).map { "a\($0)" }),
            "b.json": Self.colorTokens((0..<40).map { "b\($0)" }),
            "a.yml": "tokens: [a.json]\n" + outputs + "options: { namespace: A }\n",
            "b.yml": "tokens: [b.json]\n" + outputs + "options: { namespace: B }\n",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let lock = NSLock()
        for round in 0..<3 {
            // Appended under `lock`.
            nonisolated(unsafe) var exitCodes: [Int32] = []
            DispatchQueue.concurrentPerform(iterations: 2) { index in
                let result = try? CLI.run(["build", "--config", index == 0 ? "a.yml" : "b.yml"], in: folder)
                lock.withLock { exitCodes.append(result?.exitCode ?? -1) }
            }
            #expect(exitCodes == [0, 0], "round \(round)")
            let swift = try String(contentsOf: folder.appendingPathComponent("Generated/Tokens.swift"), encoding: .utf8)
            let winner = swift.contains("enum A {") ? "a.yml" : "b.yml"
            let again = try CLI.run(["build", "--config", winner], in: folder)
            #expect(again.stdout.hasSuffix("; 0 files written, 47 unchanged\n"), "round \(round): \(again.stdout)")
            #expect(again.stderr.isEmpty, "round \(round)")
            #expect(Self.files(under: folder).keys.allSatisfy { !$0.contains(".typesetter-") }, "round \(round)")
        }
    }
}
