// A macOS window's text in token styles through the AppKit helpers. AppKit exists on macOS only.
#if canImport(AppKit) && !targetEnvironment(macCatalyst)
    import AppKit
    import Typesetter
    import B43Tokens

    @MainActor
    func styleMacText(title: NSTextField, body: NSTextView) {
        title.alignment = .center
        title.applyTypography(.displayLarge)
        body.applyTypography(.bodyLarge, at: .xLarge)
        let attributes: [NSAttributedString.Key: Any] = Typography.bodySmall.nsAttributes(
            alignment: .center, lineBreakMode: .byTruncatingTail)
        let font: NSFont = Typography.bodySmall.nsFont()
        _ = (NSAttributedString(string: "Every size", attributes: attributes), font)
    }
#endif
