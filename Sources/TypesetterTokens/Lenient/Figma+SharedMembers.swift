/// Members a Figma file keeps once for all the sizes of a style (lenient mode).
///
/// Figma variables hold one number or string each, so a style family often keeps what its sizes share in the
/// group above them: Alaska Airlines' Auro (a Figma variables export) writes `Display.Family` and
/// `Display.Line Height` once, and `Display.XX-Large.Size`, `Display.XX-Large.Weight` per size. Read as plain
/// groups, each size is a typography without its family and line height. A group of separate tokens that
/// has no font size of its own (so it is no style) and sits above styles gives each the members it lacks,
/// the nearest group first, reported once per file (``TokenTree/readTypographyGroups()``).
extension TokenTree {
    /// A style's member token: its typography member name and the index of its entry.
    typealias StyleMember = (member: String, index: Int)

    /// The members the style at `key` lacks (it has `present`) that a group above it holds, from `shared`
    /// (groups of typography members without a font size, by key), the nearest group first.
    static func sharedMembers(
        above key: String, lacking present: [String], in shared: [String: [StyleMember]]
    ) -> [StyleMember] {
        // Most exports keep no member above a style's group: nothing to look up, key by key.
        guard !shared.isEmpty else { return [] }
        var found: [StyleMember] = []
        var taken = present
        var ancestor = Substring(key)
        while let dot = ancestor.utf8.lastIndex(of: UInt8(ascii: ".")) {
            ancestor = ancestor[..<dot]
            for candidate in shared[String(ancestor)] ?? [] where !taken.contains(candidate.member) {
                taken.append(candidate.member)
                found.append(candidate)
            }
        }
        return found
    }

    /// The groups of member tokens that have no font size (`Display`: `Family`, `Line Height`), by key, from
    /// the styles found (`key`, members) and the short-named tokens (`Size`, `Family`…, by entry index); and
    /// the groups of short-named tokens alone that hold a size and sit below such a group with a fully named
    /// member (`Display.XX-Large`: `Size`, `Weight` below `Display.Line Height`), in the order first seen:
    /// styles whose shared members are above them.
    func sharedMemberGroups(
        styles: [(key: String, members: [StyleMember])], shortNames: [Int]
    ) -> (shared: [String: [StyleMember]], sizes: [(key: String, members: [StyleMember])]) {
        var shared: [String: [StyleMember]] = [:]
        var named: Set<String> = []
        for style in styles where !style.members.contains(where: { $0.member == "fontSize" }) {
            shared[style.key] = style.members
            named.insert(style.key)
        }
        let known = Set(styles.map(\.key))
        var shortOnly: [(key: String, members: [StyleMember])] = []
        var positions: [String: Int] = [:]
        for index in shortNames {
            let (group, name) = Self.groupAndName(entries[index].key)
            guard let group, let member = Self.shortTypographyMembers[name.lowercased()] else { continue }
            let key = String(group)
            if known.contains(key) {
                if shared[key] != nil, !(shared[key] ?? []).contains(where: { $0.member == member }) {
                    shared[key, default: []].append((member, index))
                }
                continue
            }
            if let position = positions[key] {
                if !shortOnly[position].members.contains(where: { $0.member == member }) {
                    shortOnly[position].members.append((member, index))
                }
            } else {
                positions[key] = shortOnly.count
                shortOnly.append((key, [(member, index)]))
            }
        }
        var sizes: [(key: String, members: [StyleMember])] = []
        for group in shortOnly {
            guard group.members.contains(where: { $0.member == "fontSize" }) else {
                shared[group.key] = group.members
                continue
            }
            var ancestor = Substring(group.key)
            while let dot = ancestor.lastIndex(of: ".") {
                ancestor = ancestor[..<dot]
                if named.contains(String(ancestor)) {
                    sizes.append(group)
                    break
                }
            }
        }
        return (shared, sizes)
    }

    /// Reports, once per file, that the style at `key` took `members` from a group above it.
    mutating func reportSharedMembers(_ members: [StyleMember], of key: String) {
        guard let first = members.first else { return }
        let location = entries[first.index].location
        let named = members.map { "\"\(entries[$0.index].key)\"" }.joined(separator: ", ")
        report.add(.lenientForm, "typography-shared:\(location.path)", at: location) { count in
            "\(LenientReport.count(count, "style")) of separate tokens, such as \"\(key)\", \(count == 1 ? "takes the members it lacks" : "take the members they lack") from the group above them (\(named)), where Figma variables keep what a style's sizes share; the Format Module writes each member in each typography token"
        }
    }
}
