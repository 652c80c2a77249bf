// Applying a view kind's `TextAttributePlan` (the core decides every attribute and why) to UIKit and AppKit
// attributed strings, written once for both frameworks: the plan's platform font, its attribute dictionary, and a
// restyle that keeps each run of rich text as the app wrote it (its bold, italic and code runs, links, colors).

#if (canImport(UIKit) && !os(watchOS)) || (canImport(AppKit) && !targetEnvironment(macCatalyst))
    import Foundation
    import TypesetterCore
    #if canImport(UIKit) && !os(watchOS)
        import UIKit
        typealias PlatformColor = UIColor
    #else
        import AppKit
        typealias PlatformColor = NSColor
    #endif

    extension NSAttributedString.Key {
        /// Where the runtime records a run's ``TypesetterCore/RunMark`` (its traits before the style, and whether its
        /// color is a style's), so a restyle reads the run as the app wrote it. Views ignore the key.
        static let typesetterRun = NSAttributedString.Key("TypesetterRun")
    }

    /// A view kind's plan with the platform font it names, measured twice: the first pass names the font, the
    /// second takes that font's own metrics, so the line heights cannot disagree with what is drawn. What the
    /// self-updating views cache per (content size category, legibility weight).
    struct PlatformTextPlan {
        let font: PlatformFont
        let plan: TextAttributePlan

        init(
            _ typography: Typography, kind: TextViewKind, category: TypesetterCore.ContentSizeCategory,
            legibilityWeight: TypesetterCore.LegibilityWeight, systemFontBoldText: SystemFontBoldText,
            alignment: NSTextAlignment = .natural, lineBreakMode: NSLineBreakMode = .byWordWrapping,
            options: ResolutionOptions
        ) {
            func plan(_ metrics: FontMetrics?) -> TextAttributePlan {
                TextAttributePlan(
                    typography, kind: kind, at: category, legibilityWeight: legibilityWeight,
                    systemFontBoldText: systemFontBoldText, fontMetrics: metrics,
                    alignment: ParagraphLayout.Alignment(alignment),
                    lineBreak: ParagraphLayout.LineBreak(lineBreakMode),
                    options: options)
            }
            let font = PlatformFont.make(plan(nil).font)
            self.font = font
            self.plan = plan(FontMetrics(platformFont: font))
        }

        /// The plan's attributes (``TypesetterCore/TextAttributePlan/roles``): the font, the paragraph style, the
        /// baseline offset and the tracking, as the kind takes them. Never `.kern`.
        var attributes: [NSAttributedString.Key: Any] { attributes(over: [:], foreground: nil).set }

        /// The attributes a run (or a typing-attributes dictionary) that has `current` takes: the plan's, with the
        /// run's own bold, italic or code face at the plan's size, its paragraph style's other settings (indents,
        /// tab stops) kept, and `foreground` (a component's color) only where the run has no color of its own.
        /// `remove` lists what to take off: a component color an earlier style set where the new one has none.
        func attributes(
            over current: [NSAttributedString.Key: Any], foreground: PlatformColor?
        ) -> (set: [NSAttributedString.Key: Any], remove: [NSAttributedString.Key]) {
            let runFont = current[.font] as? PlatformFont
            var mark =
                (current[.typesetterRun] as? Int).map(RunMark.init(rawValue:))
                ?? RunMark(traits: runFont.map { RunTraits($0, styleWeight: plan.typography.weight) } ?? [])
            var set: [NSAttributedString.Key: Any] = [:]
            var remove: [NSAttributedString.Key] = []
            for role in plan.roles {
                switch role {
                case .font:
                    switch plan.font(for: mark.traits) {
                    case .request(let request): set[.font] = request == plan.font ? font : PlatformFont.make(request)
                    case .ownFace(let pointSize): set[.font] = runFont?.resized(to: pointSize) ?? font
                    }
                case .paragraphStyle:
                    guard let layout = plan.paragraph else { continue }
                    let paragraph =
                        (current[.paragraphStyle] as? NSParagraphStyle)?.mutableCopy() as? NSMutableParagraphStyle
                        ?? NSMutableParagraphStyle()
                    paragraph.minimumLineHeight = layout.minimumLineHeight
                    paragraph.maximumLineHeight = layout.maximumLineHeight
                    paragraph.alignment = layout.alignment.nsTextAlignment
                    paragraph.lineBreakMode = layout.lineBreak.nsLineBreakMode
                    set[.paragraphStyle] = paragraph
                case .baselineOffset:
                    if let offset = plan.baselineOffset { set[.baselineOffset] = offset }
                case .tracking: set[.tracking] = plan.tracking
                }
            }
            let hasForeground = current[.foregroundColor] != nil
            if let foreground, mark.takesStyleForeground(hasForeground: hasForeground) {
                set[.foregroundColor] = foreground
                mark.foregroundIsStyle = true
            } else if foreground == nil, mark.foregroundIsStyle {
                remove.append(.foregroundColor)
                mark.foregroundIsStyle = false
            }
            set[.typesetterRun] = mark.rawValue
            return (set, remove)
        }
    }

    extension PlatformTextPlan {
        /// A text view's typing attributes in this plan, over what they hold (the app's color, a bold run being
        /// typed): what ``attributes(over:foreground:)`` gives a run.
        func typingAttributes(over current: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
            let (set, remove) = attributes(over: current, foreground: nil)
            var typing = current
            for key in remove { typing[key] = nil }
            typing.merge(set) { _, style in style }
            return typing
        }
    }

    extension NSMutableAttributedString {
        /// Draws the whole string in `plan`, run by run (``PlatformTextPlan/attributes(over:foreground:)``): a bold,
        /// italic or code run stays so, links and the app's colors stay. Applying again (a Text Size, Bold Text or
        /// theme change) reads each run as the app wrote it, not as the last style drew it.
        func restyle(with plan: PlatformTextPlan, foreground: PlatformColor? = nil) {
            let whole = NSRange(location: 0, length: length)
            // Attributes may change within the range the block is given (NSAttributedString's
            // enumerateAttributes(in:options:using:) page).
            enumerateAttributes(in: whole, options: []) { current, range, _ in
                let (set, remove) = plan.attributes(over: current, foreground: foreground)
                for key in remove { removeAttribute(key, range: range) }
                addAttributes(set, range: range)
            }
        }
    }

    extension RunTraits {
        /// The traits of a run drawn in `font`, read against the style's weight.
        init(_ font: PlatformFont, styleWeight: FontWeight) {
            let traits = font.fontDescriptor.symbolicTraits
            #if canImport(UIKit) && !os(watchOS)
                self.init(
                    fontIsBold: traits.contains(.traitBold), fontIsItalic: traits.contains(.traitItalic),
                    fontIsMonospaced: traits.contains(.traitMonoSpace), styleWeight: styleWeight)
            #else
                self.init(
                    fontIsBold: traits.contains(.bold), fontIsItalic: traits.contains(.italic),
                    fontIsMonospaced: traits.contains(.monoSpace), styleWeight: styleWeight)
            #endif
        }
    }

    extension PlatformFont {
        /// The font a request names (``UIKit/UIFont/init(_:)``, ``AppKit/NSFont/font(for:)``).
        static func make(_ request: TextAttributes.FontRequest) -> PlatformFont {
            #if canImport(UIKit) && !os(watchOS)
                UIFont(request)
            #else
                NSFont.font(for: request)
            #endif
        }

        /// This face at another point size.
        func resized(to pointSize: Double) -> PlatformFont {
            #if canImport(UIKit) && !os(watchOS)
                withSize(pointSize)
            #else
                NSFont(descriptor: fontDescriptor, size: pointSize) ?? self
            #endif
        }
    }
#endif
