/// The horizontal metrics, tag `hmtx`: advance widths per glyph.
///
/// [OpenType spec: hmtx](https://learn.microsoft.com/en-us/typography/opentype/spec/hmtx).
/// `numberOfHMetrics` (from `hhea`) pairs of advance and left side bearing, then bearings only: glyphs
/// past the last pair reuse its advance (monospaced tails). Read in place; nothing is copied.
public struct HorizontalMetricsTable: Sendable {
    private let reader: FontReader
    /// The number of advance/bearing pairs actually present (clamped to the table's length).
    public let numberOfHMetrics: Int

    /// `numberOfHMetrics` comes from `hhea`; a value larger than the table holds is clamped, since the
    /// advances that are present are still right.
    public init(parsing reader: inout FontReader, numberOfHMetrics: Int) throws(FontReadError) {
        self.reader = reader
        self.numberOfHMetrics = min(numberOfHMetrics, reader.count / 4)
        guard self.numberOfHMetrics > 0 else {
            throw .invalidTable(.hmtx, reason: "no advance widths")
        }
    }

    /// The advance width of `glyph` in font units.
    public func advance(of glyph: UInt16) -> UInt16 {
        let index = min(Int(glyph), numberOfHMetrics - 1)
        return (try? reader.uint16(at: index * 4)) ?? 0
    }
}
