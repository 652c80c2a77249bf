/// A stable, descriptive identifier for a kind of problem, e.g. `reference.cycle`.
///
/// Codes never change meaning once published: tools and tests may match on them. The part before the dot
/// names the pipeline stage or spec area (`json`, `token`, `group`, `reference`, `value`, `resolver`, `merge`,
/// `lenient`, `file`).
public struct DiagnosticCode: RawRepresentable, Sendable, Hashable, CustomStringConvertible,
    ExpressibleByStringLiteral
{
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    // MARK: Load
    /// A file could not be read.
    public static let fileUnreadable: DiagnosticCode = "file.unreadable"

    // MARK: Parse (JSON)
    public static let jsonSyntax: DiagnosticCode = "json.syntax"
    public static let jsonInvalidUTF8: DiagnosticCode = "json.invalid-utf8"
    public static let jsonTooDeep: DiagnosticCode = "json.too-deep"
    public static let jsonDuplicateKey: DiagnosticCode = "json.duplicate-key"
    /// Warning: a `//` or `/* */` comment (JSONC).
    public static let jsonComment: DiagnosticCode = "json.comment"
    /// Warning: a trailing comma (JSONC).
    public static let jsonTrailingComma: DiagnosticCode = "json.trailing-comma"

    // MARK: Format Module: structure (https://www.designtokens.org/tr/2025.10/format/#groups)
    public static let documentNotObject: DiagnosticCode = "token.document-not-object"
    public static let invalidName: DiagnosticCode = "token.invalid-name"
    public static let valueAndChildren: DiagnosticCode = "token.value-and-children"
    public static let unknownProperty: DiagnosticCode = "token.unknown-property"
    public static let invalidProperty: DiagnosticCode = "token.invalid-property"
    public static let missingType: DiagnosticCode = "token.missing-type"
    public static let unknownType: DiagnosticCode = "token.unknown-type"
    public static let missingValue: DiagnosticCode = "token.missing-value"
    public static let nestingTooDeep: DiagnosticCode = "token.nesting-too-deep"

    // MARK: $extends (https://www.designtokens.org/tr/2025.10/format/#extends)
    public static let extendsUnresolved: DiagnosticCode = "group.extends-unresolved"
    public static let extendsNotGroup: DiagnosticCode = "group.extends-not-group"
    public static let extendsCycle: DiagnosticCode = "group.extends-cycle"

    // MARK: References (https://www.designtokens.org/tr/2025.10/format/#aliases-references)
    public static let referenceMalformed: DiagnosticCode = "reference.malformed"
    public static let referenceUnresolved: DiagnosticCode = "reference.unresolved"
    public static let referenceToGroup: DiagnosticCode = "reference.to-group"
    public static let referenceCycle: DiagnosticCode = "reference.cycle"
    public static let referenceTypeMismatch: DiagnosticCode = "reference.type-mismatch"

    // MARK: Values (https://www.designtokens.org/tr/2025.10/format/#types)
    public static let invalidValue: DiagnosticCode = "value.invalid"
    public static let missingMember: DiagnosticCode = "value.missing-member"
    public static let unknownMember: DiagnosticCode = "value.unknown-member"
    public static let outOfRange: DiagnosticCode = "value.out-of-range"

    // MARK: Several files
    /// Warning: two files define the same token differently; the later file wins.
    public static let mergeConflict: DiagnosticCode = "merge.conflict"

    // MARK: Resolver Module (https://www.designtokens.org/tr/2025.10/resolver/)
    public static let resolverInvalid: DiagnosticCode = "resolver.invalid"
    public static let resolverVersion: DiagnosticCode = "resolver.version"
    public static let resolverUnknownProperty: DiagnosticCode = "resolver.unknown-property"
    public static let resolverMissingProperty: DiagnosticCode = "resolver.missing-property"
    public static let resolverReference: DiagnosticCode = "resolver.reference"
    public static let resolverCycle: DiagnosticCode = "resolver.cycle"
    public static let resolverDuplicateName: DiagnosticCode = "resolver.duplicate-name"
    public static let resolverContext: DiagnosticCode = "resolver.context"

    // MARK: Lenient inputs (warnings naming the modern form)
    public static let lenientForm: DiagnosticCode = "lenient.legacy-form"
}
