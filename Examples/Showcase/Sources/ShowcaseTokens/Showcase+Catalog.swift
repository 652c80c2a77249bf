import Typesetter

extension Showcase {
    /// The Japanese body style at every size, for a catalog screen: CJK text needs more line height than
    /// Latin text, and these numbers show how much.
    public static func japaneseBodyAtEverySize() -> [ResolvedTypography] {
        Typography.bodyJapanese.resolveAllCategories()
    }
}
