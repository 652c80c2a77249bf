// A SwiftUI view mixing two styles in one `Text(AttributedString)` through the style's attribute container.
import SwiftUI
import Typesetter
import B43Tokens

struct AttributedNoteView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight
    @Environment(\.typesetterTheme) private var theme

    var body: some View {
        var note = AttributedString("Note: ")
        note.mergeAttributes(
            Typography.labelMedium.attributeContainer(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme))
        var rest = AttributedString("every size, every setting.")
        rest.mergeAttributes(
            Typography.bodyMedium.attributeContainer(
                dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme))
        return Text(note + rest).typography(.bodyMedium)
    }
}
