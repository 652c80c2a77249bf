import Foundation
import TypesetterCore
import TypesetterFonts
import TypesetterTokens

/// The Interpret stage: resolved tokens and the font catalog become the design-system model.
///
/// - Typography tokens become core ``Typography`` values. `fontFamily` may be a CSS list in one string
///   (`"Open Sans, sans-serif"`). A custom family must exist in the font folders with a face of the asked
///   weight and style; otherwise the error lists what exists. System font names (`SF Pro`, `system-ui`,
///   `-apple-system`, generic families…) mean the system font. In a fallback list the first family that
///   exists is used; a named family that is missing is an error (or, with `missingFontFamily: systemFont`,
///   a warning and the system font), never a silent fallback.
/// - Dimensions become points (`rem` × the configured base) and scale like `@ScaledMetric`, except those in
///   font-size, letter-spacing and line-height groups (``typographyGroups``), which only feed typography and
///   are named in one note.
/// - Colors become sRGB, or Display P3 when outside sRGB, with their dark and high-contrast appearances
///   taken from the resolver contexts the configuration names.
/// - Per-token choices live in `$extensions["com.typesetter"]`: `textStyle`, `maximumPointSize`,
///   `scaling` (`"fixed"`), `boldText` (`"unchanged"`, a weight, or a PostScript name),
///   `lineHeightScaling`, `sample` (the catalog's sample text), `fit` (width, lines and sample for
///   `check.fit-overflow`), and `scaledWith` for dimensions (a text
///   style or `"fixed"`).
public struct Interpreter {
    public var options: BuildConfig.Options
    public var catalog: FontCatalog
    /// Token locations in the model are written relative to this folder (the configuration's), so the
    /// model does not depend on where the build ran.
    public var baseDirectory: String

    public init(options: BuildConfig.Options, catalog: FontCatalog, baseDirectory: String = ".") {
        self.options = options
        self.catalog = catalog
        self.baseDirectory = baseDirectory
        relativePaths = RelativePaths(baseDirectory: baseDirectory)
    }

    /// Token file paths relative to the base directory, computed once per file.
    private let relativePaths: RelativePaths

    private final class RelativePaths {
        let baseDirectory: String
        var cache: [String: String] = [:]

        init(baseDirectory: String) { self.baseDirectory = baseDirectory }

        func path(_ path: String) -> String {
            if let known = cache[path] { return known }
            let relative = FilePath.relative(path, to: baseDirectory)
            cache[path] = relative
            return relative
        }
    }

    /// The extension key for per-token choices.
    public static let extensionKey = "com.typesetter"

    /// The resolved token sets for each color appearance; `any` also gives everything that is not a color.
    public struct Inputs {
        public var any: TokenSet
        public var dark: TokenSet?
        public var highContrast: TokenSet?
        public var darkHighContrast: TokenSet?

        public init(
            any: TokenSet, dark: TokenSet? = nil, highContrast: TokenSet? = nil, darkHighContrast: TokenSet? = nil
        ) {
            self.any = any
            self.dark = dark
            self.highContrast = highContrast
            self.darkHighContrast = darkHighContrast
        }
    }

