/// The one bounds-checked reader through which every byte of a font is read.
///
/// A reader is a window `[start, end)` into a ``FontBytes`` buffer plus a cursor. Every read checks the
/// window first and throws ``FontReadError/unexpectedEnd(offset:length:)`` instead of trapping; offsets
/// from the file are combined with checked arithmetic (`addingReportingOverflow`), so absurd offsets and
/// lengths become errors too. Values are big-endian, as everywhere in OpenType
/// ([spec: data types](https://learn.microsoft.com/en-us/typography/opentype/spec/otff#data-types)).
public struct FontReader: Sendable {
    let bytes: FontBytes
    /// Absolute bounds of this window in the buffer.
    /// Absolute start of the window.
    public let start: Int
    /// Absolute end of the window (exclusive).
    public let end: Int
    /// Absolute position of the next read.
    public private(set) var position: Int

    init(bytes: FontBytes) {
        self.bytes = bytes
        start = 0
        end = bytes.count
        position = 0
    }

    private init(bytes: FontBytes, start: Int, end: Int) {
        self.bytes = bytes
        self.start = start
        self.end = end
        position = start
    }

    /// The window's length in bytes.
    public var count: Int { end - start }
    /// The cursor relative to the window start.
    public var offset: Int { position - start }
    /// Bytes left after the cursor.
    public var remaining: Int { end - position }

    /// Checks that `length` bytes are available at absolute `at` and returns `at`.
    @inline(__always)
    private func check(_ at: Int, _ length: Int) throws(FontReadError) {
        let (last, overflow) = at.addingReportingOverflow(length)
        guard !overflow, at >= start, length >= 0, last <= end else {
            throw .unexpectedEnd(offset: at, length: length)
        }
    }

    /// Absolute position of `relative` inside the window, checked for overflow.
    @inline(__always)
    private func absolute(_ relative: Int) throws(FontReadError) -> Int {
        let (value, overflow) = start.addingReportingOverflow(relative)
        guard !overflow, relative >= 0 else { throw .unexpectedEnd(offset: start, length: relative) }
        return value
    }

    @inline(__always)
    private func load(_ at: Int) -> UInt8 {
        // Only called after `check`; `at` is inside the buffer.
        bytes.buffer.load(fromByteOffset: at, as: UInt8.self)
    }

    /// The big-endian integer at absolute `at`, after checking that its bytes are in the window: what every
    /// 16- and 32-bit read, random or sequential, comes down to.
    @inline(__always)
    private func integer<Value: FixedWidthInteger>(at: Int) throws(FontReadError) -> Value {
        try check(at, MemoryLayout<Value>.size)
        return Value(bigEndian: bytes.buffer.loadUnaligned(fromByteOffset: at, as: Value.self))
    }

    /// The big-endian integer at the cursor; the cursor moves past it.
    @inline(__always)
    private mutating func readInteger<Value: FixedWidthInteger>() throws(FontReadError) -> Value {
        let value: Value = try integer(at: position)
        position += MemoryLayout<Value>.size
        return value
    }

    // MARK: Random access (relative to the window start)

    /// The byte at `relative`.
    public func uint8(at relative: Int) throws(FontReadError) -> UInt8 {
        let at = try absolute(relative)
        try check(at, 1)
        return load(at)
    }

    /// The big-endian `uint16` at `relative`.
    public func uint16(at relative: Int) throws(FontReadError) -> UInt16 {
        try integer(at: try absolute(relative))
    }

    /// The big-endian `int16` at `relative`.
    public func int16(at relative: Int) throws(FontReadError) -> Int16 {
        Int16(bitPattern: try uint16(at: relative))
    }

    /// The big-endian `uint32` at `relative`.
    public func uint32(at relative: Int) throws(FontReadError) -> UInt32 {
        try integer(at: try absolute(relative))
    }

    /// The big-endian `uint24` at `relative`.
    public func uint24(at relative: Int) throws(FontReadError) -> UInt32 {
        let at = try absolute(relative)
        try check(at, 3)
        return UInt32(load(at)) << 16 | UInt32(load(at + 1)) << 8 | UInt32(load(at + 2))
    }

    /// A copy of `length` bytes at `relative`.
    public func bytes(at relative: Int, count length: Int) throws(FontReadError) -> [UInt8] {
        let at = try absolute(relative)
        try check(at, length)
        return Array(UnsafeRawBufferPointer(rebasing: bytes.buffer[at..<(at + length)]))
    }

    /// A reader over `length` bytes at `relative`, itself bounded by this window.
    public func window(at relative: Int, count length: Int) throws(FontReadError) -> FontReader {
        let at = try absolute(relative)
        try check(at, length)
        return FontReader(bytes: bytes, start: at, end: at + length)
    }

    /// A reader from `relative` to the end of this window.
    public func window(from relative: Int) throws(FontReadError) -> FontReader {
        let at = try absolute(relative)
        try check(at, 0)
        return FontReader(bytes: bytes, start: at, end: end)
    }

    // MARK: Sequential reads (advance the cursor)

    /// Moves the cursor to `relative`.
    public mutating func seek(to relative: Int) throws(FontReadError) {
        let at = try absolute(relative)
        try check(at, 0)
        position = at
    }

    /// Skips `length` bytes.
    public mutating func skip(_ length: Int) throws(FontReadError) {
        try check(position, length)
        position += length
    }

    /// Reads a `uint8` and advances the cursor.
    public mutating func readUInt8() throws(FontReadError) -> UInt8 {
        try check(position, 1)
        defer { position += 1 }
        return load(position)
    }

    /// Reads a big-endian `uint16` and advances the cursor.
    public mutating func readUInt16() throws(FontReadError) -> UInt16 {
        try readInteger()
    }

    /// Reads a big-endian `int16` (`FWORD`) and advances the cursor.
    public mutating func readInt16() throws(FontReadError) -> Int16 {
        Int16(bitPattern: try readUInt16())
    }

    /// Reads a big-endian `uint32` (`Offset32`) and advances the cursor.
    public mutating func readUInt32() throws(FontReadError) -> UInt32 {
        try readInteger()
    }

    /// Reads a big-endian `int32` and advances the cursor.
    public mutating func readInt32() throws(FontReadError) -> Int32 {
        Int32(bitPattern: try readUInt32())
    }

    /// A `Fixed` (signed 16.16) value as a `Double`; exact, since 32 bits fit a `Double`'s mantissa.
    public mutating func readFixed() throws(FontReadError) -> Double {
        Double(try readInt32()) / 65536
    }

    /// Reads a four-byte `Tag` and advances the cursor.
    public mutating func readTag() throws(FontReadError) -> Tag {
        Tag(rawValue: try readUInt32())
    }
}

extension FontReader {
    /// Reads an `F2DOT14` (signed 2.14 fixed point) as a `Double`, exactly, and advances the cursor.
    public mutating func readF2Dot14() throws(FontReadError) -> Double {
        Double(try readInt16()) / 16384
    }

    /// Reads a big-endian `int8` and advances the cursor.
    public mutating func readInt8() throws(FontReadError) -> Int8 {
        Int8(bitPattern: try readUInt8())
    }
}
