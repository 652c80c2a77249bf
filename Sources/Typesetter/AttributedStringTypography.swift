// SwiftUI: a style's attributes at a Dynamic Type size as an `AttributeContainer`, for `Text(AttributedString)`
// and runs that mix styles inside one paragraph.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    extension Typography {
        /// The SwiftUI attributes of this style at `dynamicTypeSize` and `legibilityWeight`: the font (custom face
        /// or system font, at the resolved point size), the letter spacing, and — on the 26 releases, built with
        /// a 26 SDK (``exactLineHeightAvailable``) — the exact line height:
        ///
        /// ```swift
        /// var note = AttributedString("Note: ")
        /// note.mergeAttributes(Typography.label.attributeContainer(dynamicTypeSize: size))
        /// Text(note + body)
        /// ```
        ///
        /// The values are the core's (``TypesetterCore/TextAttributes``), the same ones
        /// ``SwiftUI/View/typography(_:options:)`` applies. Before the 26 releases an attributed string cannot
        /// carry a line height: apply ``SwiftUI/View/typography(_:options:)`` to the `Text` for the paragraph's
        /// spacing.
        public func attributeContainer(
            dynamicTypeSize: DynamicTypeSize, legibilityWeight: SwiftUI.LegibilityWeight? = nil,
            options: ResolutionOptions = .native
        ) -> AttributeContainer {
            let values = textAttributes(
                at: TypesetterCore.ContentSizeCategory(dynamicTypeSize),
                legibilityWeight: TypesetterCore.LegibilityWeight(legibilityWeight), options: options)
            var container = AttributeContainer()
            container.swiftUI.font = SwiftUI.Font(values.resolved, of: self)
            container.swiftUI.kern = values.kerning
            container.setExactLineHeight(of: values.resolved)
            return container
        }
    }
#endif
