/// A four-byte OpenType tag such as `head` or `wght`.
///
/// [OpenType spec: Data types](https://learn.microsoft.com/en-us/typography/opentype/spec/otff#data-types).
/// Tags read from files may hold any bytes; ``description`` shows non-printable bytes as `?` so a malformed
/// tag never produces an unprintable message.
public struct Tag: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: UInt32

    public init(rawValue: UInt32) { self.rawValue = rawValue }

    /// A tag from up to four ASCII characters, space-padded as the spec requires; `nil` for other text.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count <= 4, bytes.allSatisfy({ $0 >= 0x20 && $0 <= 0x7E }) else { return nil }
        var value: UInt32 = 0
        for index in 0..<4 {
            value = value << 8 | UInt32(index < bytes.count ? bytes[index] : 0x20)
        }
        rawValue = value
    }

    public var description: String {
        var text = ""
        for shift in stride(from: 24, through: 0, by: -8) {
            let byte = UInt8(truncatingIfNeeded: rawValue >> UInt32(shift))
            text.append(byte >= 0x20 && byte <= 0x7E ? Character(Unicode.Scalar(byte)) : "?")
        }
        return text
    }

    public static func < (lhs: Tag, rhs: Tag) -> Bool { lhs.rawValue < rhs.rawValue }

    static let head = Tag(rawValue: 0x6865_6164)
    static let hhea = Tag(rawValue: 0x6868_6561)
    static let maxp = Tag(rawValue: 0x6D61_7870)
    static let os2 = Tag(rawValue: 0x4F53_2F32)
    static let name = Tag(rawValue: 0x6E61_6D65)
    static let cmap = Tag(rawValue: 0x636D_6170)
    static let hmtx = Tag(rawValue: 0x686D_7478)
    static let post = Tag(rawValue: 0x706F_7374)
    static let fvar = Tag(rawValue: 0x6676_6172)
    static let avar = Tag(rawValue: 0x6176_6172)
    static let mvar = Tag(rawValue: 0x4D56_4152)
    static let hvar = Tag(rawValue: 0x4856_4152)
    static let cff = Tag(rawValue: 0x4346_4620)
    static let cff2 = Tag(rawValue: 0x4346_4632)
    static let glyf = Tag(rawValue: 0x676C_7966)
}
