import TypesetterCore

/// How a review reads a diff, top-down: what got worse, then what changed (the same change on many tokens as one
/// line), then the rows. The text and Markdown forms are built from this.
extension TokenDiff {
    /// What a change is counted as in the summary: a check starting or stopping, else its token's kind.
    public enum Area: Int, CaseIterable, Sendable, Comparable {
        case checks, styles, colors, components, dimensions

        /// `checks`, `styles`…
        public var name: String { "\(self)" }

        /// What one token of the area is called: `style`, `color`; a check is about a style or a component.
        public var token: String {
            switch self {
            case .checks: "token"
            case .styles: "style"
            case .colors: "color"
            case .components: "component"
            case .dimensions: "dimension"
            }
        }

        public static func < (lhs: Area, rhs: Area) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// One area's counts.
    public struct AreaSummary: Sendable {
        public var area: Area
        public var changes: Int
        public var tokens: Int
        public var worse: Int
        /// The largest share of users one change of the area reaches, `nil` when sizes decide none (colors
        /// changed in some appearances).
        public var share: Double?
        /// What its tokens are called: `style`, or for checks the kind of the tokens they are about.
        public var noun: String
    }

    /// Changes that are the same change on several tokens (one aspect, one step: `line height +0.05`), or one
    /// change alone.
    public struct Group: Sendable {
        public var area: Area
        /// `line height +0.05`, `every appearance inverted`, `removed`, `line height changed` (steps that differ).
        public var title: String
        /// Indices into ``TokenDiff/changes``, in order.
        public var members: [Int]
        public var isWorse: Bool
    }

    func area(of change: Change) -> Area {
        if change.isCheck { return .checks }
        switch change.kind {
        case .typography: return .styles
        case .color: return .colors
        case .component: return .components
        case .dimension: return .dimensions
        }
    }

    /// The areas with changes, those with worse changes first (most first), then in the order of ``Area``.
    public var areaSummaries: [AreaSummary] {
        var summaries: [Area: AreaSummary] = [:]
        var tokens: [Area: Set<String>] = [:]
        for change in changes {
            let area = area(of: change)
            var summary =
                summaries[area]
                ?? AreaSummary(
                    area: area, changes: 0, tokens: 0, worse: 0, share: nil,
                    noun: noun(area, changes.filter { self.area(of: $0) == area }))
            summary.changes += 1
            summary.worse += change.isWorse ? 1 : 0
            if let share = change.share { summary.share = max(summary.share ?? 0, share) }
            summaries[area] = summary
            tokens[area, default: []].insert(change.path)
        }
        return summaries.values.map { summary in
            var summary = summary
            summary.tokens = tokens[summary.area]?.count ?? 0
            return summary
        }.sorted { ($0.worse > 0 ? -$0.worse : 0, $0.area) < ($1.worse > 0 ? -$1.worse : 0, $1.area) }
    }

    /// What a change is alike on another token: its aspect and step (its values, when it has no step).
    private func sameness(_ change: Change) -> String? {
        change.step ?? (change.before.isEmpty && change.after.isEmpty ? nil : "\(change.before) → \(change.after)")
    }

    /// The same change on several tokens as one group; the changes of one aspect that are alone in their step
    /// gathered as one (`line height changed`), so the list stays as short as the kinds of change; worse groups
    /// first, then the largest, then in the order of the changes.
    public var groups: [Group] {
        struct Key: Hashable {
            var area: Area
            var aspect: String
            var step: String?
            var isWorse: Bool
        }
        var order: [Key] = []
        var members: [Key: [Int]] = [:]
        for (index, change) in changes.enumerated() {
            let key = Key(
                area: area(of: change), aspect: change.aspect.isEmpty ? change.what : change.aspect,
                step: sameness(change), isWorse: change.isWorse)
            if members[key] == nil { order.append(key) }
            members[key, default: []].append(index)
        }
        // Alone in their step, several of one aspect: one group whose steps differ.
        var lone: [Key: [Int]] = [:]
        for key in order where key.step != nil && members[key]?.count == 1 {
            lone[Key(area: key.area, aspect: key.aspect, step: nil, isWorse: key.isWorse), default: []].append(
                contentsOf: members[key] ?? [])
        }
        var groups: [Group] = []
        var gathered: Set<Key> = []
        for key in order {
            guard let indices = members[key] else { continue }
            let gather = Key(area: key.area, aspect: key.aspect, step: nil, isWorse: key.isWorse)
            if key.step != nil, indices.count == 1, let all = lone[gather], all.count > 1 {
                guard gathered.insert(gather).inserted else { continue }
                groups.append(
                    Group(area: key.area, title: key.aspect + " changed", members: all, isWorse: key.isWorse))
                continue
            }
            let title = key.step.map { key.aspect + " " + $0 } ?? key.aspect
            groups.append(Group(area: key.area, title: title, members: indices, isWorse: key.isWorse))
        }
        func rank(_ group: (offset: Int, element: Group)) -> (Int, Int, Int) {
            (group.element.isWorse ? 0 : 1, -group.element.members.count, group.offset)
        }
        return groups.enumerated().sorted { rank($0) < rank($1) }.map(\.element)
    }

