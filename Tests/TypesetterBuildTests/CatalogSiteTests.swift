import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics
import TypesetterFonts

/// The catalog site as the library emits it (the page in a browser: `CatalogCommandTests`; the B43 page as a
/// golden file: `GoldenTests`).
@Suite struct CatalogSiteTests {
    @Test func theCoarsePopulationIsTheDocumentedDefault() {
        let population = SizePopulation.coarse
        #expect(population.share(at: .large) == 0.70)
        for category in [ContentSizeCategory.xSmall, .small, .medium] {
            #expect(abs(population.share(at: category) - 0.25 / 3) < 1e-12)
        }
        for category in ContentSizeCategory.allCases where category > .large {
            #expect(abs(population.share(at: category) - 0.05 / 8) < 1e-12)
        }
        #expect(abs(population.shares.reduce(0, +) - 1) < 1e-12)
        #expect(population.boldText == 0.10)
        #expect(population.isCoarse)
    }

    /// A token's own sample, the configured sample and its language, escaped.
    @Test func samplesComeFromTheTokenThenTheConfiguration() throws {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            """
            {
              "body": { "$type": "typography", "$value": { "fontFamily": "system-ui", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.3 } },
              "title": { "$type": "typography", "$extensions": { "com.typesetter": { "sample": "Größe <b> & \\"quotes\\"" } },
                         "$value": { "fontFamily": "system-ui", "fontSize": { "value": 28, "unit": "px" }, "fontWeight": 700, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.2 } }
            }
            """)
        let config = folder.write(
            "typesetter.yml",
            """
            tokens: [tokens.json]
            output: { catalog: Site }
            catalog: { sample: "Hamburgefonstiv", language: de }
            """)
        let result = BuildPipeline.run(configPath: config, write: false)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let page = try #require(result.outputs.first { $0.path.hasSuffix("Site/index.html") }).contents
        let html = String(decoding: page, as: UTF8.self)
        // The overview, the styles' sections and their tables are drawn by the page's script from its data:
        // the styles' names, then twelve sizes, with and without Bold Text, for each of the two.
        #expect(html.contains(#"<div class="overview-list" data-lazy-list="overview"></div>"#))
        #expect(html.contains(#"<div class="style-list" data-lazy-list="typography"></div>"#))
        let data = try Self.pageData(html)
        let details = try #require(data["details"] as? [[String: Any]])
        #expect(details.map { $0["p"] as? String } == ["body", "title"])
        #expect(details.map { $0["s"] as? String } == ["body", "title"])
        #expect(
            details.first?["f"] as? [String] == [
                "System (SF Pro)", "17 pt at large", "400", "1.3× the size", "0 pt at large", "body",
                "all twelve sizes",
            ])
        let styles = try #require(data["styles"] as? [[String: Any]])
        #expect(styles.map { $0["x"] as? String } == ["Hamburgefonstiv", "Größe <b> & \"quotes\""])
        #expect(styles.map { $0["l"] as? String } == ["de", "de"])
        #expect(styles.map { ($0["c"] as? [[Any]])?.count } == [12, 12])
        #expect(styles.map { $0["r"] as? [Int] } == [[0, 11], [0, 11]])
        #expect(
            result.outputs.map { FilePath.name(of: $0.path) }.sorted() == [
                "catalog.css", "fonts.css", "index.html", "typesetter-files.txt",
            ])
    }

    /// The page's data (`#catalog-data`), which its script draws the tables from.
    static func pageData(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: #"<script type="application/json" id="catalog-data">"#))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        let json = html[start.upperBound..<end.lowerBound]
        #expect(!json.contains("<"))
        return try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func anEmptySampleIsAConfigurationError() {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        let config = folder.write("typesetter.yml", "tokens: [tokens.json]\ncatalog:\n  sample: \"  \"\n")
        let result = BuildPipeline.run(configPath: config, write: false)
        #expect(result.diagnostics.map(\.message) == ["catalog.sample must not be empty"])
        #expect(result.diagnostics.first?.location?.line == 3)
    }

    @Test func theCatalogIsDeterministicAndWrittenOnlyWhenChanged() throws {
        let folder = ScratchFolder()
        writeSmallSystem(in: folder)
        folder.write("typesetter.yml", "tokens: [tokens.json]\noutput:\n  catalog: Site\n")
        let config = folder.url.appendingPathComponent("typesetter.yml").path
        let first = BuildPipeline.run(configPath: config)
        // The page, its two stylesheets and the list of the files written (typesetter-files.txt).
        #expect(first.writeReport?.written.count == 4)
        let second = BuildPipeline.run(configPath: config)
        #expect(second.writeReport?.written == [])
        #expect(second.writeReport?.unchanged.count == 4)
        #expect(first.outputs == second.outputs)
    }

    // MARK: With Debian's fonts (Scripts/install-test-deps)

    static let showcase = repositoryRoot.appendingPathComponent(
        "Examples/Showcase/Sources/ShowcaseTokens/typesetter.yml"
    ).path

    /// Writes a font file the catalog copied into `folder` and reads it back: one face, Noto Sans CJK JP
    /// Regular, with its `hhea` (1160 / -288 / 0 per 1000).
    static func readBackNotoRegular(_ bytes: [UInt8], in folder: ScratchFolder) throws -> FontFile {
        let path = folder.url.appendingPathComponent("NotoSansCJKjp-Regular.otf").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let font = try FontFile(contentsOfFile: path)
        #expect(font.faceCount == 1)
        let summary = try font.face(at: 0).summary(file: path)
        #expect(summary.postScriptName == "NotoSansCJKjp-Regular")
        #expect(summary.hhea.ascender == 1160 && summary.hhea.descender == -288 && summary.hhea.lineGap == 0)
        return font
    }

    /// Custom faces are copied beside the page and read back with their PostScript names, and each
    /// `@font-face` carries the face's `hhea` metrics (Showcase bundles subsets of Debian's fonts).
    @Test func fontsAreCopiedWithTheirMetrics() throws {
        let scratch = ScratchFolder()
        let result = BuildPipeline.run(configPath: Self.showcase, write: false, outputs: .catalog(at: scratch.path))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let files = Dictionary(
            uniqueKeysWithValues: result.outputs.map { (FilePath.relative($0.path, to: scratch.path), $0.contents) })
        #expect(
            files.keys.sorted() == [
                "catalog.css", "fonts.css", "fonts/Inter-Bold.otf", "fonts/Inter-ExtraBold.otf",
                "fonts/Inter-Medium.otf",
                "fonts/Inter-Regular.otf", "fonts/Inter-SemiBold.otf", "fonts/NotoSansCJKjp-Bold.otf",
                "fonts/NotoSansCJKjp-Regular.otf",
                "index.html", "typesetter-files.txt",
            ])
        // The list of what the site's folder holds of Typesetter's, for the next run.
        #expect(
            String(decoding: try #require(files["typesetter-files.txt"]), as: UTF8.self).hasSuffix(
                "\n" + files.keys.filter { $0 != "typesetter-files.txt" }.sorted().joined(separator: "\n") + "\n"))
        _ = try Self.readBackNotoRegular(try #require(files["fonts/NotoSansCJKjp-Regular.otf"]), in: scratch)
        let css = String(decoding: try #require(files["fonts.css"]), as: UTF8.self)
        #expect(
            css.contains(
                """
                  font-family: "ts-NotoSansCJKjp-Regular";
                  src: url("fonts/NotoSansCJKjp-Regular.otf");
                  font-weight: 400;
                  font-style: normal;
                  font-display: block;
                  ascent-override: 116%;
                  descent-override: 28.8%;
                  line-gap-override: 0%;
                """))
        // The Japanese style's sample, in Japanese, in the page's data (which the page's script draws it from).
        let html = String(decoding: try #require(files["index.html"]), as: UTF8.self)
        let data = try Self.pageData(html)
        let details = try #require(data["details"] as? [[String: Any]])
        let styles = try #require(data["styles"] as? [[String: Any]])
        let index = try #require(details.firstIndex { $0["p"] as? String == "typography.bodyJapanese" })
        #expect(styles[index]["l"] as? String == "ja")
        #expect(styles[index]["x"] as? String == "吾輩は猫である。名前はまだ無い。")
    }

    /// What the build reports, as `typesetter build` prints it (xcode form), paths relative to `folder`.
    static func xcodeText(_ result: BuildPipeline.Result, relativeTo folder: String) -> String {
        DiagnosticRenderer.render(result.diagnostics, as: .xcode).replacingOccurrences(of: folder + "/", with: "")
    }

    @Test func anUnreadableFontFileIsAnErrorNamingTheFile() {
        var fileSystem = FileSystem.local
        let local = FileSystem.local
        fileSystem.read = { path in path.hasSuffix("Inter-Bold.otf") ? nil : local.read(path) }
        let scratch = ScratchFolder()
        let result = BuildPipeline.run(
            configPath: Self.showcase, fileSystem: fileSystem, outputs: .catalog(at: scratch.path))
        #expect(result.hasErrors)
        let fonts = repositoryRoot.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/Fonts").path
        #expect(
            Self.xcodeText(result, relativeTo: fonts).split(separator: "\n").filter { $0.contains("error:") } == [
                "Inter-Bold.otf: error: cannot read the font file of Inter-Bold; check that it exists and is readable, or fix `fonts:` in the configuration [catalog.font-unreadable]"
            ])
        #expect(result.writeReport == nil)
        #expect(scratch.snapshot().isEmpty)
    }
}

