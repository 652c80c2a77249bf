import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

@Suite struct ComponentTests {
    func build(_ tokens: String) -> BuildPipeline.Result {
        let folder = ScratchFolder()
        folder.write("tokens.json", tokens)
        folder.write("typesetter.yml", "tokens: [tokens.json]\noutput: { swift: Tokens.swift }\n")
        return BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
    }

    /// `line:column: message [code]` of each diagnostic with `code` (the xcode form without the path).
    func located(_ result: BuildPipeline.Result, _ code: DiagnosticCode) -> [String] {
        result.diagnostics.filter { $0.code == code }.map { diagnostic in
            "\(diagnostic.location.map { "\($0.line):\($0.column)" } ?? "-"): \(diagnostic.message) [\(diagnostic.code)]"
        }
    }

    static let base = #"""
        "color": { "$type": "color",
          "white": { "$value": { "colorSpace": "srgb", "components": [1, 1, 1] } },
          "ink": { "$value": { "colorSpace": "srgb", "components": [0.07, 0.07, 0.09] } },
          "accent": { "$value": { "colorSpace": "srgb", "components": [0, 0.25, 0.8] } },
          "gray77": { "$value": { "colorSpace": "srgb", "components": [0.466667, 0.466667, 0.466667] } } },
        "typography": { "$type": "typography",
          "label": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 15, "unit": "px" }, "fontWeight": 600, "lineHeight": 1.2, "letterSpacing": { "value": 0, "unit": "px" } } },
          "caption": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 12, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.3, "letterSpacing": { "value": 0, "unit": "px" } } },
          "fixed": { "$value": { "fontFamily": "system-ui", "fontSize": { "value": 11, "unit": "px" }, "fontWeight": 400, "lineHeight": 1.3, "letterSpacing": { "value": 0, "unit": "px" } },
                     "$extensions": { "com.typesetter": { "scaling": "fixed" } } } }
        """#

    @Test func formatErrorsNameTheAllowedRolesAndStates() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "button": { "$extensions": { "com.typesetter": { "component": "button" } },
                "primary": {
                  "foreground": { "$value": "{color.white}" },
                  "colour": { "$value": "{color.accent}" },
                  "background": { "default": { "$value": "{color.accent}" }, "hover": { "$value": "{color.ink}" } },
                  "minHeight": { "$value": "{color.ink}" }
                }
              },
              "chip": { "$extensions": { "com.typesetter": { "component": "chip" } } }
            }
            """#)
        #expect(
            located(result, .componentInvalid) == [
                #"20:63: unknown component "chip" in com.typesetter.component; valid values: button, label, badge, surface [build.component-invalid]"#,
                #"15:7: button.primary.colour: "colour" is not a role of the button variant button.primary; roles: typography, foreground, background, border, cornerRadius, paddingHorizontal, paddingVertical, spacing, minHeight [build.component-invalid]"#,
                #"17:7: button.primary.minHeight is a color token; the role minHeight takes a dimension token [build.component-invalid]"#,
                #"16:66: button.primary.background.hover: "hover" is not a state of the role background; states: default, pressed, disabled, focused, selected [build.component-invalid]"#,
            ])
        let unknownRole = result.diagnostics.first { $0.message.contains("colour") }
        #expect(
            unknownRole?.notes.map(\.message) == [
                "a role is a token, or a group of states: default, pressed, disabled, focused, selected (a missing state takes default)"
            ])
        #expect(result.outputs.isEmpty)
    }

    @Test func statesNeedADefaultAndTokensBelongInVariants() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "badge": { "$extensions": { "com.typesetter": { "component": "badge" } },
                "stray": { "$value": "{color.ink}" },
                "new": { "background": { "pressed": { "$value": "{color.ink}" } } }
              }
            }
            """#)
        #expect(
            located(result, .componentInvalid) == [
                "13:5: badge.stray is a token directly in the badge component badge, whose other members are variant groups; put it in a variant, or make every member a role [build.component-invalid]",
                "14:30: badge.new.background has states but no default; add badge.new.background.default (a missing state takes default) [build.component-invalid]",
            ])
    }

    @Test func variantsResolveEveryRoleAndStateAndReferToTheirTokens() throws {
        let result = build(
            #"""
            {
            \#(Self.base),
              "button": { "$extensions": { "com.typesetter": { "component": "button" } },
                "primary": {
                  "typography": { "$value": "{typography.label}" },
                  "foreground": { "$value": "{color.white}" },
                  "background": { "default": { "$value": "{color.accent}" }, "pressed": { "$value": "{color.ink}" },
                                  "disabled": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.5, 0.5, 0.5], "alpha": 0.4 } } },
                  "cornerRadius": { "$type": "dimension", "$value": { "value": 10, "unit": "px" } },
                  "paddingHorizontal": { "$type": "dimension", "$value": { "value": 1, "unit": "rem" } },
                  "paddingVertical": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } },
                  "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } }
                },
                "plain": { "typography": { "$value": "{typography.label}" }, "foreground": { "$value": "{color.accent}" },
                           "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } }
              },
              "caption": { "$extensions": { "com.typesetter": { "component": "label" } },
                "typography": { "$value": "{typography.caption}" }, "foreground": { "$value": "{color.ink}" } }
            }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let model = try #require(result.model)
        #expect(model.components.map(\.origin.path) == ["button.plain", "button.primary", "caption"])
        // `plain` is one of SwiftUI's button styles: namespaced.
        #expect(model.components.map(\.origin.swiftName) == ["buttonPlain", "primary", "caption"])
        #expect(model.components.map(\.kind) == [.button, .button, .label])
        let primary = model.components[1]
        #expect(primary.definedStates == [.default, .pressed, .disabled])
        #expect(primary.typographyNames[.default] == "label")
        #expect(primary.colorNames[.background]?[.pressed] == "ink")
        #expect(primary.colorNames[.background]?[.disabled] == nil)
        let base = primary.style.base
        #expect(base.background?.any == DesignColor.Components(red: 0, green: 0.25, blue: 0.8, alpha: 1))
        #expect(base.paddingHorizontal == ScaledValue(16, relativeTo: .subheadline))
        #expect(base.cornerRadius == ScaledValue(10, relativeTo: .subheadline))
        #expect(primary.style.values(for: .pressed).background?.any.red == 0.07)
        // A state that sets only the background keeps every other role of default.
        #expect(primary.style.values(for: .pressed).paddingVertical == base.paddingVertical)
        #expect(primary.style.values(for: .disabled).background?.any.alpha == 0.4)
        #expect(primary.tokenPath(.foreground, .pressed) == "button.primary.foreground")
        // Component tokens are emitted with the component, not as plain colors and dimensions.
        #expect(model.colors.map(\.origin.path) == ["color.white", "color.ink", "color.accent", "color.gray77"])
        #expect(model.dimensions.isEmpty)
        #expect(model.typography.map(\.origin.path) == ["typography.label", "typography.caption", "typography.fixed"])
        // Lengths scale with the text style of the variant's typography (15 pt → Subheadline).
        #expect(model.components[2].style.base.typography?.size == 12)
    }

    @Test func contrastBelowAAIsAnErrorNamingStatesAppearancesAndSizes() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "button": { "$extensions": { "com.typesetter": { "component": "button" } },
                "gray": {
                  "typography": { "$value": "{typography.label}" },
                  "foreground": { "$value": "{color.white}" },
                  "background": { "default": { "$value": "{color.gray77}" }, "disabled": { "$value": "{color.white}" } },
                  "minHeight": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } }
                }
              }
            }
            """#)
        // 15 pt semibold is normal text up to xLarge (17 pt); from xxLarge (19 pt) it is large, where 3:1 is enough.
        // The disabled state (white on white) is exempt.
        #expect(
            located(result, .componentContrast) == [
                "15:7: button.gray (default): foreground on background is below WCAG AA contrast: 4.48:1 in light, light high contrast at xSmall…xLarge (5 of 12 sizes) [check.component-contrast]"
            ])
        #expect(result.diagnostics.first { $0.code == .componentContrast }?.severity == .error)
        #expect(located(result, .componentContrastHigh).isEmpty)
    }

    @Test func highContrastBelowSevenIsAWarning() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "badge": { "$extensions": { "com.typesetter": { "component": "badge" } },
                "info": { "typography": { "$value": "{typography.label}" }, "foreground": { "$value": "{color.white}" },
                          "background": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0, 0.4, 0.8] } } }
              }
            }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        #expect(
            located(result, .componentContrastHigh) == [
                "13:65: badge.info (default): foreground on background is below 7:1 with Increase Contrast on: 5.57:1 in light high contrast [check.component-contrast-high]"
            ])
    }

    @Test func shortButtonsAndFixedLabelsAreWarnings() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "button": { "$extensions": { "com.typesetter": { "component": "button" } },
                "compact": { "typography": { "$value": "{typography.caption}" }, "foreground": { "$value": "{color.ink}" },
                             "paddingVertical": { "$type": "dimension", "$value": { "value": 6, "unit": "px" } } }
              },
              "legal": { "$extensions": { "com.typesetter": { "component": "label" } },
                "typography": { "$value": "{typography.fixed}" }, "foreground": { "$value": "{color.ink}" } }
            }
            """#)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        // Caption 12 pt × 1.3 + 2 × 6 is 27.6 pt at Large; the line and padding grow with Dynamic Type and
        // pass 44 pt only at the accessibility sizes.
        #expect(
            located(result, .tapTarget) == [
                "14:18: button.compact: the button is 25.3 pt tall at xSmall, below the 44 pt tap target the HIG asks for, at xSmall…xxxLarge (7 of 12 sizes) [check.tap-target]"
            ])
        #expect(
            located(result, .labelFixedSize) == [
                "17:5: legal: the label's text stays 11 pt at every Dynamic Type size [check.label-fixed-size]"
            ])
    }

    /// Showcase's catalog draws each variant in each state it defines and each of the four appearances.
    @Test func catalogShowsEveryStateInEveryAppearance() throws {
        let folder = ScratchFolder()
        let config = repositoryRoot.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/typesetter.yml")
            .path
        let result = BuildPipeline.run(configPath: config, write: false, outputs: .catalog(at: folder.path))
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let page = try #require(result.outputs.first { $0.path.hasSuffix("index.html") })
        let html = String(decoding: page.contents, as: UTF8.self)
        #expect(html.contains(##"<a href="#components">Components (5)</a>"##))
        // badge 1 state, primary and secondary 3 each, caption 1, card 1: 9 rows × 4 appearances.
        #expect(html.components(separatedBy: "class=\"component-sample\"").count - 1 == 36)
        #expect(
            html.contains(
                #"data-component="component.button.primary" data-state="pressed" data-appearance="dark" data-contrast="10.78""#
            ))
        #expect(html.contains("exempt (disabled)"))
    }

    /// Through a resolver, every role has the appearances the configuration names: Showcase's link color is
    /// lighter in dark mode, and the check measures it there.
    @Test func rolesHaveEveryAppearanceAndTheContextListsThem() throws {
        let config = repositoryRoot.appendingPathComponent("Examples/Showcase/Sources/ShowcaseTokens/typesetter.yml")
            .path
        let result = BuildPipeline.run(configPath: config, write: false)
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let model = try #require(result.model)
        let secondary = try #require(model.components.first { $0.origin.path == "component.button.secondary" })
        let link = try #require(secondary.style.base.foreground)
        #expect(link.any == DesignColor.Components(red: 0, green: 0.3, blue: 0.7, alpha: 1))
        #expect(link.dark == DesignColor.Components(red: 0.4, green: 0.7, blue: 1, alpha: 1))
        #expect(secondary.colorNames[.foreground]?[.default] == "link")
        #expect(secondary.style.base.border?.color == link)
        // Light: 7.79:1 on white; dark: 8.71:1 on the near-black background.
        let light = try #require(
            ComponentChecker.contrast(secondary.style.base, in: .light))
        let dark = try #require(
            ComponentChecker.contrast(secondary.style.base, in: .dark))
        #expect(Contrast.formatted(light) == "7.79")
        #expect(Contrast.formatted(dark) == "8.71")
        #expect(!result.diagnostics.contains { $0.code == .componentContrast || $0.code == .tapTarget })

        let context = TemplateContext.make(model, options: result.config?.options ?? .init())
        let components = try #require(context["components"] as? [[String: Any]])
        #expect(components.map { $0["swiftName"] as? String } == ["badge", "primary", "secondary", "caption", "card"])
        let states = try #require(components[1]["states"] as? [[String: Any]])
        #expect(states.map { $0["state"] as? String } == ["default", "pressed", "disabled"])
        #expect(states[0]["typography"] as? String == "title")
    }

    /// A label without a background is measured on white (light) and black (dark), as on the system background.
    /// These tokens have no dark appearance, so only the light ones are checked.
    @Test func labelsWithoutBackgroundAreMeasuredOnTheAppearance() {
        let result = build(
            #"""
            {
            \#(Self.base),
              "hint": { "$extensions": { "com.typesetter": { "component": "label" } },
                "typography": { "$value": "{typography.caption}" },
                "foreground": { "$type": "color", "$value": { "colorSpace": "srgb", "components": [0.6, 0.6, 0.6] } } }
            }
            """#)
        #expect(
            located(result, .componentContrast) == [
                "14:5: hint (default): foreground on the appearance's background (white or black) is below WCAG AA contrast: 2.85:1 in light, light high contrast at all 12 sizes [check.component-contrast]"
            ])
    }

    /// With a dark appearance, text without a background is measured on black too: a near-black label color
    /// with no dark value is unreadable there.
    @Test func darkAppearancesAreCheckedWhenTheDesignSystemHasThem() {
        let ink = DesignColor(any: .init(red: 0.07, green: 0.07, blue: 0.09, alpha: 1))
        let label = ComponentEntry(
            kind: .label, origin: TokenOrigin(path: "note", swiftName: "note", location: "tokens.json:1:1"),
            componentPath: "note",
            style: ComponentStyle(.init(typography: Typography(size: 15), foreground: ink)))
        let model = DesignSystem(components: [label])
        let messages = { (appearances: [ComponentChecker.Appearance]) in
            ComponentChecker(resolution: .standard, appearances: appearances).check(model) { _ in nil }.map(\.message)
        }
        #expect(messages(ComponentChecker.appearances(darkDefined: false)).isEmpty)
        #expect(
            messages(ComponentChecker.appearances(darkDefined: true)) == [
                "note (default): foreground on the appearance's background (white or black) is below WCAG AA contrast: 1.12:1 in dark, dark high contrast at all 12 sizes"
            ])
    }
}
