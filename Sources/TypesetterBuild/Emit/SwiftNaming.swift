import TypesetterCore
import TypesetterTokens

/// The Emit stage's first step: a Swift member name for everything in the model, one namespace per kind,
/// and the references between them (a style's font family, a component's typography and colors) by name.
///
/// - Typography styles, colors and dimensions: lowerCamelCase from the token path (``SwiftNames/memberName(_:)``),
///   leaving out a first group that only names the kind (`typography.body.small` → `bodySmall`,
///   `color.primary` → `primary`). Paths whose names would meet are named apart (a warning): the separators
///   inside names kept (`space1_5x`, `space15x`), then `_2`, `_3`. A path with no letters or digits is an
///   error at the token; the entry is left out.
/// - Font families: from the family name (`family1`… without letters or digits), made unique with `_`.
/// - Components: the variant's own name (`primary`) when no other variant has it, `ComponentStyle` does not
///   use it and, for a button, no SwiftUI button style of any platform has it; else its whole path
///   (`badgePrimary`, `buttonLink`).
/// A color's asset catalog name is its Swift name.
public enum SwiftNaming {
    /// Group names that only say what kind of token follows; a path's first component is left out of the
    /// Swift name when it is one of them, since the generated code already groups members by kind.
    static let kindGroups: Set<String> = [
        "typography", "type", "text", "font", "fonts", "color", "colors", "colour", "colours", "dimension",
        "dimensions",
    ]

    /// Every static member SwiftUI declares on `ButtonStyle` and `PrimitiveButtonStyle` (its built-in button
    /// styles, on any platform): `.buttonStyle(.name)` looks the name up on both protocols, so a generated
    /// `ButtonStyle` member of the same name makes the app's `.buttonStyle(.link)` ambiguous. The list is the
    /// transcription's (`Tests/AppleAPI/SwiftUI/SwiftUI.swift`, each member with its page), which
    /// `SwiftNamingTests` compares it with.
    public static let swiftUIButtonStyleNames: Set<String> = [
        "automatic", "plain", "bordered", "borderedProminent", "borderless", "glass", "glassProminent", "link",
        "accessoryBar", "accessoryBarAction", "card",
    ]

    /// Names no variant can have as it is: what `ComponentStyle`'s own members and Swift use. A variant with
    /// one of them is namespaced (`badgeState`); a button variant also with one of SwiftUI's button-style names
    /// (`buttonPlain`), since only buttons get a `ButtonStyle` member.
    static let componentStyleMemberNames: Set<String> = [
        "base", "states", "values", "state", "init", "self", "Type", "Protocol",
    ]

    /// Names every entry of `model`; `location` gives a token path's location for the errors.
    public static func assign(_ model: inout DesignSystem, location: (String) -> SourceLocation?) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        named(
            &model.typography, kind: "typography style", location: location,
            diagnostics: &diagnostics)
        named(&model.colors, kind: "color", location: location, diagnostics: &diagnostics)
        named(&model.dimensions, kind: "dimension", location: location, diagnostics: &diagnostics)

        var familyNames: [String: String] = [:]
        for index in model.fontFamilies.indices {
            var name = SwiftNames.memberName([model.fontFamilies[index].family.name])
            if name.isEmpty { name = "family\(index + 1)" }
            while familyNames.values.contains(name) { name += "_" }
            model.fontFamilies[index].swiftName = name
            familyNames[model.fontFamilies[index].family.name] = name
        }
        for index in model.typography.indices {
            guard case .custom(let family) = model.typography[index].typography.font else { continue }
            model.typography[index].fontFamilySwiftName = familyNames[family.name]
        }

