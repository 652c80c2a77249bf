import TypesetterCore

/// `typesetter diff` as text, Markdown (for a pull-request comment) and JSON.
///
/// Up to ``rowsAtAGlance`` changes are listed one a line (a table in Markdown). A longer diff reads top-down:
/// the counts by area (worse first), then each change once with the tokens it applies to (``groups``), then
/// the rows: every one in text with `--verbose`; in Markdown in collapsible sections, as many as fit in a
/// comment (``commentLimit``), and a last line saying how many were left out and where they all are. JSON
/// always lists every row.
extension TokenDiff {
    /// The most changes listed one a line without a summary and groups before them.
    public static let rowsAtAGlance = 10

    /// What a GitHub comment holds: 65,536 characters (counted here in UTF-16 code units, which are never
    /// fewer than the characters).
    public static let commentLimit = 65_536

    /// `N changes to M tokens, K worse (coarse population)`.
    public var summary: String {
        let tokens = Set(changes.map(\.path)).count
        let worse = changes.filter(\.isWorse).count
        guard !changes.isEmpty else { return "no changes" }
        return
            "\(Self.counted(changes.count, "change")) to \(Self.counted(tokens, "token")), \(Self.grouped(worse)) worse"
            + (population.isCoarse ? " (coarse population)" : "")
    }

    /// Who a change reaches: `100% of users`, or `the users of those appearances` (a color changed in some).
    func usersText(_ change: Change) -> String {
        change.share.map { "\(SizePopulation.percentText($0)) of users" } ?? "the users of those appearances"
    }

    /// One line per change, worse ones marked, then the summary; a long diff grouped (see the type's comment).
    public var text: String { text(verbose: false) }

    /// `verbose`: a long diff's groups followed by every row.
    public func text(verbose: Bool) -> String {
        guard changes.count > Self.rowsAtAGlance else { return changes.map(line).joined() + summary + "\n" }
        var out = summary + ":\n"
        for area in areaSummaries {
            out += "  " + (area.worse > 0 ? "worse: " : "") + "\(area.area.name): "
            out += "\(Self.counted(area.changes, "change")) to \(Self.counted(area.tokens, area.noun))"
            out += area.worse > 0 ? ", \(Self.grouped(area.worse)) worse" : ""
            out += area.share.map { ", up to \(SizePopulation.percentText($0)) of users" } ?? ""
            out += "\n"
        }
        out += "\n"
        for group in groups {
            out += group.members.count == 1 ? line(changes[group.members[0]]) : textLine(group) + "\n"
        }
        guard verbose else {
            return out + "\n--verbose lists the \(Self.counted(changes.count, "change")) one a line.\n"
        }
        return out + "\nEvery change:\n" + changes.map(line).joined()
    }

    /// `worse: typography.body: removed; every size, 100% of users`.
    private func line(_ change: Change) -> String {
        (change.isWorse ? "worse: " : "")
            + "\(change.path): \(changeText(change)); \(change.sizes), \(usersText(change))\n"
    }

    /// `line height +0.05 on 2,997 styles (typography.a, typography.b, typography.c and 2,994 more): 1.2–1.5 →
    /// 1.25–1.55; every size, 100% of users`.
    private func textLine(_ group: Group) -> String {
        let names = names(of: group) { $0 }
        return (group.isWorse ? "worse: " : "")
            + "\(group.title) on \(tokensText(of: group)) (\(names))\(values(of: group).map { ": " + $0 } ?? "")"
            + renames(in: group) + "; \(sizes(of: group)), \(usersText(of: group))"
    }

    /// The first three tokens' names, and how many more.
    private func names(of group: Group, _ name: (String) -> String) -> String {
        var paths: [String] = []
        var seen: Set<String> = []
        for index in group.members where seen.insert(changes[index].path).inserted { paths.append(changes[index].path) }
        let shown = paths.prefix(3).map(name).joined(separator: ", ")
        return paths.count > 3 ? "\(shown) and \(Self.grouped(paths.count - 3)) more" : shown
    }

