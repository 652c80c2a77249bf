/// The path of a token: its group names then its own name. `$root` stays in the path
/// (https://www.designtokens.org/tr/2025.10/format/#root-tokens-in-groups).
///
/// Kept as one string, the dotted form, when no name has a dot (every path the Format Module allows, since
/// names cannot hold one): not an array of names, which a set of a million tokens would allocate a million
/// times, and 16 bytes in a token. ``names`` splits it when asked. Other paths (a name with a dot, no name)
/// are kept as their names, each after its length, behind U+FFFF, a noncharacter that no dotted form is
/// allowed to start with.
public struct TokenPath: Sendable, Hashable, Comparable, CustomStringConvertible {
    private static let marker: Unicode.Scalar = "\u{FFFF}"
    private let storage: String

    public init(_ names: [String]) {
        if let first = names.first, first.unicodeScalars.first != Self.marker,
            !names.contains(where: { $0.utf8.contains(UInt8(ascii: ".")) })
        {
            storage = names.joined(separator: ".")
        } else {
            storage = String(Self.marker) + names.map { "\($0.utf8.count):\($0)" }.joined()
        }
    }

    /// The path whose names are `key` split at its dots (the caller knows no name has a dot).
    init(dottedKey key: String) {
        if key.utf8.first == 0xEF, key.unicodeScalars.first == Self.marker {
            self.init(TokenEntry.split(key))
        } else {
            self.init(storage: key)
        }
    }

    private init(storage: String) { self.storage = storage }

    /// Paths are equal when their names are (canonically equivalent, as strings compare).
    public static func == (lhs: TokenPath, rhs: TokenPath) -> Bool {
        lhs.isDotted && rhs.isDotted ? lhs.storage == rhs.storage : lhs.names == rhs.names
    }

    public func hash(into hasher: inout Hasher) {
        // A dotted form and a path kept by its names are never equal (one has a name with a dot, or none).
        if isDotted { hasher.combine(storage) } else { hasher.combine(names) }
    }

    private var isDotted: Bool { storage.unicodeScalars.first != Self.marker }

    /// The group names then the token's name.
    public var names: [String] {
        get {
            if isDotted { return TokenEntry.split(storage) }
            var names: [String] = []
            var rest = storage.utf8.dropFirst(3)  // the marker, three bytes in UTF-8
            while let colon = rest.firstIndex(of: UInt8(ascii: ":")),
                let length = Int(String(decoding: rest[..<colon], as: UTF8.self))
            {
                let name = rest[rest.index(after: colon)...].prefix(length)
                names.append(String(decoding: name, as: UTF8.self))
                rest = rest[name.endIndex...]
            }
            return names
        }
        set { self = TokenPath(newValue) }
    }

    /// The names joined by dots, the form curly-brace references use (`color.accent.$root`).
    public var dotted: String { isDotted ? storage : names.joined(separator: ".") }
    public var description: String { dotted }

    /// In the order of the names, name by name (a path before the longer ones it starts); two dotted forms are
    /// compared in place, without splitting them.
    public static func < (lhs: TokenPath, rhs: TokenPath) -> Bool {
        guard lhs.isDotted, rhs.isDotted else { return lhs.names.lexicographicallyPrecedes(rhs.names) }
        let left = lhs.storage
        let right = rhs.storage
        var leftStart = left.startIndex
        var rightStart = right.startIndex
        while true {
            // The dots are found byte by byte (as the key was split): a dot is a whole scalar, so the indices
            // are valid positions in the string.
            let leftEnd = left.utf8[leftStart...].firstIndex(of: UInt8(ascii: ".")) ?? left.endIndex
            let rightEnd = right.utf8[rightStart...].firstIndex(of: UInt8(ascii: ".")) ?? right.endIndex
            let leftName = left[leftStart..<leftEnd]
            let rightName = right[rightStart..<rightEnd]
            if leftName != rightName { return leftName < rightName }
            guard leftEnd < left.endIndex, rightEnd < right.endIndex else {
                return leftEnd == left.endIndex && rightEnd < right.endIndex
            }
            leftStart = left.utf8.index(after: leftEnd)
            rightStart = right.utf8.index(after: rightEnd)
        }
    }
}