    public func interpret(_ inputs: Inputs) -> (model: DesignSystem, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var typographyTokens: [ResolvedToken] = []
        var colorTokens: [ResolvedToken] = []
        var dimensionTokens: [ResolvedToken] = []
        var typographyGroupTokens: [ResolvedToken] = []
        var relativeTokens: [ResolvedToken] = []
        for token in inputs.any.tokens {
            switch token.value {
            case .typography: typographyTokens.append(token)
            case .color: colorTokens.append(token)
            case .relativeDimension:
                // A length relative to the font size (an `em` letter-spacing token) has no meaning on its own.
                relativeTokens.append(token)
            case .dimension:
                if Self.isTypographyReference(token.path) {
                    typographyGroupTokens.append(token)
                } else {
                    dimensionTokens.append(token)
                }
            default: break
            }
        }

        if typographyTokens.isEmpty {
            // No style uses them (Style Dictionary's property-first trees, `font.size.*` with no text style):
            // they are the set's sizes, kept as dimensions.
            dimensionTokens = typographyGroupTokens + dimensionTokens
        } else if let note = Self.typographyOnlyNote(
            typographyGroupTokens, "in typography groups", rule: Self.typographyGroupRule)
        {
            diagnostics.append(note)
        }
        if let note = Self.typographyOnlyNote(relativeTokens, "relative to the font size") { diagnostics.append(note) }
        var families = FamilyTable()
        var model = DesignSystem()

        // Swift names are given later, by the Emit stage's ``SwiftNaming``.
        // Styles laid out in the system font for want of their families, by the families asked for: one warning
        // per family list, so a set that names a web font in every style says so once.
        var standIns: [(names: [String], first: ResolvedToken, styles: Int)] = []
        for token in typographyTokens {
            guard case .typography(let value) = token.value else { continue }
            if let style = typography(
                token, value, families: &families, standIns: &standIns, diagnostics: &diagnostics)
            {
                model.typography.append(style)
            }
        }
        for standIn in standIns {
            diagnostics.append(missingFamily(standIn.names, token: standIn.first, styles: standIn.styles))
        }
        (model.fontFamilies, model.typography) = Self.keepingUsedFaces(families.entries, model.typography)
        (model.fontFamilies, model.typography) = Self.addingOpticalSizeMetrics(
            model.fontFamilies, model.typography, catalog: catalog)

        for token in colorTokens {
            if let entry = color(token, inputs: inputs, diagnostics: &diagnostics) {
                model.colors.append(entry)
            }
        }

        for token in dimensionTokens {
            guard case .dimension(let value) = token.value else { continue }
            model.dimensions.append(
                DimensionEntry(
                    origin: origin(token),
                    points: points(value),
                    textStyle: dimensionTextStyle(token, diagnostics: &diagnostics)
                ))
        }
        diagnostics += ComponentInterpreter(options: options, inputs: inputs, baseDirectory: baseDirectory).interpret(
            into: &model)
        return (model, diagnostics)
    }

    // MARK: Typography

    /// The families reduced to the faces some style draws with, with or without Bold Text, so the app
    /// bundles only the font files it uses; the styles then refer to the reduced families. A style chooses
    /// the same faces in the reduced family as in the full one: each choice was the best in the larger set
    /// and is still there.
    static func keepingUsedFaces(
        _ families: [FontFamilyEntry], _ styles: [TypographyStyle]
    ) -> ([FontFamilyEntry], [TypographyStyle]) {
        var used: Set<String> = []
        for style in styles {
            for weight in LegibilityWeight.allCases {
                if let name = style.typography.resolve(at: .large, legibilityWeight: weight).postScriptName {
                    used.insert(name)
                }
            }
        }
        var reduced: [String: FontFamily] = [:]
        let entries = families.map { entry -> FontFamilyEntry in
            var family = entry.family
            family.faces = family.faces.filter { used.contains($0.postScriptName) }
            reduced[family.name] = family
            return FontFamilyEntry(family: family)
        }
        let restyled = styles.map { style -> TypographyStyle in
            guard case .custom(let family) = style.typography.font, let smaller = reduced[family.name] else {
                return style
            }
            var copy = style
            copy.typography.font = .custom(smaller)
            return copy
        }
        return (entries, restyled)
    }

