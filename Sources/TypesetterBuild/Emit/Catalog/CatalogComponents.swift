import TypesetterCore

/// The catalog's components section: every variant in every state it defines, in each appearance (light,
/// dark, high contrast, dark high contrast), drawn with the variant's real face, colors, border, radius,
/// paddings and minimum height at the size (and Bold Text) the page's controls choose, and with the
/// contrast the checks measured. A variant without a foreground draws its text in the appearance's label
/// color (black in light appearances, white in dark ones), as the system does.
///
/// Each sample carries `data-component`, `data-state`, `data-appearance` and `data-contrast` for tools;
/// its metrics at every size are in the page's data (``json``).
struct CatalogComponents {
    var resolution: ResolutionOptions
    /// Per variant, per defined state, per size: `[regular class, bold class, padding vertical, horizontal,
    /// minimum height, corner radius, border width, ratio needed, ratio needed with Bold Text]`.
    private(set) var json = "[]"

    mutating func section(
        _ model: DesignSystem, fonts: inout CatalogFonts, classes: inout CatalogTypeClasses, into html: inout HTMLWriter
    ) {
        json = "[" + model.components.map { sizes($0, fonts: &fonts, classes: &classes) }.joined(separator: ",\n") + "]"
        guard !model.components.isEmpty else { return }
        html.section("components", title: "Components") { html in
            html.element(
                "p",
                text:
                    "Each variant in each state it defines and each appearance, at the size the controls choose, on white (light) or black (dark) "
                    + "beneath its background; the ratio is the WCAG contrast of its text on its background (on white or black when it has none). A state a variant does not define draws as default."
            )
            html.line()
            for (index, entry) in model.components.enumerated() {
                variant(entry, number: index + 1, into: &html)
            }
        }
    }

    private func variant(_ entry: ComponentEntry, number: Int, into html: inout HTMLWriter) {
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
            $0.fact("Swift") { $0.copyableSnippet(usage(entry)) }
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
            for (stateNumber, state) in entry.definedStates.enumerated() {
                html.open("tr")
                html.element("th", ["scope": "row"], text: state.rawValue)
                for appearance in ComponentChecker.Appearance.allCases {
                    html.element("td") {
                        sample(entry, (number - 1, stateNumber, state), appearance, into: &$0)
                    }
                }
                html.close("tr")
                html.line()
            }
        }
        html.close("article")
        html.line()
    }

    private func sample(
        _ entry: ComponentEntry, _ position: (variant: Int, stateIndex: Int, state: ComponentStyle.State),
        _ appearance: ComponentChecker.Appearance, into html: inout HTMLWriter
    ) {
        let state = position.state
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
        // Without a foreground of its own, the text is the appearance's label color, as on iOS.
        style += "color: \(values.foreground.map(css) ?? (appearance.isDark ? "#FFFFFF" : "#000000")); "
        if let border = values.border {
            style += "border: \(CatalogSite.px(metrics.borderWidth)) solid \(css(border.color)); "
        }
        let contrast = Self.contrast(values, in: appearance)
        let backdrop = appearance.isDark ? "#000000" : "#FFFFFF"
        let text =
            entry.kind == .surface
            ? "Card content" : entry.kind == .button ? "Continue" : entry.kind == .badge ? "New" : "Caption text"
        let large = ContentSizeCategory.allCases.firstIndex(of: .large) ?? 0
        html.element("div", ["class": "component-backdrop", "style": .css("background: \(backdrop); padding: 8px")]) {
            $0.element(
                "span",
                [
                    "class": "component-sample",
                    "data-component": .init(entry.origin.path), "data-state": .init(state.rawValue),
                    "data-appearance": .init(appearance.name), "data-contrast": .init(Contrast.formatted(contrast)),
                    "data-variant-index": .init(String(position.variant)),
                    "data-state-index": .init(String(position.stateIndex)),
                    "data-size-index": .init(String(large)), "style": .init(style.trimmingTrailingSpace),
                ], text: text)
        }
        let required = state == .disabled ? nil : requiredRatio(values, at: .large, bold: false)
        html.element(
            "span", ["class": "metrics contrast"], text: Self.verdict(contrast, required: required, state: state))
    }

    /// `4.83:1 · passes 4.5:1`, `2.1:1 · below 3:1`, `1.9:1 · exempt (disabled)`.
    static func verdict(_ contrast: Double, required: Double?, state: ComponentStyle.State) -> String {
        let verdict =
            required.map { contrast >= $0 ? "passes \(formatNumber($0)):1" : "below \(formatNumber($0)):1" }
            ?? (state == .disabled ? "exempt (disabled)" : "")
        return "\(Contrast.formatted(contrast)):1\(verdict.isEmpty ? "" : " · \(verdict)")"
    }

    /// The contrast of the state's text on its background: its foreground, or the appearance's label
    /// color (black, or white in dark appearances) when it has none, as iOS draws it.
    static func contrast(_ values: ComponentStyle.Values, in appearance: ComponentChecker.Appearance) -> Double {
        if let measured = ComponentChecker.contrast(values, in: appearance) { return measured }
        return Contrast.ratio(
            foreground: appearance.isDark ? .white : .black, background: appearance.surface(values),
            backdrop: appearance.backdrop)
    }

    /// A variant's states at every size (see ``json``), registering the type classes they draw with.
    private func sizes(_ entry: ComponentEntry, fonts: inout CatalogFonts, classes: inout CatalogTypeClasses) -> String
    {
        var states: [String] = []
        for state in entry.definedStates {
            let values = entry.style.values(for: state)
            var rows: [String] = []
            for category in ContentSizeCategory.allCases {
                let metrics = values.metrics(at: category, model: resolution.model)
                var fields: [String] = []
                for weight in [LegibilityWeight.regular, .bold] {
                    if let typography = values.typography {
                        let cell = typography.resolve(at: category, legibilityWeight: weight, options: resolution)
                        let name = classes.name(
                            for: cell, family: fonts.family(for: cell, of: typography), font: typography.font)
                        fields.append(String(name.dropFirst()))
                    } else {
                        fields.append("null")
                    }
                }
                fields += [metrics.paddingVertical, metrics.paddingHorizontal].map { formatNumber($0) }
                fields.append(values.minHeight == nil ? "null" : formatNumber(metrics.minHeight))
                fields.append(formatNumber(metrics.cornerRadius))
                fields.append(values.border == nil ? "null" : formatNumber(metrics.borderWidth))
                for isBold in [false, true] {
                    let required =
                        state == .disabled ? nil : requiredRatio(values, at: category, bold: isBold)
                    fields.append(required.map { formatNumber($0) } ?? "null")
                }
                rows.append("[" + fields.joined(separator: ",") + "]")
            }
            states.append("[" + rows.joined(separator: ",") + "]")
        }
        return "[" + states.joined(separator: ",") + "]"
    }

    /// The AA ratio the state's text needs at a size (3:1 for large text, 4.5:1 otherwise).
    private func requiredRatio(_ values: ComponentStyle.Values, at category: ContentSizeCategory, bold: Bool) -> Double
    {
        guard let typography = values.typography else { return Contrast.Level.aaNormal.minimumRatio }
        let cell = typography.resolve(at: category, legibilityWeight: bold ? .bold : .regular, options: resolution)
        return Contrast.minimumRatio(pointSize: cell.pointSize, weight: cell.weight)
    }

    private func usage(_ entry: ComponentEntry) -> String {
        ".\(entry.kind.modifier)(.\(entry.origin.swiftName))"
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
