import Foundation
import TypesetterCore
import TypesetterFonts
import TypesetterTokens

// The Interpret stage's typography: a typography token and its per-token choices become a style.
extension Interpreter {
    /// The style a typography token describes, or nil (with a diagnostic) when it cannot be laid out. The
    /// reader has checked each member's own range (a size and a line height greater than 0); this reads what
    /// depends on the configuration and the fonts: the face, the text style, scaling and Bold Text.
    func typography(
        _ token: ResolvedToken, _ value: TypographyValue, families: inout FamilyTable, standIns: inout [StandIn],
        reportsNoSize: Bool = true, diagnostics: inout [Diagnostic]
    ) -> TypographyStyle? {
        let settings = Settings(token)
        guard let fontSize = value.fontSize else {
            // Only lenient mode lets a typography lack fontSize: Tokens Studio's partial typography, a set of
            // overrides rather than a style. It cannot be laid out, so it is left out, and said so (once for
            // all, ``noTypographyHasASize(_:)``, when no typography has one).
            guard reportsNoSize else { return nil }
            diagnostics.append(
                .init(
                    .warning, .typographyIncomplete,
                    "typography \(token.path) has no fontSize, so it is not a style and is left out; give it one (e.g. {\"value\": 16, \"unit\": \"px\"}) to emit it",
                    at: token.location))
            return nil
        }
        // `"Bold Italic"` weights and Figma's `fontStyle: "italic"` (lenient forms) make the value italic; the
        // per-token extension, when present, decides.
        let request = FaceRequest(
            weight: value.fontWeight.flatMap { FontWeight(rawValue: $0.value) } ?? .regular,
            italic: settings.bool("italic", diagnostics: &diagnostics) ?? value.isItalic,
            width: FontWidth.read(settings: settings, extras: value.extras, diagnostics: &diagnostics) ?? 100,
            opticalSize: settings.number("opticalSize", diagnostics: &diagnostics))
        guard
            let chosen = font(
                for: value.fontFamily.map(FontFamilyNames.list) ?? [], request, token: token, settings: settings,
                families: &families, standIns: &standIns, diagnostics: &diagnostics)
        else { return nil }
        var font = chosen.font
        let textStyle = textStyle(settings, diagnostics: &diagnostics)
        let scaling = scaling(settings, diagnostics: &diagnostics)
        let boldText = boldText(settings, font: font, diagnostics: &diagnostics)
        if case .oneStepHeavier = boldText, case .custom(let family) = font, let customFamily = chosen.family,
            let heavier = heavierFace(of: family, from: customFamily, request)
        {
            font = .custom(
                families.adding(heavier, to: families.entry(for: customFamily, catalog: catalog), catalog: catalog)
                    .family)
        }
        // Letter spacing the file gave relative to the font size (`"-2%"`, `0.05em`) stays relative, so it
        // scales with the font at every size.
        let letterSpacing =
            value.relativeLetterSpacing.map(Typography.LetterSpacing.em)
            ?? value.letterSpacing.map { Typography.LetterSpacing.points(points($0)) } ?? .zero
        let typography = Typography(
            font: font, size: points(fontSize), weight: request.weight, isItalic: request.italic,
            lineHeight: value.lineHeight.map(Typography.LineHeight.multiple) ?? .fontDefault,
            letterSpacing: letterSpacing,
            textStyle: textStyle, scaling: scaling, boldText: boldText,
            width: request.width == 100 ? nil : request.width, opticalSize: request.opticalSize
        )
        let sample = settings.string("sample", diagnostics: &diagnostics).flatMap { $0.isEmpty ? nil : $0 }
        let fit = FitBudget.read(
            settings.node("fit"), location: settings.location(of: "fit"), diagnostics: &diagnostics)
        var style = TypographyStyle(origin: origin(token), typography: typography, sample: sample, fit: fit)
        style.scalingLocation = settings.node("scaling")?.location
        return style
    }

