import MCP
import TypesetterBuild
import TypesetterCore

// `usage`: the code an app writes to draw a style or a component with the generated Swift and the runtime.

extension DesignSystemTool {
    /// The frameworks `usage` writes code for.
    enum Framework: String, CaseIterable {
        case swiftUI = "SwiftUI", uiKit = "UIKit", appKit = "AppKit"

        init?(name: String) {
            guard let match = Self.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                return nil
            }
            self = match
        }
    }

    static let usage = DesignSystemTool(
        name: "usage",
        description: """
            The Swift code that draws a typography style or a component variant (button, label, badge, surface) \
            with the code Typesetter generates and its runtime, in SwiftUI, UIKit or AppKit: the exact member \
            names, the imports, and how to apply a theme. Use it instead of guessing an API.
            """,
        schema: inputSchema(
            [
                "name": [
                    "type": "string",
                    "description":
                        "A typography style or component variant: its Swift name (bodyMedium, primary) or token path",
                ],
                "framework": [
                    "type": "string", "enum": ["SwiftUI", "UIKit", "AppKit"],
                    "description": "SwiftUI (default), UIKit or AppKit",
                ],
            ], required: ["name"]),
        arguments: ["name", "framework"]
    ) { arguments, snapshot in
        let name = try arguments.requiredString("name")
        let framework = try arguments.string("framework").map { (text) throws -> Framework in
            guard let framework = Framework(name: text) else {
                throw ToolError(unknown: "framework", text, among: Framework.allCases.map(\.rawValue))
            }
            return framework
        }
        let config = try snapshot.config()
        let model = try snapshot.model()
        let themes = snapshot.themeNames
        // A name may be both a style and a component variant (a `caption` label drawn in the `caption` style).
        let style = model.typography.first { matches($0.origin, name) }
        let component = model.components.first { matches($0.origin, name) }
        var found: (swiftName: String, path: String, kind: String, code: [String])
        switch (style, component) {
        case (let style?, let component):
            found = (
                style.origin.swiftName, style.origin.path, "typography",
                typographyCode(style.origin.swiftName, framework ?? .swiftUI)
            )
            if let component {
                found.kind += " and \(component.kind.rawValue)"
                do {
                    found.code += ["", "// The \(component.kind.rawValue) \(component.origin.path):"]
                    found.code += try componentCode(component, framework ?? .swiftUI)
                } catch {
                    found.code.append("// \((error as? ToolError)?.description ?? "\(error)")")
                }
            }
        case (nil, let component?):
            found = (
                component.origin.swiftName, component.origin.path, component.kind.rawValue,
                try componentCode(component, framework ?? .swiftUI)
            )
        case (nil, nil):
            throw ToolError(
                unknown: "style or component", name,
                among: model.typography.map(\.origin.swiftName) + model.components.map(\.origin.swiftName),
                alsoAmong: model.typography.map(\.origin.path) + model.components.map(\.origin.path))
        }
        var code = found.code
        if let theme = themes.dropFirst().first {
            code.append("")
            code += themeCode(theme, framework ?? .swiftUI, style: found.swiftName)
        }
        // The generated members live in the module that compiles `output.swift` (a SwiftPM target's folder).
        let module = snapshot.generatedModule
        let imports = ["Typesetter"] + (module.map { [$0] } ?? [])
        var header = imports.map { "import \($0)" }
        if module == nil {
            header.append(
                snapshot.swiftOutput.map { "// and the module that compiles \($0)" }
                    ?? "// and the module that compiles the generated Swift (the build plugin's target)")
        }
        let text = (header + [""] + code).joined(separator: "\n")
        let structured: Value = [
            "name": .string(found.swiftName),
            "path": .string(found.path),
            "kind": .string(found.kind),
            "framework": .string((framework ?? .swiftUI).rawValue),
            "imports": .array(imports.map { .string($0) }),
            "code": .string(code.joined(separator: "\n")),
            "namespace": .string(config.options.namespace),
            "themes": .array(themes.map { .string($0) }),
        ]
        return ToolOutput(structured: structured, text: text)
    }

    private static func matches(_ origin: TokenOrigin, _ name: String) -> Bool {
        origin.swiftName == name || origin.path == name
            || Snapshot.lookupKey(origin.swiftName) == Snapshot.lookupKey(name)
            || Snapshot.lookupKey(origin.path) == Snapshot.lookupKey(name)
    }

    /// The runtime's entry points for a typography style, as the Runtime article lists them.
    static func typographyCode(_ name: String, _ framework: Framework) -> [String] {
        let member = ".\(SwiftNames.escaped(name))"
        switch framework {
        case .swiftUI:
            return [
                "Text(\"…\").typography(\(member))  // font, line height and tracking at the environment's Dynamic Type size and Bold Text",
                "TextField(\"…\", text: $text).typography(\(member))",
                "Typography\(member).font(dynamicTypeSize: dynamicTypeSize)  // the SwiftUI Font alone",
            ]
        case .uiKit:
            return [
                "let label = TypographyLabel(typography: \(member))  // restyles itself on Text Size and Bold Text changes",
                "let field = TypographyTextField(typography: \(member))",
                "let textView = TypographyTextView(typography: \(member))",
                "let button = TypographyButton(typography: \(member))",
                "existingTextView.applyTypography(\(member))  // helpers on any view: call again on trait changes",
                "Typography\(member).uiFont(for: traitCollection)",
            ]
        case .appKit:
            return [
                "textField.applyTypography(\(member))  // NSTextField at Large; pass dynamicTypeSize: for another size",
                "textView.applyTypography(\(member))  // NSTextView: font, typing attributes and the existing text",
                "Typography\(member).nsFont(dynamicTypeSize: .accessibility1)  // the NSFont alone, at a size",
            ]
        }
    }

    /// A component variant's modifier or UIKit helper (AppKit has none: the SwiftUI modifiers work on macOS).
    static func componentCode(_ entry: ComponentEntry, _ framework: Framework) throws(ToolError) -> [String] {
        let member = ".\(SwiftNames.escaped(entry.origin.swiftName))"
        let modifier = "\(entry.kind.modifier)(\(member))"
        switch (framework, entry.kind) {
        case (.swiftUI, .button): return ["Button(\"…\") { … }.\(modifier)  // pressed, disabled and focused states"]
        case (.swiftUI, .label), (.swiftUI, .badge): return ["Text(\"…\").\(modifier)"]
        case (.swiftUI, .surface): return ["VStack { … }.\(modifier)  // background, border, corner radius, padding"]
        case (.uiKit, .button):
            return [
                "let button = UIButton(configuration: .plain())",
                "button.configuration?.title = \"…\"",
                "button.applyComponentStyle(\(member))  // iOS 15+: follows isEnabled, isHighlighted, isSelected, isFocused",
            ]
        case (.uiKit, .label), (.uiKit, .badge):
            return [
                "label.applyComponentStyle(\(member))  // UILabel: typography and colors; call again on trait changes"
            ]
        case (.uiKit, .surface):
            throw ToolError(
                "the runtime has no UIKit helper for surface \(entry.origin.swiftName): use SwiftUI (`.\(modifier)`), or read its values from ComponentStyle\(member)"
            )
        case (.appKit, _):
            throw ToolError(
                "the runtime has no AppKit helper for components: on macOS use the SwiftUI modifier `.\(modifier)`; valid frameworks for \(entry.kind.rawValue) \(entry.origin.swiftName): SwiftUI\(entry.kind == .surface ? "" : ", UIKit")"
            )
        }
    }

    /// How to pick a theme other than the default, in a themed build.
    static func themeCode(_ theme: String, _ framework: Framework, style: String) -> [String] {
        let member = ".\(SwiftNames.escaped(theme))"
        switch framework {
        case .swiftUI: return ["// Another theme for a whole screen:", "ContentView().typesetterTheme(\(member))"]
        case .uiKit:
            return [
                "// Another theme (iOS/tvOS 17+; before, pass theme: to each helper):",
                "viewController.traitOverrides.typesetterTheme = \(member)",
            ]
        case .appKit:
            return [
                "// Another theme: its value of the style",
                "textField.applyTypography(Theme\(member).typography(.\(SwiftNames.escaped(style))))",
            ]
        }
    }
}