    /// The families with ``FontFamily/Face/opticalSizeMetrics`` for every face whose font has an optical size
    /// (`opsz`) axis that the face does not pin: the metrics at each point size some style draws the face at
    /// (every category, with and without Bold Text), read at `opsz` = that size as CoreText draws it. The
    /// styles then refer to the families with those faces. Without such faces nothing changes.
    static func addingOpticalSizeMetrics(
        _ families: [FontFamilyEntry], _ styles: [TypographyStyle], catalog: FontCatalog
    ) -> ([FontFamilyEntry], [TypographyStyle]) {
        var changed: [String: FontFamily] = [:]
        let entries = families.map { entry -> FontFamilyEntry in
            var family = entry.family
            var touched = false
            for index in family.faces.indices {
                let face = family.faces[index]
                guard face.variation?.value(of: "opsz") == nil,
                    let catalogFace = Self.catalogFace(for: face, family: family.name, catalog: catalog),
                    catalog.hasOpticalSizeAxis(catalogFace)
                else { continue }
                var sizes = Set<Double>()
                for style in styles {
                    guard case .custom(let used) = style.typography.font, used.name == family.name else { continue }
                    for weight in LegibilityWeight.allCases {
                        for category in ContentSizeCategory.allCases {
                            let resolved = style.typography.resolve(at: category, legibilityWeight: weight)
                            if resolved.postScriptName == face.postScriptName, resolved.variation == face.variation {
                                sizes.insert(resolved.pointSize)
                            }
                        }
                    }
                }
                family.faces[index].opticalSizeMetrics = sizes.sorted().compactMap { size in
                    catalog.metrics(for: catalogFace, policy: .coreText, pointSize: size).map {
                        FontFamily.OpticalSizeMetrics(pointSize: size, metrics: $0)
                    }
                }
                touched = touched || !family.faces[index].opticalSizeMetrics.isEmpty
            }
            if touched { changed[family.name] = family }
            return FontFamilyEntry(family: family)
        }
        guard !changed.isEmpty else { return (families, styles) }
        let restyled = styles.map { style -> TypographyStyle in
            guard case .custom(let family) = style.typography.font, let updated = changed[family.name] else {
                return style
            }
            var copy = style
            copy.typography.font = .custom(updated)
            return copy
        }
        return (entries, restyled)
    }

    /// The catalog face a model face was made from: same PostScript name and file, at the face's axis values.
    private static func catalogFace(
        for face: FontFamily.Face, family: String, catalog: FontCatalog
    ) -> FontCatalog.Face? {
        guard
            var found = catalog.family(named: family)?.faces.first(where: {
                $0.postScriptName == face.postScriptName && $0.fileName == face.fileName
            })
        else {
            return nil
        }
        if let variation = face.variation {
            found.axisValues = variation.values
            found.isNamedInstance = false
        }
        return found
    }

