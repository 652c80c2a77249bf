/// The commented configuration `typesetter init` writes.
public enum StarterConfig {
    public static let text = """
        # typesetter.yml — what `typesetter build` reads and writes.
        # Every path is relative to this file. Run `typesetter build --config typesetter.yml`.

        # Design token files (W3C DTCG JSON), merged in order: later files override earlier ones.
        tokens:
          - tokens/reference.json
          - tokens/typography.json

        # Or, instead of `tokens:`, a DTCG resolver document, and which of its contexts give the colors'
        # appearances (modifier: context). Unnamed modifiers keep their default context.
        # resolver: tokens/resolver.json
        # appearances:
        #   any: { theme: light }
        #   dark: { theme: dark }
        #   highContrast: { theme: light, contrast: high }
        #   darkHighContrast: { theme: dark, contrast: high }

        # Folders (or files) with the .ttf/.otf/.ttc font files the tokens' font families need.
        fonts:
          - Fonts

        output:
          swift: Generated/DesignTokens.swift      # Typography styles, font families, colors, dimensions
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
}
