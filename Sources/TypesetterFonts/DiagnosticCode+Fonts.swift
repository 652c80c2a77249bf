// The codes of font reading (see ``DiagnosticCode`` for how codes are named). A file that cannot be opened
// or is not a supported font is the shared `file.unreadable`.
extension DiagnosticCode {
    /// Error: one face of a file could not be read (its required tables are missing or malformed).
    public static let faceUnreadable: DiagnosticCode = "font.face-unreadable"
    /// Warning: an optional table (OS/2, name, post, fvar) is malformed and was left out.
    public static let tableUnreadable: DiagnosticCode = "font.table-unreadable"
    /// Warning: OS/2 is shorter than its version requires; the fields that are present were read.
    public static let os2Truncated: DiagnosticCode = "font.os2-truncated"
    /// Warning: the face has no PostScript name (name ID 6).
    public static let postScriptNameMissing: DiagnosticCode = "font.postscript-name-missing"
    /// Warning: the PostScript name is not 1–63 printable ASCII characters without `[](){}<>/%`.
    public static let postScriptNameInvalid: DiagnosticCode = "font.postscript-name-invalid"
    /// Warning: `usWeightClass` is outside 1...1000.
    public static let weightClassOutOfRange: DiagnosticCode = "font.weight-class-out-of-range"
    /// Warning: `unitsPerEm` is outside 16...16384.
    public static let unitsPerEmOutOfRange: DiagnosticCode = "font.units-per-em-out-of-range"
    /// Warning: faces of two different files have the same PostScript name; `UIFont(name:)` finds only one.
    public static let postScriptNameDuplicate: DiagnosticCode = "font.postscript-name-duplicate"
}
