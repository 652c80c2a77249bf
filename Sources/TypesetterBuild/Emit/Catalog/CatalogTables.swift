import TypesetterCore
import TypesetterTokens

/// The catalog's tables besides typography: colors in each appearance, dimensions at every size, who uses
/// which size, and the fonts the page loads.
extension CatalogSite {
    // MARK: Colors

    func colorsSection(_ model: DesignSystem, into html: inout HTMLWriter) {
        html.section("colors", title: "Colors") { html in
            guard !model.colors.isEmpty else {
                html.emptyNote("The tokens have no colors.")
                return
            }
            html.element(
                "p",
                text:
                    "Each appearance as an asset catalog gives it: one that is not defined falls back (dark high contrast → dark → light; high contrast → light), marked “falls back” with a dashed edge."
            )
            html.line()
            html.scrollingTable(class: "colors") {
                $0.headerCells([
                    ("Token", nil), ("Light", nil), ("Dark", nil), ("High contrast", nil), ("Dark high contrast", nil),
                ])
            } rows: { html in
                for entry in model.colors { colorRow(entry, into: &html) }
            }
        }
    }

    private func colorRow(_ entry: ColorEntry, into html: inout HTMLWriter) {
        let color = entry.color
        html.open("tr")
        html.element("th", ["scope": "row"]) {
            $0.element("code", text: entry.origin.path)
            if let description = entry.origin.description {
                $0.element("div", ["class": "description"], text: description)
            }
            if entry.wasGamutClipped { $0.element("div", ["class": "note"], text: "clipped to Display P3") }
        }
        let appearances: [(Bool, Bool, DesignColor.Components?, String)] = [
            (false, false, color.any, "light"), (true, false, color.dark, "dark"),
            (false, true, color.highContrast, "high contrast"),
            (true, true, color.darkHighContrast, "dark high contrast"),
        ]
        for (isDark, isHigh, defined, name) in appearances {
            let components = color.components(dark: isDark, highContrast: isHigh)
            let space = color.colorSpace == .displayP3 ? "Display P3" : "sRGB"
            let hex = components.hexString
            html.element("td", ["class": defined == nil ? "inherited" : "defined"]) {
                $0.element(
                    "span",
                    [
                        "class": "swatch", "role": "img", "aria-label": "\(entry.origin.path) \(name): \(hex) \(space)",
                        "style": .css("background: \(Self.cssColor(components, space: color.colorSpace))"),
                    ], text: "")
                $0.element("span", ["class": "hex"], text: hex)
                $0.text(" ")
                $0.element("span", ["class": "space"], text: space)
                if defined == nil {
                    $0.text(" ")
                    $0.element("span", ["class": "note"], text: "(falls back)")
                }
            }
        }
        html.close("tr")
        html.line()
    }

    static func cssColor(_ c: DesignColor.Components, space: DesignColor.ColorSpace) -> String {
        func n(_ value: Double) -> String {
            formatNumber(value.isFinite ? min(max(value, 0), 1) : 0, maximumFractionDigits: 5)
        }
        return
            "color(\(space == .displayP3 ? "display-p3" : "srgb") \(n(c.red)) \(n(c.green)) \(n(c.blue)) / \(n(c.alpha)))"
    }

    // MARK: Dimensions

    func dimensionsSection(_ model: DesignSystem, into html: inout HTMLWriter) {
        html.section("dimensions", title: "Dimensions") { html in
            guard !model.dimensions.isEmpty else {
                html.emptyNote("The tokens have no dimensions.")
                return
            }
            html.element("p") {
                $0.text("Points at every size; scaled ones grow like ")
                $0.element("code", text: "@ScaledMetric")
                $0.text(" relative to their text style.")
            }
            html.line()
            html.scrollingTable(class: "dimensions") {
                $0.headerCells([("Token", nil), ("Scales with", nil)])
                sizeHeaderCells(into: &$0)
            } rows: { html in
                for entry in model.dimensions {
                    html.open("tr")
                    html.element("th", ["scope": "row"]) { $0.element("code", text: entry.origin.path) }
                    html.element("td", text: entry.textStyle?.name ?? "fixed")
                    for category in ContentSizeCategory.allCases {
                        let value =
                            entry.textStyle.map {
                                ScaledValue(entry.points, relativeTo: $0).value(at: category, model: resolution.model)
                            } ?? entry.points
                        html.element(
                            "td", ["class": category == .large ? "number default-size" : "number"],
                            text: formatNumber(value, maximumFractionDigits: 2))
                    }
                    html.close("tr")
                    html.line()
                }
            }
        }
    }

