import TypesetterCore

/// The catalog's components section: every variant in every state it defines, in each appearance (light,
/// dark, high contrast, dark high contrast), drawn at the default size with the variant's real face, colors,
/// border, radius, paddings and minimum height, and with the contrast the checks measured.
///
/// Each sample carries `data-component`, `data-state`, `data-appearance` and `data-contrast` for tools.
struct CatalogComponents {
    var resolution: ResolutionOptions

    /// `· <a href="#components">Components (3)</a>` for the page's navigation, or nothing without components.
    static func navigationLink(_ model: DesignSystem) -> String {
        model.components.isEmpty ? "" : " · <a href=\"#components\">Components (\(model.components.count))</a>"
    }

    func section(_ model: DesignSystem, fonts: inout CatalogFonts, into out: inout String) {
        guard !model.components.isEmpty else { return }
        out +=
            "<section id=\"components\" aria-labelledby=\"components-title\">\n<h2 id=\"components-title\">Components</h2>\n"
        out +=
            "<p>Each variant in each state it defines and each appearance, at the default size (large), on white (light) or black (dark) "
        out +=
            "beneath its background; the ratio is the WCAG contrast of its text on its background (on white or black when it has none). A state a variant does not define draws as default.</p>\n"
        for (index, entry) in model.components.enumerated() {
            variant(entry, number: index + 1, fonts: &fonts, into: &out)
        }
        out += "</section>\n"
    }

    private func variant(_ entry: ComponentEntry, number: Int, fonts: inout CatalogFonts, into out: inout String) {
        let path = HTML.escape(entry.origin.path)
        let anchor = "component-\(number)"
        out += "<article class=\"style component\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)-title\">\n"
        out +=
            "<h3 id=\"\(anchor)-title\"><code>\(path)</code> <span class=\"badge\">\(entry.kind.rawValue)</span></h3>\n"
        let metrics = entry.style.base.metrics(at: .large, model: resolution.model)
        out += "<dl class=\"facts\">"
        out += "<div><dt>Swift</dt><dd><code>\(HTML.escape(usage(entry)))</code></dd></div>"
        if let typography = entry.typographyNames[.default] {
            out += "<div><dt>Typography</dt><dd><code>.\(HTML.escape(typography))</code></dd></div>"
        }
        out +=
            "<div><dt>Padding</dt><dd>\(formatNumber(metrics.paddingHorizontal, maximumFractionDigits: 2)) × \(formatNumber(metrics.paddingVertical, maximumFractionDigits: 2)) pt</dd></div>"
        out +=
            "<div><dt>Corner radius</dt><dd>\(formatNumber(metrics.cornerRadius, maximumFractionDigits: 2)) pt</dd></div>"
        if let height = entry.style.base.height(at: .large, options: resolution) {
            out +=
                "<div><dt>Height</dt><dd>\(formatNumber(height, maximumFractionDigits: 2)) pt at large, \(formatNumber(entry.style.base.height(at: .accessibility5, options: resolution) ?? height, maximumFractionDigits: 2)) pt at accessibility5</dd></div>"
        }
        out += "<div><dt>Defined</dt><dd><code>\(HTML.escape(entry.origin.location))</code></dd></div>"
        out += "</dl>\n"
        out += "<div class=\"table-scroll\"><table class=\"components\">\n"
        out += "<caption class=\"visually-hidden\">\(path) in each state and appearance</caption>\n"
        out += "<thead><tr><th scope=\"col\">State</th>"
        for appearance in ComponentChecker.Appearance.allCases {
            out += "<th scope=\"col\">\(appearance.name.capitalizedFirst)</th>"
        }
        out += "</tr></thead>\n<tbody>\n"
        for state in entry.definedStates {
            out += "<tr><th scope=\"row\">\(state.rawValue)</th>"
            for appearance in ComponentChecker.Appearance.allCases {
                out += "<td>" + sample(entry, state, appearance, fonts: &fonts) + "</td>"
            }
            out += "</tr>\n"
        }
        out += "</tbody>\n</table></div>\n</article>\n"
    }

    private func sample(
        _ entry: ComponentEntry, _ state: ComponentStyle.State, _ appearance: ComponentChecker.Appearance,
        fonts: inout CatalogFonts
    ) -> String {
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
        var html = "<div style=\"background: \(backdrop); padding: 8px\">"
        html +=
            "<span class=\"component-sample\" data-component=\"\(HTML.escape(entry.origin.path))\" data-state=\"\(state.rawValue)\" data-appearance=\"\(appearance.name)\""
        if let contrast { html += " data-contrast=\"\(Contrast.formatted(contrast))\"" }
        html += " style=\"\(HTML.escape(style.trimmingTrailingSpace))\">\(text)</span></div>"
        if let contrast {
            let required = entry.kind == .surface || state == .disabled ? nil : requiredRatio(values)
            let verdict =
                required.map { contrast >= $0 ? "passes \(formatNumber($0)):1" : "below \(formatNumber($0)):1" }
                ?? (state == .disabled ? "exempt (disabled)" : "")
            html +=
                "<span class=\"metrics\">\(Contrast.formatted(contrast)):1\(verdict.isEmpty ? "" : " · \(verdict)")</span>"
        }
        return html
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
