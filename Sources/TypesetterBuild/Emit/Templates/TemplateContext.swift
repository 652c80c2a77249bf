import TypesetterCore
import TypesetterTokens

/// What a template receives (and what `typesetter dump-context` prints): the design-system model as plain
/// dictionaries, with the names already made safe for Swift and the values templates commonly need.
///
/// Versioned by ``schemaVersion``: a change that could break an existing template bumps it.
public enum TemplateContext {
    public static let schemaVersion = 1

    public static func make(_ model: DesignSystem, options: BuildConfig.Options) -> [String: Any] {
        let access = options.accessLevel == .internal ? "" : "\(options.accessLevel.rawValue) "
        var context: [String: Any] = [
            "schemaVersion": schemaVersion,
            "namespace": options.namespace,
            "accessLevel": options.accessLevel.rawValue,
            "accessModifier": access,
            "typography": model.typography.map(typography),
            "colors": model.colors.map(color),
            "dimensions": model.dimensions.map(dimension),
            "fontFamilies": model.fontFamilies.map(fontFamily),
            "fontFiles": model.fontFiles,
            "categories": ContentSizeCategory.allCases.map(\.swiftUIName),
        ]
        if !model.components.isEmpty { context["components"] = model.components.map(component) }
        return context
    }

    /// The context as JSON, keys sorted (by code point, so the file is the same on every machine), for
    /// `dump-context` and the `json` output. Written directly: Foundation's serializer sorts keys with
    /// locale collation and took seconds on a 30,000-token system. A `comment` (the `json` output's header)
    /// becomes the first member, `"$comment"`, JSON Schema's key for comments.
    public static func json(_ model: DesignSystem, options: BuildConfig.Options, comment: String? = nil) -> String {
        var json = JSONWriter(pretty: true)
        var context = make(model, options: options)
        if let comment { context["$comment"] = comment }
        write(context, to: &json)
        return json.text + "\n"
    }

    private static func write(_ value: Any, to json: inout JSONWriter) {
        switch value {
        case let text as String: json.string(text)
        case let flag as Bool: json.bool(flag)
        case let number as Int: json.integer(number)
        case let number as Double: json.number(number)
        case let array as [Any]:
            json.array { json in for element in array { write(element, to: &json) } }
        case let object as [String: Any]:
            json.object { json in
                for key in object.keys.sorted(by: { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }) {
                    json.key(key)
                    write(object[key] ?? "", to: &json)
                }
            }
        default: json.null()
        }
    }

    private static func origin(_ origin: TokenOrigin) -> [String: Any] {
        var entry: [String: Any] = [
            "path": origin.path,
            "swiftName": origin.swiftName,
            "swiftIdentifier": SwiftNames.escaped(origin.swiftName),
            "location": origin.location,
            "deprecated": origin.deprecation != nil,
            "documentation": origin.description.map { SwiftNames.docComment($0, indent: "") } ?? [],
        ]
        if let description = origin.description { entry["description"] = description }
        if let deprecation = origin.deprecation {
            entry["deprecationMessage"] =
                deprecation.isEmpty ? "the design token \(origin.path) is deprecated" : deprecation
        }
        return entry
    }

    private static func typography(_ style: TypographyStyle) -> [String: Any] {
        var entry = origin(style.origin)
        let typography = style.typography
        entry["size"] = typography.size
        entry["weight"] = typography.weight.rawValue
        entry["italic"] = typography.isItalic
        entry["textStyle"] = typography.effectiveTextStyle.name
        switch typography.font {
        case .system(let design): entry["fontFamily"] = ["system": true, "design": design.rawValue]
        case .custom(let family):
            entry["fontFamily"] = ["system": false, "name": family.name, "swiftName": style.fontFamilySwiftName ?? ""]
        }
        entry["lineHeight"] = typography.lineHeight.form.templateValue
        entry["letterSpacing"] = typography.letterSpacing.form.templateValue
        switch typography.scaling {
        case .fixed: entry["scaling"] = ["fixed": true]
        case .dynamic(let categories, let maximum, let lineHeightScaling):
            var scaling: [String: Any] = [
                "fixed": false, "from": categories.lowerBound.swiftUIName, "to": categories.upperBound.swiftUIName,
                "lineHeightScaling": lineHeightScaling.rawValue,
            ]
            if let maximum { scaling["maximumPointSize"] = maximum }
            entry["scaling"] = scaling
        }
        // The style at every size, as a catalog shows it (rounded to hundredths of a point).
        let resolved = typography.resolveAllCategories()
        entry["catalogCells"] = resolved.map { value in
            "\(formatNumber(value.pointSize, maximumFractionDigits: 2))/\(formatNumber(value.lineHeight, maximumFractionDigits: 2))"
                + (value.flags.contains(.lineHeightTighterThanFont) ? "*" : "")
        }
        entry["atEverySize"] = resolved.map { resolved -> [String: Any] in
            [
                "category": resolved.category.swiftUIName,
                "pointSize": rounded(resolved.pointSize),
                "lineHeight": rounded(resolved.lineHeight),
                "kerning": rounded(resolved.tracking),
                "tight": resolved.flags.contains(.lineHeightTighterThanFont),
                "postScriptName": resolved.postScriptName ?? "",
            ]
        }
        return entry
    }

    private static func color(_ entry: ColorEntry) -> [String: Any] {
        var value = origin(entry.origin)
        value["assetName"] = entry.assetName
        value["colorSpace"] = entry.color.colorSpace.rawValue
        value["hex"] = entry.color.hexString
        func components(_ c: DesignColor.Components) -> [String: Any] {
            ["red": c.red, "green": c.green, "blue": c.blue, "alpha": c.alpha]
        }
        value["any"] = components(entry.color.any)
        if let dark = entry.color.dark { value["dark"] = components(dark) }
        if let high = entry.color.highContrast { value["highContrast"] = components(high) }
        if let darkHigh = entry.color.darkHighContrast { value["darkHighContrast"] = components(darkHigh) }
        return value
    }

    private static func dimension(_ entry: DimensionEntry) -> [String: Any] {
        var value = origin(entry.origin)
        value["points"] = entry.points
        value["scaled"] = entry.textStyle != nil
        if let style = entry.textStyle { value["textStyle"] = style.name }
        return value
    }

    private static func fontFamily(_ entry: FontFamilyEntry) -> [String: Any] {
        [
            "name": entry.family.name,
            "swiftName": entry.swiftName,
            "swiftIdentifier": SwiftNames.escaped(entry.swiftName),
            "faces": entry.family.faces.map { face -> [String: Any] in
                var value: [String: Any] = [
                    "postScriptName": face.postScriptName, "weight": face.weight.rawValue, "italic": face.isItalic,
                    "fileName": face.fileName ?? "",
                ]
                // Only a face drawn from a variable font between its named instances has axis values.
                if let variation = face.variation {
                    value["variation"] = Dictionary(uniqueKeysWithValues: variation.axes.map { ($0.tag, $0.value) })
                }
                if let width = face.width { value["width"] = width }
                if !face.opticalSizeMetrics.isEmpty {
                    value["opticalSizes"] = face.opticalSizeMetrics.map(\.pointSize)
                }
                return value
            },
        ]
    }

    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
