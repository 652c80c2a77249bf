import TypesetterCore

extension TemplateContext {
    /// A component variant for templates and the JSON model: its kind, names and, per state it defines, each
    /// role's value (colors with their appearances, lengths at the Large size with the text style they scale
    /// with). Present in the context as `components` only when the tokens define components, so contexts
    /// without them are unchanged.
    static func component(_ entry: ComponentEntry) -> [String: Any] {
        var value: [String: Any] = [
            "path": entry.origin.path,
            "swiftName": entry.origin.swiftName,
            "swiftIdentifier": SwiftNames.escaped(entry.origin.swiftName),
            "location": entry.origin.location,
            "kind": entry.kind.rawValue,
            "componentPath": entry.componentPath,
        ]
        value["states"] = entry.definedStates.map { state -> [String: Any] in
            let values = entry.style.values(for: state)
            var roles: [String: Any] = ["state": state.rawValue]
            if values.typography != nil, let name = entry.typographyName(state) {
                roles["typography"] = name
            }
            if let color = values.foreground { roles["foreground"] = designColor(color) }
            if let color = values.background { roles["background"] = designColor(color) }
            if let border = values.border {
                roles["border"] = ["color": designColor(border.color), "width": length(border.width)]
            }
            for (name, scaled) in values.namedLengths { if let scaled { roles[name] = length(scaled) } }
            return roles
        }
        return value
    }

    private static func designColor(_ color: DesignColor) -> [String: Any] {
        func components(_ c: DesignColor.Components) -> [String: Any] {
            ["red": c.red, "green": c.green, "blue": c.blue, "alpha": c.alpha]
        }
        var value: [String: Any] = [
            "colorSpace": color.colorSpace.rawValue, "hex": color.hexString, "any": components(color.any),
        ]
        if let dark = color.dark { value["dark"] = components(dark) }
        if let high = color.highContrast { value["highContrast"] = components(high) }
        if let darkHigh = color.darkHighContrast { value["darkHighContrast"] = components(darkHigh) }
        return value
    }

    private static func length(_ value: ScaledValue) -> [String: Any] {
        ["points": value.baseValue, "textStyle": value.textStyle.name]
    }
}
