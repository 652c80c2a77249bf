import TypesetterCore

/// The Emit stage for components: one `ComponentStyle` per variant, and the names apps use them by.
///
/// ```swift
/// extension ComponentStyle {
///     public static let primary: ComponentStyle = {
///         let base = ComponentStyle.Values(typography: .label, …)
///         var pressed = base
///         pressed.background = Showcase.Colors.accentPressed
///         return ComponentStyle(base, pressed: pressed)
///     }()
/// }
/// extension ButtonStyle where Self == ComponentButtonStyle {      // SwiftUI
///     public static var primary: ComponentButtonStyle { ComponentButtonStyle(.primary) }
/// }
/// extension UIButton.Configuration {                               // UIKit
///     public static func primary(for traits: UITraitCollection) -> UIButton.Configuration { … }
/// }
/// ```
///
/// Apps write `Button("Continue") { … }.buttonStyle(.primary)`, `Text("New").componentStyle(.badge)`,
/// `card.surfaceStyle(.card)`, or `button.applyComponentStyle(.primary)` in UIKit. Values refer to the
/// typography styles and colors they alias (`.label`, `Showcase.Colors.accent`), else are written out.
struct ComponentEmitter {
    var access: String
    var namespace: String
    var swift: SwiftEmitter

    /// The conditional imports the platform extensions need, after `import Typesetter`.
    static let imports = [
        "#if canImport(SwiftUI)", "    import SwiftUI", "#endif",
        "#if canImport(UIKit) && !os(watchOS)", "    import UIKit", "#endif",
    ]

    func emit(_ model: DesignSystem, into out: inout SourceWriter) {
        out.line("")
        out.line("// MARK: - Components")
        out.line("")
        out.line("extension ComponentStyle {")
        out.indent { out in
            out.separated(model.components) { out, entry in
                out.line("/// \(Self.kindName(entry.kind)) `\(entry.origin.path.replacingBackticks)`: \(usage(entry)).")
                let name = SwiftNames.escaped(entry.origin.swiftName)
                let base = roles(entry, .default)
                let states = entry.definedStates.filter { $0 != .default }
                guard !states.isEmpty else {
                    out.line(
                        "\(access)static let \(name) = ComponentStyle(\(Self.call(".init", base.map { "\($0.label): \($0.value)" })))"
                    )
                    return
                }
                // Each other state says only what it changes from default, the way one would write it by hand.
                out.line("\(access)static let \(name): ComponentStyle = {")
                out.indent { out in
                    out.line(
                        "let base = " + Self.call("ComponentStyle.Values", base.map { "\($0.label): \($0.value)" }))
                    for state in states {
                        out.line("var \(state.rawValue) = base")
                        for role in roles(entry, state) where !base.contains(where: { $0 == role }) {
                            out.line(
                                "\(state.rawValue).\(role.label) = \(role.value.hasPrefix(".init(") ? "ComponentStyle.Border" + role.value.dropFirst(5) : role.value)"
                            )
                        }
                    }
                    let arguments = ["base"] + states.map { "\($0.rawValue): \($0.rawValue)" }
                    out.line("return ComponentStyle(\(arguments.joined(separator: ", ")))")
                }
                out.line("}()")
            }
        }
        out.line("}")

        let buttons = model.components.filter { $0.kind == .button }
        guard !buttons.isEmpty else { return }
        out.line("")
        Self.buttonExtension(
            "canImport(SwiftUI)", ["extension ButtonStyle where Self == ComponentButtonStyle {"], buttons, into: &out
        ) { out, entry, name in
            out.line(
                "/// Button `\(entry.origin.path.replacingBackticks)`: `Button(\"…\") { … }.buttonStyle(.\(entry.origin.swiftName))`."
            )
            out.line("\(access)static var \(name): ComponentButtonStyle { ComponentButtonStyle(.\(name)) }")
        }
        out.line("")
        // On the main actor, as the runtime's `.component(_:state:traits:)`: it reads the Bold Text setting.
        let configuration = [
            "@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)", "@MainActor", "extension UIButton.Configuration {",
        ]
        Self.buttonExtension("canImport(UIKit) && !os(watchOS)", configuration, buttons, into: &out) {
            out, entry, name in
            out.line(
                "/// Button `\(entry.origin.path.replacingBackticks)` in `state` at `traits` (the button's trait collection); for every"
            )
            out.line("/// state as it changes, call `button.applyComponentStyle(.\(entry.origin.swiftName))` instead.")
            out.line(
                "\(access)static func \(name)(state: ComponentStyle.State = .default, for traits: UITraitCollection) -> UIButton.Configuration {"
            )
            out.indent { out in out.line(".component(.\(name), state: state, traits: traits)") }
            out.line("}")
        }
    }

    /// An extension with a member per button (given the button and its escaped Swift name), under `#if condition`;
    /// `declaration` is the extension's line and the attributes before it.
    private static func buttonExtension(
        _ condition: String, _ declaration: [String], _ buttons: [ComponentEntry], into out: inout SourceWriter,
        member: (inout SourceWriter, ComponentEntry, String) -> Void
    ) {
        out.line("#if \(condition)")
        out.indent { out in
            for line in declaration { out.line(line) }
            out.indent { out in
                out.separated(buttons) { out, entry in member(&out, entry, SwiftNames.escaped(entry.origin.swiftName)) }
            }
            out.line("}")
        }
        out.line("#endif")
    }

    // MARK: Expressions

    private static func kindName(_ kind: ComponentEntry.Kind) -> String {
        switch kind {
        case .button: "Button"
        case .label: "Label"
        case .badge: "Badge"
        case .surface: "Surface"
        }
    }

    private func usage(_ entry: ComponentEntry) -> String {
        let name = entry.origin.swiftName
        let modifier = "\(entry.kind.modifier)(.\(name))"
        switch entry.kind {
        case .button: return "`.\(modifier)`, or `button.applyComponentStyle(.\(name))` in UIKit"
        case .label, .badge: return "`Text(\"…\").\(modifier)`"
        case .surface: return "`content.\(modifier)`"
        }
    }

    /// Each role a state sets, as `label` and Swift expression, in the initializer's order.
    private func roles(_ entry: ComponentEntry, _ state: ComponentStyle.State) -> [(label: String, value: String)] {
        let values = entry.style.values(for: state)
        var roles: [(label: String, value: String)] = []
        if values.typography != nil, let name = entry.typographyName(state) {
            roles.append(("typography", ".\(SwiftNames.escaped(name))"))
        }
        for (role, color) in [(ComponentEntry.Role.foreground, values.foreground), (.background, values.background)] {
            guard let color else { continue }
            roles.append((role.rawValue, colorExpression(color, name: entry.colorName(role, state))))
        }
        if let border = values.border {
            roles.append(
                (
                    "border",
                    ".init(color: \(colorExpression(border.color, name: nil)), width: \(SwiftEmitter.scaledExpression(border.width)))"
                ))
        }
        for (label, value) in values.namedLengths {
            if let value { roles.append((label, SwiftEmitter.scaledExpression(value))) }
        }
        return roles
    }

    /// A color by its member when it is one of the model's colors (same in every appearance), else written out.
    private func colorExpression(_ color: DesignColor, name: String?) -> String {
        if let name { return "\(namespace).Colors.\(SwiftNames.escaped(name))" }
        return "DesignColor(\(swift.colorArguments(color).joined(separator: ", ")))"
    }

    /// ``SwiftEmitter/call(_:_:)`` with nested calls indented one level further.
    static func call(_ name: String, _ arguments: [String]) -> String {
        SwiftEmitter.call(
            name,
            arguments.map { $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ") })
    }

}