    /// A group's values in one phrase: the range of the design values (`1.2–1.5 → 1.25–1.55`), an example
    /// when they do not have one unit (`e.g. #000000 → #FFFFFF`), or nothing when each member changed alike.
    public func values(of group: Group) -> String? {
        let members = group.members.map { changes[$0] }
        guard let first = members.first, members.count > 1 else { return nil }
        let designs = members.compactMap { change in
            change.designBefore.flatMap { before in change.designAfter.map { (before, $0) } }
        }
        if designs.count == members.count, let unit = designs.first?.0.unit,
            designs.allSatisfy({ $0.0.unit == unit && $0.1.unit == unit })
        {
            func range(_ numbers: [Double]) -> String {
                let (low, high) = (numbers.min() ?? 0, numbers.max() ?? 0)
                let lowText = DesignValue.text(low, unit)
                let highText = DesignValue.text(high, unit)
                guard lowText != highText else { return lowText }
                // `12–34 pt`: the unit once, after the range.
                let suffix = String(DesignValue.text(0, unit).dropFirst())
                return String(lowText.dropLast(suffix.count)) + "–" + highText
            }
            return range(designs.map(\.0.number)) + " → " + range(designs.map(\.1.number))
        }
        let alike = members.allSatisfy { $0.before == first.before && $0.after == first.after }
        guard !alike, !first.before.isEmpty || !first.after.isEmpty else { return nil }
        return "e.g. \(sideText(first, before: true)) → \(sideText(first, before: false))"
    }

    /// The sizes a group's changes are at: theirs when the same, else that they differ.
    func sizes(of group: Group) -> String {
        let sizes = Set(group.members.map { changes[$0].sizes })
        return sizes.count == 1 ? sizes.first ?? "" : "sizes differ by token"
    }

    /// Who a group's changes reach: `100% of users`, `40–100% of users`.
    func usersText(of group: Group) -> String {
        let shares = group.members.compactMap { changes[$0].share }
        guard let low = shares.min(), let high = shares.max() else { return "the users of those appearances" }
        let (lowText, highText) = (SizePopulation.percentText(low), SizePopulation.percentText(high))
        let range = lowText == highText ? lowText : "\(lowText.dropLast())–\(highText)"
        return shares.count == group.members.count ? "\(range) of users" : "\(range) of users, or those appearances'"
    }

    /// `3 styles`, `1 color`; a check's tokens are named by their own kinds.
    func tokensText(of group: Group) -> String {
        let count = Set(group.members.map { changes[$0].path }).count
        return Self.counted(count, noun(group.area, group.members.map { changes[$0] }))
    }

    /// What an area's tokens are called: a check's by their kinds (`style`, `component`, else `token`).
    private func noun(_ area: Area, _ changes: [Change]) -> String {
        guard area == .checks else { return area.token }
        let kinds = Set(changes.map(\.kind))
        return kinds == [.typography] ? "style" : kinds == [.component] ? "component" : "token"
    }

    /// `1 style`, `2,997 styles`.
    static func counted(_ count: Int, _ noun: String) -> String {
        "\(grouped(count)) \(noun)\(count == 1 ? "" : "s")"
    }

    /// `2,997`: digits in threes.
    static func grouped(_ count: Int) -> String {
        let digits = String(count.magnitude)
        var out = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { out += "," }
            out.append(digit)
        }
        return (count < 0 ? "-" : "") + out
    }

    /// One side's value as a row shows it: `23.8 pt (1.4)` (the design's own value when it reads otherwise),
    /// `—` for none.
    func sideText(_ change: Change, before: Bool) -> String {
        let value = before ? change.before : change.after
        guard !value.isEmpty else { return "—" }
        let design = before ? change.designBefore : change.designAfter
        return value + (design.map { $0.readsOtherwise ? " (\($0.text))" : "" } ?? "")
    }

    /// What the runtime lays out instead, for one side (a cell of a table): `the runtime lays it out at the
    /// font's height, 20.29 pt`.
    func laidOutText(_ change: Change, before: Bool) -> String? {
        (before ? change.laidOutBefore : change.laidOutAfter).map {
            "the runtime lays it out at the font's height, \($0)"
        }
    }

    /// What the runtime lays out instead, for the change (a line of text).
    func laidOutText(_ change: Change) -> String? {
        switch (change.laidOutBefore, change.laidOutAfter) {
        case (nil, let after?): "the runtime lays it out at the font's height, \(after)"
        case (let before?, nil): "the runtime laid it out at the font's height, \(before)"
        case (let before?, let after?) where before == after:
            "the runtime lays both out at the font's height, \(after)"
        case (let before?, let after?): "the runtime lays them out at the font's height, \(before) → \(after)"
        case (nil, nil): nil
        }
    }

    /// A change in a line: `line height 1.4 → 1.1 (23.8 pt → 18.7 pt at large; the runtime lays it out at the
    /// font's height, 20.29 pt)` when the design's values read otherwise, else `size at large 17 pt → 19 pt`;
    /// a note in brackets after it.
    func changeText(_ change: Change) -> String {
        var out = change.what
        let cellPrefix = change.aspect + " at "
        if let before = change.designBefore, let after = change.designAfter, before.text != after.text,
            before.readsOtherwise || after.readsOtherwise, change.what.hasPrefix(cellPrefix)
        {
            let cell = change.what.dropFirst(cellPrefix.count)
            out = "\(change.aspect) \(before.text) → \(after.text) (\(change.before) → \(change.after) at \(cell)"
            out += laidOutText(change).map { "; " + $0 } ?? ""
            out += ")"
        } else if !change.before.isEmpty || !change.after.isEmpty {
            out += " \(sideText(change, before: true)) → \(sideText(change, before: false))"
            out += laidOutText(change).map { " (\($0))" } ?? ""
        }
        return out + (change.note.map { " (\($0))" } ?? "")
    }
}
