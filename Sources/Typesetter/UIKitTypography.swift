// UIKit: fonts through UIFontMetrics and attributed-string attributes for labels and text views.

#if canImport(UIKit)
import TypesetterCore
import UIKit

extension Typography {
    /// The resolved style for a trait collection's content size category and legibility weight.
    public func resolve(for traits: UITraitCollection, options: ResolutionOptions = .standard) -> ResolvedTypography {
        resolve(
            at: TypesetterCore.ContentSizeCategory(traits.preferredContentSizeCategory),
            legibilityWeight: traits.legibilityWeight == .bold ? .bold : .regular,
            options: options
        )
    }

    /// A font that scales through `UIFontMetrics` relative to the style's text style, limited by its maximum
    /// point size, in the face the resolved style names (Bold Text included). Labels using it with
    /// `adjustsFontForContentSizeCategory = true` re-scale by themselves.
    ///
    /// The base font is created at the Large size and handed to `scaledFont(for:maximumPointSize:compatibleWith:)`
    /// once — scaling an already scaled font raises an exception. A category range is applied by asking for
    /// the font at the clamped category.
    public func uiFont(for traits: UITraitCollection, options: ResolutionOptions = .standard) -> UIFont {
        let resolved = resolve(for: traits, options: options)
        let base = baseUIFont(resolved)
        guard case .dynamic(_, let maximumPointSize, _) = scaling else { return base }
        let metrics = UIFontMetrics(forTextStyle: resolved.textStyle.uiFontTextStyle)
        let clampedTraits = UITraitCollection(traitsFrom: [
            traits, UITraitCollection(preferredContentSizeCategory: resolved.effectiveCategory.uiContentSizeCategory),
        ])
        if let maximumPointSize {
            return metrics.scaledFont(for: base, maximumPointSize: maximumPointSize, compatibleWith: clampedTraits)
        }
        return metrics.scaledFont(for: base, compatibleWith: clampedTraits)
    }

    /// The attributes for an attributed string in this style: font, paragraph line height, baseline offset
    /// and kerning. Attributed strings do not re-scale by themselves: rebuild them when the content size
    /// category or legibility weight changes (``TypographyLabel`` does).
    public func attributes(for traits: UITraitCollection, options: ResolutionOptions = .standard) -> [NSAttributedString.Key: Any] {
        let resolved = resolve(for: traits, options: options)
        let paragraph = NSMutableParagraphStyle()
        paragraph.minimumLineHeight = resolved.minimumLineHeight
        paragraph.maximumLineHeight = resolved.maximumLineHeight
        return [
            .font: uiFont(for: traits, options: options),
            .paragraphStyle: paragraph,
            .baselineOffset: resolved.baselineOffset,
            .kern: resolved.kerning,
        ]
    }

    /// The unscaled font (at the Large size) in the resolved face and weight.
    private func baseUIFont(_ resolved: ResolvedTypography) -> UIFont {
        let system = UIFont.systemFont(ofSize: size, weight: resolved.requestedWeight.uiFontWeight)
        switch font {
        case .custom:
            // The build step verified the PostScript name; a missing font still draws, in the system font.
            guard let name = resolved.postScriptName, let custom = UIFont(name: name, size: size) else { return system }
            return custom
        case .system(let design):
            var descriptor = system.fontDescriptor
            if let designed = descriptor.withDesign(design.uiFontDescriptorDesign) { descriptor = designed }
            if isItalic, let italic = descriptor.withSymbolicTraits(descriptor.symbolicTraits.union(.traitItalic)) {
                descriptor = italic
            }
            return UIFont(descriptor: descriptor, size: size)
        }
    }
}

/// A label that draws its text in a ``Typography`` and rebuilds it when Text Size or Bold Text changes.
open class TypographyLabel: UILabel {
    /// The style; setting it redraws the text.
    public var typography: Typography? { didSet { applyTypography() } }
    public var options = ResolutionOptions.standard { didSet { applyTypography() } }

    open override var text: String? {
        get { attributedText?.string }
        set {
            plainText = newValue
            applyTypography()
        }
    }

    private var plainText: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        observeTraits()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        observeTraits()
    }

    private func observeTraits() {
        adjustsFontForContentSizeCategory = true
        if #available(iOS 17.0, tvOS 17.0, visionOS 1.0, *) {
            registerForTraitChanges([UITraitPreferredContentSizeCategory.self, UITraitLegibilityWeight.self]) {
                (label: TypographyLabel, _: UITraitCollection) in
                label.applyTypography()
            }
        }
    }

    @available(iOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
    @available(tvOS, deprecated: 17.0, message: "Trait changes are observed with registerForTraitChanges.")
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if #unavailable(iOS 17.0, tvOS 17.0) {
            applyTypography()
        }
    }

    private func applyTypography() {
        guard let typography else {
            super.text = plainText
            return
        }
        let attributes = typography.attributes(for: traitCollection, options: options)
        attributedText = NSAttributedString(string: plainText ?? "", attributes: attributes)
    }
}
#endif
