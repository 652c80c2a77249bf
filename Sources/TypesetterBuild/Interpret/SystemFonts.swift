import TypesetterCore

/// Family names that mean the system font on iOS, in any of the spellings design tools and CSS use: Apple's
/// own family names as Figma and Sketch show them (`SF Pro`, `SF Pro Text`, `SF Pro Display`, `SF Compact`,
/// `New York`, `SF Mono`), the CSS system keywords (`system-ui`, `-apple-system`, `BlinkMacSystemFont`,
/// `ui-sans-serif`…), and the CSS generic families (`sans-serif`, `serif`, `monospace`, `cursive`…), which
/// on iOS stand for the system font's designs.
enum SystemFonts {
    /// The system design a family name asks for, or `nil` when the name is not the system font's.
    static func design(forFamily name: String) -> Typography.SystemDesign? {
        let key = name.lowercased().filter { !" -_".contains($0) }
        switch key {
        case "system", "systemui", "applesystem", "blinkmacsystemfont", "sfpro", "sfprotext", "sfprodisplay",
            "sanfrancisco", "sfui", "sfuitext", "sfuidisplay", ".sfui", "sansserif", "uisansserif",
            "sfcompact", "sfcompacttext", "sfcompactdisplay", "cursive", "fantasy", "math", "emoji", "fangsong":
            return .default
        case "sfprorounded", "uirounded", "rounded":
            return .rounded
        case "newyork", "newyorksmall", "newyorkmedium", "newyorklarge", "newyorkextralarge", "serif", "uiserif":
            return .serif
        case "sfmono", "sfmonospaced", "monospace", "uimonospace":
            return .monospaced
        default:
            return nil
        }
    }
}