    /// The one warning for typographies none of which has a fontSize (lenient mode): how many, what they hold
    /// instead and what to do, at the first of them.
    static func noTypographyHasASize(_ tokens: [ResolvedToken]) -> Diagnostic {
        var held: [String: Int] = [:]
        for token in tokens {
            guard case .typography(let value) = token.value else { continue }
            let members: [(String, Bool)] = [
                ("fontFamily", value.fontFamily != nil), ("fontWeight", value.fontWeight != nil),
                ("lineHeight", value.lineHeight != nil),
                ("letterSpacing", value.letterSpacing != nil || value.relativeLetterSpacing != nil),
            ]
            for (name, present) in members where present { held[name, default: 0] += 1 }
            for name in value.extras.keys { held[name, default: 0] += 1 }
        }
        let order = ["fontFamily", "fontWeight", "lineHeight", "letterSpacing"]
        let names = held.keys.sorted {
            (order.firstIndex(of: $0) ?? order.count, $0) < (order.firstIndex(of: $1) ?? order.count, $1)
        }
        let described = names.map { name in
            held[name] == tokens.count ? "`\(name)`" : "`\(name)` (\(held[name] ?? 0) of \(tokens.count))"
        }
        let holding =
            described.isEmpty
            ? "they hold no member at all"
            : "they hold only \(described.count == 1 ? described[0] : described.dropLast().joined(separator: ", ") + " and " + (described.last ?? ""))"
        let notes = [
            Diagnostic.Note(
                "a typography without a size is a set of overrides (Tokens Studio writes partial typographies so) and cannot be laid out; give each a fontSize (e.g. {\"value\": 16, \"unit\": \"px\"}), or, if the file gives their sizes another way, see the warnings above for what lenient mode did not read"
            )
        ]
        return Diagnostic(
            .warning, .typographyIncomplete,
            "none of the \(tokens.count) typography tokens has a fontSize, so none is a style and the build has no typography styles: \(holding)",
            at: tokens.first?.location, notes: notes)
    }

    /// `textStyle`: the Apple text style the style scales with, by name.
    private func textStyle(_ settings: Settings, diagnostics: inout [Diagnostic]) -> TextStyle? {
        guard let styleName = settings.string("textStyle", diagnostics: &diagnostics) else { return nil }
        if let textStyle = TextStyle(name: styleName) { return textStyle }
        diagnostics.append(
            .init(
                .error, .extensionInvalid,
                "unknown text style \"\(styleName)\" in \(Self.extensionKey).textStyle; valid values: \(TextStyle.validNames.joined(separator: ", "))",
                at: settings.location(of: "textStyle") ?? settings.tokenLocation))
        return nil
    }

    /// `scaling`, `maximumPointSize` and `lineHeightScaling`, over the options' defaults.
    private func scaling(_ settings: Settings, diagnostics: inout [Diagnostic]) -> Typography.Scaling {
        let dynamic = Typography.Scaling.dynamic(
            categories: options.categories,
            maximumPointSize: settings.number("maximumPointSize", diagnostics: &diagnostics)
                ?? options.maximumPointSize,
            lineHeightScaling: settings.choice(
                "lineHeightScaling", Typography.LineHeightScaling.self, diagnostics: &diagnostics)
                ?? options.lineHeightScaling
        )
        guard let mode = settings.string("scaling", diagnostics: &diagnostics), mode != "dynamic" else {
            return dynamic
        }
        if mode == "fixed" { return .fixed }
        diagnostics.append(
            .init(
                .error, .extensionInvalid,
                "\(Self.extensionKey).scaling must be \"dynamic\" or \"fixed\", not \"\(mode)\"",
                at: settings.location(of: "scaling") ?? settings.tokenLocation))
        return dynamic
    }

    /// `boldText`: `unchanged`, `oneStepHeavier`, a weight, or a face of the style's custom family by
    /// PostScript name; the options' default otherwise.
    private func boldText(
        _ settings: Settings, font: Typography.Font, diagnostics: inout [Diagnostic]
    ) -> Typography.BoldText {
        let defaultBoldText: Typography.BoldText = options.boldText == .unchanged ? .unchanged : .oneStepHeavier
        guard let bold = settings.node("boldText") else { return defaultBoldText }
        if let number = bold.number, let boldWeight = FontWeight(rawValue: number) { return .weight(boldWeight) }
        guard let text = bold.string else {
            diagnostics.append(
                .init(
                    .error, .extensionInvalid,
                    "\(Self.extensionKey).boldText must be \"unchanged\", \"oneStepHeavier\", a weight (1–1000) or a PostScript name",
                    at: bold.location))
            return defaultBoldText
        }
        if text == "unchanged" { return .unchanged }
        if text == "oneStepHeavier" { return .oneStepHeavier }
        if let boldWeight = FontWeight(name: text) { return .weight(boldWeight) }
        guard case .custom(let family) = font else {
            diagnostics.append(
                .init(
                    .error, .extensionInvalid,
                    "\(Self.extensionKey).boldText \"\(text)\" must be unchanged, oneStepHeavier or a weight for the system font",
                    at: bold.location))
            return defaultBoldText
        }
        if family.face(postScriptName: text) != nil { return .face(postScriptName: text) }
        diagnostics.append(
            .init(
                .error, .fontFaceMissing,
                "\(Self.extensionKey).boldText names the face \"\(text)\", which family \(family.name) does not have; faces: \(family.faces.map(\.postScriptName).joined(separator: ", "))",
                at: bold.location))
        return defaultBoldText
    }
}
