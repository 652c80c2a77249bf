/// The font variations table, tag `fvar`: a variable font's axes and named instances.
///
/// [OpenType spec: fvar](https://learn.microsoft.com/en-us/typography/opentype/spec/fvar).
/// An instance record carries a PostScript name ID only when `instanceSize` is `axisCount × 4 + 6`;
/// with `axisCount × 4 + 4` it has none (Inter's variable fonts) and the name must be derived
/// (Adobe TN #5902, see ``FontFace``).
public struct FontVariationsTable: Hashable, Sendable {
    /// One variation axis.
    public struct Axis: Hashable, Sendable {
        /// `axisTag`, e.g. `wght`, `wdth`, `slnt`, `ital`, `opsz`.
        public var tag: Tag
        public var minimum: Double
        public var defaultValue: Double
        public var maximum: Double
        /// `flags`: bit 0 hidden axis.
        public var flags: UInt16
        /// `axisNameID` in the `name` table.
        public var nameID: UInt16
    }

    /// One named instance.
    public struct Instance: Hashable, Sendable {
        /// `subfamilyNameID` in the `name` table.
        public var subfamilyNameID: UInt16
        /// One coordinate per axis, in axis order.
        public var coordinates: [Double]
        /// `postScriptNameID`, when the record has the field and it is not 0xFFFF.
        public var postScriptNameID: UInt16?
    }

    public var axes: [Axis] = []
    public var instances: [Instance] = []

    public init(parsing reader: inout FontReader) throws(FontReadError) {
        let table = reader
        try Self.readMajorVersion(from: &reader)
        let axesOffset = Int(try reader.readUInt16())
        _ = try reader.readUInt16()  // reserved (2)
        let axisCount = Int(try reader.readUInt16())
        let axisSize = Int(try reader.readUInt16())
        let instanceCount = Int(try reader.readUInt16())
        let instanceSize = Int(try reader.readUInt16())
        guard axisSize >= 20 else {
            throw .invalidTable(.fvar, reason: "axis record size \(axisSize) is below 20")
        }
        guard instanceSize >= axisCount * 4 + 4 else {
            throw .invalidTable(.fvar, reason: "instance record size \(instanceSize) is below \(axisCount * 4 + 4)")
        }
        var axisReader = try table.window(from: axesOffset)
        axes.reserveCapacity(axisCount)
        for index in 0..<axisCount {
            try axisReader.seek(to: index * axisSize)
            let tag = try axisReader.readTag()
            let minimum = try axisReader.readFixed()
            let defaultValue = try axisReader.readFixed()
            let maximum = try axisReader.readFixed()
            let flags = try axisReader.readUInt16()
            let nameID = try axisReader.readUInt16()
            axes.append(
                Axis(
                    tag: tag, minimum: minimum, defaultValue: defaultValue, maximum: maximum, flags: flags,
                    nameID: nameID))
        }
        let instancesStart = axesOffset + axisCount * axisSize
        var instanceReader = try table.window(from: instancesStart)
        let hasPostScriptName = instanceSize >= axisCount * 4 + 6
        instances.reserveCapacity(min(instanceCount, table.count / max(instanceSize, 1)))
        for index in 0..<instanceCount {
            try instanceReader.seek(to: index * instanceSize)
            let subfamilyNameID = try instanceReader.readUInt16()
            _ = try instanceReader.readUInt16()  // flags (reserved)
            var coordinates: [Double] = []
            coordinates.reserveCapacity(axisCount)
            for _ in 0..<axisCount { coordinates.append(try instanceReader.readFixed()) }
            var postScriptNameID: UInt16?
            if hasPostScriptName {
                let id = try instanceReader.readUInt16()
                postScriptNameID = id == 0xFFFF ? nil : id
            }
            instances.append(
                Instance(subfamilyNameID: subfamilyNameID, coordinates: coordinates, postScriptNameID: postScriptNameID)
            )
        }
    }
}

extension FontVariationsTable: FontTable {
    public static let tag = Tag.fvar
}