    private func typography(
        _ token: ResolvedToken, _ value: TypographyValue, families: inout FamilyTable,
        standIns: inout [(names: [String], first: ResolvedToken, styles: Int)], diagnostics: inout [Diagnostic]
    ) -> TypographyStyle? {
        let settings = Settings(token)
        guard let fontSize = value.fontSize else {
            // Only lenient mode lets a typography lack fontSize: Tokens Studio's partial typography, a set of
            // overrides rather than a style. It cannot be laid out, so it is left out, and said so.
            diagnostics.append(
                .init(
                    .warning, .typographyIncomplete,
                    "typography \(token.path) has no fontSize, so it is not a style and is left out; give it one (e.g. {\"value\": 16, \"unit\": \"px\"}) to emit it",
                    at: token.location))
            return nil
        }
        let size = points(fontSize)
        guard size > 0 else {
            diagnostics.append(
                .init(
                    .error, .typographyIncomplete,
                    "typography \(token.path) has a fontSize of \(formatNumber(size)) pt; it must be greater than 0",
                    at: token.location))
            return nil
        }
        let weight = value.fontWeight.flatMap { FontWeight(rawValue: $0.value) } ?? .regular
        // `"Bold Italic"` weights and Figma's `fontStyle: "italic"` (lenient forms) make the value italic; the
        // per-token extension, when present, decides.
        let italic = settings.bool("italic", diagnostics: &diagnostics) ?? value.isItalic
        let width = FontWidth.read(settings: settings, extras: value.extras, diagnostics: &diagnostics) ?? 100
        let opticalSize = settings.number("opticalSize", diagnostics: &diagnostics)

        var font = Typography.Font.system()
        var customFamily: FontCatalog.Family?
        let names = value.fontFamily.map(FontFamilyNames.list) ?? []
        if !names.isEmpty {
            switch resolveFamily(names) {
            case .system(let design):
                font = .system(design: design)
            case .custom(let catalogFamily):
                // An exact face (a static file or a named instance, by its PostScript name) at the weight and
                // width first; else a variable file whose axes cover them, drawn at those axis values. A pinned
                // optical size always needs a variable file with an `opsz` axis that covers it.
                var variableFace: FontCatalog.Face?
                do {
                    _ = try catalog.match(family: catalogFamily.name, weight: weight, italic: italic, width: width)
                    if let opticalSize {
                        guard
                            let face = catalog.variableMatch(
                                family: catalogFamily.name, weight: weight, italic: italic, width: width,
                                opticalSize: opticalSize)
                        else {
                            let family = catalog.family(named: catalogFamily.name).map(catalog.listing(of:))
                            diagnostics.append(
                                .init(
                                    .error, .fontFaceMissing,
                                    "typography \(token.path): no variable face of family '\(catalogFamily.name)' has an opsz axis covering the optical size \(formatNumber(opticalSize)); faces of '\(catalogFamily.name)': \(family.map { "\($0)" } ?? "none")",
                                    at: settings.location(of: "opticalSize") ?? token.location,
                                    notes: [
                                        .init(
                                            "remove \(Self.extensionKey).opticalSize to let the font follow the point size, or add a variable font with an opsz axis"
                                        )
                                    ]))
                            return nil
                        }
                        variableFace = face
                    }
                } catch {
                    if case .noMatchingFace = error,
                        let face = catalog.variableMatch(
                            family: catalogFamily.name, weight: weight, italic: italic, width: width,
                            opticalSize: opticalSize)
                    {
                        variableFace = face
                    } else {
                        diagnostics.append(
                            .init(
                                .error, .fontFaceMissing, "typography \(token.path): \(error)", at: token.location,
                                notes: [
                                    .init(
                                        "add the font file to a folder listed under `fonts:` in the configuration, or change fontWeight\(width == 100 ? "" : " or the width")"
                                    )
                                ]))
                        return nil
                    }
                }
                var entry = families.entry(for: catalogFamily, catalog: catalog)
                if let variableFace { entry = families.adding(variableFace, to: entry, catalog: catalog) }
                font = .custom(entry.family)
                customFamily = catalogFamily
            case .missing(let missing, let genericDesign):
                guard options.missingFontFamily == .systemFont else {
                    diagnostics.append(missingFamily(missing, token: token))
                    return nil
                }
                if let index = standIns.firstIndex(where: { $0.names == missing }) {
                    standIns[index].styles += 1
                } else {
                    standIns.append((missing, token, 1))
                }
                font = .system(design: genericDesign ?? .default)
            }
        }

        var textStyle: TextStyle?
        if let styleName = settings.string("textStyle", diagnostics: &diagnostics) {
            textStyle = TextStyle(name: styleName)
            if textStyle == nil {
                diagnostics.append(
                    .init(
                        .error, .extensionInvalid,
                        "unknown text style \"\(styleName)\" in \(Self.extensionKey).textStyle; valid values: \(TextStyle.validNames.joined(separator: ", "))",
                        at: settings.location(of: "textStyle") ?? token.location))
            }
        }

        var scaling = Typography.Scaling.dynamic(
            categories: options.categories,
            maximumPointSize: settings.number("maximumPointSize", diagnostics: &diagnostics)
                ?? options.maximumPointSize,
            lineHeightScaling: settings.choice(
                "lineHeightScaling", Typography.LineHeightScaling.self, diagnostics: &diagnostics)
                ?? options.lineHeightScaling
        )
        if let mode = settings.string("scaling", diagnostics: &diagnostics) {
            if mode == "fixed" {
                scaling = .fixed
            } else if mode != "dynamic" {
                diagnostics.append(
                    .init(
                        .error, .extensionInvalid,
                        "\(Self.extensionKey).scaling must be \"dynamic\" or \"fixed\", not \"\(mode)\"",
                        at: settings.location(of: "scaling") ?? token.location))
            }
        }

        var boldText: Typography.BoldText = options.boldText == .unchanged ? .unchanged : .oneStepHeavier
        if let bold = settings.node("boldText") {
            if let number = bold.number, let boldWeight = FontWeight(rawValue: number) {
                boldText = .weight(boldWeight)
            } else if let text = bold.string {
                if text == "unchanged" {
                    boldText = .unchanged
                } else if text == "oneStepHeavier" {
                    boldText = .oneStepHeavier
                } else if let boldWeight = FontWeight(name: text) {
                    boldText = .weight(boldWeight)
                } else if case .custom(let family) = font {
                    if family.face(postScriptName: text) != nil {
                        boldText = .face(postScriptName: text)
                    } else {
                        diagnostics.append(
                            .init(
                                .error, .fontFaceMissing,
                                "\(Self.extensionKey).boldText names the face \"\(text)\", which family \(family.name) does not have; faces: \(family.faces.map(\.postScriptName).joined(separator: ", "))",
                                at: bold.location))
                    }
                } else {
                    diagnostics.append(
                        .init(
                            .error, .extensionInvalid,
                            "\(Self.extensionKey).boldText \"\(text)\" must be unchanged, oneStepHeavier or a weight for the system font",
                            at: bold.location))
                }
            } else {
                diagnostics.append(
                    .init(
                        .error, .extensionInvalid,
                        "\(Self.extensionKey).boldText must be \"unchanged\", \"oneStepHeavier\", a weight (1–1000) or a PostScript name",
                        at: bold.location))
            }
        }

        // Letter spacing the file gave relative to the font size (`"-2%"`, `0.05em`) stays relative, so it
        // scales with the font at every size.
        let letterSpacing =
            value.relativeLetterSpacing.map(Typography.LetterSpacing.em)
            ?? value.letterSpacing.map { Typography.LetterSpacing.points(points($0)) } ?? .zero
        let lineHeight = value.lineHeight.map(Typography.LineHeight.multiple) ?? .fontDefault
        if let factor = value.lineHeight, !(factor > 0) {
            diagnostics.append(
                .init(
                    .error, .typographyIncomplete,
                    "typography \(token.path) has a lineHeight of \(formatNumber(factor)); it must be a multiplier greater than 0",
                    at: token.location))
            return nil
        }
        // Bold Text one step heavier from a static face or a named instance (a face drawn at axis values moves
        // along `wght` in the core): when the family has no face of that weight but a variable file covers it,
        // that file drawn at the heavier weight joins the family, and the core steps to it.
        if case .oneStepHeavier = boldText, case .custom(let family) = font, let customFamily {
            let heavier = weight.oneStepHeavier
            let regular = family.faceIndex(
                matching: weight, italic: italic, width: width == 100 ? nil : width, opticalSize: opticalSize)
            let existing = family.faceIndex(
                matching: heavier, italic: italic, width: width == 100 ? nil : width, opticalSize: opticalSize)
            if heavier > weight, regular.map({ family.faces[$0].variation == nil }) == true,
                existing.map({ family.faces[$0].weight != heavier }) ?? true,
                let face = catalog.variableMatch(
                    family: customFamily.name, weight: heavier, italic: italic, width: width, opticalSize: opticalSize)
            {
                font = .custom(
                    families.adding(face, to: families.entry(for: customFamily, catalog: catalog), catalog: catalog)
                        .family)
            }
        }
        let typography = Typography(
            font: font, size: size, weight: weight, isItalic: italic, lineHeight: lineHeight,
            letterSpacing: letterSpacing,
            textStyle: textStyle, scaling: scaling, boldText: boldText,
            width: width == 100 ? nil : width, opticalSize: opticalSize
        )
        let sample = settings.string("sample", diagnostics: &diagnostics).flatMap { $0.isEmpty ? nil : $0 }
        let fit = FitBudget.read(
            settings.node("fit"), location: settings.location(of: "fit"), diagnostics: &diagnostics)
        return TypographyStyle(origin: origin(token), typography: typography, sample: sample, fit: fit)
    }

