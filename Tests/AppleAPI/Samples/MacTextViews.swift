// A macOS window's text in token styles through the AppKit helpers. AppKit exists on macOS only. The size and
// Bold Text are SwiftUI's `DynamicTypeSize` and `LegibilityWeight`, as on the SwiftUI side; the default options
// resolve with the macOS table (one size per style), `.standard` with iOS's.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import SwiftUI
    import Typesetter
    import B43Tokens

    @MainActor
    func styleMacText(title: NSTextField, body: NSTextView, size: DynamicTypeSize, weight: LegibilityWeight?) {
        // A text view that keeps its typing attributes when the selection changes, in a theme.
        let editor = TypographyTextView(frame: .zero)
        editor.typography = .bodyLarge
        editor.dynamicTypeSize = size
        editor.theme = nil
        title.alignment = .center
        title.applyTypography(.displayLarge)
        body.applyTypography(.bodyLarge, dynamicTypeSize: .xLarge, options: .standard)  // scales with iOS's table
        body.applyTypography(.bodyLarge, dynamicTypeSize: size, legibilityWeight: weight)
        let attributes: [NSAttributedString.Key: Any] = Typography.bodySmall.nsAttributes(
            dynamicTypeSize: size, alignment: .center, lineBreakMode: .byTruncatingTail)
        let font: NSFont = Typography.bodySmall.nsFont(legibilityWeight: .bold)
        _ = (NSAttributedString(string: "Every size", attributes: attributes), font)
    }
#endif
