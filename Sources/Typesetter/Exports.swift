// What apps import: the Dynamic Type engine, plus the SwiftUI, UIKit and AppKit adapters in this module's
// other files (each compiled only where its framework exists).
//
// Every public top-level name of TypesetterCore is re-exported here except the two SwiftUI also declares,
// `ContentSizeCategory` and `LegibilityWeight`: re-exported, they would make a file that imports SwiftUI and
// Typesetter and names either "ambiguous for type lookup". Code that needs the core's own write
// `import TypesetterCore` and `TypesetterCore.ContentSizeCategory`; the runtime's API takes SwiftUI's
// `DynamicTypeSize` and `LegibilityWeight`, UIKit's trait collections, or implicit members (`.large`).
// `RuntimeTests.reExportsEveryCoreNameExceptSwiftUIs` fails when a core name is neither listed here nor excluded
// above.

@_exported import enum TypesetterCore.ColorConversion
@_exported import struct TypesetterCore.ComponentStyle
@_exported import enum TypesetterCore.Contrast
@_exported import struct TypesetterCore.DesignColor
@_exported import struct TypesetterCore.DynamicTypeTable
@_exported import struct TypesetterCore.FontFamily
@_exported import struct TypesetterCore.FontFileRegistration
@_exported import struct TypesetterCore.FontMetrics
@_exported import struct TypesetterCore.FontMetricsScaling
@_exported import struct TypesetterCore.FontVariation
@_exported import struct TypesetterCore.FontWeight
@_exported import struct TypesetterCore.ParagraphLayout
@_exported import enum TypesetterCore.Platform
@_exported import struct TypesetterCore.ResolutionOptions
@_exported import struct TypesetterCore.ResolvedTypography
@_exported import struct TypesetterCore.ScaledValue
@_exported import struct TypesetterCore.Scaler
@_exported import struct TypesetterCore.ScalingModel
@_exported import enum TypesetterCore.SwiftUILineLayout
@_exported import enum TypesetterCore.SystemFontBoldText
@_exported import struct TypesetterCore.TextAttributes
@_exported import enum TypesetterCore.TextStyle
@_exported import struct TypesetterCore.TextStyleMetrics
@_exported import struct TypesetterCore.Theme
@_exported import enum TypesetterCore.TightLineHeightPolicy
@_exported import struct TypesetterCore.TraitCache
@_exported import struct TypesetterCore.SizePopulation
@_exported import struct TypesetterCore.Typography
@_exported import enum TypesetterCore.BaselineRule
@_exported import struct TypesetterCore.LargeContentViewerRule
@_exported import struct TypesetterCore.RunMark
@_exported import enum TypesetterCore.RunFont
@_exported import struct TypesetterCore.RunTraits
@_exported import struct TypesetterCore.TextAttributePlan
@_exported import enum TypesetterCore.TextViewKind
@_exported import struct TypesetterCore.ThemeTraitValue
