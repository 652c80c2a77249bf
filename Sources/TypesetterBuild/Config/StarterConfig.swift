/// What `typesetter init` writes: a commented configuration and a small token file in the system font, which
/// build and catalog at once with no error and no warning (a first run that fails teaches nothing).
public enum StarterConfig {
    /// Where the token file goes, relative to the configuration's folder.
    public static let tokensPath = "tokens/typography.json"

    /// The configuration.
    public static let text = """
        # typesetter.yml — what `typesetter build` reads and writes.
        # Every path is relative to this file.

        # Design token files (W3C DTCG JSON), merged in order: later files override earlier ones.
        tokens:
          - \(tokensPath)

        # Or, instead of `tokens:`, a DTCG resolver document, and which of its contexts give the colors'
        # appearances (modifier: context). Unnamed modifiers keep their default context.
        # resolver: tokens/resolver.json
        # appearances:
        #   any: { theme: light }
        #   dark: { theme: dark }
        #   highContrast: { theme: light, contrast: high }
        #   darkHighContrast: { theme: dark, contrast: high }

        # Folders (or files) with the .ttf/.otf/.ttc font files the tokens' font families need. The starter's
        # styles are in the system font, which needs none; list a folder here once the tokens name a family.
        # fonts:
        #   - Fonts

        output:
          swift: Generated/DesignTokens.swift      # Typography styles, font families, colors, dimensions
          catalog: Generated/Catalog               # the catalog site: every style at every size (typesetter catalog)
          # assetCatalog: Generated/Colors.xcassets # one colorset per color token (may be the app's own catalog)
          # fontList: Generated/UIAppFonts.txt      # the font files to list in Info.plist UIAppFonts
          # json: Generated/design-system.json      # the model, as templates receive it (typesetter dump-context)

        # Stencil templates, each rendered to its own file (`typesetter template list` shows the built-in ones).
        # templates:
        #   - template: builtin:styles-enum
        #     output: Generated/TypographyToken.swift

        options:
          accessLevel: public                # public, package or internal
          namespace: DesignTokens            # the enum holding font families, colors and dimensions
          lenient: false                     # accept Style Dictionary / Tokens Studio forms, with warnings
          remBase: 16                        # points per rem
          lineHeightScaling: proportional    # or textStyleLeading: follow Apple's leading curve
          boldText: oneStepHeavier           # or unchanged
          categories: xSmall...accessibility5
          # maximumPointSize: 64
          dimensionsRelativeTo: body         # a text style, or fixed
          missingFontFamily: error           # or systemFont: a family not in `fonts:` falls back, with a warning

        """

    /// The token file: five styles in the system font, one family token they refer to. Each passes every check
    /// at all twelve sizes.
    public static let tokens: String = {
        let styles: [(name: String, description: String, size: Int, weight: Int, lineHeight: String)] = [
            ("largeTitle", "The screen's title.", 34, 700, "1.2"),
            ("title", "A section's title.", 28, 700, "1.2"),
            ("headline", "Emphasized text: a list row's title.", 17, 600, "1.3"),
            ("body", "Running text.", 17, 400, "1.3"),
            ("caption", "Secondary text under images and in footnotes.", 12, 400, "1.3"),
        ]
        let entries = styles.map { style in
            """
              "\(style.name)": {
                "$type": "typography",
                "$description": "\(style.description)",
                "$value": {
                  "fontFamily": "{fontFamily.system}",
                  "fontSize": { "value": \(style.size), "unit": "px" },
                  "fontWeight": \(style.weight),
                  "lineHeight": \(style.lineHeight),
                  "letterSpacing": { "value": 0, "unit": "px" }
                }
              }
            """
        }
        return """
            {
              "fontFamily": {
                "system": {
                  "$type": "fontFamily",
                  "$value": "SF Pro",
                  "$description": "The system font; a family of your own needs its font files under `fonts:`."
                }
              },

            """ + entries.joined(separator: ",\n") + "\n}\n"
    }()
}
