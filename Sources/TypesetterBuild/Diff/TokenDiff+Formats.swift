import TypesetterCore

/// `typesetter diff` as text, Markdown (a table for a pull-request comment) and JSON.
extension TokenDiff {
    /// `N changes to M tokens, K worse (coarse population)`.
    public var summary: String {
        let tokens = Set(changes.map(\.path)).count
        let worse = changes.filter(\.isWorse).count
        guard !changes.isEmpty else { return "no changes" }
        return
            "\(changes.count) change\(changes.count == 1 ? "" : "s") to \(tokens) token\(tokens == 1 ? "" : "s"), \(worse) worse"
            + (population.isCoarse ? " (coarse population)" : "")
    }

    /// Who a change reaches: `100% of users`, or `the users of those appearances` (a color changed in some).
    func usersText(_ change: Change) -> String {
        change.share.map { "\(SizePopulation.percentText($0)) of users" } ?? "the users of those appearances"
    }

    /// One line per change, worse ones marked, then the summary.
    public var text: String {
        var out = ""
        for change in changes {
            out += change.isWorse ? "worse: " : ""
            out += "\(change.path): \(change.what)"
            if !change.before.isEmpty || !change.after.isEmpty { out += " \(change.before) → \(change.after)" }
            out += "; \(change.sizes), \(usersText(change))\n"
        }
        return out + summary + "\n"
    }

    /// A table: token, change, before, after, sizes, users; worse rows marked ⚠.
    public var markdown: String {
        var out = "**Typesetter diff**: \(summary).\n"
        guard !changes.isEmpty else { return out }
        out += "\n| | Token | Change | Before | After | Sizes | Users |\n|---|---|---|---|---|---|---|\n"
        for change in changes {
            let cells = [
                change.isWorse ? "⚠" : "", "`\(change.path)`", change.what, change.before.isEmpty ? "—" : change.before,
                change.after.isEmpty ? "—" : change.after, change.sizes,
                change.share.map { SizePopulation.percentText($0) } ?? "those appearances'",
            ]
            out += "| " + cells.map(Self.markdownCell).joined(separator: " | ") + " |\n"
        }
        return out
    }

    /// A table cell: `|` escaped, line breaks as spaces.
    static func markdownCell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    /// `{"worse": …, "summary": …, "changes": [{kind, path, change, before, after, sizes, users, worse}]}`.
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
                    }
                }
            }
        }
        return writer.text + "\n"
    }
}
