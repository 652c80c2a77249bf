// SwiftUI and UIKit colors from design-token colors, following the system's appearance and contrast.

#if canImport(UIKit)
import TypesetterCore
import UIKit

extension UIColor {
    /// A dynamic color: UIKit asks for the components again whenever the trait collection's appearance or
    /// contrast changes (the fallbacks are ``DesignColor/components(dark:highContrast:)``'s).
    public convenience init(_ color: DesignColor) {
        self.init { traits in
            let components = color.components(
                dark: traits.userInterfaceStyle == .dark,
                highContrast: traits.accessibilityContrast == .high
            )
            switch color.colorSpace {
            case .sRGB:
                return UIColor(red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
            case .displayP3:
                return UIColor(displayP3Red: components.red, green: components.green, blue: components.blue, alpha: components.alpha)
            }
        }
    }
}
#endif

#if canImport(SwiftUI)
import SwiftUI
import TypesetterCore

extension Color {
    /// A color that follows light/dark appearance and Increase Contrast.
    public init(_ color: DesignColor) {
        #if canImport(UIKit)
        self.init(uiColor: UIColor(color))
        #else
        let components = color.any
        let space: Color.RGBColorSpace = color.colorSpace == .displayP3 ? .displayP3 : .sRGB
        self.init(space, red: components.red, green: components.green, blue: components.blue, opacity: components.alpha)
        #endif
    }
}

/// A dimension that grows with Dynamic Type, like `@ScaledMetric`, from a generated ``ScaledValue``:
/// `@Scaled(DesignTokens.Dimensions.spacingMd) var spacing`.
@propertyWrapper
public struct Scaled: DynamicProperty {
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    private let value: ScaledValue

    public init(_ value: ScaledValue) {
        self.value = value
    }

    public init(wrappedValue: Double, relativeTo textStyle: TextStyle = .body) {
        self.value = ScaledValue(wrappedValue, relativeTo: textStyle)
    }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Double {
        value.value(at: TypesetterCore.ContentSizeCategory(dynamicTypeSize))
    }
}
#endif
