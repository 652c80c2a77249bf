import TypesetterCore
import TypesetterTokens

/// Components, colors and dimensions: what changed in each.
extension TokenDiff {
    mutating func compareColors(_ old: [ColorEntry], _ new: [ColorEntry]) {
        for (previous, entry) in matched(.color, old, new, path: \.origin.path) {
            // Appearances that changed alike are one change (`every appearance` for a color defined once).
            var groups: [(names: [String], was: DesignColor.Components, now: DesignColor.Components)] = []
            // The appearances the component checks and the catalog name.
            let appearances = ComponentChecker.Appearance.allCases
            for appearance in appearances {
                let was = previous.color.components(dark: appearance.isDark, highContrast: appearance.isHighContrast)
                let now = entry.color.components(dark: appearance.isDark, highContrast: appearance.isHighContrast)
                guard was.hexString != now.hexString || previous.color.colorSpace != entry.color.colorSpace else {
                    continue
                }
                if let index = groups.firstIndex(where: {
                    $0.was.hexString == was.hexString && $0.now.hexString == now.hexString
                }) {
                    groups[index].names.append(appearance.name)
                } else {
                    groups.append(([appearance.name], was, now))
                }
            }
            for group in groups {
                changes.append(
                    Change(
                        kind: .color, path: entry.origin.path,
                        what: group.names.count == appearances.count
                            ? "every appearance" : group.names.joined(separator: ", "),
                        before: Self.colorText(group.was, previous.color.colorSpace),
                        after: Self.colorText(group.now, entry.color.colorSpace), sizes: Self.everySize,
                        share: group.names.count == appearances.count ? 1 : nil,
                        isWorse: false,
                        beforeCSS: "background: " + CatalogSite.cssColor(group.was, space: previous.color.colorSpace),
                        afterCSS: "background: " + CatalogSite.cssColor(group.now, space: entry.color.colorSpace)))
            }
        }
    }

    /// The entries on both sides, by path; those on one side only are listed as removed or added.
    mutating func matched<Entry>(
        _ kind: Kind, _ old: [Entry], _ new: [Entry], path: (Entry) -> String
    ) -> [(old: Entry, new: Entry)] {
        let before = Dictionary(old.map { (path($0), $0) }, uniquingKeysWith: { first, _ in first })
        let after = Set(new.map(path))
        for entry in old where !after.contains(path(entry)) { changes.append(removed(kind, path(entry))) }
        var pairs: [(old: Entry, new: Entry)] = []
        for entry in new {
            if let previous = before[path(entry)] {
                pairs.append((previous, entry))
            } else {
                changes.append(added(kind, path(entry)))
            }
        }
        return pairs
    }

    static func colorText(_ components: DesignColor.Components, _ space: DesignColor.ColorSpace) -> String {
        components.hexString + (space == .displayP3 ? " Display P3" : "")
    }

    mutating func compareDimensions(_ old: [DimensionEntry], _ new: [DimensionEntry]) {
        for (previous, entry) in matched(.dimension, old, new, path: \.origin.path) {
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
                    isWorse: false))
        }
    }

    private func value(_ entry: DimensionEntry, at category: ContentSizeCategory) -> Double {
        entry.textStyle.map { ScaledValue(entry.points, relativeTo: $0).value(at: category, model: resolution.model) }
            ?? entry.points
    }

    /// Components: removed and added variants, and the contrast of each state in each appearance.
    mutating func compareComponents(_ old: [ComponentEntry], _ new: [ComponentEntry]) {
        for (previous, entry) in matched(.component, old, new, path: \.origin.path) {
            for state in entry.definedStates {
                for appearance in ComponentChecker.Appearance.allCases {
                    let was = CatalogComponents.contrast(previous.style.values(for: state), in: appearance)
                    let now = CatalogComponents.contrast(entry.style.values(for: state), in: appearance)
                    guard Contrast.formatted(was) != Contrast.formatted(now) else { continue }
                    changes.append(
                        Change(
                            kind: .component, path: entry.origin.path,
                            what: "contrast \(state.rawValue) \(appearance.name)",
                            before: "\(Contrast.formatted(was)):1",
                            after: "\(Contrast.formatted(now)):1", sizes: Self.everySize, share: nil, isWorse: false))
                }
            }
        }
    }
}