    /// A header cell per size, with the share of users at it.
    func sizeHeaderCells(into html: inout HTMLWriter) {
        for category in ContentSizeCategory.allCases {
            html.element("th", ["scope": "col", "class": "number"]) {
                $0.text(category.swiftUIName)
                $0.element(
                    "span", ["class": "share-line"], text: SizePopulation.percentText(population.share(at: category)))
            }
        }
    }

    // MARK: Population and fonts

    func populationSection(into html: inout HTMLWriter) {
        html.section("population", title: "Who uses which size") { html in
            html.element(
                "p", text: "\(population.isCoarse ? "A coarse estimate, not measured data: " : "")\(population.source)."
            )
            html.line()
            html.open("div", ["class": "table-scroll"])
            html.open("table", ["class": "population"])
            html.line()
            html.element("thead") {
                $0.element("tr") {
                    $0.headerCells(
                        ContentSizeCategory.allCases.map { ($0.swiftUIName, "number") } + [("Bold Text", "number")])
                }
            }
            html.line()
            html.element("tbody") {
                $0.element("tr") {
                    for category in ContentSizeCategory.allCases {
                        $0.element(
                            "td", ["class": "number"], text: SizePopulation.percentText(population.share(at: category)))
                    }
                    $0.element("td", ["class": "number"], text: SizePopulation.percentText(population.boldText))
                }
            }
            html.line()
            html.close("table")
            html.close("div")
            html.line()
        }
    }

    func fontsSection(_ fonts: CatalogFonts, into html: inout HTMLWriter) {
        html.section("fonts", title: "Fonts") { html in
            html.markup(
                "<p>Each face is loaded with its <code>hhea</code> line metrics (what CoreText uses) as <code>ascent-override</code>, "
                    + "<code>descent-override</code> and <code>line-gap-override</code>. The system font is SF Pro where this machine has it; "
                    + "otherwise a local stand-in (Inter, then Helvetica Neue, Arial, Liberation Sans, DejaVu Sans) drawn with SF Pro's metrics: the lines are where iOS puts them, the glyphs are not SF's.</p>\n"
            )
            html.scrollingTable(class: "fonts") {
                $0.headerCells([
                    ("Face", nil), ("Weight", nil), ("Units per em", "number"), ("Ascender", "number"),
                    ("Descender", "number"), ("Line gap", "number"), ("Loaded from", nil),
                ])
            } rows: { html in
                for face in fonts.faces {
                    let m = face.metrics
                    html.element(
                        "tr",
                        [
                            "class": "font-face", "data-font-family": .init(face.cssFamily),
                            "data-font-weight": .init(formatNumber(face.weight.rawValue)),
                            "data-font-style": face.isItalic ? "italic" : "normal",
                            "data-units-per-em": .init(formatNumber(m.unitsPerEm)),
                            "data-ascender": .init(formatNumber(m.ascender)),
                            "data-descender": .init(formatNumber(m.descender)),
                            "data-line-gap": .init(formatNumber(m.lineGap)),
                        ]
                    ) {
                        $0.element("th", ["scope": "row"], text: face.label)
                        $0.element("td", text: formatNumber(face.weight.rawValue) + (face.isItalic ? " italic" : ""))
                        for value in [m.unitsPerEm, m.ascender, m.descender, m.lineGap] {
                            $0.element("td", ["class": "number"], text: formatNumber(value))
                        }
                        $0.element("td") {
                            if let file = face.file { $0.element("code", text: file) } else { $0.text("local fonts") }
                        }
                    }
                    html.line()
                }
            }
        }
    }
}
