import TypesetterCore
import TypesetterTokens

/// The plausibility rules: a number no designer meant is a finding, never quiet output.
///
/// Token files come from many tools, each with its own idea of a bare number: Tokens Studio writes a line
/// height of `"22"` meaning 22 px, the Format Module reads 22 as a multiple of the font size (a 374 pt line
/// on a 17 pt size); a rem size written as `1.5` reads as 1.5 pt; a percentage tracking of `10` reads as 10 pt.
/// Each reading is legal, and each would ship a broken app while every other check passes. So the design's
/// own numbers (at Large) are held to what type can be, and each finding names the value that was likely
/// meant:
/// - `check.implausible-line-height`: a line height above 3× or below 0.5× the font size.
/// - `check.implausible-font-size`: a font size above 200 pt or below 4 pt.
/// - `check.implausible-letter-spacing`: letter spacing beyond ±0.5 em.
/// - `check.implausible-font-weight`: a weight below 100, the lightest named weight (1–9 is a step scale).
///
/// All four are errors by default (`options.checks` can lower them). In lenient mode a style with one is left
/// out and the others built, or kept when a design may mean the value (``mayBeMeant(_:_:)``; LeftOutStyles.swift).
enum PlausibilityCheck: StyleRule {
    static let codes: [DiagnosticCode] = [
        .implausibleFontSize, .implausibleLineHeight, .implausibleLetterSpacing, .implausibleFontWeight,
    ]
    static let errorsByDefault = codes
    static let members: [DiagnosticCode: String] = [
        .implausibleFontSize: "fontSize", .implausibleLineHeight: "lineHeight",
        .implausibleLetterSpacing: "letterSpacing", .implausibleFontWeight: "fontWeight",
    ]

    /// Line heights, as multiples of the font size, that type is set at: tight display type is about 0.8,
    /// loose text about 2.
    static let lineHeightRange = 0.5...3.0
    /// Font sizes in points: below 4 pt nothing is legible; above 200 pt no text style is meant.
    static let fontSizeRange = 4.0...200.0
    /// Letter spacing in em either way: beyond half an em letters stop forming words.
    static let letterSpacingLimit = 0.5
    /// The lightest named weight (Thin).
    static let lightestWeight = 100.0
    /// The rem base used to suggest what a small size meant (the CSS default).
    static let remBase = 16.0
    /// The largest size lenient mode keeps a style at despite its finding: display type (a 256 pt numeral, a
    /// poster's headline) is set above 200 pt; beyond this no screen shows a line of it.
    static let displaySizeLimit = 1000.0

    /// Whether a real design may mean the value a finding of `code` is about, so that lenient mode keeps the
    /// style (its error still reported) rather than leave it out (``BuildPipeline/LeftOutStyle``): a size above
    /// 200 pt, up to ``displaySizeLimit``, is drawn as written, and a design may want it. No other finding
    /// is: a 22× line height, a 1.25 pt size or a tracking of 10 pt is a unit read wrong, and the style would
    /// ship broken.
    static func mayBeMeant(_ code: DiagnosticCode, _ typography: Typography) -> Bool {
        code == .implausibleFontSize && typography.size > fontSizeRange.upperBound
            && typography.size <= displaySizeLimit
    }

