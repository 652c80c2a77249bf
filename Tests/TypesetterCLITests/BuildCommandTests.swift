import Foundation
import Testing

/// `typesetter build` and `dump-context` through the built binary (`init`: InitCommandTests).
@Suite struct BuildCommandTests {
    /// A copy of the B43 example in a scratch folder.
    static func scratchCopyOfB43() throws -> URL {
        let root = CLI.repositoryRoot
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for item in ["typesetter.yml", "tokens"] {
            try FileManager.default.copyItem(
                at: root.appendingPathComponent("Examples/B43/\(item)"), to: folder.appendingPathComponent(item))
        }
        return folder
    }

    /// Two builds of each example in two processes (each with its own hash seed) write the same bytes, so no
    /// output depends on the order of a dictionary or a set.
    @Test(arguments: ["B43", "Showcase"]) func buildsAreDeterministicAcrossProcesses(example: String) throws {
        let configs = ["B43": "typesetter.yml", "Showcase": "Sources/ShowcaseTokens/typesetter.yml"]
        let config = try #require(configs[example])
        var outputs: [[String: Data]] = []
        for _ in 0..<2 {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
                "typesetter-cli-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: folder) }
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let copy = folder.appendingPathComponent(example)
            try FileManager.default.copyItem(
                at: CLI.repositoryRoot.appendingPathComponent("Examples/\(example)"), to: copy)
            for generated in ["Generated", ".build"] {
                try? FileManager.default.removeItem(at: copy.appendingPathComponent(generated))
            }
            let result = try CLI.run(["build", "--config", config, "--force"], in: copy)
            #expect(result.exitCode == 0, "\(result.stderr)")
            var files: [String: Data] = [:]
            let enumerator = try #require(FileManager.default.enumerator(at: copy, includingPropertiesForKeys: nil))
            for case let url as URL in enumerator where !url.hasDirectoryPath {
                files[String(url.path.dropFirst(copy.path.count))] = try Data(contentsOf: url)
            }
            outputs.append(files)
        }
        #expect(outputs[0].keys.sorted() == outputs[1].keys.sorted())
        for (path, bytes) in outputs[0] {
            #expect(outputs[1][path] == bytes, "\(path) differs between two builds")
        }
    }

    @Test func buildWritesThenSkipsUnchangedFiles() throws {
        let folder = try Self.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["build"], in: folder)
        #expect(first.exitCode == 0)
        #expect(
            first.stdout
                == "9 typography styles, 0 font families, 0 colors, 5 dimensions; 0 errors, 2 warnings; 2 styles have findings that affect 100% of users (coarse population); the other 7 pass at every size; 8 files written, 0 unchanged\n"
        )
        #expect(
            first.stderr.contains(
                "warning: display.medium: line height 37.4 pt is below the font's ascent + descent of 40.57 pt at large"
            ))
        let swift = try String(
            contentsOf: folder.appendingPathComponent("Sources/B43Tokens/DesignTokens.swift"), encoding: .utf8)
        #expect(swift.contains("public static let bodySmall = Typography("))

        let second = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(second.exitCode == 0)
        #expect(second.stdout.hasSuffix("0 files written, 8 unchanged\n"))
        let lines = second.stderr.split(separator: "\n")
        #expect(
            lines.first
                == "tokens/reference.json:8:5: note: 12 dimension tokens in typography groups (fontSize.xs, fontSize.sm, fontSize.md, …) feed typography only and are not emitted as dimensions [build.dimensions-in-typography-groups]"
        )
        #expect(
            lines.dropFirst(2).first
                == "tokens/typography.json:52:23: warning: display.medium: line height 37.4 pt is below the font's ascent + descent of 40.57 pt at large, so lines laid out at the design's height overlap; the runtime lays them out at the font's 40.57 pt unless an app keeps the design's (at every size, 100% of users, coarse estimate) [check.lines-overlap]"
        )
    }

    @Test func brokenTokensFailWithTheLineAndWriteNothing() throws {
        let folder = try Self.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let tokens = folder.appendingPathComponent("tokens/typography.json")
        let text = try String(contentsOf: tokens, encoding: .utf8).replacingOccurrences(
            of: "{fontSize.sm}", with: "{fontSize.small}")
        try Data(text.utf8).write(to: tokens)
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        // The styles the broken reference leaves alone are still checked (display.medium's warning).
        #expect(
            result.stdout
                == "build failed: 2 errors, 2 warnings; 2 styles could not be checked; of the other 7, 2 have findings that affect 100% of users (coarse population) and 5 pass at every size; nothing was written\n"
        )
        #expect(result.stderr.contains("tokens/typography.json:"))
        #expect(result.stderr.contains("fontSize.small"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))
    }

    @Test func configErrorsPointAtTheLine() throws {
        let folder = try Self.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("tokens: [tokens/reference.json]\noutputs:\n  swift: x.swift\n".utf8).write(
            to: folder.appendingPathComponent("typesetter.yml"))
        let result = try CLI.run(["build", "--format", "xcode"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr
                == "typesetter.yml:2:1: error: unknown key \"outputs\" in the configuration; expected one of: tokens, resolver, appearances, themes, fonts, output, templates, options, catalog, population [config.unknown-key]\n"
        )
    }

    @Test func dumpContextPrintsTheVersionedModel() throws {
        let folder = try Self.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["dump-context", "--format", "json"], in: folder)
        #expect(result.exitCode == 0)
        let object = try #require(try CLI.json(result) as? [String: Any])
        #expect(object["schemaVersion"] as? Int == 1)
        #expect(object["namespace"] as? String == "B43")
        let typography = try #require(object["typography"] as? [[String: Any]])
        #expect(typography.count == 9)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))
    }
}

@Suite struct TemplateCommandTests {
    @Test func listAndCat() throws {
        let list = try CLI.run(["template", "list"])
        #expect(list.exitCode == 0)
        #expect(list.stdout.hasPrefix("builtin:styles-enum       An enum with a case per typography style"))
        let cat = try CLI.run(["template", "cat", "builtin:styles-enum"])
        #expect(cat.exitCode == 0)
        #expect(cat.stdout.contains("enum TypographyToken: String, CaseIterable, Sendable"))
        let missing = try CLI.run(["template", "cat", "fancy"])
        #expect(missing.exitCode == 64)
        #expect(
            missing.stderr
                == "typesetter: error: no built-in template 'fancy'; valid values: styles-enum, catalog-markdown\n")
    }
}

@Suite struct ResolverOverrideTests {
    /// Dark and high-contrast sources redefine colors by design: no merge.conflict warnings.
    @Test func resolverSourcesOverrideWithoutWarnings() throws {
        let root = CLI.repositoryRoot
        let resolver = root.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/tokens/resolver.json").path
        let result = try CLI.run(["check", "--resolver", resolver])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(result.stdout == "67 tokens in 4 contexts, 0 errors, 0 warnings\n")
    }
}
