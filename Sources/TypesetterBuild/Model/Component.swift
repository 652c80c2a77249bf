import TypesetterCore

/// A component variant of the design system (`button.primary`, `label.caption`): its ``ComponentStyle``
/// with every role resolved in every appearance, and where each value came from.
public struct ComponentEntry: Hashable, Sendable {
    /// What a component group is (`$extensions["com.typesetter"].component`).
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case button, label, badge, surface
    }

    /// The tokens a variant may hold, each a token or a group of states.
    public enum Role: String, CaseIterable, Hashable, Sendable {
        case typography, foreground, background, border, cornerRadius, paddingHorizontal, paddingVertical, spacing,
            minHeight

        /// The `$type` the role's tokens must have.
        public var tokenType: String {
            switch self {
            case .typography: "typography"
            case .foreground, .background: "color"
            case .border: "border"
            case .cornerRadius, .paddingHorizontal, .paddingVertical, .spacing, .minHeight: "dimension"
            }
        }
    }

    public var kind: Kind
    /// The variant group: its path (`button.primary`), the Swift member name on `ComponentStyle` (and, for
    /// buttons, on `ButtonStyle`, given by ``SwiftNaming``), its description and location.
    public var origin: TokenOrigin
    /// The component group's path (`button`); the same as the variant's for a single-variant component.
    public var componentPath: String
    /// The values, every state complete (a state a role does not set takes `default`).
    public var style: ComponentStyle
    /// For each role the variant sets, each state's token path as written (a missing state is absent).
    public var tokens: [Role: [ComponentStyle.State: String]]
    /// The model style (its token path) each state's typography is, when it is one of the model's styles;
    /// inlined otherwise.
    public var typographyStyles: [ComponentStyle.State: String]
    /// The model color (its token path) each role and state refers to, when it is one of the model's colors.
    public var colors: [Role: [ComponentStyle.State: String]]
    /// The Swift members of ``typographyStyles`` (`Typography.label`), given by ``SwiftNaming``.
    public var typographyNames: [ComponentStyle.State: String] = [:]
    /// The Swift members of ``colors`` (`Colors.accent`), given by ``SwiftNaming``.
    public var colorNames: [Role: [ComponentStyle.State: String]] = [:]

    /// The Swift member of the typography a state uses: the state's own, else the default state's.
    func typographyName(_ state: ComponentStyle.State) -> String? {
        typographyNames[state] ?? typographyNames[.default]
    }

    /// The Swift member of the color a role uses in a state: the state's own, else the default state's.
    func colorName(_ role: Role, _ state: ComponentStyle.State) -> String? {
        colorNames[role]?[state] ?? colorNames[role]?[.default]
    }
    /// The width and lines the default state's text must fit in (`$extensions["com.typesetter"].fit` on the
    /// variant group, else on the component group), for `check.fit-overflow`: the width is the component's,
    /// the text gets it less twice `paddingHorizontal` at each size.
    public var fit: FitBudget?

    public init(
        kind: Kind, origin: TokenOrigin, componentPath: String, style: ComponentStyle,
        tokens: [Role: [ComponentStyle.State: String]] = [:], typographyStyles: [ComponentStyle.State: String] = [:],
        colors: [Role: [ComponentStyle.State: String]] = [:], fit: FitBudget? = nil
    ) {
        self.kind = kind
        self.origin = origin
        self.componentPath = componentPath
        self.style = style
        self.tokens = tokens
        self.typographyStyles = typographyStyles
        self.colors = colors
        self.fit = fit
    }

    /// The states the variant defines (`default` first), in ``ComponentStyle/State`` order.
    public var definedStates: [ComponentStyle.State] {
        ComponentStyle.State.allCases.filter { state in state == .default || tokens.values.contains { $0[state] != nil }
        }
    }

    /// The token path of a role in a state: the state's own, else the default's.
    public func tokenPath(_ role: Role, _ state: ComponentStyle.State) -> String? {
        tokens[role]?[state] ?? tokens[role]?[.default]
    }
}

extension ComponentStyle.Values {
    /// The lengths a state sets, by the name the generated initializer and the template context give them,
    /// in the initializer's order (`nil`: not set).
    var namedLengths: [(name: String, value: ScaledValue?)] {
        [
            ("cornerRadius", cornerRadius), ("paddingHorizontal", paddingHorizontal),
            ("paddingVertical", paddingVertical), ("spacing", spacing), ("minHeight", minHeight),
        ]
    }
}

extension ComponentEntry.Kind {
    /// The SwiftUI modifier that draws a view in a variant of this kind (`buttonStyle`).
    package var modifier: String {
        switch self {
        case .button: "buttonStyle"
        case .label, .badge: "componentStyle"
        case .surface: "surfaceStyle"
        }
    }
}
