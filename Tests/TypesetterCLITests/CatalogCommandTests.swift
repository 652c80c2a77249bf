import Foundation
import Testing

/// `typesetter catalog` through the built binary, and its pages checked in a real browser.
@Suite struct CatalogCommandTests {

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func catalogWritesTheSiteThenSkipsUnchangedFiles() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = try CLI.run(["catalog", "--output", "Site"], in: folder)
        #expect(first.exitCode == 0, "\(first.stderr)")
        #expect(
            first.stdout
                == "9 typography styles, 0 font families, 0 colors, 5 dimensions; 0 errors, 2 warnings; 2 styles have findings that affect 100% of users (coarse population); the other 7 pass at every size; 4 files written, 0 unchanged; catalog: Site/index.html\n"
        )
        let page = try String(contentsOf: folder.appendingPathComponent("Site/index.html"), encoding: .utf8)
        // The overview's sample of body.small at large, as the page's script draws it from the page's data.
        #expect(try Self.metrics(of: "body.small", at: .large, in: page) == [13, 18.2])
        // Only the catalog: nothing else the configuration names is written.
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Sources").path))

        let second = try CLI.run(["catalog", "--output", "Site"], in: folder)
        #expect(second.exitCode == 0)
        #expect(second.stdout.hasSuffix("0 files written, 4 unchanged; catalog: Site/index.html\n"))
    }

    @Test func catalogForAnotherPlatformUsesItsTable() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["catalog", "--output", "Site", "--platform", "watchOS"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        let page = try String(contentsOf: folder.appendingPathComponent("Site/index.html"), encoding: .utf8)
        #expect(page.contains("laid out as watchOS lays it out"))
        // body.large (17 pt, Body): 17 × 23 / 16 at AX3 on watchOS, where iOS gives 17 × 40 / 17.
        #expect(try Self.metrics(of: "body.large", at: .accessibility3, in: page).first == 24.4375)
        let iOS = try CLI.run(["catalog", "--output", "SiteIOS"], in: folder)
        #expect(iOS.exitCode == 0)
        let iOSPage = try String(contentsOf: folder.appendingPathComponent("SiteIOS/index.html"), encoding: .utf8)
        #expect(iOSPage.contains("laid out as iOS lays it out"))
        #expect(try Self.metrics(of: "body.large", at: .accessibility3, in: iOSPage).first == 40)
    }

    enum Category: Int {
        case large = 3
        case accessibility3 = 9
    }

    /// The font size and line height a catalog page draws a style at without Bold Text, read from its data
    /// (`#catalog-data`: `details` names the styles in order, each style's cells by size name the class they
    /// are drawn with, and a class's first numbers are its font size and line height).
    static func metrics(of token: String, at category: Category, in page: String) throws -> [Double] {
        let start = try #require(page.range(of: #"<script type="application/json" id="catalog-data">"#)).upperBound
        let end = try #require(page.range(of: "</script>", range: start..<page.endIndex)).lowerBound
        let data = try #require(
            try JSONSerialization.jsonObject(with: Data(page[start..<end].utf8)) as? [String: Any])
        let details = try #require(data["details"] as? [[String: Any]])
        let index = try #require(details.firstIndex { $0["p"] as? String == token })
        let styles = try #require(data["styles"] as? [[String: Any]])
        let classes = try #require(data["classes"] as? [[Any]])
        let cells = try #require(styles[index]["c"] as? [[Any]])
        let regular = try #require(cells[category.rawValue].first as? Int)
        return classes[regular].prefix(2).compactMap { ($0 as? NSNumber)?.doubleValue }
    }

    @Test func catalogUsesOutputCatalogFromTheConfiguration() throws {
        let folder = try BuildCommandTests.scratchCopyOfB43()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["catalog"], in: folder)
        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/Catalog/index.html").path))
        #expect(
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("Generated/Catalog/fonts.css").path))
    }

    @Test func withoutAnOutputFolderItSaysWhatToDo() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("tokens: [tokens.json]\n".utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        let result = try CLI.run(["catalog"], in: folder)
        #expect(result.exitCode == 64)
        #expect(
            result.stderr
                == "typesetter: error: no output folder: pass --output DIR, or set output.catalog in typesetter.yml\n")
    }

    @Test func aMissingConfigurationIsAnErrorThatSaysWhatToDo() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CLI.run(["catalog", "--config", "missing.yml", "--output", "Site"], in: folder)
        #expect(result.exitCode == 1)
        #expect(
            result.stderr.contains(
                "error: the configuration file missing.yml does not exist, and no configuration is beside it; create one with `typesetter init`"
            ))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Site").path))
    }

    // MARK: In a browser

    /// Chromium and its driver, from Debian's packages (`Scripts/install-test-deps`).
    static let browserInstalled =
        FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium")
        && FileManager.default.isExecutableFile(atPath: "/usr/bin/chromedriver")

    /// The examples' catalogs in headless Chromium (`Browser/check_catalog.py`): every sample's line box is
    /// its line height × its lines within 0.5 px, every `@font-face` loads, the console has no errors, and a
    /// `line-height: normal` probe per face is the face's `hhea` line height; the overview lists every style,
    /// its size control gives every sample the engine's font size and line height at each of the twelve
    /// sizes with and without Bold Text, a device width sets the sample column to that many CSS px, search
    /// hides the styles that do not match, every component's text (a card's label too) meets 4.5:1 in every
    /// appearance, and at 390 px the header is at most 15% of the height and nothing in the overview
    /// overflows sideways.
    ///
    /// Set `TYPESETTER_SCREENSHOTS=1` to write the screenshots the Catalog article shows (the overview, a
    /// device width, dark mode) to `Documentation/Images/`.
    @Test(
        .enabled(
            if: browserInstalled,
            "Chromium is not installed (/usr/bin/chromium, /usr/bin/chromedriver): run Scripts/install-test-deps"),
        arguments: [
            ("B43", "Examples/B43/typesetter.yml"),
            ("Showcase", "Examples/Showcase/Sources/ShowcaseTokens/typesetter.yml"),
        ]
    )
    func catalogLaysOutAsTheEngineSaysInChromium(name: String, config: String) throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site").path
        let built = try CLI.run([
            "catalog", "--config", CLI.repositoryRoot.appendingPathComponent(config).path, "--output", site,
        ])
        #expect(built.exitCode == 0, "\(built.stderr)")

        var arguments = [
            CLI.repositoryRoot.appendingPathComponent("Tests/TypesetterCLITests/Browser/check_catalog.py").path, site,
        ]
        if ProcessInfo.processInfo.environment["TYPESETTER_SCREENSHOTS"] == "1" {
            arguments += [
                "--screenshots",
                CLI.repositoryRoot.appendingPathComponent("Documentation/Images/catalog-\(name.lowercased())").path,
            ]
        }
        let (status, text) = try CLI.python(arguments)
        #expect(status == 0, "check_catalog.py failed for \(name):\n\(text)")
        // The summary line: the check saw samples, fonts and probes, and reported no failures.
        let summary = try #require(
            text.split(separator: "\n").last.flatMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Int]
            }, "\(text)")
        #expect((summary["samples"] ?? 0) > 100)
        #expect((summary["fontFaces"] ?? 0) > 0)
        #expect(summary["probes"] == summary["fontFaces"])
        #expect(summary["failures"] == 0)
    }

    /// A catalog of 120 styles in headless Chromium: the page draws its first screen at load, not every
    /// style's table, and what it draws as it is scrolled follows the controls set before (size, Bold Text,
    /// device width, sample text, search); then every check of the examples' pages holds for every style.
    @Test(
        .enabled(
            if: browserInstalled,
            "Chromium is not installed (/usr/bin/chromium, /usr/bin/chromedriver): run Scripts/install-test-deps")
    )
    func aLargeCatalogIsDrawnAsItIsScrolledInChromium() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let styles = (0..<120).map { index in
            """
            "style\(index)": { "$type": "typography", "$description": "Style \(index).", "$value": {
              "fontFamily": "system-ui", "fontSize": { "value": \(11 + index % 30), "unit": "px" },
              "fontWeight": \([400, 500, 600, 700][index % 4]), "letterSpacing": { "value": 0, "unit": "px" },
              "lineHeight": \([1.2, 1.35, 1.5][index % 3]) } }
            """
        }
        try Data(("{\n" + styles.joined(separator: ",\n") + "\n}\n").utf8).write(
            to: folder.appendingPathComponent("tokens.json"))
        try Data("tokens: [tokens.json]\n".utf8).write(to: folder.appendingPathComponent("typesetter.yml"))
        let site = folder.appendingPathComponent("Site").path
        let built = try CLI.run(["catalog", "--output", site], in: folder)
        #expect(built.exitCode == 0, "\(built.stderr)")
        let script = CLI.repositoryRoot.appendingPathComponent("Tests/TypesetterCLITests/Browser/check_catalog.py")
        let (status, text) = try CLI.python([script.path, site])
        #expect(status == 0, "check_catalog.py failed for 120 styles:\n\(text)")
        let summary = try #require(
            text.split(separator: "\n").last.flatMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Int]
            }, "\(text)")
        // 120 overview samples and 120 × 24 in the tables, all drawn by the end; at load, a first screen.
        #expect((summary["samples"] ?? 0) >= 120 * 25)
        #expect((summary["stylesAtLoad"] ?? 120) < 120)
        #expect((summary["overviewAtLoad"] ?? 120) < 120)
        #expect(summary["failures"] == 0)
    }

    /// The Themes example's catalog in headless Chromium (`check_catalog.py --themes`): choosing a theme in
    /// the theme control gives a style's overview sample, and its table cell, the engine's font size for that
    /// theme, and the colors table that theme's colors (the numbers the example's own package tests assert for
    /// `Theme.…typography(.body)` and `Theme.…color(Brands.Colors.accent)`).
    @Test(
        .enabled(
            if: browserInstalled,
            "Chromium is not installed (/usr/bin/chromium, /usr/bin/chromedriver): run Scripts/install-test-deps")
    )
    func themedCatalogSwitchesThemesInChromium() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let site = folder.appendingPathComponent("Site").path
        let config = CLI.repositoryRoot.appendingPathComponent("Examples/Themes/typesetter.yml").path
        let built = try CLI.run(["catalog", "--config", config, "--output", site])
        #expect(built.exitCode == 0, "\(built.stderr)")
        let specs = [
            "brandARegular:typography.body:large:17", "brandBCompact:typography.body:large:18",
            "brandBCompact:typography.body:accessibility3:42.35", "brandCRegular:typography.body:large:16",
            "brandCCompact:typography.body:accessibility3:38", "brandARegular:typography.body:accessibility3:40",
            "brandBRegular:color.accent:#1E7A46", "brandCCompact:color.accent:#B4325A",
            "brandARegular:color.accent:#0A64D2",
        ]
        let script = CLI.repositoryRoot.appendingPathComponent("Tests/TypesetterCLITests/Browser/check_catalog.py")
        let (status, text) = try CLI.python([script.path, site, "--themes"] + specs)
        #expect(status == 0, "check_catalog.py --themes failed:\n\(text)")
        #expect(text.split(separator: "\n").last == "{\"themes\": 9, \"failures\": 0}", "\(text)")
    }
}