/// The catalog's copy of one face out of a font collection, with Debian's NotoSansCJK-Regular.ttc
/// (fonts-noto-cjk; the examples bundle single-face files).
@Suite struct CatalogCollectionTests {
    static let notoCollection = "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc"

    /// A project whose one style is Noto Sans CJK JP Regular, read from a folder holding a link to Debian's
    /// collection; the catalog goes to `catalog/`.
    static func notoProject() throws -> ScratchFolder {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            #"""
            { "body": { "$type": "typography",
                "$value": { "fontFamily": "Noto Sans CJK JP", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 },
                "$extensions": { "com.typesetter": { "textStyle": "body" } } } }
            """#)
        folder.write("typesetter.yml", "tokens: [tokens.json]\nfonts: [Fonts]\n")
        try FileManager.default.createDirectory(
            at: folder.url.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/Fonts/NotoSansCJK-Regular.ttc", withDestinationPath: Self.notoCollection)
        return folder
    }

    /// The catalog copies the one face it draws out of the ten-face collection, as a font file of its own
    /// that reads back with the face's name and metrics.
    @Test func aFaceOfACollectionIsCopiedOutOnItsOwn() throws {
        let project = try Self.notoProject()
        let result = BuildPipeline.run(
            configPath: project.path + "/typesetter.yml", write: false, outputs: .catalog(at: project.path + "/catalog")
        )
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let fonts = result.outputs.filter { $0.path.contains("/catalog/fonts/") }
        #expect(
            fonts.map { FilePath.relative($0.path, to: project.path) } == ["catalog/fonts/NotoSansCJKjp-Regular.otf"])
        let extracted = try #require(fonts.first?.contents)
        let collectionSize = try #require(
            try FileManager.default.attributesOfItem(atPath: Self.notoCollection)[.size] as? Int)
        // Smaller than the collection, though not by ten: Noto's faces share one 16 MB CFF table, and the face
        // takes it along.
        #expect(extracted.count < collectionSize)
        let font = try CatalogSiteTests.readBackNotoRegular(extracted, in: project)
        // The face's glyphs came along: the CJK sample's characters are in its cmap.
        #expect(try font.face(at: 0).missingCharacters(in: "吾輩は猫である").isEmpty)
    }

    /// A collection whose table directory is cut short between the scan and the copy is an error that names
    /// the file and the face, and nothing is written.
    @Test func aDamagedCollectionFaceIsAnErrorNamingTheFileAndFace() throws {
        let project = try Self.notoProject()
        let collection = try #require(FileSystem.local.read(Self.notoCollection))
        var fileSystem = FileSystem.local
        let local = FileSystem.local
        // The collection header and the offsets of its ten faces, then nothing.
        fileSystem.read = { path in path.hasSuffix(".ttc") ? Array(collection.prefix(64)) : local.read(path) }
        let result = BuildPipeline.run(
            configPath: project.path + "/typesetter.yml", fileSystem: fileSystem,
            outputs: .catalog(at: project.path + "/catalog"))
        let face = try #require(
            FontCatalog.scan([project.path + "/Fonts"]).families.flatMap(\.faces).first {
                $0.postScriptName == "NotoSansCJKjp-Regular"
            }?.faceIndex)
        #expect(
            CatalogSiteTests.xcodeText(result, relativeTo: project.path).split(separator: "\n").filter {
                $0.contains("error:")
            }
                == [
                    "Fonts/NotoSansCJK-Regular.ttc: error: cannot copy NotoSansCJKjp-Regular out of the font collection: its table directory is damaged; replace the file (face \(face)) [catalog.font-unreadable]"
                ])
        #expect(result.writeReport == nil)
        #expect(FileManager.default.fileExists(atPath: project.path + "/catalog") == false)
    }
}
