import TypesetterCore
import TypesetterTokens

/// Components from tokens: a group whose `$extensions["com.typesetter"].component` is `button`, `label`,
/// `badge` or `surface` becomes ``ComponentEntry`` values, one per variant.
///
/// The format (documented in the README's Components section):
/// - The component group's child groups are its variants (`button.primary`); a component group with role
///   tokens directly inside is its own single variant (`label.caption` with `caption` the component group).
/// - A variant's tokens are roles (``ComponentEntry/Role``): `typography`, `foreground`, `background`,
///   `border`, `cornerRadius`, `paddingHorizontal`, `paddingVertical`, `spacing`, `minHeight`. Each may be an
///   alias.
/// - A role may instead be a group of states (``ComponentStyle/State``): `default` (required), `pressed`,
///   `disabled`, `focused`, `selected`; a missing state takes `default`.
/// - Anything else in a component group is an error naming the allowed roles and states.
/// - `fit` (`{"width": 343, "lines": 1, "sample": "…"}`) on the variant group, or on the component group for
///   all its variants, is the component's width: its text gets that less twice `paddingHorizontal`.
///
/// Colors are resolved in every appearance the configuration names (as color tokens are). Lengths scale like
/// `@ScaledMetric` relative to the text style of the variant's default typography (or
/// `options.dimensionsRelativeTo`, or Body, without typography). Component tokens are the component's:
/// their colors and dimensions are not emitted again as plain colors and dimensions, and a typography role
/// that is an alias of a style refers to that style instead of repeating it.
struct ComponentInterpreter {
    var options: BuildConfig.Options
    var inputs: Interpreter.Inputs
    var baseDirectory: String

    /// The component groups' kinds, with their locations: `nil` kind for a group whose kind was invalid.
    private struct Group {
        var path: [String]
        var kind: ComponentEntry.Kind
        var location: SourceLocation
    }

    /// One variant being assembled.
    private struct Variant {
        var path: [String]
        var group: Group
        var firstLocation: SourceLocation
        var tokens: [ComponentEntry.Role: [ComponentStyle.State: ResolvedToken]] = [:]
    }

    static let roleList = ComponentEntry.Role.allCases.map(\.rawValue).joined(separator: ", ")
    static let stateList = ComponentStyle.State.allCases.map(\.rawValue).joined(separator: ", ")
    static let kindList = ComponentEntry.Kind.allCases.map(\.rawValue).joined(separator: ", ")

    /// Adds the components to `model`, and removes from it the colors, dimensions and aliased typography
    /// the components own.
    func interpret(into model: inout DesignSystem) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let groups = componentGroups(&diagnostics)
        guard !groups.isEmpty else { return diagnostics }

        // Each token belongs to the innermost component group around it.
        let innermostFirst = groups.indices.sorted { groups[$0].path.count > groups[$1].path.count }
        var tokensByGroup: [Int: [ResolvedToken]] = [:]
        var ownedPaths: Set<String> = []
        for token in inputs.any.tokens {
            let names = token.path.names
            guard
                let index = innermostFirst.first(where: {
                    names.count > groups[$0].path.count && names.starts(with: groups[$0].path)
                })
            else { continue }
            tokensByGroup[index, default: []].append(token)
            ownedPaths.insert(token.path.dotted)
        }

        var variants: [Variant] = []
        for (index, group) in groups.enumerated() {
            let tokens = tokensByGroup[index] ?? []
            guard !tokens.isEmpty else {
                diagnostics.append(
                    .init(
                        .warning, .componentInvalid,
                        "the \(group.kind.rawValue) component \(group.path.joined(separator: ".")) has no tokens; give it roles (\(Self.roleList)) or variant groups of them",
                        at: group.location))
                continue
            }
            // Role tokens directly inside (as tokens or state groups): the group is its own single variant.
            let isSingleVariant = tokens.contains {
                ComponentEntry.Role(rawValue: $0.path.names[group.path.count]) != nil
            }
            for token in tokens {
                place(
                    token, in: group, isSingleVariant: isSingleVariant, variants: &variants, diagnostics: &diagnostics)
            }
        }

