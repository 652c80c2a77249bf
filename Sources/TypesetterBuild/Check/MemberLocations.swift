import TypesetterTokens

/// Where a typography token's members are written, so a finding about one member points at it: a line height
/// of 0.8 is reported at `"lineHeight": 0.8`, not at the token's name. A member written as a reference
/// (`"lineHeight": "{lineHeight.tight}"`) is pointed at where the style names it, with a note at the token it
/// names.
///
/// Resolved tokens keep only their own location; the members' are read again from the token file, once per
/// file and only for the styles that have findings. A file that cannot be read so (YAML, a Figma export, a
/// whole-value alias) leaves the finding at the token.
final class MemberLocations {
    /// The token's location (`file:line:column` of its name) → its value node, per file read.
    private var values: [SourceFile: [Position: JSONNode]] = [:]

    private struct Position: Hashable {
        var line: Int32
        var column: Int32
    }

    /// The member a check's finding is about, by code (`nil`: the token as a whole).
    static func member(for code: DiagnosticCode) -> String? {
        switch code {
        case .implausibleFontSize, .sizeBelowMinimum: "fontSize"
        case .implausibleLineHeight, .linesOverlap, .lineHeightTight: "lineHeight"
        case .implausibleLetterSpacing, .trackingGrows: "letterSpacing"
        case .implausibleFontWeight, .boldTextFace: "fontWeight"
        case .metricsAssumed: "fontFamily"
        default: nil
        }
    }

    /// Where `member` of the typography token at `path` is written, with a note at the token a reference
    /// there names; `nil` when it cannot be found. `tokenLocation` gives a token's location by dotted path.
    func location(
        of member: String, in path: String, tokenLocation: (String) -> SourceLocation?
    ) -> (location: SourceLocation, notes: [Diagnostic.Note])? {
        guard let token = tokenLocation(path) else { return nil }
        let file = token.file
        guard !file.path.hasSuffix(".yml"), !file.path.hasSuffix(".yaml") else { return nil }
        if values[file] == nil { values[file] = Self.index(file) }
        guard let value = values[file]?[Position(line: token.line, column: token.column)]?.object,
            let members = (value["$value"] ?? value["value"])?.object
        else { return nil }
        let wanted = Self.normalized(member)
        guard let found = members.members.first(where: { Self.normalized($0.key) == wanted }) else { return nil }
        var notes: [Diagnostic.Note] = []
        if let text = found.value.string, text.hasPrefix("{"), text.hasSuffix("}") {
            let target = String(text.dropFirst().dropLast())
            if let location = tokenLocation(target) { notes.append(.init("\(target) is defined here", at: location)) }
        }
        return (found.value.location, notes)
    }

    /// `lineHeight`, `line-height`, `line_height` and `lineHeights` alike.
    private static func normalized(_ key: String) -> String {
        let plain = key.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
        return plain.hasSuffix("s") ? String(plain.dropLast()) : plain
    }

    /// Every member of the file's objects, by the position of its name: a worklist, not recursion.
    private static func index(_ file: SourceFile) -> [Position: JSONNode] {
        guard let root = JSONParser.parse(file).root else { return [:] }
        var index: [Position: JSONNode] = [:]
        var pending = [root]
        while let node = pending.popLast() {
            guard let object = node.object else { continue }
            for member in object.members {
                index[Position(line: member.keyLocation.line, column: member.keyLocation.column)] = member.value
                if member.value.object != nil { pending.append(member.value) }
            }
        }
        return index
    }
}