    private enum FamilyChoice {
        case system(Typography.SystemDesign)
        case custom(FontCatalog.Family)
        /// None of the named families is in the font folders; a generic or system name after them asks for
        /// `generic`.
        case missing([String], generic: Typography.SystemDesign?)
    }

    /// The first family of a fallback list that exists: in the font folders, or the system font. A named
    /// family that is missing is never passed over silently for the system font: `["Open Sans", "sans-serif"]`
    /// without Open Sans is a missing family (the system font is the fallback only when the options say so).
    /// A later named family that exists is the list's own fallback and is used.
    private func resolveFamily(_ names: [String]) -> FamilyChoice {
        var missing: [String] = []
        for name in names {
            if let family = catalog.family(named: name) { return .custom(family) }
            if let design = SystemFonts.design(forFamily: name) {
                return missing.isEmpty ? .system(design) : .missing(missing, generic: design)
            }
            missing.append(name)
        }
        return .missing(missing, generic: nil)
    }

    /// `build.font-family-missing`: the families asked for, the closest names the font folders have (at most
    /// five), and what to do. An error, or with `options.missingFontFamily: systemFont` a warning.
    private func missingFamily(_ names: [String], token: ResolvedToken, styles: Int = 1) -> Diagnostic {
        let quoted = names.map { "\"\($0)\"" }.joined(separator: ", ")
        let others = styles > 1 ? " and \(styles - 1) more style\(styles == 2 ? "" : "s")" : ""
        var message =
            "typography \(token.path)\(others): font famil\(names.count == 1 ? "y \(quoted) is" : "ies \(quoted) are") not in the font folders"
        let available = catalog.families.map(\.name)
        var suggestions: [String] = []
        for name in names {
            for suggestion in FontFamilyNames.closest(to: name, among: available)
            where !suggestions.contains(suggestion) {
                suggestions.append(suggestion)
            }
        }
        if available.isEmpty {
            message += " (no fonts were found there)"
        } else if suggestions.isEmpty {
            message +=
                " (\(available.count) famil\(available.count == 1 ? "y" : "ies") found there, none with a similar name)"
        } else {
            message += "; did you mean \(suggestions.prefix(5).map { "\"\($0)\"" }.joined(separator: ", "))?"
        }
        if options.missingFontFamily == .systemFont {
            return .init(
                .warning, .fontFamilyMissing, message + "; laid out in the system font", at: token.location,
                notes: [
                    .init(
                        "options.missingFontFamily is systemFont; add the font files to a folder under `fonts:` to use the family"
                    )
                ])
        }
        return .init(
            .error, .fontFamilyMissing, message, at: token.location,
            notes: [
                .init(
                    "add the font files to a folder listed under `fonts:` in the configuration, or correct the name; to lay the text out in the system font instead, set `options.missingFontFamily: systemFont`"
                )
            ])
    }

    // MARK: Colors

    private func color(_ token: ResolvedToken, inputs: Inputs, diagnostics: inout [Diagnostic]) -> ColorEntry? {
        guard case .color(let any) = token.value else { return nil }
        func variant(_ set: TokenSet?) -> ColorValue? {
            guard let set, let other = set[token.path], case .color(let value) = other.value, value != any else {
                return nil
            }
            return value
        }
        let appearances = [any, variant(inputs.dark), variant(inputs.highContrast), variant(inputs.darkHighContrast)]
        guard let converted = ColorTokens.designColor(appearances) else {
            diagnostics.append(
                .init(
                    .error, .colorUnconvertible, "color \(token.path) cannot be converted to sRGB or Display P3",
                    at: token.location))
            return nil
        }
        if converted.wasGamutClipped {
            diagnostics.append(
                .init(
                    .warning, .colorClipped,
                    "color \(token.path) lies outside Display P3; its components were clipped to the P3 gamut",
                    at: token.location))
        }
        return ColorEntry(origin: origin(token), color: converted.color, wasGamutClipped: converted.wasGamutClipped)
    }

    // MARK: Dimensions

    private func points(_ dimension: DimensionValue) -> Double {
        switch dimension.unit {
        case .px: dimension.value
        case .rem: dimension.value * options.remBase
        }
    }

    private func dimensionTextStyle(_ token: ResolvedToken, diagnostics: inout [Diagnostic]) -> TextStyle? {
        let settings = Settings(token)
        guard let name = settings.string("scaledWith", diagnostics: &diagnostics) else {
            return options.dimensionsRelativeTo
        }
        if name == "fixed" { return nil }
        guard let style = TextStyle(name: name) else {
            diagnostics.append(
                .init(
                    .error, .extensionInvalid,
                    "unknown text style \"\(name)\" in \(Self.extensionKey).scaledWith; valid values: \(TextStyle.validNames.joined(separator: ", ")), fixed",
                    at: settings.location(of: "scaledWith") ?? token.location))
            return options.dimensionsRelativeTo
        }
        return style
    }

    /// The top-level group names (compared lowercased, letters only) whose dimensions feed typography and
    /// are not emitted as dimensions: font sizes, letter spacing and line heights as design systems name them.
    /// The whole first name must match: `textField.height` or `fontPicker.width` are dimensions.
    static let typographyGroups: Set<String> = [
        "font", "fonts", "fontsize", "fontsizes", "fontweight", "fontweights", "fontfamily", "fontfamilies",
        "letterspacing", "letterspacings", "lineheight", "lineheights", "typography", "typescale",
    ]

    /// Whether a dimension token sits in a group that only feeds typography (see ``typographyGroups``).
    static func isTypographyReference(_ path: TokenPath) -> Bool {
        guard let first = path.names.first?.lowercased().filter({ $0.isLetter }) else { return false }
        return typographyGroups.contains(first)
    }

    static let typographyGroupRule =
        "the rule: a dimension is left out when the first name of its path is fontSize(s), lineHeight(s), letterSpacing(s), fontWeight(s), fontFamily, fontFamilies, font(s), typography or typeScale (any case, hyphens ignored); move a dimension the app needs to another group"

    /// One note naming the dimension tokens that only feed typography (in typography groups, or relative to
    /// the font size), so none is left out silently.
    static func typographyOnlyNote(_ skipped: [ResolvedToken], _ why: String, rule: String? = nil) -> Diagnostic? {
        guard let first = skipped.first else { return nil }
        let shown = skipped.prefix(3).map(\.path.dotted).joined(separator: ", ") + (skipped.count > 3 ? ", …" : "")
        let subject =
            skipped.count == 1
            ? "1 dimension token \(why) (\(shown)) feeds typography only and is"
            : "\(skipped.count) dimension tokens \(why) (\(shown)) feed typography only and are"
        return .init(
            .note, .dimensionsInTypographyGroups, "\(subject) not emitted as dimensions", at: first.location,
            notes: rule.map { [.init($0)] } ?? [])
    }

    private func origin(_ token: ResolvedToken) -> TokenOrigin {
        TokenOrigin(
            path: token.path.dotted,
            description: token.description,
            deprecation: token.deprecated.map { $0.message ?? "" },
            location: "\(relativePaths.path(token.location.path)):\(token.location.line):\(token.location.column)"
        )
    }
}

