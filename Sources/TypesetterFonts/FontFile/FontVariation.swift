/// Positions in a variable face's design space, and the face's metrics there.
///
/// [OpenType spec: coordinate normalization](https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview#coordinate-scales-and-normalization)
/// and [algorithm for interpolation of instance values](https://learn.microsoft.com/en-us/typography/opentype/spec/otvaroverview#algorithm-for-interpolation-of-instance-values).
/// Rounding follows fontTools' instancer (`fontTools.varLib.instancer`), the reference the differential
/// test compares against: normalized coordinates are quantized to F2DOT14 once, after `avar`; each
/// metric's summed delta is rounded half up (`otRound`) and added to the stored value.
enum VariationMath {
    /// `otRound`: round half up (towards +∞), as fontTools does.
    static func round(_ value: Double) -> Int {
        let rounded = (value + 0.5).rounded(.down)
        guard rounded.isFinite, abs(rounded) < 1e15 else { return 0 }
        return Int(rounded)
    }

    /// `value` quantized to F2DOT14.
    static func f2Dot14(_ value: Double) -> Double {
        Double(round(value * 16384)) / 16384
    }

    /// The default normalization of user coordinate `value` on `axis`: -1 at the minimum, 0 at the
    /// default, 1 at the maximum, linear between, clamped to the axis first.
    static func normalize(_ value: Double, minimum: Double, defaultValue: Double, maximum: Double) -> Double {
        guard value.isFinite else { return 0 }
        let clamped = Swift.min(Swift.max(value, minimum), maximum)
        if clamped < defaultValue, defaultValue > minimum { return (clamped - defaultValue) / (defaultValue - minimum) }
        if clamped > defaultValue, maximum > defaultValue { return (clamped - defaultValue) / (maximum - defaultValue) }
        return 0
    }
}

extension FontFace {
    /// The normalized coordinates (-1…1, one per `fvar` axis, in axis order) of `axisValues`, user
    /// coordinates by axis tag (`["wght": 650, "opsz": 17]`).
    ///
    /// Axes left out take their default. A value outside an axis' range is clamped to it, as CoreText
    /// clamps a variation attribute. Tags the face has no axis for are ignored. `avar` segment maps are
    /// applied, then each coordinate is quantized to F2DOT14. A face without `fvar` has no coordinates.
    public func normalizedCoordinates(for axisValues: [String: Double]) throws(FontReadError) -> [Double] {
        guard let fvar = try table(FontVariationsTable.self) else { return [] }
        let avar = try table(AxisVariationsTable.self)
        return fvar.axes.enumerated().map { index, axis in
            guard let value = axisValues[axis.tag.description] else { return 0 }
            var normalized = VariationMath.normalize(
                value, minimum: axis.minimum, defaultValue: axis.defaultValue, maximum: axis.maximum)
            if let avar { normalized = avar.map(normalized, axis: index) }
            return VariationMath.f2Dot14(normalized)
        }
    }

    /// The face's summary at the instance `axisValues` (see ``normalizedCoordinates(for:)``): names,
    /// style and axes as in ``summary(file:)``, with the font-wide metrics moved by their `MVAR` deltas
    /// the way fontTools' instancer writes them into a static instance:
    ///
    /// - `hasc`/`hdsc`/`hlgp` → `OS/2` typo ascender, descender, line gap; when those equal `hhea`'s
    ///   ascender, descender and line gap in the default instance, `hhea` follows them (fontTools
    ///   `verticalMetricsKeptInSync`; the MVAR spec has no `hhea` tags, and CoreText reads `hhea`);
    /// - `hcla`/`hcld` → `usWinAscent`/`usWinDescent`; `cpht` → `sCapHeight`; `xhgt` → `sxHeight`.
    ///
    /// Without `MVAR`, or at the default instance, the summary is ``summary(file:)``'s. A malformed
    /// `MVAR` throws: its metrics cannot be known, and silently using the default ones would be wrong.
    public func summary(file: String? = nil, axisValues: [String: Double]) throws(FontReadError) -> FaceSummary {
        var summary = try summary(file: file)
        guard !axisValues.isEmpty, let mvar = try table(MetricsVariationsTable.self), let store = mvar.store else {
            return summary
        }
        let coordinates = try normalizedCoordinates(for: axisValues)
        guard coordinates.contains(where: { $0 != 0 }) else { return summary }
        let scalars = store.regionScalars(at: coordinates)
        func delta(_ tag: Tag) throws(FontReadError) -> Int {
            VariationMath.round(try mvar.delta(for: tag, scalars: scalars))
        }
        typealias Value = MetricsVariationsTable.ValueTag
        if let typo = summary.typo {
            let moved = FaceSummary.LineMetrics(
                ascender: typo.ascender + (try delta(Value.horizontalAscender)),
                descender: typo.descender + (try delta(Value.horizontalDescender)),
                lineGap: typo.lineGap + (try delta(Value.horizontalLineGap)))
            if summary.hhea == typo { summary.hhea = moved }
            summary.typo = moved
        }
        if let win = summary.win {
            summary.win = .init(
                ascent: win.ascent + (try delta(Value.horizontalClippingAscent)),
                descent: win.descent + (try delta(Value.horizontalClippingDescent)))
        }
        if let capHeight = summary.capHeight { summary.capHeight = capHeight + (try delta(Value.capHeight)) }
        if let xHeight = summary.xHeight { summary.xHeight = xHeight + (try delta(Value.xHeight)) }
        return summary
    }
}
