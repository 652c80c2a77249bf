/// One of the twelve Dynamic Type content size categories, from `xSmall` to `accessibility5`.
///
/// The cases are ordered as the Settings slider orders them, so ranges and comparisons read naturally
/// (`.large ... .accessibility2`). The Swift case names are SwiftUI's `DynamicTypeSize` case names, because
/// they are the ones most code meets; every other spelling users meet (HIG names, UIKit raw values and
/// `UIContentSizeCategory` member names) converts through ``init(name:)``.
///
/// Source: Apple HIG, Typography; UIKit `UIContentSizeCategory`; SwiftUI `DynamicTypeSize`
/// (see `Documentation/Reference/dynamic-type.md` §1).
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Hashable, Sendable, Codable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The category iOS ships with (`Large`).
    public static let `default`: ContentSizeCategory = .large

    /// Every category; `ContentSizeCategory.all` is the closed range used as "no clamp".
    public static let all: ClosedRange<ContentSizeCategory> = .xSmall ... .accessibility5

    /// The five categories that "Larger Accessibility Sizes" adds.
    public var isAccessibilityCategory: Bool { self >= .accessibility1 }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The SwiftUI `DynamicTypeSize` case name, e.g. `xxxLarge`, `accessibility3`.
    public var swiftUIName: String { Self.names.rows[rawValue][0] }
    /// The UIKit `UIContentSizeCategory` raw value, e.g. `UICTContentSizeCategoryAccessibilityXL`.
    public var uiKitRawValue: String { Self.names.rows[rawValue][2] }
    /// The `UIContentSizeCategory` static member name, e.g. `accessibilityExtraLarge`.
    public var uiKitName: String { Self.names.rows[rawValue][3] }
    /// The name Apple's Human Interface Guidelines use, e.g. `xxLarge`, `AX3`.
    public var higName: String { Self.names.rows[rawValue][1] }

    /// Reads a category from any of the names users meet: SwiftUI case names (`xxLarge`,
    /// `.accessibility1`), HIG names (`Large`, `AX3`), UIKit raw values (`UICTContentSizeCategoryXL`) and
    /// `UIContentSizeCategory` member names (`extraLarge`, `accessibilityMedium`).
    ///
    /// Matching ignores case, a leading `.`, spaces, `-` and `_`, because names arrive from YAML, JSON and
    /// command lines written by people. Returns `nil` for anything else; ``validNames`` lists what to offer.
    public init?(name: String) {
        guard let found: Self = Self.names.lookUp(name) else { return nil }
        self = found
    }

    /// The canonical names (SwiftUI case names), in order, for error messages and help.
    public static let validNames: [String] = names.canonicalNames

    /// Clamps the category into `range`.
    public func clamped(to range: ClosedRange<ContentSizeCategory>) -> ContentSizeCategory {
        min(max(self, range.lowerBound), range.upperBound)
    }

    // MARK: Names (one table, in category order)

    // One row a category, in order: SwiftUI case name | HIG name | UIKit raw value | UIContentSizeCategory member.
    private static let names = NameTable(
        of: "content size category",
        """
        xSmall         | xSmall   | UICTContentSizeCategoryXS                | extraSmall
        small          | Small    | UICTContentSizeCategoryS                 | small
        medium         | Medium   | UICTContentSizeCategoryM                 | medium
        large          | Large    | UICTContentSizeCategoryL                 | large
        xLarge         | xLarge   | UICTContentSizeCategoryXL                | extraLarge
        xxLarge        | xxLarge  | UICTContentSizeCategoryXXL               | extraExtraLarge
        xxxLarge       | xxxLarge | UICTContentSizeCategoryXXXL              | extraExtraExtraLarge
        accessibility1 | AX1      | UICTContentSizeCategoryAccessibilityM    | accessibilityMedium
        accessibility2 | AX2      | UICTContentSizeCategoryAccessibilityL    | accessibilityLarge
        accessibility3 | AX3      | UICTContentSizeCategoryAccessibilityXL   | accessibilityExtraLarge
        accessibility4 | AX4      | UICTContentSizeCategoryAccessibilityXXL  | accessibilityExtraExtraLarge
        accessibility5 | AX5      | UICTContentSizeCategoryAccessibilityXXXL | accessibilityExtraExtraExtraLarge
        """, columns: 4)

    // Codable as the SwiftUI case name, the form the JSON contract uses.
    public init(from decoder: any Decoder) throws { self = try Self.names.decode(from: decoder) }

    public func encode(to encoder: any Encoder) throws { try Self.names.encode(self, to: encoder) }
}

extension ContentSizeCategory: CustomStringConvertible {
    public var description: String { swiftUIName }
}