        let kinds = model.components.map(\.kind)
        named(
            &model.components, kind: "component", location: location, diagnostics: &diagnostics,
            rename: "rename its group"
        ) { componentNames($0, kinds: kinds) }
        guard !model.components.isEmpty else { return diagnostics }
        let styleNames = Dictionary(model.typography.map { ($0.origin.path, $0.origin.swiftName) }) { first, _ in first
        }
        let colorNames = Dictionary(model.colors.map { ($0.origin.path, $0.origin.swiftName) }) { first, _ in first }
        for index in model.components.indices {
            model.components[index].typographyNames = model.components[index].typographyStyles.compactMapValues {
                styleNames[$0]
            }
            model.components[index].colorNames = model.components[index].colors.mapValues {
                $0.compactMapValues { colorNames[$0] }
            }
        }
        return diagnostics
    }

    /// The name of a typography style, color or dimension: its path without a leading kind group.
    private static func tokenName(_ path: String) -> String {
        // Without a leading kind group (`tokenComponents`), read in place.
        if let dot = path.utf8.firstIndex(of: UInt8(ascii: ".")),
            path.utf8.distance(from: path.startIndex, to: dot) <= 16,
            kindGroups.contains(path[..<dot].lowercased())
        {
            return SwiftNames.memberName(path: path[path.utf8.index(after: dot)...])
        }
        return SwiftNames.memberName(path: path[...])
    }

    /// The path's names without a leading kind group.
    private static func tokenComponents(_ path: String) -> [String] {
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.count > 1, let first = components.first, kindGroups.contains(first.lowercased()) {
            components.removeFirst()
        }
        return components
    }

    /// Names for token paths whose ``tokenName(_:)`` is the same as another's: the name that keeps the
    /// separators inside names (`space.1_5x` → `space1_5x` beside `space.15x` → `space15x`); for those that
    /// still meet, the name with the kind group kept (`font.body` → `fontBody` beside `typography.body` →
    /// `typographyBody`), then that with separators kept; then `_2`, `_3`… in token order. Token paths differ, so their Swift names always do.
    /// The renamed paths are reported in one warning per kind.
    private static func distinctNames(
        _ paths: [String], kind: String, location: (String) -> SourceLocation?, diagnostics: inout [Diagnostic]
    ) -> [String] {
        let plain = paths.map(tokenName)
        func collisions(_ names: [String], among members: [Int]) -> Set<String> {
            var seen = Set<String>(minimumCapacity: members.count)
            var shared: Set<String> = []
            for index in members where !names[index].isEmpty && !seen.insert(names[index]).inserted {
                shared.insert(names[index])
            }
            return shared
        }
        let clashing = collisions(plain, among: Array(paths.indices))
        guard !clashing.isEmpty else { return plain }
        var names = plain
        let renamed = paths.indices.filter { clashing.contains(plain[$0]) }
        // Each step renames the paths whose name the previous steps left shared.
        let steps: [(String) -> String] = [
            { SwiftNames.faithfulMemberName(tokenComponents($0)) },
            { SwiftNames.memberName(path: $0[...]) },
            { SwiftNames.faithfulMemberName($0.split(separator: ".").map(String.init)) },
        ]
        var shared = Set(renamed)
        for step in steps where !shared.isEmpty {
            for index in shared { names[index] = step(paths[index]) }
            let clashes = collisions(names, among: renamed)
            shared = Set(renamed.filter { clashes.contains(names[$0]) })
        }
        var used = Set(paths.indices.filter { !clashing.contains(plain[$0]) }.map { plain[$0] })
        // Each name's next suffix to try: every one below it is taken (`used` only grows), so a name shared by
        // thousands of tokens (an export repeated) is numbered in linear time, not in their square.
        var nextSuffix: [String: Int] = [:]
        for index in renamed {
            let base = names[index]
            var suffix = nextSuffix[base] ?? 2
            while used.contains(names[index]) {
                names[index] = "\(base)_\(suffix)"
                suffix += 1
            }
            nextSuffix[base] = suffix
            used.insert(names[index])
        }
        let listed = renamed.prefix(6).map { "\(paths[$0]) → `\(names[$0])`" }.joined(separator: ", ")
        let more = renamed.count > 6 ? " and \(renamed.count - 6) more" : ""
        // At the second token of the first shared name, with a note at the first, like any clash of names.
        let first = renamed[0]
        let second = renamed.first { $0 != first && plain[$0] == plain[first] } ?? first
        let subject =
            renamed.count == 2
            ? "the \(kind)s \(paths[first]) and \(paths[second]) would both become the Swift name `\(plain[first])`"
            : "\(renamed.count) \(kind)s whose paths differ would share Swift names (`\(plain[first])`…)"
        diagnostics.append(
            .init(
                .warning, .swiftNameCollision, "\(subject); named apart: \(listed)\(more)", at: location(paths[second]),
                notes: (location(paths[first]).map { [.init("\(paths[first]) is defined here", at: $0)] } ?? [])
                    + [.init("rename a token to choose the names yourself")]))
        return names
    }

    /// `entries` with the names `candidates` gives, without those whose name is empty or taken (each an error
    /// at the entry's token, the other one in a note).
    private static func named<Entry: ModelEntry>(
        _ entries: inout [Entry], kind: String,
        location: (String) -> SourceLocation?, diagnostics: inout [Diagnostic],
        rename: String = "rename the token", candidates: (([String]) -> [String])? = nil
    ) {
        let paths = entries.map(\.origin.path)
        let names =
            candidates?(paths) ?? distinctNames(paths, kind: kind, location: location, diagnostics: &diagnostics)
        // Named in place; only when some are left out is the array built again.
        var used: [String: Int] = [:]
        used.reserveCapacity(names.count)
        var dropped: Set<Int> = []
        for (index, name) in names.enumerated() {
            let path = paths[index]
            guard !name.isEmpty else {
                diagnostics.append(
                    .init(
                        .error, .swiftNameInvalid,
                        "the \(kind) \(path) has no letters or digits to make a Swift name from; \(rename)",
                        at: location(path)))
                dropped.insert(index)
                continue
            }
            if let first = used[name] {
                let other = paths[first]
                diagnostics.append(
                    .init(
                        .error, .swiftNameCollision,
                        "the \(kind)s \(other) and \(path) both become the Swift name `\(name)`; rename one of them",
                        at: location(path),
                        notes: location(other).map { [.init("\(other) is defined here", at: $0)] } ?? []))
                dropped.insert(index)
                continue
            }
            used[name] = index
            entries[index].origin.swiftName = name
        }
        guard !dropped.isEmpty else { return }
        entries = entries.indices.filter { !dropped.contains($0) }.map { entries[$0] }
    }

    /// Member names on `ComponentStyle` (and, for buttons, `ButtonStyle`): the variant's last name unless
    /// another variant has it or it is reserved for its kind, else the whole path.
    private static func componentNames(_ paths: [String], kinds: [ComponentEntry.Kind]) -> [String] {
        let short = paths.map { SwiftNames.memberName([$0.split(separator: ".").last.map(String.init) ?? $0]) }
        var counts: [String: Int] = [:]
        for name in short { counts[name, default: 0] += 1 }
        return zip(zip(paths, short), kinds).map { pair, kind in
            let (path, name) = pair
            let reserved =
                componentStyleMemberNames.contains(name) || (kind == .button && swiftUIButtonStyleNames.contains(name))
            guard counts[name, default: 0] > 1 || reserved || name.isEmpty else {
                return name
            }
            return SwiftNames.memberName(path.split(separator: ".").map(String.init))
        }
    }
}

/// A model entry named after its token (``SwiftNaming``): a typography style, color, dimension or component.
protocol ModelEntry {
    var origin: TokenOrigin { get set }
}

extension TypographyStyle: ModelEntry {}
extension ColorEntry: ModelEntry {}
extension DimensionEntry: ModelEntry {}
extension ComponentEntry: ModelEntry {}