    /// `; 2 may be renames (the same values under another name: see their rows)`.
    private func renames(in group: Group) -> String {
        let count = group.members.filter { changes[$0].note != nil }.count
        guard count > 0 else { return "" }
        return "; \(Self.grouped(count)) may be \(count == 1 ? "a rename" : "renames") "
            + "(the same values under another name: see \(count == 1 ? "its row" : "their rows"))"
    }

    // MARK: Markdown

    /// For a pull-request comment, at most ``commentLimit`` characters.
    public var markdown: String { markdown(command: "typesetter diff OLD NEW") }

    /// At most `limit` characters (UTF-16 code units); `command` is the diff's own command line, which the
    /// last line of a long diff completes with `--format json` for the full report.
    public func markdown(limit: Int = Self.commentLimit, command: String) -> String {
        let head = "**Typesetter diff**: \(summary).\n"
        guard !changes.isEmpty else { return head }
        if changes.count <= Self.rowsAtAGlance {
            let table = Self.rowHeader + changes.map(markdownRow).joined()
            if head.utf16.count + 1 + table.utf16.count <= limit { return head + "\n" + table }
        }
        let groups = groups
        let lastLine = { (left: Int, unlisted: Int) in
            "\n_\(Self.grouped(left)) of \(Self.counted(self.changes.count, "row"))"
                + (unlisted > 0 ? " and \(Self.grouped(unlisted)) of the \(Self.grouped(groups.count)) changes" : "")
                + " are left out to fit in a comment (\(Self.grouped(limit)) characters). The full report: "
                + "`\(command) --format json` (every row), or `--page FILE` (a page with every row, before and "
                + "after side by side)._\n"
        }
        // Room kept for the last line, whatever it counts.
        var room = limit - lastLine(changes.count, groups.count).utf16.count
        var out = ""
        func add(_ text: String) -> Bool {
            guard text.utf16.count <= room else { return false }
            out += text
            room -= text.utf16.count
            return true
        }
        var leftOut = 0
        var unlisted = groups.count
        _ = add(head)
        _ = add(Self.areaTable(areaSummaries))
        if add("\n**What changed** (the same change on several tokens is one line):\n\n") {
            for group in groups {
                let item: String
                if group.members.count == 1 {
                    let change = changes[group.members[0]]
                    item =
                        "- \(change.isWorse ? "⚠ " : "")`\(change.path)`: \(changeText(change)); \(change.sizes), "
                        + "\(usersText(change))\n"
                } else {
                    item =
                        "- \(group.isWorse ? "⚠ " : "")\(group.title) on \(tokensText(of: group)) "
                        + "(\(names(of: group) { "`\($0)`" }))\(values(of: group).map { ": " + $0 } ?? "")"
                        + "\(renames(in: group)); \(sizes(of: group)), \(usersText(of: group))\n"
                }
                // A change that does not fit is counted in the last line (the kinds of change are few: in
                // practice they all fit).
                if add(item) { unlisted -= 1 }
            }
        }
        // The rows: worse ones first (open), then each area's; the worse may take all the room, the others share
        // it. In each, the rarer changes first: a change on thousands of tokens reads from its line above, the
        // one on three is what a reviewer looks for in the rows.
        var groupSize = [Int](repeating: 0, count: changes.count)
        for group in groups { for index in group.members { groupSize[index] = group.members.count } }
        let ordered = changes.indices.sorted { (groupSize[$0], $0) < (groupSize[$1], $1) }.map { changes[$0] }
        var sections: [(title: String, open: Bool, rows: [Change])] = []
        let worse = ordered.filter(\.isWorse)
        if !worse.isEmpty { sections.append(("⚠ Worse", true, worse)) }
        for area in Area.allCases {
            let rows = ordered.filter { !$0.isWorse && self.area(of: $0) == area }
            if !rows.isEmpty {
                sections.append((area.name.prefix(1).uppercased() + area.name.dropFirst(), false, rows))
            }
        }
        for (index, section) in sections.enumerated() {
            let allowance = section.open ? room : room / (sections.count - index)
            func opening(shown: Int) -> String {
                let count =
                    shown == section.rows.count
                    ? Self.counted(shown, "row")
                    : "\(Self.grouped(shown)) of \(Self.counted(section.rows.count, "row"))"
                return "\n<details\(section.open ? " open" : "")><summary>\(section.title): \(count)</summary>\n\n"
                    + Self.rowHeader
            }
            let closing = "\n</details>\n"
            // The opening is measured at its longest (`N of M rows`).
            var space = allowance - opening(shown: section.rows.count - 1).utf16.count - closing.utf16.count
            var body = ""
            var shown = 0
            for change in section.rows {
                let row = markdownRow(change)
                guard row.utf16.count <= space else { break }
                body += row
                space -= row.utf16.count
                shown += 1
            }
            leftOut += section.rows.count - shown
            if shown > 0 { _ = add(opening(shown: shown) + body + closing) }
        }
        if leftOut > 0 || unlisted > 0 { out += lastLine(leftOut, unlisted) }
        return out
    }

