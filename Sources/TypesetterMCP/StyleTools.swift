import MCP
import TypesetterBuild
import TypesetterCore
import TypesetterDiagnostics

// `list_styles` and `get_style`: the typography styles, as the generated Swift names them and as the engine
// resolves them.

extension DesignSystemTool {
    static let listStyles = DesignSystemTool(
        name: "list_styles",
        description: """
            Every typography style of the design system: its Swift name (what `Text("…").typography(.name)` takes), \
            token path, font family, weight, size and line height in points at the default text size (Large), the \
            Apple text style it scales with, and the themes that change it. Call it first to know which names \
            exist; then get_style for one style at another size.
            """,
        schema: inputSchema([:]), arguments: []
    ) { _, snapshot in
        let model = try snapshot.model()
        let themed = snapshot.result.themes
        var styles: [Value] = []
        var lines: [String] = []
        for style in model.typography {
            let typography = style.typography
            let large = typography.resolve(at: .large)
            let changedIn = themed.dropFirst().filter { theme in
                theme.model.typography.first { $0.origin.path == style.origin.path }?.typography != typography
            }
            .map(\.theme.name)
            var entry: [String: Value] = [
                "name": .string(style.origin.swiftName),
                "path": .string(style.origin.path),
                "family": .string(familyName(typography.font)),
                "system": .bool(typography.isSystemFont),
                "weight": .double(typography.weight.rawValue),
                "italic": .bool(typography.isItalic),
                "size": .points(large.pointSize),
                "lineHeight": .points(large.lineHeight),
                "textStyle": .string(typography.effectiveTextStyle.name),
                "scalesWithDynamicType": .bool(typography.scalesWithDynamicType()),
                "themes": .array(changedIn.map { .string($0) }),
            ]
            if let description = style.origin.description { entry["description"] = .string(description) }
            if style.origin.deprecation != nil { entry["deprecated"] = true }
            styles.append(.object(entry))
            let themes = changedIn.isEmpty ? "" : ", changed by \(changedIn.joined(separator: ", "))"
            lines.append(
                "\(style.origin.swiftName) (\(style.origin.path)): \(familyName(typography.font)) \(formatNumber(typography.weight.rawValue)), \(formatNumber(rounded(large.pointSize)))/\(formatNumber(rounded(large.lineHeight))) pt at large, \(typography.effectiveTextStyle.name)\(themes)"
            )
        }
        let structured: Value = [
            "configuration": .string(snapshot.configPath),
            "count": .int(styles.count),
            "themes": .array(snapshot.themeNames.map { .string($0) }),
            "styles": .array(styles),
        ]
        let header = "\(styles.count) typography style\(styles.count == 1 ? "" : "s") in \(snapshot.configPath)"
        return ToolOutput(structured: structured, text: ([header] + lines).joined(separator: "\n"))
    }

    static let getStyle = DesignSystemTool(
        name: "get_style",
        description: """
            One typography style resolved as an iOS device draws it at one Dynamic Type size: point size, line \
            height, tracking (points), weight and face, the values the Typesetter runtime applies in SwiftUI \
            (font, tracking, exact line height on the 26 releases or line spacing and vertical padding before) and \
            UIKit/AppKit (paragraph line heights, baseline offset, tracking), and the checks' findings at that size. \
            Numbers are points rounded to hundredths. Use it to know how big a style gets at accessibility sizes \
            (category "accessibility3") or with Bold Text before laying out a screen.
            """,
        schema: inputSchema(
            [
                "name": [
                    "type": "string",
                    "description":
                        "The style's Swift name (bodyMedium) or token path (body.medium), as list_styles gives",
                ],
                "category": [
                    "type": "string",
                    "description":
                        "The Dynamic Type size (content size category): \(ContentSizeCategory.validNames.joined(separator: ", ")); UIKit and HIG names work too. Default large.",
                ],
                "boldText": [
                    "type": "boolean",
                    "description": "Whether the Bold Text accessibility setting is on. Default false.",
                ],
                "theme": [
                    "type": "string",
                    "description":
                        "In a build with themes, the theme (its Swift name, as list_styles lists them). Default: the default theme.",
                ],
                "platform": [
                    "type": "string",
                    "description":
                        "The platform whose Dynamic Type table sizes the style: iOS (default), watchOS, tvOS or macOS.",
                ],
            ], required: ["name"]),
        arguments: ["name", "category", "boldText", "theme", "platform"]
    ) { arguments, snapshot in
        let name = try arguments.requiredString("name")
        let category = try arguments.string("category").map(parseCategory) ?? .large
        let boldText = try arguments.bool("boldText")
        let platform = try arguments.string("platform").map(parsePlatform) ?? .iOS
        let (model, checks, theme) = try snapshot.model(theme: arguments.string("theme"))
        let style = try snapshot.style(name, in: model)
        return describe(
            style, at: category, boldText: boldText, platform: platform, theme: theme,
            findings: checks?.findings(for: style.origin.path) ?? [])
    }

