import TypesetterDiagnostics

/// `$extensions["com.typesetter"].fit`: the width and lines a style's text must fit in, and the text to try.
public struct FitBudget: Hashable, Sendable {
    /// The width available, in points (343 is an iPhone's width less the standard margins).
    public var width: Double
    /// The lines allowed (`lineLimit`); 0 for no limit, where only words broken across lines are reported.
    public var lines: Int
    /// The text to measure; `nil` uses the style's catalog sample, then the configuration's.
    public var sample: String?
    /// Where `fit` is written.
    public var location: SourceLocation?

    public init(width: Double, lines: Int = 1, sample: String? = nil, location: SourceLocation? = nil) {
        self.width = width
        self.lines = lines
        self.sample = sample
        self.location = location
    }
}