    static let rowHeader = "| | Token | Change | Before | After | Sizes | Users |\n|---|---|---|---|---|---|---|\n"

    /// `| ⚠ | `typography.body` | line height at large | 23.8 pt (1.4) | 18.7 pt (1.1); the runtime … | … |`.
    private func markdownRow(_ change: Change) -> String {
        let sides = [true, false].map { before in
            sideText(change, before: before) + (laidOutText(change, before: before).map { "; " + $0 } ?? "")
        }
        let cells = [
            change.isWorse ? "⚠" : "", "`\(change.path)`", change.what + (change.note.map { " (\($0))" } ?? ""),
            sides[0], sides[1], change.sizes,
            change.share.map { SizePopulation.percentText($0) } ?? "those appearances'",
        ]
        return "| " + cells.map(Self.markdownCell).joined(separator: " | ") + " |\n"
    }

    /// The counts by area, worse first.
    private static func areaTable(_ areas: [AreaSummary]) -> String {
        var out = "\n| | Area | Tokens | Changes | Worse | Users, up to |\n|---|---|---|---|---|---|\n"
        for area in areas {
            out +=
                "| \(area.worse > 0 ? "⚠" : "") | \(area.area.name) | \(grouped(area.tokens)) | \(grouped(area.changes)) | "
                + "\(grouped(area.worse)) | \(area.share.map { SizePopulation.percentText($0) } ?? "those appearances'") |\n"
        }
        return out
    }

    /// A table cell: `|` escaped, line breaks as spaces.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    // MARK: JSON

    /// `{"worse": …, "summary": …, "changes": [{kind, path, change, before, after, sizes, users, worse}]}`, and
    /// where they apply `designBefore`/`designAfter` (the token's value: `1.4`), `laidOutBefore`/`laidOutAfter`
    /// (what the runtime lays out instead: `20.29 pt`) and `note` (a rename hint). Every row, always.
    public var json: String {
        var writer = JSONWriter()
        writer.object { object in
            object.key("worse")
            object.bool(isWorse)
            object.key("summary")
            object.string(summary)
            object.key("changes")
            object.array { list in
                for change in changes {
                    list.object(compact: true) { item in
                        for (key, value) in [
                            ("kind", change.kind.rawValue), ("path", change.path), ("change", change.what),
                            ("before", change.before), ("after", change.after), ("sizes", change.sizes),
                        ] {
                            item.key(key)
                            item.string(value)
                        }
                        item.key("users")
                        if let share = change.share { item.number(share) } else { item.null() }
                        item.key("worse")
                        item.bool(change.isWorse)
                        for (key, value) in [
                            ("designBefore", change.designBefore?.text), ("designAfter", change.designAfter?.text),
                            ("laidOutBefore", change.laidOutBefore), ("laidOutAfter", change.laidOutAfter),
                            ("note", change.note),
                        ] {
                            guard let value else { continue }
                            item.key(key)
                            item.string(value)
                        }
                    }
                }
            }
        }
        return writer.text + "\n"
    }
}
