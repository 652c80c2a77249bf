/// One of the eleven iOS text styles.
///
/// Canonical names follow UIKit (`UIFont.TextStyle`): `title1` and `caption1` where SwiftUI says `title` and
/// `caption`. Both spellings, the HIG names ("Large Title", "Caption 1") and the UIKit raw values
/// (`UICTFontTextStyleBody`) convert through ``init(name:)``.
///
/// Source: Apple HIG, Typography > Specifications (see `Documentation/Reference/dynamic-type.md` §2).
public enum TextStyle: Int, CaseIterable, Hashable, Sendable, Codable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The UIKit name, e.g. `title1`.
    public var name: String { Self.names[rawValue].uiKit }
    /// The SwiftUI `Font.TextStyle` case name, e.g. `title` for ``title1``.
    public var swiftUIName: String { Self.names[rawValue].swiftUI }
    /// The name the HIG uses, e.g. `Caption 1`.
    public var higName: String { Self.names[rawValue].hig }
    /// The UIKit raw value, e.g. `UICTFontTextStyleTitle1`.
    public var uiKitRawValue: String { Self.names[rawValue].uiKitRawValue }

    /// Reads a style from its UIKit or SwiftUI name, its HIG name or its UIKit raw value, ignoring case, a
    /// leading `.`, spaces, `-` and `_`. `title` and `caption` (SwiftUI) are `title1` and `caption1`.
    public init?(name: String) {
        guard let index = Self.lookup[NameLookup.normalize(name)] else { return nil }
        self.init(rawValue: index)
    }

    /// The canonical names, in order, for error messages and help.
    public static let validNames: [String] = names.map(\.uiKit)

    private struct Names {
        let uiKit: String
        let swiftUI: String
        let hig: String
        let uiKitRawValue: String
    }

    private static let names: [Names] = [
        Names(uiKit: "largeTitle", swiftUI: "largeTitle", hig: "Large Title", uiKitRawValue: "UICTFontTextStyleTitle0"),
        Names(uiKit: "title1", swiftUI: "title", hig: "Title 1", uiKitRawValue: "UICTFontTextStyleTitle1"),
        Names(uiKit: "title2", swiftUI: "title2", hig: "Title 2", uiKitRawValue: "UICTFontTextStyleTitle2"),
        Names(uiKit: "title3", swiftUI: "title3", hig: "Title 3", uiKitRawValue: "UICTFontTextStyleTitle3"),
        Names(uiKit: "headline", swiftUI: "headline", hig: "Headline", uiKitRawValue: "UICTFontTextStyleHeadline"),
        Names(uiKit: "body", swiftUI: "body", hig: "Body", uiKitRawValue: "UICTFontTextStyleBody"),
        Names(uiKit: "callout", swiftUI: "callout", hig: "Callout", uiKitRawValue: "UICTFontTextStyleCallout"),
        Names(
            uiKit: "subheadline", swiftUI: "subheadline", hig: "Subheadline", uiKitRawValue: "UICTFontTextStyleSubhead"),
        Names(uiKit: "footnote", swiftUI: "footnote", hig: "Footnote", uiKitRawValue: "UICTFontTextStyleFootnote"),
        Names(uiKit: "caption1", swiftUI: "caption", hig: "Caption 1", uiKitRawValue: "UICTFontTextStyleCaption1"),
        Names(uiKit: "caption2", swiftUI: "caption2", hig: "Caption 2", uiKitRawValue: "UICTFontTextStyleCaption2"),
    ]

    private static let lookup = NameLookup.index(names.map { [$0.uiKit, $0.swiftUI, $0.hig, $0.uiKitRawValue] })

    // Codable as the UIKit name.
    public init(from decoder: any Decoder) throws {
        self = try NameLookup.decode(from: decoder, what: "text style", validNames: Self.validNames) {
            TextStyle(name: $0)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(name)
    }
}

extension TextStyle: CustomStringConvertible {
    public var description: String { name }
}
