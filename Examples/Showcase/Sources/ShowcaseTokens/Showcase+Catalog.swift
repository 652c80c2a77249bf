import Foundation
import Typesetter

extension Showcase {
    /// The Japanese body style at every size, for a catalog screen: CJK text needs more line height than
    /// Latin text, and these numbers show how much.
    public static func japaneseBodyAtEverySize() -> [ResolvedTypography] {
        Typography.bodyJapanese.resolveAllCategories()
    }

    /// Registers the fonts this package bundles (its `Fonts` resources, in `Bundle.module`). Returns the
    /// files that could not be registered, and why; on Linux, which has no CoreText, every file.
    @discardableResult
    public static func registerFonts() -> [FontRegistration.Failure] {
        FontFamilies.register(bundle: .module)
    }

    /// The URL of each bundled font file, `nil` where the bundle lacks it.
    public static func bundledFontURLs() -> [String: URL?] {
        var urls: [String: URL?] = [:]
        for file in FontFileRegistration.files(of: [FontFamilies.inter, FontFamilies.notoSansCJKJP]) {
            urls[file.fileName] = FontRegistration.locate(file, in: .module)
        }
        return urls
    }
}
