/// The axis variations table, tag `avar`: per-axis piecewise-linear maps that bend the default
/// normalization of user coordinates.
///
/// [OpenType spec: avar](https://learn.microsoft.com/en-us/typography/opentype/spec/avar).
/// Only the version 1 segment maps are applied. A version 2 table starts with the same segment maps
/// (then adds an item variation store that moves axes depending on each other); its segment maps are
/// read and ``hasVersion2Data`` tells that the rest was not applied.
public struct AxisVariationsTable: Hashable, Sendable {
    /// One `AxisValueMap`: a normalized coordinate and the one it maps to.
    public struct Mapping: Hashable, Sendable {
        public var from: Double
        public var to: Double
    }

    /// One segment map per axis, in `fvar` axis order; an empty map leaves its axis unchanged.
    public var segmentMaps: [[Mapping]]
    /// `majorVersion` is 2: the table has axis-dependency data that is not applied.
    public var hasVersion2Data: Bool

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        hasVersion2Data = try Self.readMajorVersion(from: &reader, supported: 1...2) == 2
        _ = try reader.readUInt16()  // reserved
        let axisCount = Int(try reader.readUInt16())
        var maps: [[Mapping]] = []
        // Each map needs at least its 2-byte count: reserve no more than the table can hold.
        maps.reserveCapacity(min(axisCount, reader.remaining / 2))
        for _ in 0..<axisCount {
            let count = Int(try reader.readUInt16())
            var map: [Mapping] = []
            map.reserveCapacity(min(count, reader.remaining / 4))
            for _ in 0..<count {
                let from = try reader.readF2Dot14()
                let to = try reader.readF2Dot14()
                map.append(Mapping(from: from, to: to))
            }
            maps.append(map)
        }
        segmentMaps = maps
    }

    /// `value` (normalized, -1…1) mapped through the segment map of `axis`.
    ///
    /// Linear interpolation between the two surrounding entries, as the spec describes; an exact
    /// `from` returns its `to`. Maps that are not sorted or lack the required -1/0/1 entries occur in
    /// real files: outside the map's range the value is shifted by the nearest entry's offset
    /// (fontTools' `piecewiseLinearMap` does the same), so a bad map bends values without dropping them.
    public func map(_ value: Double, axis: Int) -> Double {
        guard axis >= 0, axis < segmentMaps.count else { return value }
        let map = segmentMaps[axis]
        guard !map.isEmpty else { return value }
        if let exact = map.first(where: { $0.from == value }) { return exact.to }
        var lower: Mapping?
        var upper: Mapping?
        for entry in map {
            if entry.from < value, lower.map({ entry.from > $0.from }) ?? true { lower = entry }
            if entry.from > value, upper.map({ entry.from < $0.from }) ?? true { upper = entry }
        }
        switch (lower, upper) {
        case (let lower?, let upper?):
            return lower.to + (upper.to - lower.to) * (value - lower.from) / (upper.from - lower.from)
        case (let lower?, nil):
            return value + lower.to - lower.from
        case (nil, let upper?):
            return value + upper.to - upper.from
        case (nil, nil):
            return value
        }
    }
}

extension AxisVariationsTable: FontTable {
    public static let tag = Tag.avar
}
