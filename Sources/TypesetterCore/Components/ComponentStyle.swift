/// A component of the design system — a button, label, badge or surface variant — as values: its typography,
/// colors, border, corner radius, paddings, icon spacing and minimum height, for each interaction state.
///
/// Generated code declares one per component variant; the runtime's SwiftUI button style, view modifiers and
/// UIKit configuration factories only read it. Everything that decides a number is here, tested on Linux:
/// which state applies (``state(isEnabled:isPressed:isSelected:isFocused:)``), and what each length is at
/// a content size category (``Values/metrics(at:model:)``): paddings, spacing and radii scale like
/// `@ScaledMetric`, relative to the component's text style.
public struct ComponentStyle: Hashable, Sendable {
    /// The interaction states a component's roles may vary by.
    public enum State: String, CaseIterable, Hashable, Sendable, Codable {
        case `default`
        case pressed
        case disabled
        case focused
        case selected
    }

    /// A border: its color and width (the width scales like the other lengths).
    public struct Border: Hashable, Sendable {
        public var color: DesignColor
        public var width: ScaledValue

        public init(color: DesignColor, width: ScaledValue) {
            self.color = color
            self.width = width
        }
    }

    /// Every role of one state. A role a variant does not set is `nil` (the platform's default applies).
    public struct Values: Hashable, Sendable {
        public var typography: Typography?
        public var foreground: DesignColor?
        public var background: DesignColor?
        public var border: Border?
        public var cornerRadius: ScaledValue?
        public var paddingHorizontal: ScaledValue?
        public var paddingVertical: ScaledValue?
        /// The gap between an icon and the text.
        public var spacing: ScaledValue?
        public var minHeight: ScaledValue?

        public init(
            typography: Typography? = nil, foreground: DesignColor? = nil, background: DesignColor? = nil,
            border: Border? = nil, cornerRadius: ScaledValue? = nil, paddingHorizontal: ScaledValue? = nil,
            paddingVertical: ScaledValue? = nil, spacing: ScaledValue? = nil, minHeight: ScaledValue? = nil
        ) {
            self.typography = typography
            self.foreground = foreground
            self.background = background
            self.border = border
            self.cornerRadius = cornerRadius
            self.paddingHorizontal = paddingHorizontal
            self.paddingVertical = paddingVertical
            self.spacing = spacing
            self.minHeight = minHeight
        }

        /// The lengths at `category`, in points (0 for a role not set).
        ///
        /// The minimum height grows with Dynamic Type but never shrinks below its token value: a minimum of
        /// 44 pt is a tap target at the smallest sizes too.
        public func metrics(at category: ContentSizeCategory, model: ScalingModel = .tableRatio) -> Metrics {
            func points(_ value: ScaledValue?) -> Double { value?.value(at: category, model: model) ?? 0 }
            let height = minHeight.map { max($0.baseValue, points($0)) } ?? 0
            return Metrics(
                cornerRadius: points(cornerRadius), paddingHorizontal: points(paddingHorizontal),
                paddingVertical: points(paddingVertical), spacing: points(spacing), minHeight: height,
                borderWidth: points(border?.width))
        }

        /// The height of a one-line component at `category`: the minimum height, or the line height plus
        /// twice the vertical padding, whichever is taller (what a tap target is measured by). `nil` without
        /// typography or a minimum height, when the height depends on content the style does not know.
        public func height(
            at category: ContentSizeCategory, legibilityWeight: LegibilityWeight = .regular,
            options: ResolutionOptions = .standard
        ) -> Double? {
            let lengths = metrics(at: category, model: options.model)
            let content = typography.map {
                $0.resolve(at: category, legibilityWeight: legibilityWeight, options: options).lineHeight
                    + 2 * lengths.paddingVertical
            }
            switch (content, minHeight) {
            case (let content?, nil): return content
            case (nil, _?): return lengths.minHeight
            case (let content?, _?): return max(content, lengths.minHeight)
            case (nil, nil): return nil
            }
        }
    }

    /// A state's lengths at one content size category, in points.
    public struct Metrics: Hashable, Sendable {
        public var cornerRadius: Double
        public var paddingHorizontal: Double
        public var paddingVertical: Double
        public var spacing: Double
        public var minHeight: Double
        public var borderWidth: Double

        public init(
            cornerRadius: Double, paddingHorizontal: Double, paddingVertical: Double, spacing: Double,
            minHeight: Double, borderWidth: Double
        ) {
            self.cornerRadius = cornerRadius
            self.paddingHorizontal = paddingHorizontal
            self.paddingVertical = paddingVertical
            self.spacing = spacing
            self.minHeight = minHeight
            self.borderWidth = borderWidth
        }
    }

    /// The default state's values.
    public var base: Values
    /// Each other state's complete values (the generator fills roles a state does not set from `default`).
    public var states: [State: Values]

    public init(
        _ base: Values, pressed: Values? = nil, disabled: Values? = nil, focused: Values? = nil,
        selected: Values? = nil
    ) {
        self.base = base
        var states: [State: Values] = [:]
        states[.pressed] = pressed
        states[.disabled] = disabled
        states[.focused] = focused
        states[.selected] = selected
        self.states = states
    }

    /// The values of `state` (the default's where the variant does not define the state).
    public func values(for state: State) -> Values {
        state == .default ? base : states[state] ?? base
    }

    /// The state a control is drawn in. One state at a time, the most telling first: disabled (nothing
    /// else matters), pressed (the touch in progress), selected, focused, else default. A state the variant
    /// does not define draws as default (``values(for:)``).
    public static func state(
        isEnabled: Bool, isPressed: Bool = false, isSelected: Bool = false, isFocused: Bool = false
    ) -> State {
        if !isEnabled { return .disabled }
        if isPressed { return .pressed }
        if isSelected { return .selected }
        if isFocused { return .focused }
        return .default
    }

    /// The values for a control in those conditions. A selected control that has focus draws selected with
    /// focus still visible: each role the focused state changes from the default's is the focused state's, every
    /// other role the selected state's (Apple's HIG, Focus and selection: people need to see where focus is).
    public func values(
        isEnabled: Bool, isPressed: Bool = false, isSelected: Bool = false, isFocused: Bool = false
    ) -> Values {
        let state = Self.state(isEnabled: isEnabled, isPressed: isPressed, isSelected: isSelected, isFocused: isFocused)
        guard state == .selected, isFocused, let focused = states[.focused] else { return values(for: state) }
        return values(for: .selected).showing(focused, over: base)
    }
}

extension ComponentStyle.Values {
    /// These values with every role that `other` changes from `base` taken from `other`: what a state that shows
    /// two conditions at once draws (selected and focused).
    func showing(_ other: Self, over base: Self) -> Self {
        func pick<Role: Equatable>(_ role: KeyPath<Self, Role>) -> Role {
            other[keyPath: role] != base[keyPath: role] ? other[keyPath: role] : self[keyPath: role]
        }
        return Self(
            typography: pick(\.typography), foreground: pick(\.foreground), background: pick(\.background),
            border: pick(\.border), cornerRadius: pick(\.cornerRadius), paddingHorizontal: pick(\.paddingHorizontal),
            paddingVertical: pick(\.paddingVertical), spacing: pick(\.spacing), minHeight: pick(\.minHeight))
    }
}
