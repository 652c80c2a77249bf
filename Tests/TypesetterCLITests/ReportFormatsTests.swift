import Foundation
import Testing

/// `--format sarif` and `--format junit` for `build` and `check`, validated against the SARIF 2.1.0 schema and
/// the Jenkins JUnit schema (Tests/Fixtures/schemas, with jsonschema and xmlschema from PyPI), and
/// `typesetter report`.
@Suite struct ReportFormatsTests {
    static let schemas = CLI.repositoryRoot.appendingPathComponent("Tests/Fixtures/schemas")

    /// Writes `text` to a scratch file and validates it; returns the validator's output.
    static func validate(_ kind: String, _ text: String) throws -> String {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-\(kind)-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(text.utf8).write(to: file)
        let printed = try CLI.python([schemas.appendingPathComponent("validate.py").path, kind, file.path]).text
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
        #expect((physical["region"] as? [String: Any])?["startLine"] as? Int == 52)
        // At the member the finding is about, `"lineHeight": "{lineHeight.tight}"`.
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == 23)
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
        // 9 styles × 14 checks; the two warnings (display.medium and display.large overlap) are output of
        // passing cases, as the build exits 0; the note about dimensions in typography groups is a passing case
        // of its own, its text in <system-out>.
        #expect(
            result.stdout.contains(
                "<testsuites name=\"typesetter\" tests=\"127\" failures=\"0\" errors=\"0\" time=\"0\">"))
        #expect(
            result.stdout.contains(
                "<testsuite name=\"checks\" tests=\"126\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">"))
        #expect(result.stdout.contains("<testcase classname=\"body.small\" name=\"check.fit-overflow\" time=\"0\"/>"))
        #expect(
            result.stdout.contains(
                "<testcase classname=\"display.medium\" name=\"check.lines-overlap\" time=\"0\">\n      <system-out>tokens/typography.json:52:23: warning: display.medium: line height 37.4 pt is below"
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
        let (lines, stderr, object) = try Self.report(in: folder)
        #expect(lines.first == "style           xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users")
        #expect(lines.contains("display.medium  W   W   W   W   W   W   W   W   W   W   W   W   0%"))
        #expect(lines.contains("body.small      ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%"))
        #expect(stderr.contains("[check.lines-overlap]"))
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.count == 9)
        #expect((object["population"] as? [String: Any])?["coarse"] as? Bool == true)
    }

    /// `typesetter report` in `folder`, both forms: the text's lines and standard error, and the JSON.
    static func report(in folder: URL) throws -> (lines: [String], stderr: String, json: [String: Any]) {
        let text = try CLI.run(["report"], in: folder)
        #expect(text.exitCode == 0, "\(text.stderr)")
        let json = try CLI.run(["report", "--format", "json"], in: folder)
        #expect(json.exitCode == 0)
        return (
            text.stdout.split(separator: "\n").map(String.init), text.stderr,
            try #require(try CLI.json(json) as? [String: Any])
        )
    }

    /// A scratch folder with `typesetter.yml` (the given `fonts:` line, if any) and `tokens.json`.
    static func project(tokens: String, fonts: String? = nil) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-report-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(tokens.utf8).write(to: folder.appendingPathComponent("tokens.json"))
        let config = "tokens: [tokens.json]\n" + (fonts.map { "fonts: [\($0)]\n" } ?? "")
        try Data(config.utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        return folder
    }

    /// Two system-font styles with the coarse population: 10 pt Caption 2 is below the 11 pt minimum at
    /// xSmall…Large (95% of users), so it passes for 5%; 17 pt Body passes everywhere.
    @Test func theGridsCellsSharesAndFindings() throws {
        let folder = try Self.project(
            tokens: #"""
                { "fine": { "$type": "typography",
                    "$value": { "fontFamily": "System", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": 400,
                                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 },
                    "$extensions": { "com.typesetter": { "textStyle": "caption2" } } },
                  "body": { "$type": "typography",
                    "$value": { "fontFamily": "System", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 },
                    "$extensions": { "com.typesetter": { "textStyle": "body" } } } }
                """#)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (lines, stderr, object) = try Self.report(in: folder)
        #expect(lines[0] == "style   xS  S   M   L   xL  xxL 3xL A1  A2  A3  A4  A5  users")
        #expect(lines[1] == "fine    W   W   W   W   ·   ·   ·   ·   ·   ·   ·   ·   5%")
        #expect(lines[2] == "body    ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%")
        #expect(lines[3] == "shares  8.3 8.3 8.3 70  .63 .63 .63 .63 .63 .63 .63 .63 Bold Text 10%")
        #expect(
            lines[5].hasPrefix(
                "1 style has findings that affect 95% of users (coarse population); the other passes at every size; population: coarse estimate"
            ))
        #expect(stderr.contains("[check.size-below-minimum]"))
        #expect((object["passingShare"] as? Double).map { abs($0 - 0.05) < 1e-12 } == true)
        let styles = try #require(object["styles"] as? [[String: Any]])
        #expect(styles.map { $0["path"] as? String } == ["fine", "body"])
        #expect(styles.map { $0["kind"] as? String } == ["style", "style"])
        let cells = try #require(styles.first?["cells"] as? [[String: Any]])
        #expect(cells.count == 12)
        #expect(cells[3]["size"] as? String == "large" && cells[3]["status"] as? String == "warn")
        #expect((cells[3]["share"] as? Double) == 0.7)
        #expect(cells[4]["size"] as? String == "xLarge" && cells[4]["status"] as? String == "pass")
        let findings = try #require(styles.first?["findings"] as? [[String: Any]])
        #expect(findings.first?["code"] as? String == "check.size-below-minimum")
        #expect(findings.first?["sizes"] as? [String] == ["xSmall", "small", "medium", "large"])
        #expect((findings.first?["share"] as? Double).map { abs($0 - 0.95) < 1e-12 } == true)
    }

    /// A button whose 132 pt `fit` holds "Hello World" in Inter 17 pt (the Showcase example's subset) less twice
    /// its scaled 16 pt padding up to Large (ComponentFitTests has the numbers) is a row of its own, a component.
    @Test func aComponentWithAFitIsARow() throws {
        let folder = try Self.project(
            tokens: #"""
                { "body": { "$type": "typography",
                    "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                                "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 },
                    "$extensions": { "com.typesetter": { "textStyle": "body", "boldText": "unchanged" } } },
                  "button": { "$extensions": { "com.typesetter": { "component": "button" } },
                    "primary": {
                      "$extensions": { "com.typesetter": { "fit": { "width": 132, "lines": 1, "sample": "Hello World" } } },
                      "typography": { "$value": "{body}" },
                      "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                      "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.04, 0.32, 0.8] } },
                      "paddingHorizontal": { "$type": "dimension", "$value": { "value": 16, "unit": "px" } },
                      "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } } } }
                """#,
            fonts: CLI.repositoryRoot.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/Fonts").path)
        defer { try? FileManager.default.removeItem(at: folder) }
        let (lines, stderr, object) = try Self.report(in: folder)
        #expect(lines.contains("body            ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   ·   100%"))
        #expect(lines.contains("button.primary  ·   ·   ·   ·   W   W   W   W   W   W   W   W   95%"))
        #expect(stderr.contains("[check.fit-overflow]"))
        let rows = try #require(object["styles"] as? [[String: Any]])
        #expect(rows.map { $0["path"] as? String } == ["body", "button.primary"])
        #expect(rows.map { $0["kind"] as? String } == ["style", "component"])
        let findings = try #require(rows.last?["findings"] as? [[String: Any]])
        #expect(findings.map { $0["code"] as? String } == ["check.fit-overflow"])
    }
}
