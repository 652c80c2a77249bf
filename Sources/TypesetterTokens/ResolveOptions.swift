/// Options for ``TokenResolver``.
public struct ResolveOptions: Sendable, Hashable {
    /// Accept legacy and Tokens Studio forms, each reported as a warning naming the modern form.
    public var lenient: Bool
    /// Lenient mode: the unit a dimension written as a bare number (`16`, `"16"`, `{"value": 16, "unit": ""}`)
    /// is taken to have. Each such value is reported with the unit assumed.
    public var unitlessDimension: DimensionValue.Unit
    /// Lenient mode: pixels per rem, where a line height in pixels meets a font size in rem and where CSS
    /// `clamp()` adds rem to viewport units (the CSS default 16; the build sets it from `options.remBase`).
    public var remBase: Double
    /// Lenient mode: the combinations of themes or modes the build needs (its `appearances:`, modifier or
    /// group → context), read even when the combinations are too many to read all (``ContextSelection``), and
    /// the combined contexts of themes without groups (`theme: "iOS + Dark"`).
    public var requestedContexts: [[String: String]]
    /// Gather repeats of one legacy form in a file as they are found: one warning whose
    /// ``Diagnostic/occurrences`` counts them, instead of one per token — what
    /// ``DiagnosticAggregation/aggregate(_:)`` would make of them, at a fraction of the memory. For callers that
    /// list diagnostics aggregated (the CLI without `--verbose`); a run over several contexts does not fold.
    public var gathersRepeatedForms = false
    /// Whether the first file is parsed on a thread of its own while its members are read
    /// (``JSONParser/parsePipelined(_:rootMembers:)``); `nil`: when ``JSONParser/readsInParallel(_:)`` says
    /// so. The result is the same either way (tests read small files both ways).
    var parsesInParallel: Bool?

    public init(
        lenient: Bool = false, unitlessDimension: DimensionValue.Unit = .px, remBase: Double = 16,
        requestedContexts: [[String: String]] = []
    ) {
        self.lenient = lenient
        self.unitlessDimension = unitlessDimension
        self.remBase = remBase
        self.requestedContexts = requestedContexts
    }
}