        let budgets = fits(in: groups, diagnostics: &diagnostics)
        var entries: [ComponentEntry] = []
        for variant in variants {
            if let entry = entry(
                variant, model: model, ownedPaths: ownedPaths, fits: budgets, diagnostics: &diagnostics)
            {
                entries.append(entry)
            }
        }
        model.components = entries.sorted { $0.origin.path < $1.origin.path }

        // What the components own is emitted with them, not again on its own.
        let referencedStyles = Set(model.components.flatMap(\.typographyStyles.values))
        model.colors.removeAll { ownedPaths.contains($0.origin.path) }
        model.dimensions.removeAll { ownedPaths.contains($0.origin.path) }
        model.typography.removeAll { style in
            ownedPaths.contains(style.origin.path) && inputs.any[style.origin.path]?.aliasTarget != nil
                && !referencedStyles.contains(style.origin.path)
        }
        return diagnostics
    }

    // MARK: Groups

    private func componentGroups(_ diagnostics: inout [Diagnostic]) -> [Group] {
        var groups: [Group] = []
        for group in inputs.any.groups {
            guard let settings = group.extensions[Interpreter.extensionKey]?.object, let node = settings["component"]
            else { continue }
            guard let name = node.string else {
                diagnostics.append(
                    .init(
                        .error, .componentInvalid,
                        "\(Interpreter.extensionKey).component must be a string: \(Self.kindList)", at: node.location))
                continue
            }
            guard let kind = ComponentEntry.Kind(rawValue: name) else {
                diagnostics.append(
                    .init(
                        .error, .componentInvalid,
                        "unknown component \"\(name)\" in \(Interpreter.extensionKey).component; valid values: \(Self.kindList)",
                        at: node.location))
                continue
            }
            groups.append(Group(path: group.path.names, kind: kind, location: group.location))
        }
        return groups
    }

    /// Puts a token in its variant's role and state, or reports why it cannot be one.
    private func place(
        _ token: ResolvedToken, in group: Group, isSingleVariant: Bool, variants: inout [Variant],
        diagnostics: inout [Diagnostic]
    ) {
        let relative = Array(token.path.names.dropFirst(group.path.count))
        let variantLength = isSingleVariant ? 0 : 1
        let variantPath = group.path + relative.prefix(variantLength)
        let rest = Array(relative.dropFirst(variantLength))
        let owner =
            isSingleVariant
            ? "the \(group.kind.rawValue) \(group.path.joined(separator: "."))"
            : "the \(group.kind.rawValue) variant \(variantPath.joined(separator: "."))"
        guard let roleName = rest.first, let role = ComponentEntry.Role(rawValue: roleName) else {
            let name = rest.first ?? relative.last ?? token.path.dotted
            let message =
                rest.isEmpty
                ? "\(token.path) is a token directly in the \(group.kind.rawValue) component \(group.path.joined(separator: ".")), whose other members are variant groups; put it in a variant, or make every member a role"
                : "\(token.path): \"\(name)\" is not a role of \(owner); roles: \(Self.roleList)"
            diagnostics.append(
                .init(
                    .error, .componentInvalid, message, at: token.location,
                    notes: [
                        .init(
                            "a role is a token, or a group of states: \(Self.stateList) (a missing state takes default)"
                        )
                    ]))
            return
        }
        var state = ComponentStyle.State.default
        if rest.count == 2 {
            guard let named = ComponentStyle.State(rawValue: rest[1]) else {
                diagnostics.append(
                    .init(
                        .error, .componentInvalid,
                        "\(token.path): \"\(rest[1])\" is not a state of the role \(role.rawValue); states: \(Self.stateList)",
                        at: token.location, notes: [.init("a missing state takes default")]))
                return
            }
            state = named
        } else if rest.count > 2 {
            diagnostics.append(
                .init(
                    .error, .componentInvalid,
                    "\(token.path) is nested too deeply in \(owner): a role is a token, or a group of state tokens (\(Self.stateList))",
                    at: token.location))
            return
        }
        guard token.type.rawValue == role.tokenType else {
            diagnostics.append(
                .init(
                    .error, .componentInvalid,
                    "\(token.path) is a \(token.type.rawValue) token; the role \(role.rawValue) takes a \(role.tokenType) token",
                    at: token.location))
            return
        }
        if let index = variants.firstIndex(where: { $0.path == variantPath }) {
            variants[index].tokens[role, default: [:]][state] = token
        } else {
            var variant = Variant(path: variantPath, group: group, firstLocation: token.location)
            variant.tokens[role] = [state: token]
            variants.append(variant)
        }
    }

    // MARK: Values

    private func entry(
        _ variant: Variant, model: DesignSystem, ownedPaths: Set<String>, fits: [[String]: FitBudget],
        diagnostics: inout [Diagnostic]
    ) -> ComponentEntry? {
        var failed = false
        for (role, states) in variant.tokens.sorted(by: { $0.key.rawValue < $1.key.rawValue })
        where states[.default] == nil {
            let first = states.sorted { $0.key.rawValue < $1.key.rawValue }.first?.value
            let rolePath = (variant.path + [role.rawValue]).joined(separator: ".")
            diagnostics.append(
                .init(
                    .error, .componentInvalid,
                    "\(rolePath) has states but no default; add \(rolePath).default (a missing state takes default)",
                    at: first?.location ?? variant.firstLocation))
            failed = true
        }
        guard !failed else { return nil }

        var typographyStyles: [ComponentStyle.State: String] = [:]
        var colors: [ComponentEntry.Role: [ComponentStyle.State: String]] = [:]
        // The default typography decides the text style lengths scale with.
        var textStyle = options.dimensionsRelativeTo ?? .body
        if let token = variant.tokens[.typography]?[.default],
            let style = typographyStyle(token, model: model, ownedPaths: ownedPaths)
        {
            textStyle = style.typography.effectiveTextStyle
        }

        func values(_ state: ComponentStyle.State) -> ComponentStyle.Values? {
            var values = ComponentStyle.Values()
            func token(_ role: ComponentEntry.Role) -> ResolvedToken? {
                variant.tokens[role]?[state] ?? variant.tokens[role]?[.default]
            }
            if let token = token(.typography) {
                guard let style = typographyStyle(token, model: model, ownedPaths: ownedPaths) else { return nil }
                values.typography = style.typography
                typographyStyles[state] = style.origin.path
            }
            for role in [ComponentEntry.Role.foreground, .background] {
                guard let token = token(role) else { continue }
                guard let color = designColor(token, diagnostics: &diagnostics) else { return nil }
                if role == .foreground { values.foreground = color } else { values.background = color }
                if let path = modelColor(token, color: color, model: model, ownedPaths: ownedPaths) {
                    colors[role, default: [:]][state] = path
                }
            }
            if let token = token(.border), case .border(let border) = token.value {
                guard let color = borderColor(token, diagnostics: &diagnostics) else { return nil }
                values.border = ComponentStyle.Border(
                    color: color, width: ScaledValue(points(border.width), relativeTo: textStyle))
            }
            func length(_ role: ComponentEntry.Role) -> ScaledValue? {
                guard let token = token(role), case .dimension(let value) = token.value else { return nil }
                return ScaledValue(points(value), relativeTo: textStyle)
            }
            values.cornerRadius = length(.cornerRadius)
            values.paddingHorizontal = length(.paddingHorizontal)
            values.paddingVertical = length(.paddingVertical)
            values.spacing = length(.spacing)
            values.minHeight = length(.minHeight)
            return values
        }

        guard let base = values(.default) else { return nil }
        var style = ComponentStyle(base)
        for state in ComponentStyle.State.allCases where state != .default {
            guard variant.tokens.values.contains(where: { $0[state] != nil }) else { continue }
            guard let stateValues = values(state) else { return nil }
            style.states[state] = stateValues
        }
        for (_, states) in variant.tokens {
            for (_, token) in states {
                if case .border(let border) = token.value, border.style != .keyword(.solid) {
                    diagnostics.append(
                        .init(
                            .warning, .componentInvalid,
                            "\(token.path): the border is drawn solid; Typesetter's components draw solid borders only",
                            at: token.location))
                }
            }
        }

        let location = variant.firstLocation
        let origin = TokenOrigin(
            path: variant.path.joined(separator: "."),
            location: "\(FilePath.relative(location.path, to: baseDirectory)):\(location.line):\(location.column)")
        var tokens: [ComponentEntry.Role: [ComponentStyle.State: String]] = [:]
        for (role, states) in variant.tokens { tokens[role] = states.mapValues(\.path.dotted) }
        return ComponentEntry(
            kind: variant.group.kind, origin: origin, componentPath: variant.group.path.joined(separator: "."),
            style: style,
            tokens: tokens, typographyStyles: typographyStyles, colors: colors,
            fit: fits[variant.path] ?? fits[variant.group.path])
    }

    /// Each group's `$extensions["com.typesetter"].fit` inside the component groups, read once (so an invalid
    /// one is reported once, not once per variant that shares it).
    private func fits(in groups: [Group], diagnostics: inout [Diagnostic]) -> [[String]: FitBudget] {
        var fits: [[String]: FitBudget] = [:]
        for group in inputs.any.groups where groups.contains(where: { group.path.names.starts(with: $0.path) }) {
            guard let settings = group.extensions[Interpreter.extensionKey]?.object, let node = settings["fit"]
            else { continue }
            fits[group.path.names] = FitBudget.read(
                node, location: settings.member("fit")?.keyLocation, diagnostics: &diagnostics)
        }
        return fits
    }

    /// The model style a typography role is: the nearest style along its alias chain that lies outside the
    /// components, else the token's own.
    private func typographyStyle(
        _ token: ResolvedToken, model: DesignSystem, ownedPaths: Set<String>
    ) -> TypographyStyle? {
        for path in inputs.any.aliasChain(of: token.path) where !ownedPaths.contains(path.dotted) {
            if let style = model.typography.first(where: { $0.origin.path == path.dotted }) { return style }
        }
        return model.typography.first { $0.origin.path == token.path.dotted }
    }

    /// The model color (its path) a color role refers to through aliases, when that color is the same in
    /// every appearance.
    private func modelColor(
        _ token: ResolvedToken, color: DesignColor, model: DesignSystem, ownedPaths: Set<String>
    ) -> String? {
        for path in inputs.any.aliasChain(of: token.path) where !ownedPaths.contains(path.dotted) {
            if let entry = model.colors.first(where: { $0.origin.path == path.dotted }), entry.color == color {
                return entry.origin.path
            }
        }
        return nil
    }

    private func designColor(_ token: ResolvedToken, diagnostics: inout [Diagnostic]) -> DesignColor? {
        appearanceColor(token, diagnostics: &diagnostics) { value in
            if case .color(let color) = value { return color }
            return nil
        }
    }

    private func borderColor(_ token: ResolvedToken, diagnostics: inout [Diagnostic]) -> DesignColor? {
        appearanceColor(token, diagnostics: &diagnostics) { value in
            if case .border(let border) = value { return border.color }
            return nil
        }
    }

    /// A color role in every appearance (the token's value in each appearance's token set).
    private func appearanceColor(
        _ token: ResolvedToken, diagnostics: inout [Diagnostic], color: (TokenValue) -> ColorValue?
    ) -> DesignColor? {
        guard let appearances = inputs.appearances(of: token, color),
            let converted = ColorTokens.designColor(of: token, appearances, diagnostics: &diagnostics)
        else { return nil }
        return converted.color
    }

    private func points(_ dimension: DimensionValue) -> Double {
        switch dimension.unit {
        case .px: dimension.value
        case .rem: dimension.value * options.remBase
        }
    }
}
