import Foundation
import Testing
import TypesetterCore
import TypesetterDiagnostics

@testable import TypesetterBuild

/// The Configuration article lists every key of `typesetter.yml` (its "Every key" table), exactly the keys the
/// reader accepts, and its example configuration reads without a diagnostic.
@Suite struct ConfigurationArticleTests {
    static let article = "Sources/Typesetter/Typesetter.docc/Configuration.md"

    static func text() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(article), encoding: .utf8)
    }

    /// The table's rows after `### Every key`, by the key in their first cell: `| `options.remBase` | …`.
    static func rows(_ text: String) -> [(key: String, row: String)] {
        guard let start = text.range(of: "### Every key") else { return [] }
        var rows: [(String, String)] = []
        for line in text[start.upperBound...].split(separator: "\n") {
            if line.hasPrefix("#") { break }
            guard line.hasPrefix("| `"), let end = line.dropFirst(3).firstIndex(of: "`") else { continue }
            rows.append((String(line[line.index(line.startIndex, offsetBy: 3)..<end]), String(line)))
        }
        return rows
    }

    @Test func theTableListsEveryKeyTheReaderAccepts() throws {
        let documented = Self.rows(try Self.text()).map(\.key)
        #expect(documented.count == Set(documented).count, "a key is listed twice")
        let accepted = ConfigReader.keyPaths
        let missing = accepted.filter { !documented.contains($0) }
        let extra = documented.filter { !accepted.contains($0) }
        #expect(missing.isEmpty, "keys the reader accepts that \(Self.article) does not list: \(missing)")
        #expect(extra.isEmpty, "keys \(Self.article) lists that the reader does not accept: \(extra)")
    }

    /// The placeholder rows say what stands for them: every size name.
    @Test func thePopulationRowNamesEverySize() throws {
        let row = try #require(Self.rows(try Self.text()).first { $0.key == "population.<size>" }?.row)
        for name in ContentSizeCategory.validNames {
            #expect(row.contains("`\(name)`"), "population.<size> does not name \(name)")
        }
    }

    /// The key list is the reader's: a key it lists is read without an unknown-key error, in every section.
    @Test func everyListedKeyReads() {
        let yaml = """
            tokens: [tokens.json]
            appearances: { any: { mode: light }, dark: { mode: dark }, highContrast: { mode: hc }, darkHighContrast: { mode: dhc } }
            fonts: [Fonts]
            output: { swift: a.swift, assetCatalog: A.xcassets, fontList: f.txt, json: m.json, catalog: Catalog }
            templates: [{ template: builtin:styles-enum, output: t.swift }]
            options:
              accessLevel: public
              namespace: DesignTokens
              lenient: false
              remBase: 16
              lineHeightScaling: proportional
              boldText: oneStepHeavier
              categories: { from: small, to: accessibility3 }
              maximumPointSize: 64
              dimensionsRelativeTo: body
              missingFontFamily: error
              unitlessDimension: rem
              checks: { check.fit-overflow: warning }
              allowOutputsOutside: false
              failOnLeftOutStyles: true
            catalog: { sample: Hello, language: en, cjkSample: 今日は }
            population: { large: 100, boldText: 12 }

            """
        let (config, diagnostics) = ConfigReader.parse(
            SourceFile(path: "typesetter.yml", bytes: Array(yaml.utf8)), baseDirectory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.options.unitlessDimension == .rem)
        #expect(config?.options.categories == ContentSizeCategory.small...ContentSizeCategory.accessibility3)
        #expect(config?.appearances.darkHighContrast == ["mode": "dhc"])
        // Every key path of the list but the placeholders and `resolver`/`themes` (which need other keys) is here.
        let written = ConfigReader.keyPaths.filter {
            !$0.contains("<") && !$0.hasPrefix("resolver") && !$0.hasPrefix("themes") && $0 != "options.categories"
                && !$0.hasPrefix("population.")
        }
        for path in written {
            let last = path.split(separator: ".").last.map(String.init) ?? path
            #expect(yaml.contains(last.replacingOccurrences(of: "[]", with: "") + ":"), "\(path) is not exercised")
        }
    }

    /// The article's example configuration (the first YAML block) reads without a diagnostic.
    @Test func theExampleReads() throws {
        let text = try Self.text()
        let start = try #require(text.range(of: "```yaml\n"))
        let end = try #require(text.range(of: "\n```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[start.upperBound..<end.lowerBound]) + "\n"
        let (config, diagnostics) = ConfigReader.parse(
            SourceFile(path: "typesetter.yml", bytes: Array(yaml.utf8)), baseDirectory: ".")
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        #expect(config?.options.unitlessDimension == .px)
    }
}
