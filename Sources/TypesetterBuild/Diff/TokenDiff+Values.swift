import TypesetterCore
import TypesetterTokens

/// Components, colors and dimensions: what changed in each.
extension TokenDiff {
    mutating func compareColors(_ old: [ColorEntry], _ new: [ColorEntry]) {
        let identity = { (entry: ColorEntry) -> DesignColor in
            var color = entry.color
            color.themeKey = nil
            return color
        }
        for (previous, entry) in matched(.color, old, new, path: \.origin.path, value: identity) {
            // Appearances that changed alike are one change (`every appearance` for a color defined once).
            var groups: [(names: [String], was: DesignColor.Components, now: DesignColor.Components)] = []
            // The appearances the component checks and the catalog name.
            let appearances = ComponentChecker.Appearance.allCases
            for appearance in appearances {
                let was = previous.color.components(dark: appearance.isDark, highContrast: appearance.isHighContrast)
                let now = entry.color.components(dark: appearance.isDark, highContrast: appearance.isHighContrast)
                let (wasKey, nowKey) = (HexKey(was), HexKey(now))
                guard wasKey != nowKey || previous.color.colorSpace != entry.color.colorSpace else { continue }
                if let index = groups.firstIndex(where: { HexKey($0.was) == wasKey && HexKey($0.now) == nowKey }) {
                    groups[index].names.append(appearance.name)
                } else {
                    groups.append(([appearance.name], was, now))
                }
            }
            for group in groups {
                let what =
                    group.names.count == appearances.count ? "every appearance" : group.names.joined(separator: ", ")
                let inverted =
                    previous.color.colorSpace == entry.color.colorSpace && Self.isInverted(group.was, group.now)
                changes.append(
                    Change(
                        kind: .color, path: entry.origin.path, what: what,
                        before: Self.colorText(group.was, previous.color.colorSpace),
                        after: Self.colorText(group.now, entry.color.colorSpace), sizes: Self.everySize,
                        share: group.names.count == appearances.count ? 1 : nil,
                        isWorse: false,
                        beforeCSS: "background: " + CatalogSite.cssColor(group.was, space: previous.color.colorSpace),
                        afterCSS: "background: " + CatalogSite.cssColor(group.now, space: entry.color.colorSpace),
                        aspect: what, step: inverted ? "inverted" : nil))
            }
        }
    }

    /// Whether `now` is `was` inverted (each of red, green and blue the complement, to the hex digit; alpha kept).
    static func isInverted(_ was: DesignColor.Components, _ now: DesignColor.Components) -> Bool {
        let (before, after) = (HexKey(was), HexKey(now))
        return before.red + after.red == 255 && before.green + after.green == 255 && before.blue + after.blue == 255
            && before.alpha == after.alpha
    }

    /// What a color's `hexString` says, without writing it (thousands of colors are compared in four
    /// appearances): each channel in 8 bits, alpha only below 1.
    struct HexKey: Equatable {
        var red, green, blue, alpha: Int

        init(_ components: DesignColor.Components) {
            func byte(_ value: Double) -> Int { Int(((value.isFinite ? min(max(value, 0), 1) : 0) * 255).rounded()) }
            red = byte(components.red)
            green = byte(components.green)
            blue = byte(components.blue)
            alpha = components.alpha < 1 ? byte(components.alpha) : 256
        }
    }