    /// A style resolved at one size: the structured answer of `get_style` and its text.
    static func describe(
        _ style: TypographyStyle, at category: ContentSizeCategory, boldText: Bool, platform: Platform, theme: String?,
        findings: [CheckFinding]
    ) -> ToolOutput {
        let typography = style.typography
        let options = platform == .iOS ? ResolutionOptions.standard : ResolutionOptions(platform: platform)
        let weight: LegibilityWeight = boldText ? .bold : .regular
        // Bold Text on: the platform draws the system font heavier by itself (SwiftUI, and UIKit with the setting on).
        let attributes = typography.textAttributes(at: category, legibilityWeight: weight, options: options)
        let resolved = attributes.resolved
        let here = findings.filter { $0.categories.contains(category) && (boldText || !$0.boldTextOnly) }
        var face: [String: Value] = [
            "family": .string(familyName(typography.font)),
            "weight": .double(resolved.weight.rawValue),
            "italic": .bool(resolved.isItalic),
        ]
        if let name = resolved.postScriptName { face["postScriptName"] = .string(name) }
        if case .system(let design) = typography.font { face["systemDesign"] = .string(design.rawValue) }
        if let variation = resolved.variation {
            face["axes"] = .object(
                Dictionary(variation.axes.map { ($0.tag, Value.double($0.value)) }) { first, _ in first })
        }
        let substitutions: [(ResolvedTypography.Flags, String)] = [
            (.faceWeightSubstituted, "no face of the asked weight: the nearest is drawn"),
            (.faceStyleSubstituted, "no face of the asked style (italic or upright): the other is drawn"),
            (.boldTextFaceMissing, "no heavier face for Bold Text: the regular face is drawn"),
            (.metricsAssumed, "the font's metrics are assumed (no font file was read)"),
            (.clampedToMaximumPointSize, "clamped to the style's maximum point size"),
            (.lineHeightTighterThanFont, "the line height is tighter than the font's own"),
        ]
        let notes = substitutions.filter { resolved.flags.contains($0.0) }.map(\.1)
        let font: Value = [
            "pointSize": .points(attributes.font.pointSize),
            "weight": .double(attributes.font.weight.rawValue),
            "italic": .bool(attributes.font.isItalic),
            "design": .string(attributes.font.design.rawValue),
            "postScriptName": attributes.font.postScriptName.map { .string($0) } ?? .null,
        ]
        var structured: [String: Value] = [
            "name": .string(style.origin.swiftName),
            "path": .string(style.origin.path),
            "category": .string(category.swiftUIName),
            "effectiveCategory": .string(resolved.effectiveCategory.swiftUIName),
            "boldText": .bool(boldText),
            "platform": .string(platform.rawValue),
            "textStyle": .string(resolved.textStyle.name),
            "pointSize": .points(resolved.pointSize),
            "lineHeight": .points(resolved.lineHeight),
            "tracking": .points(resolved.tracking),
            "scaleFactor": .double((resolved.scaleFactor * 1000).rounded() / 1000),
            "face": .object(face),
            "scalesWithDynamicType": .bool(typography.scalesWithDynamicType(options: options)),
            "swiftUI": [
                "font": font,
                "tracking": .points(attributes.tracking),
                "lineHeightExact": .points(resolved.lineHeight),
                "lineSpacing": .points(resolved.lineSpacing),
                "verticalPadding": .points(resolved.verticalPadding),
                "largeContentViewer": .bool(!typography.scalesWithDynamicType(options: options)),
            ],
            "uiKit": [
                "font": font,
                "tracking": .points(attributes.tracking),
                "minimumLineHeight": .points(attributes.paragraph.minimumLineHeight),
                "maximumLineHeight": .points(attributes.paragraph.maximumLineHeight),
                "baselineOffset": .points(attributes.baselineOffset),
            ],
            "notes": .array(notes.map { .string($0) }),
            "findings": .array(here.map(findingValue)),
            "location": .string(style.origin.location),
        ]
        if let theme { structured["theme"] = .string(theme) }
        if let description = style.origin.description { structured["description"] = .string(description) }
        if let deprecation = style.origin.deprecation {
            structured["deprecated"] = .string(deprecation.isEmpty ? "deprecated" : deprecation)
        }
        var lines = [
            "\(style.origin.swiftName) (\(style.origin.path)) at \(category.swiftUIName)\(boldText ? " with Bold Text" : "")\(platform == .iOS ? "" : " on \(platform.rawValue)")\(theme.map { " in theme \($0)" } ?? ""): \(formatNumber(rounded(resolved.pointSize))) pt on a \(formatNumber(rounded(resolved.lineHeight))) pt line, tracking \(formatNumber(rounded(resolved.tracking))) pt, \(familyName(typography.font)) \(formatNumber(resolved.weight.rawValue))\(resolved.isItalic ? " italic" : "")\(resolved.postScriptName.map { " (\($0))" } ?? ""), scales with \(resolved.textStyle.name)",
            "SwiftUI: lineHeight(.exact(points: \(formatNumber(rounded(resolved.lineHeight))))) on the 26 releases; before, lineSpacing \(formatNumber(rounded(resolved.lineSpacing))) + vertical padding \(formatNumber(rounded(resolved.verticalPadding)))",
            "UIKit: minimum/maximum line height \(formatNumber(rounded(attributes.paragraph.minimumLineHeight))), baseline offset \(formatNumber(rounded(attributes.baselineOffset))), tracking \(formatNumber(rounded(attributes.tracking)))",
        ]
        lines += notes
        lines += here.map { "\($0.diagnostic.severity.rawValue): \($0.diagnostic.message) [\($0.code.rawValue)]" }
        if here.isEmpty { lines.append("no check finds anything at this size") }
        return ToolOutput(structured: .object(structured), text: lines.joined(separator: "\n"))
    }
}

