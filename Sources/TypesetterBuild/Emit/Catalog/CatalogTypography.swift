import TypesetterCore
import TypesetterTokens

/// The typography section: each style's facts, its warnings with the sizes they affect, and its samples at
/// every size of its range, without and with Bold Text.
extension CatalogSite {
    func typographySection(_ model: DesignSystem, fonts: inout CatalogFonts, into html: inout HTMLWriter) {
        html.open("section", ["id": "typography", "aria-labelledby": "typography-title"])
        html.line()
        html.element("h2", ["id": "typography-title"], text: "Typography")
        html.line()
        if model.typography.isEmpty {
            html.element("p", ["class": "empty"], text: "The tokens have no typography styles.")
            html.line()
        }
        let checker = Checker(resolution: resolution)
        for (number, style) in model.typography.enumerated() {
            let warnings =
                checks.map { $0.findings(for: style.origin.path).map(\.diagnostic) }
                ?? checker.check(DesignSystem(typography: [style])) { _ in nil }.filter { $0.severity != .note }
            typographyStyle(style, number: number, warnings: warnings, fonts: &fonts, into: &html)
        }
        html.close("section")
        html.line()
    }

    func sample(for style: TypographyStyle, fonts: inout CatalogFonts) -> (text: String, language: String) {
        var language = options.language
        var text = options.sample
        if case .custom(let family) = style.typography.font, fonts.coversCJK(family) {
            language = Self.cjkLanguage(familyName: family.name)
            text = options.cjkSample ?? Self.cjkSamples[language] ?? Self.cjkSamples["ja"] ?? text
        }
        return (style.sample ?? text, language)
    }

    /// The language of a CJK family from the region its name ends with (Noto's and Source Han's convention).
    static func cjkLanguage(familyName: String) -> String {
        let words = familyName.split(separator: " ").map { $0.uppercased() }
        for word in words.reversed() {
            switch word {
            case "JP", "JA", "J": return "ja"
            case "KR", "KO", "K": return "ko"
            case "SC", "CN": return "zh-Hans"
            case "TC", "TW": return "zh-Hant"
            case "HK": return "zh-HK"
            default: continue
            }
        }
        return "ja"
    }

    /// A sample line per language for CJK families (opening lines and phrases long in use for type specimens).
    static let cjkSamples: [String: String] = [
        "ja": "吾輩は猫である。名前はまだ無い。",
        "ko": "다람쥐 헌 쳇바퀴에 타고파",
        "zh-Hans": "我能吞下玻璃而不伤身体。",
        "zh-Hant": "我能吞下玻璃而不傷身體。",
        "zh-HK": "我能吞下玻璃而不傷身體。",
    ]

    /// The sizes a style is shown at, and what the page says about how it scales.
    static func scaling(of typography: Typography) -> (categories: [ContentSizeCategory], note: String) {
        switch typography.scaling {
        case .fixed:
            return ([.large], "fixed size: the same at every text size")
        case .dynamic(let range, let maximum, let lineHeightScaling):
            var note =
                range == ContentSizeCategory.all
                ? "all twelve sizes" : "\(range.lowerBound.swiftUIName)…\(range.upperBound.swiftUIName)"
            if let maximum { note += ", at most \(formatNumber(maximum, maximumFractionDigits: 2)) pt" }
            if lineHeightScaling == .textStyleLeading {
                note += ", line height follows the text style's leading"
            }
            return (ContentSizeCategory.allCases.filter { range.contains($0) }, note)
        }
    }

