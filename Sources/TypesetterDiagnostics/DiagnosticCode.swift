/// A stable, descriptive identifier for a kind of problem, e.g. `reference.cycle`.
///
/// Codes never change meaning once published: tools and tests may match on them. The part before the dot
/// names the pipeline stage or spec area: `file` here; `json`, `token`, `group`, `reference`, `value`,
/// `resolver`, `merge` and `lenient` in TypesetterTokens; `font` in TypesetterFonts; `config`, `build`, `check`,
/// `template` and `catalog` in TypesetterBuild. Each module declares its codes as static members of this type.
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    /// The code as written in output, e.g. `reference.cycle`.
    public var rawValue: String
    /// Wraps a code string.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Wraps a code string literal.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The code as written in output.
    public var description: String { rawValue }

    // MARK: Load
    /// A file could not be read.
    public static let fileUnreadable: DiagnosticCode = "file.unreadable"
}
