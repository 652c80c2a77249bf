import Foundation
import Testing
import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// The Emit stage's naming, on models built in code: what the Interpret stage hands over (paths, no names).
@Suite struct SwiftNamingTests {
    static func origin(_ path: String) -> TokenOrigin { TokenOrigin(path: path, location: "tokens.json:1:1") }
    static let blue = DesignColor(any: .init(red: 0, green: 0, blue: 1, alpha: 1))

    /// Names that every naming step leaves shared are numbered in token order, skipping a number another
    /// token's name already has; a name shared by thousands (an export repeated) is numbered in linear time.
    @Test func sharedNamesAreNumberedInTokenOrder() {
        let paths = ["gap.x-y", "gap.x y", "gap.xY", "gap.x--y"]
        var model = DesignSystem(
            dimensions: paths.map { DimensionEntry(origin: Self.origin($0), points: 1, textStyle: .body) })
        _ = SwiftNaming.assign(&model) { _ in nil }
        #expect(model.dimensions.map(\.origin.swiftName) == ["gapX_y", "gapX_y_2", "gapXY", "gapX_y_3"])

        var repeated = DesignSystem(
            dimensions: (0..<3000).map { index in
                DimensionEntry(origin: Self.origin(index % 2 == 0 ? "gap.x-y" : "gap.x y"), points: 1, textStyle: .body)
            })
        _ = SwiftNaming.assign(&repeated) { _ in nil }
        let names = repeated.dimensions.map(\.origin.swiftName)
        #expect(Set(names).count == 3000)
        #expect(names.last == "gapX_y_3000")
    }