    private func typographyStyle(
        _ style: TypographyStyle, number: Int, warnings: [Diagnostic], fonts: inout CatalogFonts,
        into html: inout HTMLWriter
    ) {
        let typography = style.typography
        let path = style.origin.path
        let anchor = "style-\(number + 1)"
        let (categories, scalingNote) = Self.scaling(of: typography)
        let regular = categories.map { typography.resolve(at: $0, legibilityWeight: .regular, options: resolution) }
        let bold = categories.map { typography.resolve(at: $0, legibilityWeight: .bold, options: resolution) }

        // Which cells each warning is about.
        var affected: [(Diagnostic, Set<String>)] = []
        for warning in warnings {
            var cells: Set<String> = []
            for (weight, list) in [(LegibilityWeight.regular, regular), (.bold, bold)] {
                for cell in list where Self.warning(warning.code, affects: cell, bold: weight == .bold) {
                    cells.insert("\(cell.category.swiftUIName)/\(weight == .bold)")
                }
            }
            affected.append((warning, cells))
        }

        html.open("article", ["class": "style", "id": "\(anchor)", "aria-labelledby": "\(anchor)-title"])
        html.line()
        html.element("h3", ["id": "\(anchor)-title"]) {
            $0.element("code", text: path)
            if style.origin.deprecation != nil {
                $0.text(" ")
                $0.element("span", ["class": "badge"], text: "deprecated")
            }
        }
        html.line()
        if let description = style.origin.description {
            html.element("p", ["class": "description"], text: description)
            html.line()
        }
        html.element("dl", ["class": "facts"]) {
            let weight = formatNumber(typography.weight.rawValue) + (typography.isItalic ? " italic" : "")
            let facts = [
                ("Font", Self.fontName(typography.font)),
                ("Size", "\(formatNumber(typography.size, maximumFractionDigits: 2)) pt at large"),
                ("Weight", weight), ("Line height", Self.lineHeightText(typography.lineHeight)),
                ("Letter spacing", Self.letterSpacingText(typography.letterSpacing)),
                ("Text style", typography.effectiveTextStyle.name), ("Scales", scalingNote),
            ]
            for (term, value) in facts { $0.fact(term, value) }
            $0.fact("Defined") { $0.element("code", text: style.origin.location) }
        }
        html.line()
        if !affected.isEmpty {
            html.open("ul", ["class": "warnings", "aria-label": "Warnings"])
            html.line()
            for (warning, cells) in affected {
                html.element("li") {
                    $0.element("span", ["class": "warning-icon", "aria-hidden": "true"], text: "⚠")
                    $0.text(" ")
                    $0.element("span", ["class": "code"], text: warning.code.rawValue)
                    $0.text(" " + Self.withoutPath(warning.message, path: path))
                    let sizes = Self.describe(cells, in: categories)
                    if !sizes.isEmpty {
                        $0.text(" ")
                        $0.element("span", ["class": "affects"], text: "Affects: \(sizes).")
                    }
                }
                html.line()
            }
            html.close("ul")
            html.line()
        }
        let (text, language) = sample(for: style, fonts: &fonts)
        html.scrollingTable(class: "sizes", caption: "\(path) at every size") {
            $0.element("th", ["scope": "col"], text: "Size")
            $0.element("th", ["scope": "col"]) {
                $0.text("Users")
                $0.element("span", ["class": "coarse"], text: population.isCoarse ? " (coarse)" : "")
            }
            $0.headerCells([("Sample", "regular"), ("Metrics", "regular")])
            $0.element("th", ["scope": "col", "class": "bold"]) {
                $0.text("Bold Text sample ")
                $0.element(
                    "span", ["class": "coarse"], text: "(\(SizePopulation.percentText(population.boldText)) of users)")
            }
            $0.headerCells([("Bold Text metrics", "bold")])
        } rows: { html in
            for (row, category) in categories.enumerated() {
                let isDefault = category == .large
                html.open("tr", ["class": isDefault ? "default-size" : nil])
                html.element("th", ["scope": "row"]) {
                    $0.text(category.swiftUIName)
                    if isDefault {
                        $0.text(" ")
                        $0.element("span", ["class": "default-mark"], text: "default")
                    }
                }
                html.element("td", ["class": "share"], text: SizePopulation.percentText(population.share(at: category)))
                for (isBold, cell) in [(false, regular[row]), (true, bold[row])] {
                    let warned = affected.filter { $0.1.contains("\(category.swiftUIName)/\(isBold)") }.map {
                        $0.0.code.rawValue
                    }
                    let column = (isBold ? "bold" : "regular")
                    let family = fonts.family(for: cell, of: typography)
                    html.element("td", ["class": "\(column)\(warned.isEmpty ? "" : " warned")"]) {
                        $0.sample(cell, bold: isBold, family: family, path: path, text: text, language: language)
                    }
                    html.element("td", ["class": "\(column) metrics\(warned.isEmpty ? "" : " warned")"]) {
                        $0.metrics(cell, font: typography.font, warned: warned)
                    }
                }
                html.close("tr")
                html.line()
            }
        }
        html.close("article")
        html.line()
    }
}

extension HTMLWriter {
    /// `<div><dt>term</dt><dd>value</dd></div>` in a `<dl class="facts">`.
    mutating func fact(_ term: String, _ value: String) {
        fact(term) { $0.text(value) }
    }

    mutating func fact(_ term: String, _ value: (inout HTMLWriter) -> Void) {
        element("div") {
            $0.element("dt", text: term)
            $0.element("dd", [:], value)
        }
    }

    /// A sample of a style at one size: the cell's numbers as data attributes for tools, and as its CSS.
    mutating func sample(
        _ cell: ResolvedTypography, bold: Bool, family: String, path: String, text: String, language: String
    ) {
        var style =
            "font-family: '\(family)'; font-size: \(CatalogSite.px(cell.pointSize)); line-height: \(CatalogSite.px(cell.lineHeight)); "
        style +=
            "letter-spacing: \(CatalogSite.px(cell.kerning)); font-weight: \(formatNumber(cell.weight.rawValue)); font-style: \(cell.isItalic ? "italic" : "normal")"
        // A face of a variable font: its axis values, as the app draws it.
        if let settings = CatalogFonts.variationSettings(cell) {
            style += "; font-variation-settings: \(HTML.escape(settings))"
        }
        element(
            "div",
            [
                "class": "sample", "lang": .init(language), "data-token": .init(path),
                "data-category": .init(cell.category.swiftUIName), "data-bold-text": "\(bold)",
                "data-font-size": .init(formatNumber(cell.pointSize)),
                "data-line-height": .init(formatNumber(cell.lineHeight)), "data-font-family": .init(family),
                "style": .css(style),
            ], text: text)
    }

    /// A cell's numbers as the page shows them beside its sample.
    mutating func metrics(_ cell: ResolvedTypography, font: Typography.Font, warned: [String]) {
        element("span") {
            $0.text(
                "\(formatNumber(cell.pointSize, maximumFractionDigits: 2)) pt · line \(formatNumber(cell.lineHeight, maximumFractionDigits: 2)) pt"
            )
            if cell.flags.contains(.lineHeightTighterThanFont) {
                $0.text(" ")
                $0.element(
                    "span", ["class": "note"],
                    text: "(asked \(formatNumber(cell.requestedLineHeight, maximumFractionDigits: 2)))")
            }
        }
        element(
            "span",
            text:
                "tracking \(formatNumber(cell.kerning, maximumFractionDigits: 2)) pt · weight \(formatNumber(cell.weight.rawValue))"
        )
        element(
            "span", ["class": "face"],
            text: "\(CatalogSite.faceName(cell, font: font)) · \(cell.textStyle.name)")
        if !warned.isEmpty {
            text(" ")
            element("span", ["class": "cell-warning"]) {
                $0.element("span", ["aria-hidden": "true"], text: "⚠")
                $0.text(" " + warned.joined(separator: ", "))
            }
        }
    }
}
