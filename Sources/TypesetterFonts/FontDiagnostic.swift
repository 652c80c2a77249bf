/// A problem found while reading fonts that did not stop the reading: a value, rendered by the caller.
///
/// Warnings concern one face (a bad optional table, a PostScript name `UIFont(name:)` cannot use…);
/// errors concern a whole file or face that could not be read. ``code`` is stable for tools and tests.
public struct FontDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Hashable, Sendable {
        case warning, error
    }

    /// Stable identifiers, one per kind of problem.
    public enum Code: String, Hashable, Sendable {
        /// An optional table (OS/2, name, post, fvar) is malformed and was left out.
        case tableUnreadable = "table-unreadable"
        /// OS/2 is shorter than its version requires; the fields that are present were read.
        case os2Truncated = "os2-truncated"
        /// The face has no PostScript name (name ID 6).
        case postScriptNameMissing = "postscript-name-missing"
        /// The PostScript name is not 1–63 printable ASCII characters without `[](){}<>/%`.
        case postScriptNameInvalid = "postscript-name-invalid"
        /// `usWeightClass` is outside 1...1000.
        case weightClassOutOfRange = "weight-class-out-of-range"
        /// `unitsPerEm` is outside 16...16384.
        case unitsPerEmOutOfRange = "units-per-em-out-of-range"
        /// A file could not be opened or is not a supported font.
        case fileUnreadable = "file-unreadable"
        /// One face of a file could not be read (its required tables are missing or malformed).
        case faceUnreadable = "face-unreadable"
    }

    public var severity: Severity
    public var code: Code
    /// The file, when known.
    public var file: String?
    /// The face within the file, when the problem concerns one face.
    public var faceIndex: Int?
    /// The table concerned, e.g. `OS/2`.
    public var table: String?
    public var message: String

    public init(_ severity: Severity, _ code: Code, file: String? = nil, faceIndex: Int? = nil, table: String? = nil, message: String) {
        self.severity = severity
        self.code = code
        self.file = file
        self.faceIndex = faceIndex
        self.table = table
        self.message = message
    }

    /// `path#face: warning: OS/2: message [code]`, in the `path: severity: message` form editors pick up.
    public var description: String {
        var text = ""
        if let file {
            text += file
            if let faceIndex { text += "#\(faceIndex)" }
            text += ": "
        }
        text += severity.rawValue + ": "
        if let table { text += table + ": " }
        return text + message + " [\(code.rawValue)]"
    }
}
