import TypesetterCore
import TypesetterTokens

extension CatalogSite {
    /// The checks' grid (what `typesetter report` prints): per style (and component with a `fit`), pass / warn
    /// / fail at each size and the share of users for whom it passes.
    func checkGridSection(_ report: CheckReport, components: [ComponentEntry], into out: inout String) {
        out +=
            "<section id=\"checks\" aria-labelledby=\"checks-title\">\n<h2 id=\"checks-title\">Checks at every size</h2>\n"
        let summary = report.summary.prefix(1).uppercased() + report.summary.dropFirst()
        out +=
            "<p>\(HTML.escape(summary)). Each cell: pass, warn (a warning) or fail (an error) for the style at that size; "
        out += "a Bold Text finding marks the size too, and counts for the Bold Text share of its users.</p>\n"
        out += "<div class=\"table-scroll\"><table class=\"check-grid\">\n<thead><tr><th scope=\"col\">Style</th>"
        for category in ContentSizeCategory.allCases {
            out +=
                "<th scope=\"col\" class=\"number\">\(category.swiftUIName)<span class=\"share-line\">\(SizePopulation.percentText(population.share(at: category)))</span></th>"
        }
        out += "<th scope=\"col\" class=\"number\">Users passing</th></tr></thead>\n<tbody>\n"
        // The anchors of the typography and components sections: in model order, numbered from 1.
        var anchors: [String: String] = [:]
        for (number, entry) in components.enumerated() { anchors[entry.origin.path] = "component-\(number + 1)" }
        for (number, style) in report.styles.enumerated() { anchors[style] = "style-\(number + 1)" }
        for style in report.rows {
            out += "<tr><th scope=\"row\"><a href=\"#\(anchors[style] ?? "")\">\(HTML.escape(style))</a></th>"
            for (category, status) in zip(ContentSizeCategory.allCases, report.cells(for: style)) {
                let codes = report.findings(for: style).filter { $0.categories.contains(category) }.map(\.code.rawValue)
                let title = codes.isEmpty ? "" : " title=\"\(HTML.escape(codes.joined(separator: ", ")))\""
                out +=
                    "<td class=\"check-\(status.rawValue)\" data-category=\"\(category.swiftUIName)\"\(title)>\(status.rawValue)</td>"
            }
            out +=
                "<td class=\"number share\">\(SizePopulation.percentText(report.passingShare(for: style)))</td></tr>\n"
        }
        out += "</tbody>\n</table></div>\n</section>\n"
    }
}
