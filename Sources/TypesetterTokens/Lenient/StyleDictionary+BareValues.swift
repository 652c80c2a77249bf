/// Values written in a group without `value` that tokens refer to. Style Dictionary resolves a reference to
/// whatever the path holds, so a source may keep its primitives as plain members (REI Cedar's
/// `"options": {"space": {"one-x": "16px"}}`, referred to as `{options.space.one-x}`). Lenient mode sets such
/// members aside as metadata (StyleDictionary+Metadata.swift) unless a token refers to one: then it is read
/// as an untyped token (its type inferred as Style Dictionary's are, StyleDictionary.swift), one warning per
/// file, and the set-aside warning is taken back for it.
struct BareValue {
    var path: [String]
    var node: JSONNode
    var keyLocation: SourceLocation
    var groupType: TokenType?
    var groupDataTypeName: String?
}

extension TokenTree {
    mutating func readReferencedBareValues() {
        guard !bareValues.isEmpty else { return }
        var pending: [String] = []
        for index in entries.indices { Self.collectReferences(entries[index].valueNode, into: &pending) }
        var promoted: Set<String> = []
        while let written = pending.popLast() {
            // `{x.value}` and `{x.$value}` name the token `x` (StyleDictionary.swift).
            let key =
                written.hasSuffix(".$value")
                ? String(written.dropLast(7)) : written.hasSuffix(".value") ? String(written.dropLast(6)) : written
            guard entryIndex(forKey: key) == nil, !promoted.contains(key), let bare = bareValues[key] else { continue }
            promoted.insert(key)
            setEntryIndex(entries.count, forKey: key)
            entries.append(
                TokenEntry(
                    path: bare.path, key: key, location: bare.keyLocation, valueNode: bare.node, explicitType: nil,
                    groupType: bare.groupType, dataTypeName: bare.groupDataTypeName, description: nil,
                    deprecated: nil, extensions: nil, isLegacyForm: true))
            Self.collectReferences(bare.node, into: &pending)
            report.retract(.lenientForm, Self.groupScalarName(bare.path.last ?? key, in: bare.keyLocation.path))
            report.add(.lenientForm, "bare-value:\(bare.keyLocation.path)", at: bare.keyLocation) { count in
                "\(LenientReport.count(count, "value")) written without \"value\" that tokens refer to, such as \"\(key)\", read as \(count == 1 ? "a token" : "tokens") as Style Dictionary resolves references; the Format Module writes a token {\"$value\": …}"
            }
        }
        bareValues = [:]
    }

    /// The keys of the `{…}` references in a value's strings, walked with an explicit stack.
    static func collectReferences(_ node: JSONNode, into keys: inout [String]) {
        var stack = [node]
        while let next = stack.popLast() {
            switch next.value {
            case .string(let text) where text.utf8.contains(UInt8(ascii: "{")):
                keys += Arithmetic.referencedKeys(text)
            case .array(let items): stack += items
            case .object(let object): stack += object.members.map(\.value)
            default: continue
            }
        }
    }
}

extension LenientForm {
    /// Values in a group without `value` that tokens refer to, read as untyped tokens.
    static let referencedBareValues = LenientForm("referenced-bare-values") { $0.readReferencedBareValues() }
}
