import TypesetterCore
import TypesetterTokens

extension CatalogSite {
    /// The checks' grid (what `typesetter report` prints): per style (and component with a `fit`), pass / warn
    /// / fail at each size and the share of users for whom it passes.
    func checkGridSection(_ report: CheckReport, components: [ComponentEntry], into html: inout HTMLWriter) {
        html.section("checks", title: "Checks at every size") { html in
            let summary = report.summary.prefix(1).uppercased() + report.summary.dropFirst()
            html.element("p") {
                $0.text(
                    "\(summary). Each cell: pass, warn (a warning) or fail (an error) for the style at that size; "
                        + "a Bold Text finding marks the size too, and counts for the Bold Text share of its users.")
            }
            html.line()
            // The anchors of the typography and components sections: in model order, numbered from 1.
            var anchors: [String: String] = [:]
            for (number, entry) in components.enumerated() { anchors[entry.origin.path] = "component-\(number + 1)" }
            for (number, style) in report.styles.enumerated() { anchors[style] = "style-\(number + 1)" }
            html.scrollingTable(class: "check-grid") {
                $0.headerCells([("Style", nil)])
                sizeHeaderCells(into: &$0)
                $0.headerCells([("Users passing", "number")])
            } rows: { html in
                for style in report.rows {
                    html.open("tr")
                    html.element("th", ["scope": "row"]) {
                        $0.element("a", ["href": "#\(anchors[style] ?? "")"], text: style)
                    }
                    for (category, status) in zip(ContentSizeCategory.allCases, report.cells(for: style)) {
                        let codes = report.findings(for: style).filter { $0.categories.contains(category) }.map(
                            \.code.rawValue)
                        html.element(
                            "td",
                            [
                                "class": "check-\(status.rawValue)", "data-category": .init(category.swiftUIName),
                                "title": codes.isEmpty ? nil : .init(codes.joined(separator: ", ")),
                            ], text: status.rawValue)
                    }
                    html.element(
                        "td", ["class": "number share"],
                        text: SizePopulation.percentText(report.passingShare(for: style)))
                    html.close("tr")
                    html.line()
                }
            }
        }
    }
}
