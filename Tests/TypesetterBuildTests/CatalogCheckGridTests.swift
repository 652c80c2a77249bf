import Foundation
import Testing
import TypesetterBuild
import TypesetterCore

/// The catalog's grid of checks: the same cells and shares as `typesetter report`.
@Suite struct CatalogCheckGridTests {
    @Test func theGridShowsEachStylesCellsAndShare() throws {
        let folder = ScratchFolder()
        folder.write(
            "tokens.json",
            """
            {
              "caption": { "$type": "typography", "$extensions": { "com.typesetter": { "textStyle": "caption2" } },
                           "$value": { "fontFamily": "system-ui", "fontSize": { "value": 10, "unit": "px" }, "fontWeight": 400, "letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": 1.4 } }
            }
            """)
        let config = folder.write(
            "typesetter.yml",
            "tokens: [tokens.json]\noutput: { catalog: Site }\noptions:\n  checks: { check.size-below-minimum: error }\n"
        )
        let result = BuildPipeline.run(configPath: config, write: false)
        // The build fails (an error), so the site is not emitted by it: emit it with the report, as the build would.
        let model = try #require(result.model)
        let checks = try #require(result.checks)
        var site = CatalogSite(title: "T", sourceDescription: "typesetter.yml")
        site.checks = checks
        let page = try #require(
            site.emit(model, fonts: nil, folder: folder.path + "/Site").outputs.first {
                $0.path.hasSuffix("index.html")
            })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains("<section id=\"checks\" aria-labelledby=\"checks-title\">"))
        // 10 pt until Large (below 11): fail at xSmall…large, pass above; 95 % of users affected, 5 % pass. The
        // rows are in the page's data, which its script draws them from.
        let grid = try #require(try CatalogSiteTests.pageData(html)["grid"] as? [[Any]])
        let finding = "check.size-below-minimum"
        #expect(grid.count == 1)
        #expect(grid.first?[0] as? String == "caption")
        #expect(grid.first?[1] as? String == "style-1")
        #expect(grid.first?[2] as? String == "ffffpppppppp")
        #expect(grid.first?[3] as? [String] == Array(repeating: finding, count: 4) + Array(repeating: "", count: 8))
        #expect(grid.first?[4] as? String == "5%")
        #expect(html.contains(#"<table class="check-grid" data-lazy-list="checks">"#))
        #expect(html.contains("<p>The style has findings that affect 95% of users (coarse population). Each cell"))
    }
}
