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
            // The rows are drawn by the script from the page's data (``checkGridJSON(_:components:)``), a
            // chunk at a time as they come near the window.
            html.open("div", ["class": "table-scroll"])
            html.open("table", ["class": "check-grid", "data-lazy-list": "checks"])
            html.line()
            html.element("thead") {
                $0.element("tr") {
                    $0.headerCells([("Style", nil)])
                    sizeHeaderCells(into: &$0)
                    $0.headerCells([("Users passing", "number")])
                }
            }
            html.line()
            html.close("table")
            html.close("div")
            html.line()
        }
    }

    /// The grid's rows for the page's script: `[[style, anchor, statuses (one letter a size: p, w or f),
    /// [the codes of each size's findings, comma-separated], users passing], …]`.
    func checkGridJSON(_ report: CheckReport, components: [ComponentEntry]) -> String {
        // The anchors of the typography and components sections: in model order, numbered from 1.
        var anchors: [String: String] = [:]
        for (number, entry) in components.enumerated() { anchors[entry.origin.path] = "component-\(number + 1)" }
        for (number, style) in report.styles.enumerated() { anchors[style] = "style-\(number + 1)" }
        var rows: [String] = []
        rows.reserveCapacity(report.rows.count)
        for style in report.rows {
            let findings = report.findings(for: style)
            let statuses = report.cells(for: style).map { String($0.rawValue.prefix(1)) }.joined()
            let codes = ContentSizeCategory.allCases.map { category in
                JSONWriter.quote(
                    findings.filter { $0.categories.contains(category) }.map(\.code.rawValue).joined(separator: ", "))
            }
            rows.append(
                "[" + JSONWriter.quote(style) + "," + JSONWriter.quote(anchors[style] ?? "") + ","
                    + JSONWriter.quote(statuses) + ",[" + codes.joined(separator: ",") + "],"
                    + JSONWriter.quote(SizePopulation.percentText(report.passingShare(for: style))) + "]")
        }
        return "[" + rows.joined(separator: ",\n") + "]"
    }
}
