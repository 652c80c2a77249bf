import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// `fit` on a component: the sample in the component's width less twice its horizontal padding, both scaled
/// with Dynamic Type, measured from Inter's advances (Debian's fonts-inter).
@Suite struct ComponentFitTests {
    /// A button with Inter 17 pt text (Body) and 16 pt horizontal padding; `fit` where `fitJSON` puts it.
    static func build(
        variantExtensions: String = "", groupExtensions: String = "", typography: Bool = true, padding: Double = 16,
        catalog: String? = nil
    ) -> BuildPipeline.Result {
        let folder = ScratchFolder()
        let role = typography ? #""typography": { "$value": "{body}" },"# : ""
        folder.write(
            "tokens.json",
            #"""
            { "body": { "$type": "typography",
                "$value": { "fontFamily": "Inter", "fontSize": { "value": 17, "unit": "px" }, "fontWeight": 400,
                            "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.5 },
                "$extensions": { "com.typesetter": { "textStyle": "body", "boldText": "unchanged" } } },
              "button": { "$extensions": { "com.typesetter": { "component": "button" \#(groupExtensions) } },
                "primary": { "$extensions": { "com.typesetter": { \#(variantExtensions) } },
                  \#(role)
                  "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
                  "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.04, 0.32, 0.8] } },
                  "paddingHorizontal": { "$type": "dimension", "$value": { "value": \#(padding), "unit": "px" } },
                  "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } },
                "secondary": {
                  \#(role)
                  "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.04, 0.32, 0.8] } },
                  "paddingHorizontal": { "$type": "dimension", "$value": { "value": \#(padding), "unit": "px" } },
                  "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } } } }
            """#)
        folder.write("typesetter.yml", "tokens: [tokens.json]\nfonts: [/usr/share/fonts/opentype/inter]\n")
        return BuildPipeline.run(
            configPath: folder.path + "/typesetter.yml", write: false, outputs: .catalog(at: catalog))
    }

    // Inter Regular (2816 units per em): "Hello World" is 15348 units, 5.4503 pt per point of size. The
    // padding scales with Body (16 pt at Large, 16 × 19/17 = 17.88 pt at xLarge, 16 × 53/17 = 49.88 pt at
    // accessibility5), so the text gets 132 − 32 = 100 pt at Large, 96.24 pt at xLarge, 32.24 pt at
    // accessibility5. It fits while 5.4503 s ≤ 132 − 32 s / 17, that is s ≤ 18.0 pt: Large (17 pt) fits
    // (92.65 pt), xLarge (19 pt, 103.56 pt) is 7.3 pt over. Without the padding taken off, 132 pt would hold
    // it up to 24.2 pt (xxxLarge).

    @Test func theTextGetsTheWidthLessTwiceTheScaledPadding() throws {
        let result = Self.build(variantExtensions: #""fit": { "width": 132, "lines": 1, "sample": "Hello World" }"#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let findings = try #require(result.checks?.findings.filter { $0.stylePath == "button.primary" })
        #expect(findings.count == 1)
        let finding = try #require(findings.first)
        #expect(finding.code == .fitOverflow)
        #expect(finding.categories == Array(ContentSizeCategory.allCases.dropFirst(4)))
        #expect(abs(finding.share - 0.05) < 1e-12)
        #expect(
            finding.diagnostic.message.hasPrefix(
                "button.primary: the fit sample overflows 1 line of 132 pt from xLarge: it is truncated (…); xLarge 19 pt: needs 2 lines, 7.3 pt over … accessibility5 53 pt: needs "
            ))
        #expect(finding.diagnostic.message.hasSuffix("(at xLarge…accessibility5, 5% of users, coarse estimate)"))
        #expect(
            finding.diagnostic.notes.map(\.message).contains(
                "the text gets the fit width less twice paddingHorizontal: 96.2 pt at xLarge … 32.2 pt at accessibility5"
            ))
        // It points at the variant's `fit` key (line 6 of the file).
        #expect(finding.diagnostic.location?.line == 6)
        // Only the variant with the fit is measured, and it is a row of the report with the fit checks only.
        #expect(result.checks?.components == ["button.primary"])
        let cases = try #require(result.checks?.junitCases.filter { $0.classname == "button.primary" })
        #expect(cases.map(\.name) == ["check.fit-overflow", "check.fit-unmeasured"])
        #expect(cases.map(\.failures.count) == [1, 0])
        let checks = try #require(result.checks)
        #expect(
            checks.cells(for: "button.primary") == Array(repeating: .pass, count: 4) + Array(repeating: .warn, count: 8)
        )
        #expect(abs(checks.passingShare(for: "button.primary") - 0.95) < 1e-12)
    }

    @Test func theCatalogGridHasTheComponentRowLinkedToItsVariant() throws {
        let folder = ScratchFolder()
        let result = Self.build(
            variantExtensions: #""fit": { "width": 132, "sample": "Hello World" }"#, catalog: folder.path)
        let page = try #require(result.outputs.first { $0.path.hasSuffix("index.html") })
        let html = String(decoding: page.contents, as: UTF8.self)
        // Styles link to the typography section, components to theirs (button.primary is the first variant): the
        // grid's rows, in the page's data, which its script draws them from.
        let grid = try #require(try CatalogSiteTests.pageData(html)["grid"] as? [[Any]])
        #expect(grid.first?[0] as? String == "body")
        #expect(grid.first?[1] as? String == "style-1")
        let button = try #require(grid.first { $0[0] as? String == "button.primary" })
        #expect(button[1] as? String == "component-1")
        #expect(button[2] as? String == "ppppwwwwwwww")
        #expect((button[3] as? [String])?[4] == "check.fit-overflow")
        #expect(html.contains(#"<article class="style component" id="component-1""#))
    }

    @Test func aFitOnTheComponentGroupAppliesToEveryVariant() throws {
        let result = Self.build(groupExtensions: #", "fit": { "width": 132, "sample": "Hello World" }"#)
        let paths = result.checks?.findings.filter { $0.code == .fitOverflow }.map(\.stylePath)
        #expect(paths == ["button.primary", "button.secondary"])
        // A wide enough component passes at every size: 53 pt text needs 288.87 pt, the padding 99.76 pt.
        let wide = Self.build(groupExtensions: #", "fit": { "width": 389, "sample": "Hello World" }"#)
        #expect(wide.checks?.findings.filter { $0.code == .fitOverflow }.isEmpty == true)
        #expect(wide.checks?.components == ["button.primary", "button.secondary"])
    }

    @Test func anInvalidFitOnTheComponentGroupIsReportedOnce() throws {
        let result = Self.build(groupExtensions: #", "fit": { "width": 0 }"#)
        let messages = result.diagnostics.filter { $0.code == .extensionInvalid }.map(\.message)
        #expect(messages == ["com.typesetter.fit.width must be a number of points greater than 0"])
    }

    @Test func paddingThatLeavesNoRoomAndAMissingTypographyAreReported() throws {
        // 2 × 16 pt × 23/17 = 43.3 pt ≥ 40 pt from xxxLarge.
        let tight = Self.build(variantExtensions: #""fit": { "width": 40, "sample": "Hi" }"#)
        let finding = try #require(tight.checks?.findings.first { $0.stylePath == "button.primary" })
        #expect(finding.code == .fitOverflow)
        #expect(finding.categories == Array(ContentSizeCategory.allCases.dropFirst(6)))
        #expect(
            finding.diagnostic.message
                == "button.primary: paddingHorizontal leaves no width for text in the fit width of 40 pt: twice the padding is 43.3 pt at xxxLarge (at xxxLarge…accessibility5, 3.8% of users, coarse estimate)"
        )

        let bare = Self.build(variantExtensions: #""fit": { "width": 132 }"#, typography: false)
        let unmeasured = try #require(bare.checks?.findings.first { $0.stylePath == "button.primary" })
        #expect(unmeasured.code == .fitUnmeasured)
        #expect(
            DiagnosticRenderer.render([unmeasured.diagnostic], as: .text).hasPrefix(
                "warning: button.primary: fit cannot be estimated: the button has no typography role to measure (at every size, 100% of users, coarse estimate) [check.fit-unmeasured]"
            ))
        #expect(unmeasured.diagnostic.notes.map(\.message) == ["give the variant a typography role, or remove its fit"])
    }
}