/// Per-token choices from `$extensions["com.typesetter"]`.
struct Settings {
    let object: JSONObject?
    let tokenLocation: SourceLocation

    init(_ token: ResolvedToken) {
        object = token.extensions?[Interpreter.extensionKey]?.object
        tokenLocation = token.location
    }

    func node(_ key: String) -> JSONNode? { object?[key] }
    func location(of key: String) -> SourceLocation? { object?.member(key)?.keyLocation }

    func string(_ key: String, diagnostics: inout [Diagnostic]) -> String? {
        guard let node = node(key) else { return nil }
        if let text = node.string { return text }
        diagnostics.append(
            .init(.error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be a string", at: node.location))
        return nil
    }

    func number(_ key: String, diagnostics: inout [Diagnostic]) -> Double? {
        guard let node = node(key) else { return nil }
        if let number = node.number, number.isFinite, number > 0 { return number }
        diagnostics.append(
            .init(
                .error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be a number greater than 0",
                at: node.location))
        return nil
    }

    func bool(_ key: String, diagnostics: inout [Diagnostic]) -> Bool? {
        guard let node = node(key) else { return nil }
        if case .bool(let flag) = node.value { return flag }
        diagnostics.append(
            .init(
                .error, .extensionInvalid, "\(Interpreter.extensionKey).\(key) must be true or false", at: node.location
            ))
        return nil
    }

    func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, _ type: Choice.Type, diagnostics: inout [Diagnostic]
    ) -> Choice? where Choice.RawValue == String {
        guard let text = string(key, diagnostics: &diagnostics) else { return nil }
        if let value = Choice(rawValue: text) { return value }
        diagnostics.append(
            .init(
                .error, .extensionInvalid,
                "\(Interpreter.extensionKey).\(key) must be one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))",
                at: node(key)?.location ?? tokenLocation))
        return nil
    }
}

/// The custom families the typography uses, each once, with every face of the catalog family.
private struct FamilyTable {
    private(set) var entries: [FontFamilyEntry] = []