/// A family's name: the custom family's, or `system` (with its design when not the default).
func familyName(_ font: Typography.Font) -> String {
    switch font {
    case .system(let design): design == .default ? "system" : "system \(design.rawValue)"
    case .custom(let family): family.name
    }
}

extension Typography {
    /// Whether the style is drawn in the system font.
    var isSystemFont: Bool {
        if case .system = font { return true }
        return false
    }
}

/// A check finding as the `check` and `get_style` tools give it: the diagnostic (severity, code, message, file,
/// line, column) with the style, the sizes, whether only under Bold Text and the share of users.
func findingValue(_ finding: CheckFinding) -> Value {
    var object = Value(json: DiagnosticRenderer.json(finding.diagnostic)).objectValue ?? [:]
    object["style"] = .string(finding.stylePath)
    object["sizes"] = .array(finding.categories.map { .string($0.swiftUIName) })
    object["boldTextOnly"] = .bool(finding.boldTextOnly)
    object["shareOfUsers"] = .double((finding.share * 10_000).rounded() / 10_000)
    return .object(object)
}

/// A content size category from any of its names, or a tool error with the valid ones.
func parseCategory(_ name: String) throws(ToolError) -> ContentSizeCategory {
    guard let category = ContentSizeCategory(name: name) else {
        throw ToolError(unknown: "category", name, among: ContentSizeCategory.validNames)
    }
    return category
}

/// A platform with a Dynamic Type table of its own, or a tool error with the valid ones.
func parsePlatform(_ name: String) throws(ToolError) -> Platform {
    guard let platform = Platform(name: name) else {
        throw ToolError(unknown: "platform", name, among: Platform.validNames)
    }
    guard platform.publishesOwnTable else {
        throw ToolError(
            "Apple publishes no \(platform.rawValue) Dynamic Type table; \(platform.rawValue) follows the iOS table: use platform iOS"
        )
    }
    return platform
}
