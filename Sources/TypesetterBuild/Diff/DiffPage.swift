import TypesetterCore

/// `typesetter diff --page FILE`: the changes as one self-contained page, before and after side by side: a
/// typography change as two samples at the size it is shown at, a color as two swatches.
extension TokenDiff {
    public func page(title: String, before: String, after: String, sample: String) -> String {
        var html = HTMLWriter(capacity: 4_000 + changes.count * 600)
        html.markup("<!DOCTYPE html>\n")
        html.open("html", ["lang": "en"])
        html.line()
        html.open("head")
        html.line()
        html.documentMeta()
        html.element("title", text: "\(title) — what changed")
        html.element("style") { $0.markup(Self.pageCSS) }
        html.close("head")
        html.line()
        html.open("body")
        html.line()
        html.pageTitle(title, subtitle: "what changed")
        html.element("p", ["class": "lede"]) {
            $0.element("code", text: before)
            $0.text(" → ")
            $0.element("code", text: after)
            $0.text(": \(summary). 1 pt is drawn as 1 CSS px.")
        }
        html.line()
        html.open("table", ["class": "diff"])
        html.element("thead") {
            $0.element("tr") {
                $0.headerCells([
                    ("Token", nil), ("Change", nil), ("Before", nil), ("After", nil), ("Sizes", nil),
                    ("Users", "number"),
                ])
            }
        }
        html.line()
        html.open("tbody")
        html.line()
        for change in changes {
            html.element("tr", ["class": change.isWorse ? "worse" : nil, "data-token": .init(change.path)]) { row in
                row.element("th", ["scope": "row"]) {
                    if change.isWorse { $0.element("span", ["class": "mark", "aria-label": "worse"], text: "⚠ ") }
                    $0.element("code", text: change.path)
                }
                row.element("td", text: change.what + (change.note.map { " (\($0))" } ?? ""))
                for (isBefore, css) in [(true, change.beforeCSS), (false, change.afterCSS)] {
                    row.element("td", ["class": "side"]) {
                        if let css, change.kind == .color {
                            $0.element("span", ["class": "swatch", "style": .css(HTML.escape(css))], text: "")
                        } else if let css {
                            $0.element("div", ["class": "sample", "style": .css(HTML.escape(css))], text: sample)
                        }
                        $0.element("span", ["class": "value"], text: sideText(change, before: isBefore))
                        if let laidOut = laidOutText(change, before: isBefore) {
                            $0.element("span", ["class": "value"], text: laidOut)
                        }
                    }
                }
                row.element("td", text: change.sizes)
                row.element(
                    "td", ["class": "number"],
                    text: change.share.map { SizePopulation.percentText($0) } ?? "those appearances'")
            }
            html.line()
        }
        html.close("tbody")
        html.close("table")
        html.line()
        html.close("body")
        html.line()
        html.close("html")
        html.line()
        return html.html
    }

    static let pageCSS = """
        :root { color-scheme: light dark; --text: #1d1d1f; --muted: #6e6e73; --rule: #d2d2d7; --worse: #b3261e; }
        @media (prefers-color-scheme: dark) { :root { --text: #f5f5f7; --muted: #a1a1a6; --rule: #3a3a3c; --worse: #ff8a80; } }
        body { margin: 0; padding: 0 2rem 3rem; color: var(--text); font: 15px/1.45 -apple-system, "Inter", "Helvetica Neue", Arial, sans-serif; }
        h1 { font-size: 1.7rem; margin: 1.5rem 0 0.25rem; } .subtitle, .lede, .value { color: var(--muted); font-weight: 400; }
        table { border-collapse: collapse; width: 100%; }
        th, td { text-align: left; vertical-align: top; padding: 0.5rem 0.75rem 0.5rem 0; border-bottom: 1px solid var(--rule); }
        thead th { border-bottom: 2px solid var(--rule); white-space: nowrap; }
        td.side { width: 30%; } .sample { max-width: 16rem; margin-bottom: 0.25rem; overflow-wrap: break-word; }
        .value { display: block; font-size: 0.85rem; } .number { text-align: right; font-variant-numeric: tabular-nums; }
        tr.worse th, .mark { color: var(--worse); }
        .swatch { display: inline-block; width: 3rem; height: 2rem; border-radius: 6px; border: 1px solid var(--rule); }
        code { font-family: "SF Mono", Menlo, "DejaVu Sans Mono", monospace; font-size: 0.9em; }
        """
}
