/// A problem found while loading, parsing or resolving design tokens.
///
/// Diagnostics are values, never thrown: a run collects all of them, and the CLI renders them with
/// ``DiagnosticRenderer`` as human text, as `path:line:column: error: message`, or as JSON.
public struct Diagnostic: Error, Sendable, Hashable {
    /// How bad the problem is. Any ``Severity/error`` makes a token set unusable; warnings are advice.
    public enum Severity: String, Sendable, Hashable, Comparable {
        case error, warning, note

        private var rank: Int {
            switch self {
            case .error: 0
            case .warning: 1
            case .note: 2
            }
        }

        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A secondary location that explains the diagnostic ("defined here", "first defined here").
    public struct Note: Sendable, Hashable {
        /// What the note says.
        public var message: String
        /// Where it points, if anywhere.
        public var location: SourceLocation?

        public init(_ message: String, at location: SourceLocation? = nil) {
            self.message = message
            self.location = location
        }
    }

    /// An obvious edit that fixes the problem: replace the value at ``location`` with ``replacement``.
    public struct FixIt: Sendable, Hashable {
        /// What the edit does.
        public var message: String
        /// The text to put at the diagnostic's location.
        public var replacement: String

        public init(_ message: String, replacement: String) {
            self.message = message
            self.replacement = replacement
        }
    }

    /// Error, warning or note.
    public var severity: Severity
    /// The stable code (`reference.cycle`).
    public var code: DiagnosticCode
    /// One sentence, no trailing period.
    public var message: String
    /// Where the problem is (nil for file-level problems such as an unreadable file).
    public var location: SourceLocation?
    /// Related locations.
    public var notes: [Note]
    /// The obvious fix, if there is one.
    public var fixIt: FixIt?

    public init(
        _ severity: Severity, _ code: DiagnosticCode, _ message: String, at location: SourceLocation?,
        notes: [Note] = [], fixIt: FixIt? = nil
    ) {
        self.severity = severity
        self.code = code
        self.message = message
        self.location = location
        self.notes = notes
        self.fixIt = fixIt
    }

    static func error(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.error, code, message, at: location, notes: notes, fixIt: fixIt)
    }

    static func warning(
        _ code: DiagnosticCode, _ message: String, at location: SourceLocation?, notes: [Note] = [],
        fixIt: FixIt? = nil
    ) -> Diagnostic {
        Diagnostic(.warning, code, message, at: location, notes: notes, fixIt: fixIt)
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    public var containsErrors: Bool { contains { $0.severity == .error } }
}
