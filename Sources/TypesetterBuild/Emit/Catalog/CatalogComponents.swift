import TypesetterCore

/// The catalog's components section: every variant in every state it defines, in each appearance (light,
/// dark, high contrast, dark high contrast), drawn at the default size with the variant's real face, colors,
/// border, radius, paddings and minimum height, and with the contrast the checks measured.
///
/// Each sample carries `data-component`, `data-state`, `data-appearance` and `data-contrast` for tools.
struct CatalogComponents {
    var resolution: ResolutionOptions

    func section(_ model: DesignSystem, fonts: inout CatalogFonts, into html: inout HTMLWriter) {
        guard !model.components.isEmpty else { return }
        html.section("components", title: "Components") { html in
            html.element(
                "p",
                text:
                    "Each variant in each state it defines and each appearance, at the default size (large), on white (light) or black (dark) "
                    + "beneath its background; the ratio is the WCAG contrast of its text on its background (on white or black when it has none). A state a variant does not define draws as default."
            )
            html.line()
            for (index, entry) in model.components.enumerated() {
                variant(entry, number: index + 1, fonts: &fonts, into: &html)
            }
        }
    }

    private func variant(_ entry: ComponentEntry, number: Int, fonts: inout CatalogFonts, into html: inout HTMLWriter) {
        let path = entry.origin.path
        let anchor = "component-\(number)"
        html.open("article", ["class": "style component", "id": .init(anchor), "aria-labelledby": "\(anchor)-title"])
        html.line()
        html.element("h3", ["id": "\(anchor)-title"]) {
            $0.element("code", text: path)
            $0.text(" ")
            $0.element("span", ["class": "badge"], text: entry.kind.rawValue)
        }
        html.line()
        let metrics = entry.style.base.metrics(at: .large, model: resolution.model)
        html.element("dl", ["class": "facts"]) {
            $0.fact("Swift") { $0.element("code", text: usage(entry)) }
            if let typography = entry.typographyNames[.default] {
                $0.fact("Typography") { $0.element("code", text: "." + typography) }
            }
            $0.fact(
                "Padding",
                "\(formatNumber(metrics.paddingHorizontal, maximumFractionDigits: 2)) × \(formatNumber(metrics.paddingVertical, maximumFractionDigits: 2)) pt"
            )
            $0.fact("Corner radius", "\(formatNumber(metrics.cornerRadius, maximumFractionDigits: 2)) pt")
            if let height = entry.style.base.height(at: .large, options: resolution) {
                let largest = entry.style.base.height(at: .accessibility5, options: resolution) ?? height
                $0.fact(
                    "Height",
                    "\(formatNumber(height, maximumFractionDigits: 2)) pt at large, \(formatNumber(largest, maximumFractionDigits: 2)) pt at accessibility5"
                )
            }
            $0.fact("Defined") { $0.element("code", text: entry.origin.location) }
        }
        html.line()
        html.scrollingTable(class: "components", caption: "\(path) in each state and appearance") {
            $0.headerCells(
                [("State", nil)] + ComponentChecker.Appearance.allCases.map { ($0.name.capitalizedFirst, nil) })
        } rows: { html in
            for state in entry.definedStates {
                html.open("tr")
                html.element("th", ["scope": "row"], text: state.rawValue)
                for appearance in ComponentChecker.Appearance.allCases {
                    html.element("td") { sample(entry, state, appearance, fonts: &fonts, into: &$0) }
                }
                html.close("tr")
                html.line()
            }
        }
        html.close("article")
        html.line()
    }

    private func sample(
        _ entry: ComponentEntry, _ state: ComponentStyle.State, _ appearance: ComponentChecker.Appearance,
        fonts: inout CatalogFonts, into html: inout HTMLWriter
    ) {
        let values = entry.style.values(for: state)
        let metrics = values.metrics(at: .large, model: resolution.model)
        func css(_ color: DesignColor) -> String {
            CatalogSite.cssColor(
                color.components(dark: appearance.isDark, highContrast: appearance.isHighContrast),
                space: color.colorSpace)
        }
        var style = "display: inline-flex; align-items: center; box-sizing: border-box; "
        style += "padding: \(CatalogSite.px(metrics.paddingVertical)) \(CatalogSite.px(metrics.paddingHorizontal)); "
        style += "border-radius: \(CatalogSite.px(metrics.cornerRadius)); "
        if values.minHeight != nil { style += "min-height: \(CatalogSite.px(metrics.minHeight)); " }
        style += "background: \(values.background.map(css) ?? "transparent"); "
        if let foreground = values.foreground { style += "color: \(css(foreground)); " }
        if let border = values.border {
            style += "border: \(CatalogSite.px(metrics.borderWidth)) solid \(css(border.color)); "
        }
        if let typography = values.typography {
            let cell = typography.resolve(at: .large, options: resolution)
            let family = fonts.family(for: cell, of: typography)
            style +=
                "font-family: '\(family)'; font-size: \(CatalogSite.px(cell.pointSize)); line-height: \(CatalogSite.px(cell.lineHeight)); "
            style +=
                "letter-spacing: \(CatalogSite.px(cell.kerning)); font-weight: \(formatNumber(cell.weight.rawValue)); "
        }
        let contrast = ComponentChecker.contrast(values, in: appearance)
        let backdrop = appearance.isDark ? "#000000" : "#FFFFFF"
        let text =
            entry.kind == .surface
            ? "Card content" : entry.kind == .button ? "Continue" : entry.kind == .badge ? "New" : "Caption text"
        html.element("div", ["style": .css("background: \(backdrop); padding: 8px")]) {
            $0.element(
                "span",
                [
                    "class": "component-sample", "data-component": .init(entry.origin.path),
                    "data-state": .init(state.rawValue), "data-appearance": .init(appearance.name),
                    "data-contrast": contrast.map { .init(Contrast.formatted($0)) },
                    "style": .init(style.trimmingTrailingSpace),
                ], text: text)
        }
        if let contrast {
            let required = entry.kind == .surface || state == .disabled ? nil : requiredRatio(values)
            let verdict =
                required.map { contrast >= $0 ? "passes \(formatNumber($0)):1" : "below \(formatNumber($0)):1" }
                ?? (state == .disabled ? "exempt (disabled)" : "")
            html.element(
                "span", ["class": "metrics"],
                text: "\(Contrast.formatted(contrast)):1\(verdict.isEmpty ? "" : " · \(verdict)")")
        }
    }

    /// The AA ratio the state's text needs at the default size.
    private func requiredRatio(_ values: ComponentStyle.Values) -> Double {
        guard let typography = values.typography else { return Contrast.Level.aaNormal.minimumRatio }
        let cell = typography.resolve(at: .large, options: resolution)
        return Contrast.minimumRatio(pointSize: cell.pointSize, weight: cell.weight)
    }

    private func usage(_ entry: ComponentEntry) -> String {
        let name = entry.origin.swiftName
        switch entry.kind {
        case .button: return ".buttonStyle(.\(name))"
        case .label, .badge: return ".componentStyle(.\(name))"
        case .surface: return ".surfaceStyle(.\(name))"
        }
    }
}

extension String {
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
    fileprivate var trimmingTrailingSpace: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
