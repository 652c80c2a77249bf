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

    /// Each value's position by every one of its names.
    static func index(_ namesOfEach: [[String]]) -> [String: Int] {
        var table: [String: Int] = [:]
        for (index, names) in namesOfEach.enumerated() {
            for name in names { table[normalize(name)] = index }
        }
        return table
    }

    /// A value decoded from a string holding one of its names.
    static func decode<Value>(
        from decoder: any Decoder, what: String, validNames: [String], _ value: (String) -> Value?
    ) throws -> Value {
        let container = try decoder.singleValueContainer()
        let name = try container.decode(String.self)
        guard let found = value(name) else {
            throw DecodingError.dataCorruptedError(
                in: container,
                debugDescription: "unknown \(what) '\(name)'; valid values: \(validNames.joined(separator: ", "))")
        }
        return found
    }
}
