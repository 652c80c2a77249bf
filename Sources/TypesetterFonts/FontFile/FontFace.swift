/// One face of a font file: its table directory, and its tables parsed on demand.
///
/// Creating a face reads only the directory. Each table accessor bounds the table to the file and parses
/// it; an absent optional table is `nil`, a malformed one throws, and ``summary()`` turns the latter into
/// a diagnostic so that one bad optional table never hides the rest of the face.
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

    private func required(_ tag: Tag) throws(FontReadError) -> FontReader {
        guard let reader = try table(tag) else { throw .missingTable(tag) }
        return reader
    }

    /// `head` (required).
    public func header() throws(FontReadError) -> FontHeaderTable {
        var reader = try required(.head)
        return try FontHeaderTable(parsing: &reader)
    }

    /// `hhea` (required).
    public func horizontalHeader() throws(FontReadError) -> HorizontalHeaderTable {
        var reader = try required(.hhea)
        return try HorizontalHeaderTable(parsing: &reader)
    }

    /// `maxp`, if present.
    public func maximumProfile() throws(FontReadError) -> MaximumProfileTable? {
        guard var reader = try table(.maxp) else { return nil }
        return try MaximumProfileTable(parsing: &reader)
    }

    /// `OS/2`, if present.
    public func os2() throws(FontReadError) -> OS2Table? {
        guard var reader = try table(.os2) else { return nil }
        return try OS2Table(parsing: &reader)
    }

    /// `name`, if present.
    public func naming() throws(FontReadError) -> NamingTable? {
        guard var reader = try table(.name) else { return nil }
        return try NamingTable(parsing: &reader)
    }

    /// `cmap`, if present.
    public func characterMap() throws(FontReadError) -> CharacterToGlyphIndexMappingTable? {
        guard var reader = try table(.cmap) else { return nil }
        return try CharacterToGlyphIndexMappingTable(parsing: &reader)
    }

    /// `hmtx` with `hhea.numberOfHMetrics`, if present.
    public func horizontalMetrics() throws(FontReadError) -> HorizontalMetricsTable? {
        guard var reader = try table(.hmtx) else { return nil }
        let header = try horizontalHeader()
        return try HorizontalMetricsTable(parsing: &reader, numberOfHMetrics: Int(header.numberOfHMetrics))
    }

    /// `post`, if present.
    public func postScript() throws(FontReadError) -> PostScriptTable? {
        guard var reader = try table(.post) else { return nil }
        return try PostScriptTable(parsing: &reader)
    }

    /// `fvar`, if present.
    public func variations() throws(FontReadError) -> FontVariationsTable? {
        guard var reader = try table(.fvar) else { return nil }
        return try FontVariationsTable(parsing: &reader)
    }

    /// `avar`, if present.
    public func axisVariations() throws(FontReadError) -> AxisVariationsTable? {
        guard var reader = try table(.avar) else { return nil }
        return try AxisVariationsTable(parsing: &reader)
    }

    /// `MVAR`, if present.
    public func metricsVariations() throws(FontReadError) -> MetricsVariationsTable? {
        guard var reader = try table(.mvar) else { return nil }
        return try MetricsVariationsTable(parsing: &reader)
    }

    /// `HVAR`, if present.
    public func horizontalMetricsVariations() throws(FontReadError) -> HorizontalMetricsVariationsTable? {
        guard var reader = try table(.hvar) else { return nil }
        return try HorizontalMetricsVariationsTable(parsing: &reader)
    }

    // MARK: Coverage and advances

    /// The characters of `sample` the face does not map, each once, in order of first appearance.
    ///
    /// Answered from the `cmap` subtable the reader selected (formats 4 and 12). Characters that never
    /// need a glyph of their own are not reported: C0 controls, ZWNJ/ZWJ and variation selectors (a
    /// renderer falls back to the base character's glyph when a sequence is not in format 14).
    /// A face without a usable `cmap` lacks every character.
    public func missingCharacters(in sample: String) throws(FontReadError) -> [Unicode.Scalar] {
        let map = try characterMap()
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
        let map = try characterMap()
        var variations: HorizontalMetricsVariationsTable?
        var scalars: [Double] = []
        if !axisValues.isEmpty, let hvar = try horizontalMetricsVariations() {
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
