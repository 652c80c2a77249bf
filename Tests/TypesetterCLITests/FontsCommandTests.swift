import Foundation
import Testing

/// `typesetter fonts` through the built binary. Uses the Debian fonts the test script installs.
@Suite struct FontsCommandTests {
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
    static let interVariable = "/usr/share/fonts/truetype/inter-vf/Inter.var.ttf"
    static let notoCJK = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    func path(_ candidate: String, _ name: String) throws -> String {
        if FileManager.default.fileExists(atPath: candidate) { return candidate }
        let found = FileManager.default.enumerator(atPath: "/usr/share/fonts")?.compactMap { $0 as? String }.first {
            $0.hasSuffix("/" + name)
        }
        return "/usr/share/fonts/" + (try #require(found, "\(name) is not installed: run Scripts/install-test-deps"))
    }

    @Test func jsonContract() throws {
        let roboto = try path(Self.roboto, "Roboto-Regular.ttf")
        let result = try CLI.run(["fonts", roboto, "--format", "json", "--sample", "Ab日"])
        #expect(result.exitCode == 0)
        #expect(result.stderr == "")
        let faces = try #require(try CLI.json(result) as? [[String: Any]])
        #expect(faces.count == 1)
        let face = try #require(faces.first)
        for key in [
            "file", "faceIndex", "postScriptName", "familyName", "subfamilyName", "typographicFamilyName",
            "typographicSubfamilyName", "weightClass", "italic", "unitsPerEm", "hhea", "typo", "win",
            "useTypoMetrics", "capHeight", "xHeight", "axes", "instances", "missingCharacters",
        ] {
            #expect(face.keys.contains(key), "missing key \(key)")
        }
        #expect(face["file"] as? String == roboto)
        #expect(face["postScriptName"] as? String == "Roboto-Regular")
        #expect(face["familyName"] as? String == "Roboto")
        #expect(face["typographicFamilyName"] is NSNull)
        #expect((face["weightClass"] as? NSNumber)?.intValue == 400)
        #expect((face["unitsPerEm"] as? NSNumber)?.intValue == 2048)
        let hhea = try #require(face["hhea"] as? [String: Any])
        #expect((hhea["ascender"] as? NSNumber)?.intValue == 1900)
        #expect((hhea["descender"] as? NSNumber)?.intValue == -500)
        let typo = try #require(face["typo"] as? [String: Any])
        #expect((typo["ascender"] as? NSNumber)?.intValue == 2146)
        let win = try #require(face["win"] as? [String: Any])
        #expect((win["descent"] as? NSNumber)?.intValue == 555)
        #expect(face["missingCharacters"] as? [String] == ["日"])
        // Key order follows the contract.
        let keys = ["\"file\"", "\"faceIndex\"", "\"postScriptName\"", "\"familyName\"", "\"subfamilyName\""]
        let positions = keys.compactMap { result.stdout.range(of: $0)?.lowerBound }
        #expect(positions.count == keys.count && positions == positions.sorted())
    }

    @Test func variableFontInstancesInJSON() throws {
        let inter = try path(Self.interVariable, "Inter.var.ttf")
        let result = try CLI.run(["fonts", inter, "--format", "json"])
        #expect(result.exitCode == 0)
        let face = try #require((try CLI.json(result) as? [[String: Any]])?.first)
        let axes = try #require(face["axes"] as? [[String: Any]])
        #expect(axes.first?["tag"] as? String == "wght")
        #expect((axes.first?["min"] as? NSNumber)?.doubleValue == 100)
        #expect((axes.first?["default"] as? NSNumber)?.doubleValue == 400)
        #expect((axes.first?["max"] as? NSNumber)?.doubleValue == 900)
        let instances = try #require(face["instances"] as? [[String: Any]])
        let bold = try #require(instances.first { $0["postScriptName"] as? String == "Inter-Bold" })
        #expect(bold["subfamilyName"] as? String == "Bold")
        #expect((bold["postScriptNameDerived"] as? NSNumber)?.boolValue == true)
        #expect(((bold["coordinates"] as? [String: Any])?["wght"] as? NSNumber)?.doubleValue == 700)
        #expect(face["missingCharacters"] == nil)
    }

    @Test func tableForACollection() throws {
        let noto = try path(Self.notoCJK, "NotoSansCJK-Regular.ttc")
        let result = try CLI.run(["fonts", noto, "--sample", "日本語 한국어 😀"])
        #expect(result.exitCode == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.first?.hasPrefix("File") == true)
        #expect(lines.count == 12)  // header, 10 faces, count
        #expect(result.stdout.contains("NotoSansCJKjp-Regular"))
        #expect(result.stdout.contains("1160/-288/0"))
        #expect(result.stdout.contains("1.448 / 1.448"))
        #expect(result.stdout.contains("1: 😀"))
        #expect(lines.last == "10 face(s)")
    }

    @Test func unreadableFilesExitWith1AndStillPrintTheRest() throws {
        let roboto = try path(Self.roboto, "Roboto-Regular.ttf")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let woff = folder.appendingPathComponent("Web.woff2")
        try Data([0x77, 0x4F, 0x46, 0x32, 0, 1, 0, 0]).write(to: woff)
        let result = try CLI.run(["fonts", roboto, woff.path, "/nonexistent.ttf", "--format", "json"])
        #expect(result.exitCode == 1)
        #expect((try CLI.json(result) as? [[String: Any]])?.count == 1)
        #expect(
            result.stderr.contains(
                "\(woff.path): error: WOFF2 is not supported: ship TTF/OTF in apps (iOS does not load web fonts) [file.unreadable]\n"
            ))
        #expect(
            result.stderr.contains(
                "/nonexistent.ttf: error: cannot read the file: No such file or directory [file.unreadable]\n"))
    }

    @Test func usageErrorsExitWith64() throws {
        #expect(try CLI.run(["fonts"]).exitCode == 64)
        #expect(try CLI.run(["fonts", "x.ttf", "--format", "yaml"]).exitCode == 64)
    }
}
