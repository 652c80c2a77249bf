import Foundation
import Testing

/// `--format sarif` and `--format junit` for `build` and `check`, validated against the SARIF 2.1.0 schema and
/// the Jenkins JUnit schema (Tests/Fixtures/schemas, with jsonschema and xmlschema from PyPI), and
/// `typesetter report`.
@Suite struct ReportFormatsTests {
    static let schemas = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/schemas")

    /// Writes `text` to a scratch file and validates it; returns the validator's output.
    static func validate(_ kind: String, _ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-\(kind)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", schemas.appendingPathComponent("validate.py").path, kind, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let printed = String(decoding: data, as: UTF8.self)
        #expect(
            !printed.contains("ModuleNotFoundError"),
            "jsonschema or xmlschema is missing: run Scripts/install-test-deps")
        return printed
    }

    @Test func theValidatorRejectsWhatTheSchemasDoNotAllow() throws {
        // A SARIF result without a message, and a JUnit test case without a name.
        #expect(
            try Self.validate(
                "sarif", #"{"version":"2.1.0","runs":[{"tool":{"driver":{"name":"t"}},"results":[{"ruleId":"x"}]}]}"#)
                != "valid\n")
        #expect(
            try Self.validate(
                "junit",
                #"<testsuites><testsuite name="s" tests="1" failures="0" errors="0"><testcase classname="c"/></testsuite></testsuites>"#
            ) != "valid\n")
    }

    @Test func buildAsSARIFIsValidAndPointsAtTheTokenLines() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--dry-run", "--format", "sarif"], in: folder)
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(try Self.validate("sarif", result.stdout) == "valid\n")

        let log = try #require(try CLI.json(result) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(
            rules.compactMap { $0["id"] as? String } == [
                "build.dimensions-in-typography-groups", "check.lines-overlap",
            ])
        let results = try #require(run["results"] as? [[String: Any]])
        let overlap = try #require(results.first { $0["ruleId"] as? String == "check.lines-overlap" })
        #expect(overlap["level"] as? String == "warning")
        let physical = try #require(
            ((overlap["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "tokens/typography.json")
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 46)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 5)
        let properties = try #require(overlap["properties"] as? [String: Any])
        #expect(properties["style"] as? String == "display.medium")
        #expect(properties["shareOfUsers"] as? Double == 1)
        #expect((properties["sizes"] as? [String])?.count == 12)
    }

    @Test func buildAsJUnitHasOneCasePerStyleAndCheck() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["build", "--dry-run", "--format", "junit"], in: folder)
        #expect(result.exitCode == 0)
        #expect(try Self.validate("junit", result.stdout) == "valid\n")
        // 9 styles × 10 checks, two of them failing (display.medium and display.large overlap); the note about
        // dimensions in typography groups is a passing case of its own, its text in <system-out>.
        #expect(
            result.stdout.contains(
                "<testsuites name=\"typesetter\" tests=\"91\" failures=\"2\" errors=\"0\" time=\"0\">"))
        #expect(
            result.stdout.contains(
                "<testsuite name=\"checks\" tests=\"90\" failures=\"2\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        #expect(result.stdout.contains("<testcase classname=\"body.small\" name=\"check.fit-overflow\" time=\"0\"/>"))
        #expect(
            result.stdout.contains(
                "<testcase classname=\"display.medium\" name=\"check.lines-overlap\" time=\"0\">\n      <failure type=\"warning\" message=\"display.medium: line height 37.4 pt is below"
            ))
        #expect(result.stdout.contains("<system-out>tokens/reference.json:8:5: note: 12 dimension tokens"))
    }

    @Test func checkSpeaksTheSameFormats() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-formats-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // A broken reference and a file name that needs percent-encoding in a URI.
        try Data(#"{ "color": { "$type": "color", "a": { "$value": "{color.missing}" } } }"#.utf8).write(
            to: folder.appendingPathComponent("my tokens.json"))
        let sarif = try CLI.run(["check", "--format", "sarif", "my tokens.json"], in: folder)
        #expect(sarif.exitCode == 1)
        #expect(try Self.validate("sarif", sarif.stdout) == "valid\n")
        #expect(sarif.stdout.contains(#""uri":"my%20tokens.json""#))
        #expect(sarif.stdout.contains(#""level":"error""#))
        let junit = try CLI.run(["check", "--format", "junit", "my tokens.json"], in: folder)
        #expect(junit.exitCode == 1)
        #expect(try Self.validate("junit", junit.stdout) == "valid\n")
        #expect(junit.stdout.contains("<failure type=\"error\""))
    }

    @Test func reportPrintsTheGridWithShares() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let text = try CLI.run(["report"], in: folder)
        #expect(text.exitCode == 0)
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "style           xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users")
        #expect(lines.contains("display.medium  W   W   W   W   W   W   W   W   W   W   W   W   0%"))
        #expect(lines.contains("body.small      ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%"))
        #expect(text.stderr.contains("[check.lines-overlap]"))

        let json = try CLI.run(["report", "--format", "json"], in: folder)
        let object = try #require(try CLI.json(json) as? [String: Any])
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.count == 9)
        #expect((object["population"] as? [String: Any])?["coarse"] as? Bool == true)
    }
}
