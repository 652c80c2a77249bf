import TypesetterCore
import TypesetterTokens

/// The Emit stage's first step: a Swift member name for everything in the model, one namespace per kind,
/// and the references between them (a style's font family, a component's typography and colors) by name.
///
/// - Typography styles, colors and dimensions: lowerCamelCase from the token path (``SwiftNames/memberName(_:)``),
///   leaving out a first group that only names the kind (`typography.body.small` → `bodySmall`,
///   `color.primary` → `primary`). A path with no letters or digits, or two paths with the same name, is an
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
        model.typography = named(
            model.typography, kind: "typography style", origin: \.origin, location: location,
            diagnostics: &diagnostics)
        model.colors = named(
            model.colors, kind: "color", origin: \.origin, location: location, diagnostics: &diagnostics)
        model.dimensions = named(
            model.dimensions, kind: "dimension", origin: \.origin, location: location, diagnostics: &diagnostics)

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

        model.components = named(
            model.components, kind: "component", origin: \.origin, location: location, diagnostics: &diagnostics,
            rename: "rename its group"
        ) { [kinds = model.components.map(\.kind)] in componentNames($0, kinds: kinds) }
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
        var components = path.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        if components.count > 1, let first = components.first, kindGroups.contains(first.lowercased()) {
            components.removeFirst()
        }
        return SwiftNames.memberName(components)
    }

    /// `entries` with the names `candidates` gives, without those whose name is empty or taken (each an error
    /// at the entry's token, the other one in a note).
    private static func named<Entry>(
        _ entries: [Entry], kind: String, origin: WritableKeyPath<Entry, TokenOrigin>,
        location: (String) -> SourceLocation?, diagnostics: inout [Diagnostic],
        rename: String = "rename the token", candidates: ([String]) -> [String] = { $0.map(tokenName) }
    ) -> [Entry] {
        let names = candidates(entries.map { $0[keyPath: origin].path })
        var used: [String: String] = [:]
        var kept: [Entry] = []
        for (var entry, name) in zip(entries, names) {
            let path = entry[keyPath: origin].path
            guard !name.isEmpty else {
                diagnostics.append(
                    .init(
                        .error, .swiftNameInvalid,
                        "the \(kind) \(path) has no letters or digits to make a Swift name from; \(rename)",
                        at: location(path)))
                continue
            }
            if let other = used[name] {
                diagnostics.append(
                    .init(
                        .error, .swiftNameCollision,
                        "the \(kind)s \(other) and \(path) both become the Swift name `\(name)`; rename one of them",
                        at: location(path),
                        notes: location(other).map { [.init("\(other) is defined here", at: $0)] } ?? []))
                continue
            }
            used[name] = path
            entry[keyPath: origin].swiftName = name
            kept.append(entry)
        }
        return kept
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

extension DiagnosticCode {
    // MARK: Names
    public static let swiftNameInvalid: DiagnosticCode = "build.swift-name-invalid"
    public static let swiftNameCollision: DiagnosticCode = "build.swift-name-collision"
}
