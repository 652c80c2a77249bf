// Conversions between the core's values and the platforms' own types. No logic beyond the mapping.

#if canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    extension TypesetterCore.ContentSizeCategory {
        /// The category of a SwiftUI `DynamicTypeSize`: the one ``dynamicTypeSize`` maps to it, Large for a size
        /// SwiftUI adds later.
        public init(_ size: DynamicTypeSize) {
            self = Self.allCases.first { $0.dynamicTypeSize == size } ?? .large
        }

        /// The SwiftUI `DynamicTypeSize` of this category.
        public var dynamicTypeSize: DynamicTypeSize {
            switch self {
            case .xSmall: .xSmall
            case .small: .small
            case .medium: .medium
            case .large: .large
            case .xLarge: .xLarge
            case .xxLarge: .xxLarge
            case .xxxLarge: .xxxLarge
            case .accessibility1: .accessibility1
            case .accessibility2: .accessibility2
            case .accessibility3: .accessibility3
            case .accessibility4: .accessibility4
            case .accessibility5: .accessibility5
            }
        }
    }

    extension TypesetterCore.LegibilityWeight {
        /// The core's legibility weight for SwiftUI's optional environment value (`nil` means regular).
        public init(_ weight: SwiftUI.LegibilityWeight?) {
            self = weight == .bold ? .bold : .regular
        }
    }

    extension FontWeight {
        /// The nearest SwiftUI `Font.Weight` (ladder documented on ``FontWeight/appleName``).
        public var swiftUIWeight: SwiftUI.Font.Weight {
            let ladder: [SwiftUI.Font.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            return ladder[appleIndex]
        }
    }

    extension Typography.SystemDesign {
        /// SwiftUI's `Font.Design`.
        public var swiftUIDesign: SwiftUI.Font.Design {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    extension TextStyle {
        /// SwiftUI's `Font.TextStyle` (`title1` is `.title`, `caption1` is `.caption`).
        public var swiftUITextStyle: SwiftUI.Font.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .body: .body
            case .callout: .callout
            case .subheadline: .subheadline
            case .footnote: .footnote
            case .caption1: .caption
            case .caption2: .caption2
            }
        }
    }
#endif

// UIKit's content size categories, legibility weights and text styles. Not on watchOS, whose apps draw text
// with SwiftUI.
#if canImport(UIKit) && !os(watchOS)
    import TypesetterCore
    import UIKit

    extension TypesetterCore.ContentSizeCategory {
        /// The category of a UIKit `UIContentSizeCategory`; `.unspecified` reads as Large, the default.
        public init(_ category: UIContentSizeCategory) {
            self = TypesetterCore.ContentSizeCategory(name: category.rawValue) ?? .large
        }

        /// The UIKit `UIContentSizeCategory` of this category.
        public var uiContentSizeCategory: UIContentSizeCategory {
            UIContentSizeCategory(rawValue: uiKitRawValue)
        }
    }

    extension TypesetterCore.LegibilityWeight {
        /// The core's legibility weight for UIKit's (`.unspecified` reads as regular).
        public init(_ weight: UILegibilityWeight) {
            self = weight == .bold ? .bold : .regular
        }
    }

    extension TextStyle {
        /// UIKit's `UIFont.TextStyle`.
        public var uiFontTextStyle: UIFont.TextStyle {
            UIFont.TextStyle(rawValue: uiKitRawValue)
        }
    }
#endif

// The bridges UIKit and AppKit share, written once: UIKit's on iOS, tvOS, visionOS and Mac Catalyst, AppKit's
// on macOS. The two frameworks spell the same weights, designs, alignments and line-break modes alike; only
// the font types differ (`PlatformFont`), and the public names keep each framework's (`uiFontWeight`,
// `nsFontWeight`).
#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    import TypesetterCore
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
        typealias PlatformFont = UIFont
        typealias PlatformFontDescriptor = UIFontDescriptor
    #else
        import AppKit
        typealias PlatformFont = NSFont
        typealias PlatformFontDescriptor = NSFontDescriptor
    #endif

    extension FontWeight {
        /// The nearest font weight of the platform's font type (ladder documented on ``FontWeight/appleName``).
        var platformFontWeight: PlatformFont.Weight {
            let ladder: [PlatformFont.Weight] = [
                .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
            ]
            return ladder[appleIndex]
        }
    }

    extension Typography.SystemDesign {
        /// The platform's font descriptor design.
        var platformDesign: PlatformFontDescriptor.SystemDesign {
            switch self {
            case .default: .default
            case .serif: .serif
            case .rounded: .rounded
            case .monospaced: .monospaced
            }
        }
    }

    extension ParagraphLayout.Alignment {
        /// The core's alignment for the platform's: the one ``nsTextAlignment`` maps to it, natural for one the
        /// platform adds later.
        public init(_ alignment: NSTextAlignment) {
            self = Self.allCases.first { $0.nsTextAlignment == alignment } ?? .natural
        }

        /// The platform's `NSTextAlignment`.
        public var nsTextAlignment: NSTextAlignment {
            switch self {
            case .natural: .natural
            case .left: .left
            case .center: .center
            case .right: .right
            case .justified: .justified
            }
        }
    }

    extension ParagraphLayout.LineBreak {
        /// The core's line-break mode for the platform's: the one ``nsLineBreakMode`` maps to it, word wrapping
        /// for one the platform adds later.
        public init(_ mode: NSLineBreakMode) {
            self = Self.allCases.first { $0.nsLineBreakMode == mode } ?? .byWordWrapping
        }

        /// The platform's `NSLineBreakMode`.
        public var nsLineBreakMode: NSLineBreakMode {
            switch self {
            case .byWordWrapping: .byWordWrapping
            case .byCharWrapping: .byCharWrapping
            case .byClipping: .byClipping
            case .byTruncatingHead: .byTruncatingHead
            case .byTruncatingTail: .byTruncatingTail
            case .byTruncatingMiddle: .byTruncatingMiddle
            }
        }
    }

    #if canImport(UIKit) && !os(watchOS)
        extension FontWeight {
            /// The nearest `UIFont.Weight` (ladder documented on ``FontWeight/appleName``).
            public var uiFontWeight: UIFont.Weight { platformFontWeight }
        }

        extension Typography.SystemDesign {
            /// UIKit's `UIFontDescriptor.SystemDesign`.
            public var uiFontDescriptorDesign: UIFontDescriptor.SystemDesign { platformDesign }
        }
    #else
        extension FontWeight {
            /// The nearest `NSFont.Weight` (ladder documented on ``FontWeight/appleName``).
            public var nsFontWeight: NSFont.Weight { platformFontWeight }
        }

        extension Typography.SystemDesign {
            /// AppKit's `NSFontDescriptor.SystemDesign`.
            public var nsFontDescriptorDesign: NSFontDescriptor.SystemDesign { platformDesign }
        }
    #endif

    extension FontMetrics {
        /// The metrics of a font the platform created, so line math cannot disagree with what is drawn.
        init?(platformFont font: PlatformFont) {
            self.init(
                pointSize: font.pointSize, ascender: font.ascender, descender: font.descender, leading: font.leading,
                capHeight: font.capHeight, xHeight: font.xHeight)
        }
    }
#endif