    @Test func namesLeaveOutAKindGroupAndReportCollisionsAtBothTokens() throws {
        var model = DesignSystem(
            typography: [
                TypographyStyle(origin: Self.origin("typography.body.small"), typography: Typography(size: 15)),
                TypographyStyle(origin: Self.origin("body-small"), typography: Typography(size: 15)),
                TypographyStyle(origin: Self.origin("type.title"), typography: Typography(size: 28)),
            ],
            colors: [ColorEntry(origin: Self.origin("color.primary"), color: Self.blue)],
            dimensions: [DimensionEntry(origin: Self.origin("spacing.2xl"), points: 32, textStyle: .body)])
        let file = SourceFile(path: "tokens.json", bytes: Array("{}\n".utf8))
        let lines: [String: Int32] = ["typography.body.small": 3, "body-small": 7]
        let diagnostics = SwiftNaming.assign(&model) { path in
            lines[path].map { SourceLocation(file: file, line: $0, column: 5) }
        }
        // Different paths never share a name: the two that would are named apart (a warning).
        #expect(model.typography.map(\.origin.swiftName) == ["bodySmall", "body_small", "title"])
        #expect(model.colors.map(\.origin.swiftName) == ["primary"])
        #expect(model.colors.first?.assetName == "primary")
        #expect(model.dimensions.map(\.origin.swiftName) == ["spacing2xl"])
        let collision = try #require(diagnostics.first)
        #expect(diagnostics.count == 1)
        #expect(collision.code == .swiftNameCollision)
        #expect(collision.severity == .warning)
        #expect(
            collision.message
                == "the typography styles typography.body.small and body-small would both become the Swift name `bodySmall`; named apart: typography.body.small → `bodySmall`, body-small → `body_small`"
        )
        #expect(collision.location?.line == 7)
        #expect(collision.notes.first?.location?.line == 3)
    }

    @Test func familiesAreUniqueAndStylesAndComponentsReferToThemByName() throws {
        let inter = FontFamily(name: "Inter", faces: [.init(postScriptName: "Inter-Regular", weight: .regular)])
        let other = FontFamily(name: "inter", faces: [.init(postScriptName: "inter-Regular", weight: .regular)])
        var model = DesignSystem(
            typography: [
                TypographyStyle(origin: Self.origin("label"), typography: Typography(font: .custom(other), size: 17)),
                TypographyStyle(origin: Self.origin("body"), typography: Typography(font: .custom(inter), size: 17)),
            ],
            fontFamilies: [FontFamilyEntry(family: inter), FontFamilyEntry(family: other)],
            colors: [ColorEntry(origin: Self.origin("colors.accent"), color: Self.blue)],
            components: [
                ComponentEntry(
                    kind: .button, origin: Self.origin("button.plain"), componentPath: "button",
                    style: ComponentStyle(ComponentStyle.Values()), typographyStyles: [.default: "label"],
                    colors: [.foreground: [.default: "colors.accent"]]),
                ComponentEntry(
                    kind: .badge, origin: Self.origin("badge.primary"), componentPath: "badge",
                    style: ComponentStyle(ComponentStyle.Values())),
                ComponentEntry(
                    kind: .button, origin: Self.origin("button.primary"), componentPath: "button",
                    style: ComponentStyle(ComponentStyle.Values())),
            ])
        let diagnostics = SwiftNaming.assign(&model) { _ in nil }
        #expect(diagnostics.isEmpty)
        #expect(model.fontFamilies.map(\.swiftName) == ["inter", "inter_"])
        #expect(model.typography.map(\.fontFamilySwiftName) == ["inter_", "inter"])
        // `plain` is one of SwiftUI's button styles, `primary` is shared: both are namespaced by their path.
        #expect(model.components.map(\.origin.swiftName) == ["buttonPlain", "badgePrimary", "buttonPrimary"])
        #expect(model.components.first?.typographyNames == [.default: "label"])
        #expect(model.components.first?.colorNames == [.foreground: [.default: "accent"]])
    }

    /// The reserved button-style names are exactly the static members the SwiftUI transcription declares on
    /// `ButtonStyle` and `PrimitiveButtonStyle` (each with its page and platforms): a style SwiftUI adds is
    /// transcribed, and this test then fails until the generator reserves it.
    @Test func reservedButtonStyleNamesAreTheTranscriptions() throws {
        let transcription = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/AppleAPI/SwiftUI/SwiftUI.swift"), encoding: .utf8)
        var declared: Set<String> = []
        var inStyleExtension = false
        for line in transcription.split(separator: "\n", omittingEmptySubsequences: false) {
            let text = line.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("extension PrimitiveButtonStyle where Self == ")
                || text.hasPrefix("extension ButtonStyle where Self == ")
            {
                inStyleExtension = true
            } else if inStyleExtension, text == "}" {
                inStyleExtension = false
            } else if inStyleExtension,
                let range = text.range(of: #"static (var|func) (\w+)"#, options: .regularExpression)
            {
                declared.insert(String(text[range].split(separator: " ")[2]))
            }
        }
        #expect(declared.contains("link") && declared.contains("card") && declared.contains("accessoryBarAction"))
        #expect(
            SwiftNaming.swiftUIButtonStyleNames == declared,
            "not reserved: \(declared.subtracting(SwiftNaming.swiftUIButtonStyleNames).sorted()), not transcribed: \(SwiftNaming.swiftUIButtonStyleNames.subtracting(declared).sorted())"
        )
    }

    /// A button variant named like a SwiftUI style of any platform (`link` on macOS, `card` on tvOS) is
    /// namespaced by its path, so `.buttonStyle(.link)` stays SwiftUI's; other kinds get no `ButtonStyle`
    /// member and keep such a name (`.surfaceStyle(.card)`).
    @Test func buttonVariantsNamedLikeAnyPlatformsStyleAreNamespaced() {
        let names = ["link", "card", "accessoryBar", "accessoryBarAction", "glass", "primary"]
        var model = DesignSystem(
            components: names.map {
                ComponentEntry(
                    kind: .button, origin: Self.origin("button.\($0)"), componentPath: "button",
                    style: ComponentStyle(ComponentStyle.Values()))
            })
        #expect(SwiftNaming.assign(&model) { _ in nil }.isEmpty)
        #expect(
            model.components.map(\.origin.swiftName) == [
                "buttonLink", "buttonCard", "buttonAccessoryBar", "buttonAccessoryBarAction", "buttonGlass", "primary",
            ])
        var surfaces = DesignSystem(components: [
            ComponentEntry(
                kind: .surface, origin: Self.origin("surface.card"), componentPath: "surface",
                style: ComponentStyle(ComponentStyle.Values())),
            ComponentEntry(
                kind: .badge, origin: Self.origin("badge.state"), componentPath: "badge",
                style: ComponentStyle(ComponentStyle.Values())),
        ])
        #expect(SwiftNaming.assign(&surfaces) { _ in nil }.isEmpty)
        #expect(surfaces.components.map(\.origin.swiftName) == ["card", "badgeState"])
    }
}
