// SwiftUI: a style's attributes at a Dynamic Type size as an `AttributeContainer`, for `Text(AttributedString)`
// and runs that mix styles inside one paragraph.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    extension Typography {
        /// The SwiftUI attributes of this style at `dynamicTypeSize` and `legibilityWeight`, in `theme`: the font
        /// (custom face or system font, at the resolved point size), the letter spacing as tracking, and — on the 26
        /// releases, built with a 26 SDK (``exactLineHeightAvailable``) — the exact line height. Pass the view's
        /// environment values (none has a default, so Bold Text and the theme are never dropped):
        ///
        /// ```swift
        /// var note = AttributedString("Note: ")
        /// note.mergeAttributes(
        ///     Typography.label.attributeContainer(dynamicTypeSize: size, legibilityWeight: weight, theme: theme))
        /// Text(note + body)
        /// ```
        ///
        /// The values are the core's (``TypesetterCore/TextAttributes``), the same ones
        /// ``SwiftUI/View/typography(_:options:)`` applies. Before the 26 releases an attributed string cannot
        /// carry a line height: apply ``SwiftUI/View/typography(_:options:)`` to the `Text` for the paragraph's
        /// spacing.
        public func attributeContainer(
            dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight?, theme: Theme?,
            options: ResolutionOptions = .native
        ) -> AttributeContainer {
            let style = themed(theme)
            let plan = TextAttributePlan(
                style, kind: .swiftUIText, at: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight), options: options)
            var container = AttributeContainer()
            container.swiftUI.font = SwiftUI.Font(plan.values.resolved, of: style)
            container.swiftUI.tracking = plan.tracking
            container.setExactLineHeight(of: plan.values.resolved)
            return container
        }
    }
#endif
