// An app file that imports SwiftUI and Typesetter and names the types both could declare: each must mean
// SwiftUI's, unambiguously. Also the Runtime article's other SwiftUI entry points.
import SwiftUI
import Typesetter
import B43Tokens

struct SizeAwareView: View {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize: DynamicTypeSize
    @Environment(\.legibilityWeight) private var legibilityWeight: LegibilityWeight?
    @Environment(\.sizeCategory) private var sizeCategory: ContentSizeCategory
    @Environment(\.typesetterTheme) private var theme: Theme?
    @TypographyFont(.bodyLarge) private var bodyFont: Font

    let accent: Color = Color(B43Colors.accent)
    let headline: Font = .headline
    let alignment: TextAlignment = .leading

    var body: some View {
        let isBold: Bool = legibilityWeight == LegibilityWeight.bold
        let large: Bool = sizeCategory.isAccessibilityCategory || dynamicTypeSize >= DynamicTypeSize.accessibility1
        // Styled runs in one Text: the Text-returning typography, interpolated (`+` is deprecated in 26).
        let note = Text("Note: ").typography(
            .labelMedium, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme)
        let state = Text(isBold || large ? "large or bold" : "regular").typography(
            .bodyMedium, dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme)
        let label = Text("\(note)\(state)")
        return VStack(alignment: .leading) {
            label.typography(.bodyMedium)
            Text("Badge").typography(.labelSmall)
            Text("Inbox").font(bodyFont)
        }
    }

    /// The text style a style scales with, for APIs that take SwiftUI's.
    var textStyle: Font.TextStyle { Typography.bodyLarge.swiftUITextStyle }
    /// A style's SwiftUI font in one call, and a per-view maximum scale.
    var titleFont: Font {
        Typography.bodyLarge.font(dynamicTypeSize: dynamicTypeSize, legibilityWeight: legibilityWeight, theme: theme)
    }
    var cappedTab: some View {
        Text("Inbox").typography(.labelSmall, options: ResolutionOptions(maximumScaleFactor: 1.5))
    }
    /// The resolved numbers at an explicit SwiftUI size.
    var resolvedSize: Double {
        Typography.bodyLarge.resolve(dynamicTypeSize: .accessibility3, legibilityWeight: .bold).pointSize
    }
}

/// Every style at every size, with and without Bold Text (`#Preview { TypographyCatalogView(…) }` in Xcode).
struct CatalogPreview: View {
    var body: some View {
        TypographyCatalogView(styles: Typography.allStyles)
    }
}

/// The generated colors, as the Runtime article shows them.
enum B43Colors {
    static let accent = DesignColor(
        any: .init(red: 0, green: 0.478, blue: 1, alpha: 1), dark: .init(red: 0.04, green: 0.52, blue: 1, alpha: 1))
}