    mutating func entry(for family: FontCatalog.Family, catalog: FontCatalog) -> FontFamilyEntry {
        if let existing = entries.first(where: { $0.family.name == family.name }) { return existing }
        var faces: [FontFamily.Face] = []
        for face in family.faces {
            guard let weight = face.weight else { continue }
            // Static files first (the catalog sorts them first); a variable font's named instance only where
            // no static face has the same weight and style.
            if face.isNamedInstance,
                faces.contains(where: {
                    $0.weight == weight && $0.isItalic == face.italic && $0.effectiveWidth == face.width
                })
            {
                continue
            }
            if faces.contains(where: { $0.postScriptName == face.postScriptName }) { continue }
            faces.append(
                FontFamily.Face(
                    postScriptName: face.postScriptName,
                    weight: weight,
                    isItalic: face.italic,
                    metrics: catalog.metrics(for: face, policy: .coreText),
                    fileName: face.fileName,
                    width: face.width == 100 ? nil : face.width,
                    instanceCoordinates: face.isNamedInstance ? face.instanceCoordinates : nil
                ))
        }
        let regular = faces.first { $0.weight == .regular && !$0.isItalic } ?? faces.first
        let entry = FontFamilyEntry(family: FontFamily(name: family.name, faces: faces, metrics: regular?.metrics))
        entries.append(entry)
        return entry
    }

