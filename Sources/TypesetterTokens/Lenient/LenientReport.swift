/// Lenient-mode findings that would repeat on every token (a Style Dictionary `attributes` member, a
/// `string` token, a Figma `textCase`): counted while reading and reported once per kind and name, at the
/// first place each was seen, so that a file of 200 `string` tokens gives one warning, not 200.
///
/// A reference type so that every copy of the value reader (one per token) adds to the same tally. Used on
/// one thread, by one resolution.
final class LenientReport {
    struct Key: Hashable {
        var code: DiagnosticCode
        var name: String
    }

    private struct Tally {
        var count: Int
        var location: SourceLocation
        var message: (Int) -> String
        var note: String?
        var fixIt: Diagnostic.FixIt?
        var family: Family?
    }

    /// Warnings of one kind that differ only by a name (a group member's key): past ``limit`` names in one
    /// family (one file), they are one warning that lists the first names and counts the rest, so a file of
    /// 500 plain values gives one warning, not 500.
    struct Family {
        var key: String
        var member: String
        var limit = 3
        /// The warning: the names in the order first seen, and the occurrences in all.
        var message: (_ names: [String], _ occurrences: Int) -> String
    }

    private var tallies: [Key: Tally] = [:]
    private var order: [Key] = []

    /// Counts one occurrence; `message` is given the final count when the warning is made.
    func add(
        _ code: DiagnosticCode, _ name: String, at location: SourceLocation, note: String? = nil,
        fixIt: Diagnostic.FixIt? = nil, family: Family? = nil, message: @escaping (Int) -> String
    ) {
        let key = Key(code: code, name: name)
        // One look-up for a repeat, the usual case.
        if (tallies[key]?.count += 1) != nil { return }
        tallies[key] = Tally(
            count: 1, location: location, message: message, note: note, fixIt: fixIt, family: family)
        order.append(key)
    }

    /// Takes one occurrence back (a value first set aside, then read after all); the warning goes when none
    /// is left.
    func retract(_ code: DiagnosticCode, _ name: String) {
        let key = Key(code: code, name: name)
        guard let count = tallies[key]?.count else { return }
        if count > 1 {
            tallies[key]?.count = count - 1
        } else {
            tallies[key] = nil
            order.removeAll { $0 == key }
        }
    }

    /// One warning per kind and name, in the order first seen; a ``Family`` past its limit as one warning, where
    /// its first name was.
    var diagnostics: [Diagnostic] {
        var families: [String: [Key]] = [:]
        for key in order {
            if let family = tallies[key]?.family { families[family.key, default: []].append(key) }
        }
        var folded: Set<String> = []
        return order.compactMap { key in
            guard let tally = tallies[key] else { return nil }
            var warning: Diagnostic
            if let family = tally.family, let members = families[family.key], members.count > family.limit {
                guard folded.insert(family.key).inserted else { return nil }
                let names = members.compactMap { tallies[$0]?.family?.member }
                let occurrences = members.reduce(0) { $0 + (tallies[$1]?.count ?? 0) }
                warning = Diagnostic.warning(key.code, family.message(names, occurrences), at: tally.location)
                // Counted as the warnings it stands for (one per name), as the summary counted them unfolded.
                warning.occurrences = names.count
            } else {
                warning = Diagnostic.warning(
                    key.code, tally.message(tally.count), at: tally.location,
                    notes: tally.note.map { [Diagnostic.Note($0)] } ?? [], fixIt: tally.fixIt)
            }
            warning.gathersOccurrences = true
            return warning
        }
    }

    /// "1 token", "3 tokens".
    static func count(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
}
