// A UIKit view controller using the UIKit entry points the Runtime article shows. UIKit's views exist on iOS, tvOS and
// visionOS, not on watchOS.
#if canImport(UIKit) && !os(watchOS)
    import Typesetter
    import B43Tokens
    import UIKit

    final class ArticleViewController: UIViewController {
        private let titleLabel = TypographyLabel(frame: .zero)
        /// A style that does not scale: the label offers the Large Content Viewer and takes the long press.
        private let badgeLabel = TypographyLabel(frame: .zero)
        /// Self-updating controls: styled once, restyled by themselves on Text Size and Bold Text changes.
        private let noteLabel = TypographyLabel(
            typography: .bodySmall, options: ResolutionOptions(maximumScaleFactor: 1.5))
        private let nameField = TypographyTextField(typography: .bodyMedium)
        private let notesView = TypographyTextView(typography: .bodyLarge)
        private let sendButton = TypographyButton(typography: .labelMedium)
        private let bodyView = UITextView(frame: .zero)
        private let searchField = UITextField(frame: .zero)
        private let button = UIButton(frame: .zero)

        override func viewDidLoad() {
            super.viewDidLoad()
            titleLabel.typography = .displayLarge
            titleLabel.textAlignment = .center
            titleLabel.lineBreakMode = .byTruncatingTail
            titleLabel.text = "Typesetter"
            badgeLabel.typography = Typography(size: 11, scaling: .fixed)
            badgeLabel.text = "New"
            // Runs keep their own attributes (the color, a bold run); the style sets font, line height and tracking.
            let note = NSMutableAttributedString(string: "Every size, ")
            note.append(
                NSAttributedString(
                    string: "every setting", attributes: [.font: UIFont.systemFont(ofSize: 17, weight: .bold)]))
            noteLabel.attributedText = note
            noteLabel.attributedText = NSAttributedString(
                string: "Every size", attributes: [.foregroundColor: UIColor(red: 1, green: 0, blue: 0, alpha: 1)])
            let noteText: String? = noteLabel.text
            _ = noteText
            view.addSubview(titleLabel)
            view.addSubview(badgeLabel)
            view.addSubview(noteLabel)
            view.addSubview(nameField)
            view.addSubview(notesView)
            view.addSubview(sendButton)
            view.addSubview(bodyView)
            view.addSubview(searchField)
            view.addSubview(button)
            applyStyles()
            if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
                registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) {
                    (controller: ArticleViewController, _: UITraitCollection) in
                    controller.applyStyles()
                }
            }
        }

        private func applyStyles() {
            // Merged into the views' attributes (their text colors stay); the field takes font and tracking only.
            bodyView.applyTypography(.bodyLarge)
            searchField.applyTypography(.bodyMedium)
            if #available(iOS 15.0, tvOS 15.0, *) {
                var configuration = UIButton.Configuration.plain()
                configuration.title = "Read"
                button.configuration = configuration
                // The app's own handler runs first on every update; the style's runs after it.
                button.configurationUpdateHandler = { button in button.isUserInteractionEnabled = !button.isHighlighted
                }
                // Keeps the title in the style on state and trait changes; calling it again from this trait
                // handler registers nothing more.
                button.applyTypography(.labelMedium)
            }
            // For a place UIKit keeps the font and re-scales it itself (a navigation bar's title attributes).
            let titleAttributes: [NSAttributedString.Key: Any] = [
                .font: Typography.labelMedium.scaledUIFont(compatibleWith: traitCollection)
            ]
            let fieldAttributes: [NSAttributedString.Key: Any] = Typography.bodySmall.attributes(
                for: traitCollection, kind: .textField)
            let attributes: [NSAttributedString.Key: Any] = Typography.bodySmall.attributes(
                for: traitCollection, alignment: .center, lineBreakMode: .byTruncatingTail
            )
            let caption = NSAttributedString(string: "Every size, every setting.", attributes: attributes)
            let container: AttributeContainer = Typography.bodySmall.attributeContainer(for: traitCollection)
            let attributed = AttributedString("Every size").mergingAttributes(container)
            let font: UIFont = Typography.bodySmall.uiFont(for: traitCollection)
            let style: UIFont.TextStyle = Typography.bodySmall.uiFontTextStyle
            _ = (
                caption, attributed, font, style, UIColor(DesignColor(any: .init(red: 1, green: 0, blue: 0, alpha: 1))),
                titleAttributes, fieldAttributes
            )
        }
    }
#endif
