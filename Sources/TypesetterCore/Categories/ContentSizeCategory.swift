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
    public var swiftUIName: String { Self.names[rawValue].swiftUI }
    /// The UIKit `UIContentSizeCategory` raw value, e.g. `UICTContentSizeCategoryAccessibilityXL`.
    public var uiKitRawValue: String { Self.names[rawValue].uiKitRawValue }
    /// The `UIContentSizeCategory` static member name, e.g. `accessibilityExtraLarge`.
    public var uiKitName: String { Self.names[rawValue].uiKitMember }
    /// The name Apple's Human Interface Guidelines use, e.g. `xxLarge`, `AX3`.
    public var higName: String { Self.names[rawValue].hig }

    /// Reads a category from any of the names users meet: SwiftUI case names (`xxLarge`,
    /// `.accessibility1`), HIG names (`Large`, `AX3`), UIKit raw values (`UICTContentSizeCategoryXL`) and
    /// `UIContentSizeCategory` member names (`extraLarge`, `accessibilityMedium`).
    ///
    /// Matching ignores case, a leading `.`, spaces, `-` and `_`, because names arrive from YAML, JSON and
    /// command lines written by people. Returns `nil` for anything else; ``validNames`` lists what to offer.
    public init?(name: String) {
        let key = NameLookup.normalize(name)
        guard let index = Self.lookup[key] else { return nil }
        self.init(rawValue: index)
    }

    /// The canonical names (SwiftUI case names), in order, for error messages and help.
    public static let validNames: [String] = names.map(\.swiftUI)

    /// Clamps the category into `range`.
    public func clamped(to range: ClosedRange<ContentSizeCategory>) -> ContentSizeCategory {
        min(max(self, range.lowerBound), range.upperBound)
    }

    // MARK: Names (one table, in category order)

    private struct Names {
        let swiftUI: String
        let hig: String
        let uiKitRawValue: String
        let uiKitMember: String
    }

    private static let names: [Names] = [
        Names(swiftUI: "xSmall", hig: "xSmall", uiKitRawValue: "UICTContentSizeCategoryXS", uiKitMember: "extraSmall"),
        Names(swiftUI: "small", hig: "Small", uiKitRawValue: "UICTContentSizeCategoryS", uiKitMember: "small"),
        Names(swiftUI: "medium", hig: "Medium", uiKitRawValue: "UICTContentSizeCategoryM", uiKitMember: "medium"),
        Names(swiftUI: "large", hig: "Large", uiKitRawValue: "UICTContentSizeCategoryL", uiKitMember: "large"),
        Names(swiftUI: "xLarge", hig: "xLarge", uiKitRawValue: "UICTContentSizeCategoryXL", uiKitMember: "extraLarge"),
        Names(
            swiftUI: "xxLarge", hig: "xxLarge", uiKitRawValue: "UICTContentSizeCategoryXXL",
            uiKitMember: "extraExtraLarge"),
        Names(
            swiftUI: "xxxLarge", hig: "xxxLarge", uiKitRawValue: "UICTContentSizeCategoryXXXL",
            uiKitMember: "extraExtraExtraLarge"),
        Names(
            swiftUI: "accessibility1", hig: "AX1", uiKitRawValue: "UICTContentSizeCategoryAccessibilityM",
            uiKitMember: "accessibilityMedium"),
        Names(
            swiftUI: "accessibility2", hig: "AX2", uiKitRawValue: "UICTContentSizeCategoryAccessibilityL",
            uiKitMember: "accessibilityLarge"),
        Names(
            swiftUI: "accessibility3", hig: "AX3", uiKitRawValue: "UICTContentSizeCategoryAccessibilityXL",
            uiKitMember: "accessibilityExtraLarge"),
        Names(
            swiftUI: "accessibility4", hig: "AX4", uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXL",
            uiKitMember: "accessibilityExtraExtraLarge"),
        Names(
            swiftUI: "accessibility5", hig: "AX5", uiKitRawValue: "UICTContentSizeCategoryAccessibilityXXXL",
            uiKitMember: "accessibilityExtraExtraExtraLarge"),
    ]

    private static let lookup = NameLookup.index(
        names.map { [$0.swiftUI, $0.hig, $0.uiKitRawValue, $0.uiKitMember] })

    // Codable as the SwiftUI case name, the form the JSON contract uses.
    public init(from decoder: any Decoder) throws {
        self = try NameLookup.decode(from: decoder, what: "content size category", validNames: Self.validNames) {
            ContentSizeCategory(name: $0)
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(swiftUIName)
    }
}

extension ContentSizeCategory: CustomStringConvertible {
    public var description: String { swiftUIName }
}