    /// The entries on both sides, by path; those on one side only are listed as removed or added, with a hint
    /// when a removed entry has the same value as an added one (maybe a rename).
    mutating func matched<Entry, Value: Hashable>(
        _ kind: Kind, _ old: [Entry], _ new: [Entry], path: (Entry) -> String, value: (Entry) -> Value
    ) -> [(old: Entry, new: Entry)] {
        let before = Dictionary(old.map { (path($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(path))
        let removedEntries = old.filter { !after.contains(path($0)) }
        let addedEntries = new.filter { before[path($0)] == nil }
        // Each removed entry is paired with the first added one of the same value not yet paired.
        var renamedTo: [String: String] = [:]
        var renamedFrom: [String: String] = [:]
        if !removedEntries.isEmpty, !addedEntries.isEmpty {
            var unpaired: [Value: [String]] = [:]
            for entry in addedEntries.reversed() { unpaired[value(entry), default: []].append(path(entry)) }
            for entry in removedEntries {
                guard let target = unpaired[value(entry)]?.popLast() else { continue }
                renamedTo[path(entry)] = target
                renamedFrom[target] = path(entry)
            }
        }
        for entry in removedEntries { changes.append(removed(kind, path(entry), renamedTo: renamedTo[path(entry)])) }
        var pairs: [(old: Entry, new: Entry)] = []
        for entry in new {
            if let previous = before[path(entry)] {
                pairs.append((previous, entry))
            } else {
                changes.append(added(kind, path(entry), renamedFrom: renamedFrom[path(entry)]))
            }
        }
        return pairs
    }

    static func colorText(_ components: DesignColor.Components, _ space: DesignColor.ColorSpace) -> String {
        components.hexString + (space == .displayP3 ? " Display P3" : "")
    }

    mutating func compareDimensions(_ old: [DimensionEntry], _ new: [DimensionEntry]) {
        let identity = { (entry: DimensionEntry) in DimensionValue(points: entry.points, textStyle: entry.textStyle) }
        for (previous, entry) in matched(.dimension, old, new, path: \.origin.path, value: identity) {
            var keys: Set<String> = []
            for category in ContentSizeCategory.allCases
            where formatNumber(value(previous, at: category), maximumFractionDigits: 2)
                != formatNumber(value(entry, at: category), maximumFractionDigits: 2)
            {
                keys.insert("\(category.swiftUIName)/false")
                keys.insert("\(category.swiftUIName)/true")
            }
            guard !keys.isEmpty else { continue }
            let shown: ContentSizeCategory =
                keys.contains("large/false")
                ? .large : ContentSizeCategory.allCases.first { keys.contains("\($0.swiftUIName)/false") } ?? .large
            changes.append(
                Change(
                    kind: .dimension, path: entry.origin.path, what: "value at \(shown.swiftUIName)",
                    before: "\(formatNumber(value(previous, at: shown), maximumFractionDigits: 2)) pt",
                    after: "\(formatNumber(value(entry, at: shown), maximumFractionDigits: 2)) pt",
                    sizes: CatalogSite.describe(keys, in: ContentSizeCategory.allCases), share: share(of: keys),
                    isWorse: false, aspect: "value",
                    step: Self.difference(
                        DesignValue(number: previous.points, unit: .points),
                        DesignValue(number: entry.points, unit: .points)),
                    designBefore: DesignValue(number: previous.points, unit: .points),
                    designAfter: DesignValue(number: entry.points, unit: .points)))
        }
    }

    /// What a dimension is apart from its name, for the rename hint.
    private struct DimensionValue: Hashable {
        var points: Double
        var textStyle: TextStyle?
    }

    private func value(_ entry: DimensionEntry, at category: ContentSizeCategory) -> Double {
        entry.textStyle.map { ScaledValue(entry.points, relativeTo: $0).value(at: category, model: resolution.model) }
            ?? entry.points
    }

    /// Components: removed and added variants, and the contrast of each state in each appearance.
    mutating func compareComponents(_ old: [ComponentEntry], _ new: [ComponentEntry]) {
        let identity = { (entry: ComponentEntry) in ComponentValue(kind: entry.kind, style: entry.style) }
        for (previous, entry) in matched(.component, old, new, path: \.origin.path, value: identity) {
            for state in entry.definedStates {
                for appearance in ComponentChecker.Appearance.allCases {
                    let was = CatalogComponents.contrast(previous.style.values(for: state), in: appearance)
                    let now = CatalogComponents.contrast(entry.style.values(for: state), in: appearance)
                    guard Contrast.formatted(was) != Contrast.formatted(now) else { continue }
                    let what = "contrast \(state.rawValue) \(appearance.name)"
                    changes.append(
                        Change(
                            kind: .component, path: entry.origin.path, what: what,
                            before: "\(Contrast.formatted(was)):1", after: "\(Contrast.formatted(now)):1",
                            sizes: Self.everySize, share: nil, isWorse: false, aspect: what))
                }
            }
        }
    }

    /// What a component variant is apart from its name, for the rename hint.
    private struct ComponentValue: Hashable {
        var kind: ComponentEntry.Kind
        var style: ComponentStyle
    }
}
