// Themes in UIKit the way an app switches them: the Themes example's generated `Theme` set on a view controller
// as a trait (iOS/tvOS 17, visionOS), read by its labels, fields and buttons, which restyle when it changes;
// before iOS/tvOS 17 the theme is passed. UIKit's views exist on iOS, tvOS and visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
    import ThemesTokens
    import Typesetter
    import UIKit

    final class ThemedViewController: UIViewController {
        private let titleLabel = TypographyLabel(typography: .title)
        private let nameField = TypographyTextField(typography: .body)
        private let sendButton = TypographyButton(typography: .body)
        private let notesView = UITextView(frame: .zero)
        private let themeName = ThemeNameLabel(frame: .zero)

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.text = "Welcome"
            view.addSubview(titleLabel)
            view.addSubview(nameField)
            view.addSubview(sendButton)
            view.addSubview(notesView)
            view.addSubview(themeName)
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                // Everything below this view controller draws in brand B, compact; the views restyle themselves.
                traitOverrides.typesetterTheme = .brandBCompact
                let theme: Theme? = traitCollection.typesetterTheme
                notesView.text = theme?.name
                notesView.applyTypography(.body)
                themeName.showTheme()
                registerForTraitChanges([TypesetterThemeTrait.self]) {
                    (controller: ThemedViewController, _: UITraitCollection) in
                    controller.notesView.applyTypography(.body)
                    controller.themeName.showTheme()
                }
            } else {
                // No custom traits before iOS/tvOS 17: each view is given the theme.
                titleLabel.theme = .brandBCompact
                nameField.theme = .brandBCompact
                sendButton.theme = .brandBCompact
                notesView.applyTypography(.body, theme: .brandBCompact)
            }
            let font: UIFont = Typography.title.uiFont(for: traitCollection, theme: .brandCRegular)
            let attributes: [NSAttributedString.Key: Any] = Typography.body.attributes(
                for: traitCollection, theme: .brandCRegular, kind: .textField)
            _ = (font, attributes)
        }
    }

    /// A label that reads the theme from its traits when it lays out, as app code can.
    final class ThemeNameLabel: UILabel {
        func showTheme() {
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                text = traitCollection.typesetterTheme?.name ?? Theme.all[0].name
            }
        }
    }
#endif