    static func check(_ subject: CheckSubject, context: inout RuleContext) -> [RawFinding] {
        let typography = subject.style.typography
        let path = subject.path
        let size = typography.size
        let every = ContentSizeCategory.allCases
        var findings: [RawFinding] = []

        if !fontSizeRange.contains(size) {
            var fixIt: Diagnostic.FixIt?
            var likely = ""
            if size < fontSizeRange.lowerBound, fontSizeRange.contains(size * remBase) {
                likely = "; \(number(size)) looks like rem: \(number(size)) rem = \(number(size * remBase)) pt"
                fixIt = Diagnostic.FixIt("write the size in px", replacement: "\(number(size * remBase))px")
            }
            findings.append(
                RawFinding(
                    code: .implausibleFontSize, categories: every,
                    message:
                        "\(path): a font size of \(number(size)) pt is \(size < fontSizeRange.lowerBound ? "below \(number(fontSizeRange.lowerBound))" : "above \(number(fontSizeRange.upperBound))") pt, which no text style means\(likely)",
                    notes: [Diagnostic.Note("check the unit the file gives fontSize in (px, rem) and the number")],
                    fixIt: fixIt))
        }

        if size > 0 {
            let multiple: Double?
            switch typography.lineHeight {
            case .multiple(let factor): multiple = factor
            case .points(let points): multiple = points / size
            case .fontDefault: multiple = nil
            }
            if let multiple, !lineHeightRange.contains(multiple) {
                var likely = ""
                var fixIt: Diagnostic.FixIt?
                if multiple > lineHeightRange.upperBound, lineHeightRange.contains(multiple / size) {
                    // Written as a multiple but a length: Tokens Studio's unitless pixels, a Figma line height.
                    let factor = multiple / size
                    likely =
                        "; \(number(multiple)) looks like pixels: \(number(multiple)) pt = \(number(factor, 3)) × \(number(size)) pt"
                    fixIt = Diagnostic.FixIt("write the line height as a multiple", replacement: number(factor, 3))
                } else if multiple > lineHeightRange.upperBound, lineHeightRange.contains(multiple / 100) {
                    likely =
                        "; \(number(multiple)) looks like a percentage: \(number(multiple))% = \(number(multiple / 100, 3))"
                    fixIt = Diagnostic.FixIt(
                        "write the line height as a multiple", replacement: number(multiple / 100, 3))
                } else if multiple < lineHeightRange.lowerBound, lineHeightRange.contains(multiple * size) {
                    likely =
                        "; \(number(multiple)) × \(number(size)) pt = \(number(multiple * size)) pt, so a multiple may have been divided by the size twice"
                }
                findings.append(
                    RawFinding(
                        code: .implausibleLineHeight, categories: every,
                        message:
                            "\(path): a line height of \(number(multiple, 3)) × its \(number(size)) pt size (\(number(multiple * size)) pt) is \(multiple > lineHeightRange.upperBound ? "above 3×" : "below 0.5×") the size, which no design means\(likely)",
                        notes: [
                            Diagnostic.Note(
                                "the Format Module's lineHeight is a multiple of fontSize, such as 1.5; a length needs its unit (\"24px\", read in lenient mode)"
                            )
                        ],
                        fixIt: fixIt))
            }

            let em: Double?
            switch typography.letterSpacing {
            case .points(let points): em = points / size
            case .em(let value): em = value
            case .percent(let percent): em = percent / 100
            }
            if let em, abs(em) > letterSpacingLimit {
                var likely = ""
                var fixIt: Diagnostic.FixIt?
                if case .points(let points) = typography.letterSpacing, abs(points / 100) <= letterSpacingLimit {
                    likely =
                        "; \(number(points)) looks like a percentage: \(number(points))% = \(number(points / 100, 3)) em = \(number(points / 100 * size, 2)) pt"
                    fixIt = Diagnostic.FixIt(
                        "write the letter spacing as a percentage", replacement: "\"\(number(points))%\"")
                }
                findings.append(
                    RawFinding(
                        code: .implausibleLetterSpacing, categories: every,
                        message:
                            "\(path): letter spacing of \(number(em, 3)) em (\(number(em * size, 2)) pt on \(number(size)) pt) is beyond ±\(number(letterSpacingLimit)) em, which pulls words apart\(likely)",
                        fixIt: fixIt))
            }
        }

        let weight = typography.weight.rawValue
        if weight < lightestWeight {
            let likely =
                weight >= 1 && weight <= 9 && weight == weight.rounded()
                ? "; \(number(weight)) looks like a step of the 1–9 scale: \(number(weight * 100))" : ""
            findings.append(
                RawFinding(
                    code: .implausibleFontWeight, categories: every,
                    message:
                        "\(path): a font weight of \(number(weight)) is below \(number(lightestWeight)) (Thin), the lightest weight fonts name\(likely)",
                    fixIt: likely.isEmpty
                        ? nil : Diagnostic.FixIt("write the CSS weight", replacement: number(weight * 100))))
        }
        return findings
    }

    private static func number(_ value: Double, _ digits: Int = 2) -> String {
        formatNumber(value, maximumFractionDigits: digits)
    }
}

extension DiagnosticCode {
    public static let implausibleFontSize: DiagnosticCode = "check.implausible-font-size"
    public static let implausibleLineHeight: DiagnosticCode = "check.implausible-line-height"
    public static let implausibleLetterSpacing: DiagnosticCode = "check.implausible-letter-spacing"
    public static let implausibleFontWeight: DiagnosticCode = "check.implausible-font-weight"
}
