import TypesetterCore

/// How a case of a model value is written by every output, described once: its case name, its number, and how a
/// person reads it. Swift writes `.multiple(1.5)`, a template gets `{"multiple": 1.5}`, the catalog says "1.5×
/// the size". A new case is described here and every output follows.
struct CaseForm: Hashable {
    /// The case's name in Swift and the key templates read.
    var name: String
    /// Its number; `nil` for a case without one (templates get `true`).
    var number: Double?
    /// What follows the number where people read it (or, without a number, the whole text).
    var reading: String
    /// The decimals people read.
    var digits: Int

    /// The catalog's text: `1.5× the size`, `0.5 pt at large`, `the font's own`.
    var text: String { number.map { formatNumber($0, maximumFractionDigits: digits) + reading } ?? reading }

    /// The Swift argument `label: .name(number)`; `nil` for a case without a number (the initializer's
    /// default).
    func swiftArgument(_ label: String) -> String? {
        number.map { "\(label): .\(name)(\(formatNumber($0)))" }
    }

    /// The template value: `[name: number]`, or `[name: true]` for a case without a number.
    var templateValue: [String: Any] { [name: number ?? true] }
}

extension Typography.LineHeight {
    var form: CaseForm {
        switch self {
        case .multiple(let factor): CaseForm(name: "multiple", number: factor, reading: "× the size", digits: 4)
        case .points(let points): CaseForm(name: "points", number: points, reading: " pt at large", digits: 2)
        case .fontDefault: CaseForm(name: "fontDefault", reading: "the font's own", digits: 0)
        }
    }
}

extension Typography.LetterSpacing {
    var form: CaseForm {
        switch self {
        case .points(let points): CaseForm(name: "points", number: points, reading: " pt at large", digits: 3)
        case .em(let em): CaseForm(name: "em", number: em, reading: " em", digits: 4)
        case .percent(let percent): CaseForm(name: "percent", number: percent, reading: "%", digits: 3)
        }
    }
}
