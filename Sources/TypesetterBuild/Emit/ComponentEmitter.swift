import TypesetterCore

/// The Emit stage for components: one `ComponentStyle` per variant, and the names apps use them by.
///
/// ```swift
/// extension ComponentStyle {
///     public static let primary = ComponentStyle(.init(typography: .label, …), pressed: .init(…))
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
            for (index, entry) in model.components.enumerated() {
                if index > 0 { out.line("") }
                out.line("/// \(Self.kindName(entry.kind)) `\(entry.origin.path.replacingBackticks)`: \(usage(entry)).")
                var arguments = [valuesExpression(entry, .default)]
                for state in entry.definedStates where state != .default {
                    arguments.append("\(state.rawValue): \(valuesExpression(entry, state))")
                }
                out.line(
                    "\(access)static let \(SwiftNames.escaped(entry.origin.swiftName)) = "
                        + Self.call("ComponentStyle", arguments))
            }
        }
        out.line("}")

        let buttons = model.components.filter { $0.kind == .button }
        guard !buttons.isEmpty else { return }
        out.line("")
        out.line("#if canImport(SwiftUI)")
        out.indent { out in
            out.line("extension ButtonStyle where Self == ComponentButtonStyle {")
            out.indent { out in
                for (index, entry) in buttons.enumerated() {
                    if index > 0 { out.line("") }
                    let name = SwiftNames.escaped(entry.origin.swiftName)
                    out.line(
                        "/// Button `\(entry.origin.path.replacingBackticks)`: `Button(\"…\") { … }.buttonStyle(.\(entry.origin.swiftName))`."
                    )
                    out.line("\(access)static var \(name): ComponentButtonStyle { ComponentButtonStyle(.\(name)) }")
                }
            }
            out.line("}")
        }
        out.line("#endif")
        out.line("")
        out.line("#if canImport(UIKit) && !os(watchOS)")
        out.indent { out in
            out.line("@available(iOS 15.0, tvOS 15.0, visionOS 1.0, *)")
            out.line("extension UIButton.Configuration {")
            out.indent { out in
                for (index, entry) in buttons.enumerated() {
                    if index > 0 { out.line("") }
                    let name = SwiftNames.escaped(entry.origin.swiftName)
                    out.line(
                        "/// Button `\(entry.origin.path.replacingBackticks)` in `state` at `traits` (the button's trait collection); for every"
                    )
                    out.line(
                        "/// state as it changes, call `button.applyComponentStyle(.\(entry.origin.swiftName))` instead."
                    )
                    out.line(
                        "\(access)static func \(name)(state: ComponentStyle.State = .default, for traits: UITraitCollection) -> UIButton.Configuration {"
                    )
                    out.indent { out in out.line(".component(.\(name), state: state, traits: traits)") }
                    out.line("}")
                }
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
        switch entry.kind {
        case .button: return "`.buttonStyle(.\(name))`, or `button.applyComponentStyle(.\(name))` in UIKit"
        case .label, .badge: return "`Text(\"…\").componentStyle(.\(name))`"
        case .surface: return "`content.surfaceStyle(.\(name))`"
        }
    }

    private func valuesExpression(_ entry: ComponentEntry, _ state: ComponentStyle.State) -> String {
        let values = entry.style.values(for: state)
        var arguments: [String] = []
        if values.typography != nil, let name = entry.typographyNames[state] ?? entry.typographyNames[.default] {
            arguments.append("typography: .\(SwiftNames.escaped(name))")
        }
        if let color = values.foreground {
            arguments.append(
                "foreground: "
                    + colorExpression(
                        color, name: entry.colorNames[.foreground]?[state] ?? entry.colorNames[.foreground]?[.default]))
        }
        if let color = values.background {
            arguments.append(
                "background: "
                    + colorExpression(
                        color, name: entry.colorNames[.background]?[state] ?? entry.colorNames[.background]?[.default]))
        }
        if let border = values.border {
            arguments.append(
                "border: .init(color: \(colorExpression(border.color, name: nil)), width: \(scaledExpression(border.width)))"
            )
        }
        let lengths: [(String, ScaledValue?)] = [
            ("cornerRadius", values.cornerRadius), ("paddingHorizontal", values.paddingHorizontal),
            ("paddingVertical", values.paddingVertical), ("spacing", values.spacing), ("minHeight", values.minHeight),
        ]
        for (label, value) in lengths {
            if let value { arguments.append("\(label): \(scaledExpression(value))") }
        }
        return Self.call(".init", arguments)
    }

    /// A color by its member when it is one of the model's colors (same in every appearance), else written out.
    private func colorExpression(_ color: DesignColor, name: String?) -> String {
        if let name { return "\(namespace).Colors.\(SwiftNames.escaped(name))" }
        var arguments: [String] = []
        if color.colorSpace != .sRGB { arguments.append("colorSpace: .displayP3") }
        arguments.append("any: \(swift.componentsExpression(color.any))")
        if let dark = color.dark { arguments.append("dark: \(swift.componentsExpression(dark))") }
        if let high = color.highContrast { arguments.append("highContrast: \(swift.componentsExpression(high))") }
        if let darkHigh = color.darkHighContrast {
            arguments.append("darkHighContrast: \(swift.componentsExpression(darkHigh))")
        }
        return "DesignColor(\(arguments.joined(separator: ", ")))"
    }

    /// ``SwiftEmitter/call(_:_:)`` with nested calls indented one level further.
    static func call(_ name: String, _ arguments: [String]) -> String {
        SwiftEmitter.call(
            name,
            arguments.map { $0.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n    ") })
    }

    private func scaledExpression(_ value: ScaledValue) -> String {
        "ScaledValue(\(formatNumber(value.baseValue)), relativeTo: .\(value.textStyle.name))"
    }
}
