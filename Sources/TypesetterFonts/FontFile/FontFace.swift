/// One face of a font file: its table directory, and its tables parsed on demand.
///
/// Creating a face reads only the directory. Reading a table (`table(_:)` with its ``FontTable`` type, or
/// the accessors of `head`, `hhea` and `hmtx`) bounds it to the file and parses it; an absent optional table
/// is `nil`, a malformed one throws, and ``summary()`` turns the latter into a diagnostic so that one bad
/// optional table never hides the rest of the face.
public struct FontFace: Sendable {
    /// The position of the face in its file (0 for a single font).
    public let index: Int
    public let directory: TableDirectory
    /// Where the table directory starts in the file (0 for a single font).
    public let directoryOffset: Int
    let bytes: FontBytes

    init(bytes: FontBytes, directoryOffset: Int, index: Int) throws(FontReadError) {
        self.bytes = bytes
        self.index = index
        self.directoryOffset = directoryOffset
        var reader = try bytes.reader.window(from: directoryOffset)
        directory = try TableDirectory(parsing: &reader)
    }

    /// Whether the outlines are CFF/CFF2 (`OTTO`) rather than TrueType.
    public var hasPostScriptOutlines: Bool {
        directory.sfntVersion == 0x4F54_544F || directory.record(.cff) != nil || directory.record(.cff2) != nil
    }

    /// A reader over the table `tag`, or `nil` when the directory has no such table.
    ///
    /// A table that starts inside the file but claims to run past its end is cut at the end of the file:
    /// the bytes that exist are still read, and any read beyond them fails with a bounds error.
    public func table(_ tag: Tag) throws(FontReadError) -> FontReader? {
        guard let record = directory.record(tag) else { return nil }
        let all = bytes.reader
        guard record.offset <= all.count else {
            throw .invalidTable(tag, reason: "offset \(record.offset) is past the end of the file (\(all.count) bytes)")
        }
        return try all.window(at: record.offset, count: min(record.length, all.count - record.offset))
    }

    /// The table `T`, parsed from its bytes; `nil` when the face has no such table, an error when it is
    /// malformed: `try face.table(OS2Table.self)`.
    public func table<Table: FontTable>(_ type: Table.Type) throws(FontReadError) -> Table? {
        guard var reader = try table(Table.tag) else { return nil }
        return try Table(parsing: &reader)
    }

    private func required<Table: FontTable>(_ type: Table.Type) throws(FontReadError) -> Table {
        guard let table = try table(Table.self) else { throw .missingTable(Table.tag) }
        return table
    }

    /// `head` (required).
    public func header() throws(FontReadError) -> FontHeaderTable {
        try required(FontHeaderTable.self)
    }

    /// `hhea` (required).
    public func horizontalHeader() throws(FontReadError) -> HorizontalHeaderTable {
        try required(HorizontalHeaderTable.self)
    }

    /// `hmtx` with `hhea.numberOfHMetrics`, if present.
    public func horizontalMetrics() throws(FontReadError) -> HorizontalMetricsTable? {
        guard var reader = try table(.hmtx) else { return nil }
        let header = try horizontalHeader()
        return try HorizontalMetricsTable(parsing: &reader, numberOfHMetrics: Int(header.numberOfHMetrics))
    }

    // MARK: Coverage and advances

    /// The characters of `sample` the face does not map, each once, in order of first appearance.
    ///
    /// Answered from the `cmap` subtable the reader selected (formats 4 and 12). Characters that never
    /// need a glyph of their own are not reported: C0 controls, ZWNJ/ZWJ and variation selectors (a
    /// renderer falls back to the base character's glyph when a sequence is not in format 14).
    /// A face without a usable `cmap` lacks every character.
    public func missingCharacters(in sample: String) throws(FontReadError) -> [Unicode.Scalar] {
        let map = try table(CharacterToGlyphIndexMappingTable.self)
        var missing: [Unicode.Scalar] = []
        var seen = Set<UInt32>()
        for scalar in sample.unicodeScalars where !Self.needsNoGlyph(scalar.value) {
            guard map?.glyph(for: scalar.value) == nil, seen.insert(scalar.value).inserted else { continue }
            missing.append(scalar)
        }
        return missing
    }

    static func needsNoGlyph(_ value: UInt32) -> Bool {
        value < 0x20 || value == 0x7F || value == 0x200C || value == 0x200D
            || (0xFE00...0xFE0F).contains(value) || (0xE0100...0xE01EF).contains(value)
    }

    /// The width of `text` at `pointSize`, from `hmtx` advances of the glyphs `cmap` maps each character to.
    ///
    /// No shaping: no kerning (`kern`/`GPOS`), ligatures or contextual forms, and unmapped characters
    /// take the advance of glyph 0 (`.notdef`). It is the width a plain left-to-right string without
    /// kerning gets, a good estimate for checks (truncation, minimum widths), not a layout engine.
    ///
    /// For a variable face, `axisValues` (user coordinates by axis tag, e.g. `["wght": 650]`) selects the
    /// instance: each advance gets its `HVAR` delta, rounded per glyph as an instanced font stores it.
    /// Without `HVAR` (a variable font that varies advances only through `gvar` phantom points) or
    /// without `axisValues`, the default instance's advances are used.
    public func advanceWidth(
        of text: String, pointSize: Double, axisValues: [String: Double] = [:]
    ) throws(FontReadError) -> Double {
        let unitsPerEm = Double(try header().unitsPerEm)
        guard unitsPerEm > 0 else { throw .invalidTable(.head, reason: "unitsPerEm is 0") }
        let total = try advances(of: text, axisValues: axisValues).reduce(0, +)
        return Double(total) * pointSize / unitsPerEm
    }

    /// The advance of each character of `text` that needs a glyph, in font units, in order: the
    /// per-character form of ``advanceWidth(of:pointSize:axisValues:)`` (same rules, same rounding).
    public func advances(of text: String, axisValues: [String: Double] = [:]) throws(FontReadError) -> [Int] {
        guard let metrics = try horizontalMetrics() else { throw .missingTable(.hmtx) }
        let map = try table(CharacterToGlyphIndexMappingTable.self)
        var variations: HorizontalMetricsVariationsTable?
        var scalars: [Double] = []
        if !axisValues.isEmpty, let hvar = try table(HorizontalMetricsVariationsTable.self) {
            let coordinates = try normalizedCoordinates(for: axisValues)
            if coordinates.contains(where: { $0 != 0 }) {
                variations = hvar
                scalars = hvar.store.regionScalars(at: coordinates)
            }
        }
        var result: [Int] = []
        for scalar in text.unicodeScalars where !Self.needsNoGlyph(scalar.value) {
            let glyph = map?.glyph(for: scalar.value) ?? 0
            var advance = Int(metrics.advance(of: glyph))
            if let variations {
                advance += VariationMath.round(try variations.advanceDelta(of: glyph, scalars: scalars))
            }
            result.append(max(advance, 0))
        }
        return result
    }
}