    /// `entry` with `face`, a face drawn from a variable font at axis values, added once (faces are kept
    /// in weight order, upright before italic).
    mutating func adding(_ face: FontCatalog.Face, to entry: FontFamilyEntry, catalog: FontCatalog) -> FontFamilyEntry {
        guard let index = entries.firstIndex(where: { $0.family.name == entry.family.name }), let weight = face.weight
        else { return entry }
        let axes = (catalog.summary(for: face)?.axes ?? []).compactMap { axis -> FontVariation.Axis? in
            guard let value = face.axisValues[axis.tag] else { return nil }
            return FontVariation.Axis(tag: axis.tag, value: value, minimum: axis.minimum, maximum: axis.maximum)
        }
        let added = FontFamily.Face(
            postScriptName: face.postScriptName, weight: weight, isItalic: face.italic,
            metrics: catalog.metrics(for: face, policy: .coreText), fileName: face.fileName,
            variation: FontVariation(axes: axes),
            width: face.width == 100 ? nil : face.width)
        var family = entries[index].family
        guard !family.faces.contains(added) else { return entries[index] }
        let position =
            family.faces.firstIndex { $0.weight > weight || ($0.weight == weight && $0.isItalic && !face.italic) }
            ?? family.faces.endIndex
        family.faces.insert(added, at: position)
        entries[index].family = family
        return entries[index]
    }
}

extension DiagnosticCode {
    // MARK: Interpret
    public static let typographyIncomplete: DiagnosticCode = "build.typography-incomplete"
    public static let fontFamilyMissing: DiagnosticCode = "build.font-family-missing"
    public static let fontFaceMissing: DiagnosticCode = "build.font-face-missing"
    public static let dimensionsInTypographyGroups: DiagnosticCode = "build.dimensions-in-typography-groups"
    public static let extensionInvalid: DiagnosticCode = "build.extension-invalid"
    public static let colorUnconvertible: DiagnosticCode = "build.color-unconvertible"
    public static let colorClipped: DiagnosticCode = "build.color-clipped"
}
