import TypesetterDiagnostics

// The build's diagnostic codes but the checks', by stage; each check's codes are in its own file in Check/
// (`Checker.rules`). Every code has an exact-text rendering test (`DiagnosticCodeCoverageTests`).
extension DiagnosticCode {
    // MARK: Config and themes
    public static let configUnreadable: DiagnosticCode = "config.unreadable"
    public static let configSyntax: DiagnosticCode = "config.syntax"
    public static let configUnknownKey: DiagnosticCode = "config.unknown-key"
    public static let configInvalid: DiagnosticCode = "config.invalid"
    public static let themeTokenMissing: DiagnosticCode = "build.theme-token-missing"
    public static let themeComponentUnthemed: DiagnosticCode = "build.theme-component-unthemed"
    // MARK: Interpret
    public static let typographyIncomplete: DiagnosticCode = "build.typography-incomplete"
    public static let fontFamilyMissing: DiagnosticCode = "build.font-family-missing"
    public static let fontFaceMissing: DiagnosticCode = "build.font-face-missing"
    public static let dimensionsInTypographyGroups: DiagnosticCode = "build.dimensions-in-typography-groups"
    public static let extensionInvalid: DiagnosticCode = "build.extension-invalid"
    public static let colorUnconvertible: DiagnosticCode = "build.color-unconvertible"
    public static let colorClipped: DiagnosticCode = "build.color-clipped"
    /// A component group that is not in the components format (unknown kind, role or state, wrong token type).
    public static let componentInvalid: DiagnosticCode = "build.component-invalid"
    // MARK: Emit
    public static let swiftNameInvalid: DiagnosticCode = "build.swift-name-invalid"
    public static let swiftNameCollision: DiagnosticCode = "build.swift-name-collision"
    public static let templateInvalid: DiagnosticCode = "build.template-invalid"
    public static let catalogFontUnreadable: DiagnosticCode = "catalog.font-unreadable"
    // MARK: Build (the pipeline and Write)
    public static let fontFolderMissing: DiagnosticCode = "build.font-folder-missing"
    public static let outputUnwritable: DiagnosticCode = "build.output-unwritable"
    /// `typesetter build` with a configuration that names nothing to write (no `output:`, no `templates:`).
    public static let noOutputs: DiagnosticCode = "build.no-outputs"
    public static let contextsNotChosen: DiagnosticCode = "build.contexts-not-chosen"
    /// The contexts the appearances choose hold no typography, while contexts the build does not read do.
    public static let typographyNotChosen: DiagnosticCode = "build.typography-not-chosen"
    public static let outputOutsideProject: DiagnosticCode = "build.output-outside-project"
    public static let outputNotOwned: DiagnosticCode = "build.output-not-owned"
    public static let outputKept: DiagnosticCode = "build.output-kept"
    public static let templateUnmarked: DiagnosticCode = "build.template-unmarked"
}
