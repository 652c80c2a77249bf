// SwiftUI: every style at every Dynamic Type size, with and without Bold Text, for `#Preview`.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    /// A scrolling catalog of styles: each one at all twelve content size categories, regular and under Bold
    /// Text, with its point size and line height, for a `#Preview`:
    ///
    /// ```swift
    /// #Preview { TypographyCatalogView(styles: Typography.allStyles) }
    /// ```
    public struct TypographyCatalogView: View {
        public let styles: [(path: String, typography: Typography)]
        public let sample: String
        public let options: ResolutionOptions

        public init(
            styles: [(path: String, typography: Typography)],
            sample: String = "The quick brown fox jumps over the lazy dog",
            options: ResolutionOptions = .native
        ) {
            self.styles = styles
            self.sample = sample
            self.options = options
        }

        public var body: some View {
            ScrollView {
                VStack(alignment: .leading, spacing: 24) {
                    ForEach(styles.indices, id: \.self) { index in
                        section(path: styles[index].path, typography: styles[index].typography)
                    }
                }
                .padding()
            }
        }

        private func section(path: String, typography: Typography) -> some View {
            VStack(alignment: .leading, spacing: 8) {
                Text(path).font(.headline)
                ForEach(TypesetterCore.ContentSizeCategory.allCases, id: \.self) { category in
                    ForEach(TypesetterCore.LegibilityWeight.allCases, id: \.self) { weight in
                        row(typography: typography, category: category, weight: weight)
                    }
                }
            }
        }

        private func row(
            typography: Typography, category: TypesetterCore.ContentSizeCategory,
            weight: TypesetterCore.LegibilityWeight
        ) -> some View {
            let resolved = typography.resolve(at: category, legibilityWeight: weight, options: options)
            let bold = weight == .bold ? " · Bold Text" : ""
            return VStack(alignment: .leading, spacing: 2) {
                Text(
                    "\(category.higName)\(bold) · \(formatNumber(resolved.pointSize, maximumFractionDigits: 1)) pt / \(formatNumber(resolved.lineHeight, maximumFractionDigits: 1)) pt"
                )
                .font(.caption)
                .foregroundStyle(.secondary)
                Text(sample)
                    .typography(typography, options: options)
                    .environment(\.dynamicTypeSize, category.dynamicTypeSize)
                    .environment(\.legibilityWeight, weight == .bold ? .bold : .regular)
            }
        }
    }
#endif
