// The SwiftUI example of the Getting started article (Sources/Typesetter/Typesetter.docc/GettingStarted.md),
// verbatim apart from this comment.
import SwiftUI
import Typesetter
import B43Tokens

struct ArticleView: View {
    @Scaled(B43.Dimensions.spacingMd) private var spacing
    var body: some View {
        VStack(alignment: .leading, spacing: spacing) {
            Text("Typesetter").typography(.displayLarge)
            Text("Every size, every setting.").typography(.bodyLarge)
        }
    }
}
