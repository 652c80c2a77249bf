/// A length as real-world files write it (lenient mode): a number and the unit suffix as written
/// (`""`, `px`, `rem`, `em`, `pt`, `dp`, `%`).
struct WrittenLength {
    var value: Double
    var unit: String

    /// `"16px"`, `" 1.5rem"`, `"-2%"`, `"16"`; `nil` for anything else.
    init?(_ text: String) {
        let trimmed = text.trimmingSpaces
        var unitStart = trimmed.endIndex
        while unitStart > trimmed.startIndex {
            let before = trimmed.index(before: unitStart)
            guard trimmed[before].isLetter || trimmed[before] == "%" else { break }
            unitStart = before
        }
        let unit = String(trimmed[unitStart...])
        guard unit.count <= 3, let value = Double(String(trimmed[..<unitStart]).trimmingSpaces), value.isFinite else {
            return nil
        }
        self.value = value
        self.unit = unit.lowercased()
    }

    init(value: Double, unit: String) {
        self.value = value
        self.unit = unit
    }
}
