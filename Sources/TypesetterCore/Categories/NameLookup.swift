/// Values known by several names (SwiftUI's, UIKit's, the HIG's): found by any of them, ignoring case, spaces,
/// dots, hyphens and underscores, and decoded from any of them with an error that lists the valid ones.
enum NameLookup {
    /// The key a name is found by: lowercased, without spaces, dots, hyphens and underscores.
    static func normalize(_ name: String) -> String {
        var key = ""
        for character in name.lowercased() where !" .-_".contains(character) {
            key.append(character)
        }
        return key
    }
}

/// The names of a closed enum's cases, written as a ``TextTable``: one row a case in case order, the first
/// column the canonical name (the one it is coded as), the others the spellings it is also found by.
struct NameTable: Sendable {
    /// Each case's names, by raw value.
    let rows: [[String]]
    /// What a case is, for the decoding error ("text style").
    let what: String
    private let positions: [String: Int]

    init(of what: String, _ text: String, columns: Int) {
        self.what = what
        rows = TextTable.rows(text, columns: columns)
        var positions: [String: Int] = [:]
        for (position, names) in rows.enumerated() {
            for name in names { positions[NameLookup.normalize(name)] = position }
        }
        self.positions = positions
    }

    /// The canonical names, in case order, for error messages and help.
    var canonicalNames: [String] { rows.map { $0[0] } }

    /// The case that `name`, in any spelling, names.
    func lookUp<Case: RawRepresentable<Int>>(_ name: String) -> Case? {
        positions[NameLookup.normalize(name)].flatMap(Case.init(rawValue:))
    }

    /// A case decoded from a string holding one of its names.
    func decode<Case: RawRepresentable<Int>>(from decoder: any Decoder) throws -> Case {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let found: Case = lookUp(name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown \(what) '\(name)'; valid values: \(canonicalNames.joined(separator: ", "))")
        }
        return found
    }

    /// Encodes a case as its canonical name.
    func encode<Case: RawRepresentable<Int>>(_ value: Case, to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rows[value.rawValue][0])
    }
}
