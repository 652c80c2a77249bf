import TypesetterCore

/// The page's type classes: one CSS class per distinct way a sample is drawn (face, size, line height,
/// tracking, weight, style, axis values), shared by every sample drawn that way. A 1,000-style catalog draws
/// 24,000 samples with a few hundred classes, which is what keeps the page small.
///
/// Each class also carries what the page prints beside a sample drawn with it (size, line height,
/// tracking, weight, face), in the page's data (``json``).
struct CatalogTypeClasses {
    /// What a class draws, and what the page says about it.
    struct Entry: Hashable {
        var family: String
        var pointSize: Double
        var lineHeight: Double
        var kerning: Double
        var weight: Double
        var isItalic: Bool
        var variationSettings: String?
        /// The face and text style, as the metrics say them.
        var face: String
        /// The line height the design asked for, when the font's own is taller (the page notes it).
        var askedLineHeight: Double?
    }

    private(set) var entries: [Entry] = []
    private var index: [Entry: Int] = [:]

    /// The class name (`t12`) for a resolved cell drawn with the CSS family `family`.
    mutating func name(for cell: ResolvedTypography, family: String, font: Typography.Font) -> String {
        let entry = Entry(
            family: family, pointSize: cell.pointSize, lineHeight: cell.lineHeight, kerning: cell.tracking,
            weight: cell.weight.rawValue, isItalic: cell.isItalic,
            variationSettings: CatalogFonts.variationSettings(cell),
            face: "\(CatalogSite.faceName(cell, font: font)) · \(cell.textStyle.name)",
            askedLineHeight: cell.flags.contains(.lineHeightTighterThanFont) ? cell.requestedLineHeight : nil)
        if let known = index[entry] { return "t\(known)" }
        index[entry] = entries.count
        entries.append(entry)
        return "t\(entries.count - 1)"
    }

    /// The rules, one line per class: every property that places a sample's lines.
    var css: String {
        var out = "/* One class per way the catalog draws a sample: the engine's numbers, 1 pt = 1 CSS px. */\n"
        for (number, entry) in entries.enumerated() {
            out += ".t\(number) { font-family: '\(entry.family)'; font-size: \(CatalogSite.px(entry.pointSize)); "
            out +=
                "line-height: \(CatalogSite.px(entry.lineHeight)); letter-spacing: \(CatalogSite.px(entry.kerning)); "
            out += "font-weight: \(formatNumber(entry.weight)); font-style: \(entry.isItalic ? "italic" : "normal")"
            if let settings = entry.variationSettings { out += "; font-variation-settings: \(settings)" }
            out += " }\n"
        }
        return out
    }

    /// `[[size, line height, tracking, weight, "face · text style", asked line height or null], …]` by class.
    var json: String {
        var out = "["
        for (number, entry) in entries.enumerated() {
            if number > 0 { out += "," }
            out += "[\(formatNumber(entry.pointSize)),\(formatNumber(entry.lineHeight)),"
            out += "\(formatNumber(entry.kerning)),\(formatNumber(entry.weight)),\(JSONWriter.quote(entry.face)),"
            out += entry.askedLineHeight.map { formatNumber($0) } ?? "null"
            out += "]"
        }
        return out + "]"
    }
}
