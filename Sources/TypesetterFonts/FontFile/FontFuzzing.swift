import TypesetterCore

/// Drives every entry point of the reader over arbitrary bytes: what the fuzzer and the "every prefix,
/// random byte flips" tests run. Public so the fuzz target and the tests exercise exactly the same paths.
public enum FontFuzzing {
    /// Reads every face (at most 64) and asks it everything; errors are expected and ignored.
    /// Returns how many faces produced a summary.
    @discardableResult
    public static func exercise(_ bytes: FontBytes) -> Int {
        guard let file = try? FontFile(bytes: bytes) else { return 0 }
        var summaries: [FaceSummary] = []
        for index in 0..<min(file.faceCount, 64) {
            guard let face = try? file.face(at: index) else { continue }
            // The face as a file of its own (what the catalog site copies out of a collection), read back.
            if let single = try? file.standaloneFace(at: index), let copy = try? FontFile(bytes: FontBytes(single)) {
                _ = try? copy.face(at: 0).summary(file: "fuzz-face.ttf")
            }
            if let summary = try? face.summary(file: "fuzz.ttf") {
                summaries.append(summary)
                _ = summary.lineMetrics(.coreText)
                _ = summary.lineMetrics(.freeType)
                _ = summary.postScriptNameIsValid
            }
            _ = try? face.table(MaximumProfileTable.self)
            _ = try? face.missingCharacters(in: "Aé日本語한국어😀\u{FE0F}𠀋")
            _ = try? face.advanceWidth(of: "Hello, 世界", pointSize: 17)
            // Variation tables at the extremes and inside of every axis (avar, MVAR, HVAR, item variation store).
            if let axes = try? face.table(FontVariationsTable.self)?.axes {
                for pick in [\FontVariationsTable.Axis.minimum, \.maximum] {
                    var values: [String: Double] = [:]
                    for axis in axes { values[axis.tag.description] = axis[keyPath: pick] }
                    _ = try? face.summary(file: "fuzz.ttf", axisValues: values)
                    _ = try? face.advanceWidth(of: "Hello, 世界", pointSize: 17, axisValues: values)
                }
                var middle: [String: Double] = [:]
                for axis in axes { middle[axis.tag.description] = (axis.minimum + axis.defaultValue) / 2 }
                _ = try? face.summary(file: "fuzz.ttf", axisValues: middle)
                _ = try? face.advances(of: "Aé", axisValues: middle)
            }
            if let map = try? face.table(CharacterToGlyphIndexMappingTable.self) {
                for codePoint: UInt32 in [0, 0x20, 0x41, 0xFFFF, 0x1_0000, 0x10_FFFF, 0xFFFF_FFFF] {
                    _ = map.glyph(for: codePoint)
                }
                var mapped = 0
                map.forEachMapping { _, _ in mapped += 1 }
                _ = map.variationGlyph(for: 0x845B, selector: 0xE0100)
                _ = map.variationGlyph(for: 0x41, selector: 0xFE00)
            }
        }
        let catalog = FontCatalog(summaries: summaries)
        if let family = catalog.families.first {
            _ = try? catalog.match(family: family.name, weight: .regular, italic: false)
        }
        return summaries.count
    }
}
