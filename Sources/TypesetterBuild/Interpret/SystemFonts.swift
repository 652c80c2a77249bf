import TypesetterCore

/// Family names that mean the system font on iOS, in any of the spellings design tools and CSS use.
enum SystemFonts {
    /// The system design a family name asks for, or `nil` when the name is not the system font's.
    static func design(forFamily name: String) -> Typography.SystemDesign? {
        let key = name.lowercased().filter { !" -_".contains($0) }
        switch key {
        case "system", "systemui", "applesystem", "blinkmacsystemfont", "sfpro", "sfprotext", "sfprodisplay",
            "sanfrancisco", "sfui", "sfuitext", "sfuidisplay", ".sfui", "sansserif", "uisansserif":
            return .default
        case "sfprorounded", "uirounded", "rounded":
            return .rounded
        case "newyork", "serif", "uiserif":
            return .serif
        case "sfmono", "monospace", "uimonospace":
            return .monospaced
        default:
            return nil
        }
    }
}
