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
    public var name: String { Self.names.rows[rawValue][0] }
    /// The SwiftUI `Font.TextStyle` case name, e.g. `title` for ``title1``.
    public var swiftUIName: String { Self.names.rows[rawValue][1] }
    /// The name the HIG uses, e.g. `Caption 1`.
    public var higName: String { Self.names.rows[rawValue][2] }
    /// The UIKit raw value, e.g. `UICTFontTextStyleTitle1`.
    public var uiKitRawValue: String { Self.names.rows[rawValue][3] }

    /// Reads a style from its UIKit or SwiftUI name, its HIG name or its UIKit raw value, ignoring case, a
    /// leading `.`, spaces, `-` and `_`. `title` and `caption` (SwiftUI) are `title1` and `caption1`.
    public init?(name: String) {
        guard let found: Self = Self.names.lookUp(name) else { return nil }
        self = found
    }

    /// The canonical names, in order, for error messages and help.
    public static let validNames: [String] = names.canonicalNames

    // One row a style, in order: UIKit name | SwiftUI name | HIG name | UIKit raw value.
    private static let names = NameTable(
        of: "text style",
        """
        largeTitle  | largeTitle  | Large Title | UICTFontTextStyleTitle0
        title1      | title       | Title 1     | UICTFontTextStyleTitle1
        title2      | title2      | Title 2     | UICTFontTextStyleTitle2
        title3      | title3      | Title 3     | UICTFontTextStyleTitle3
        headline    | headline    | Headline    | UICTFontTextStyleHeadline
        body        | body        | Body        | UICTFontTextStyleBody
        callout     | callout     | Callout     | UICTFontTextStyleCallout
        subheadline | subheadline | Subheadline | UICTFontTextStyleSubhead
        footnote    | footnote    | Footnote    | UICTFontTextStyleFootnote
        caption1    | caption     | Caption 1   | UICTFontTextStyleCaption1
        caption2    | caption2    | Caption 2   | UICTFontTextStyleCaption2
        """, columns: 4)

    // Codable as the UIKit name.
    public init(from decoder: any Decoder) throws { self = try Self.names.decode(from: decoder) }

    public func encode(to encoder: any Encoder) throws { try Self.names.encode(self, to: encoder) }
}

extension TextStyle: CustomStringConvertible {
    public var description: String { name }
}
