// The codes of the Load, Parse and Resolve stages (see ``DiagnosticCode`` for how codes are named).
extension DiagnosticCode {
    // MARK: Parse (JSON)
    /// Not JSON: an unexpected character, an unterminated string, a bad number or escape.
    public static let jsonSyntax: DiagnosticCode = "json.syntax"
    /// The file is not valid UTF-8 (the offending byte is pointed at).
    public static let jsonInvalidUTF8: DiagnosticCode = "json.invalid-utf8"
    /// Nesting deeper than `JSONParser.maximumDepth`.
    public static let jsonTooDeep: DiagnosticCode = "json.too-deep"
    /// Warning: a key repeated in one object; the last one wins (RFC 8259 §4: names SHOULD be unique).
    public static let jsonDuplicateKey: DiagnosticCode = "json.duplicate-key"
    /// Warning: a `//` or `/* */` comment (JSONC).
    public static let jsonComment: DiagnosticCode = "json.comment"
    /// Warning: a trailing comma (JSONC).
    public static let jsonTrailingComma: DiagnosticCode = "json.trailing-comma"
    /// The JSON reader's codes: as an error, the file was not read as written (or not at all).
    public static let jsonReading: Set<DiagnosticCode> = [
        .jsonSyntax, .jsonInvalidUTF8, .jsonTooDeep, .jsonDuplicateKey, .jsonComment, .jsonTrailingComma, .jsonJSON5,
    ]

    // MARK: Parse (YAML token files, Lenient/YAML.swift)
    /// A YAML token file in strict mode (the Format Module is JSON; `--lenient` reads it), or in a build
    /// without the `Tool` trait, which has no YAML reader.
    public static let yamlFile: DiagnosticCode = "file.yaml"
    /// A Figma plugin's dump (variables2json's export, the Plugin API's style objects) in strict mode, which
    /// reads the Format Module only (`--lenient` reads it, Importers/FigmaStyleDump.swift).
    public static let figmaPluginDump: DiagnosticCode = "file.figma-plugin-dump"
    /// Lenient mode: a YAML file that does not read (a syntax error, a repeated or non-string key, more than
    /// one document, a bad merge key, aliases that expand past the limit).
    public static let yamlSyntax: DiagnosticCode = "yaml.syntax"

    // MARK: Format Module: structure (https://www.designtokens.org/tr/2025.10/format/#groups)
    /// A token document whose root is not an object.
    public static let documentNotObject: DiagnosticCode = "token.document-not-object"
    /// A token or group name that is empty, starts with `$`, or contains `{`, `}` or `.`.
    public static let invalidName: DiagnosticCode = "token.invalid-name"
    /// An object with `$value` that also has child tokens or groups, or a name used as both.
    public static let valueAndChildren: DiagnosticCode = "token.value-and-children"
    /// A property a token does not have (`customProp`), or an unknown `$` property (warning on groups).
    public static let unknownProperty: DiagnosticCode = "token.unknown-property"
    /// A `$type`, `$description`, `$deprecated`, `$extensions` of the wrong JSON kind; `$value` with `$ref`.
    public static let invalidProperty: DiagnosticCode = "token.invalid-property"
    /// A token whose type cannot be determined (no `$type` on it, its reference, or a group).
    public static let missingType: DiagnosticCode = "token.missing-type"
    /// A `$type` that is not a Format Module type.
    public static let unknownType: DiagnosticCode = "token.unknown-type"
    /// A token whose `$value` is `null`.
    public static let missingValue: DiagnosticCode = "token.missing-value"

    // MARK: $extends (https://www.designtokens.org/tr/2025.10/format/#extends)
    /// `$extends` names nothing.
    public static let extendsUnresolved: DiagnosticCode = "group.extends-unresolved"
    /// `$extends` names a token.
    public static let extendsNotGroup: DiagnosticCode = "group.extends-not-group"
    /// Groups that extend each other (every member reported), or a group extending its own ancestor or descendant.
    public static let extendsCycle: DiagnosticCode = "group.extends-cycle"

    // MARK: References (https://www.designtokens.org/tr/2025.10/format/#aliases-references)
    /// A string that misuses braces, or a JSON Pointer that breaks RFC 6901 or does not point into `$value`.
    public static let referenceMalformed: DiagnosticCode = "reference.malformed"
    /// A reference to a token (or member of its value) that does not exist.
    public static let referenceUnresolved: DiagnosticCode = "reference.unresolved"
    /// A reference to a group instead of a token.
    public static let referenceToGroup: DiagnosticCode = "reference.to-group"
    /// A token that is part of a reference cycle (each member reported).
    public static let referenceCycle: DiagnosticCode = "reference.cycle"
    /// A reference whose target has the wrong type for where it is used.
    public static let referenceTypeMismatch: DiagnosticCode = "reference.type-mismatch"

    // MARK: Values (https://www.designtokens.org/tr/2025.10/format/#types)
    /// A value that is not a valid value of its type.
    public static let invalidValue: DiagnosticCode = "value.invalid"
    /// A composite (or color, dimension, duration) value missing a required member.
    public static let missingMember: DiagnosticCode = "value.missing-member"
    /// A composite value with a member its type does not define.
    public static let unknownMember: DiagnosticCode = "value.unknown-member"
    /// A number outside its allowed range (color components, alpha, fontWeight, cubicBezier x).
    public static let outOfRange: DiagnosticCode = "value.out-of-range"

    // MARK: Several files
    /// Warning: two files define the same token differently; the later file wins.
    public static let mergeConflict: DiagnosticCode = "merge.conflict"

    // MARK: Resolver Module (https://www.designtokens.org/tr/2025.10/resolver/)
    /// A resolver document property of the wrong JSON kind, or an empty resolutionOrder.
    public static let resolverInvalid: DiagnosticCode = "resolver.invalid"
    /// A resolver `version` other than `"2025.10"`.
    public static let resolverVersion: DiagnosticCode = "resolver.version"
    /// A property the resolver schema does not define (root, set, modifier).
    public static let resolverUnknownProperty: DiagnosticCode = "resolver.unknown-property"
    /// A required resolver property is missing (`version`, `resolutionOrder`, `sources`, `contexts`, `type`, `name`).
    public static let resolverMissingProperty: DiagnosticCode = "resolver.missing-property"
    /// A `$ref` in a resolver that points to something it may not (a modifier from a set, a resolutionOrder item).
    public static let resolverReference: DiagnosticCode = "resolver.reference"
    /// Sets that include each other.
    public static let resolverCycle: DiagnosticCode = "resolver.cycle"
    /// The same set or modifier twice in resolutionOrder.
    public static let resolverDuplicateName: DiagnosticCode = "resolver.duplicate-name"
    /// A modifier with fewer than two contexts, or a `default` that names none of them.
    public static let resolverContext: DiagnosticCode = "resolver.context"

    // MARK: Lenient inputs (warnings naming the modern form)
    public static let lenientForm: DiagnosticCode = "lenient.legacy-form"

    // MARK: Lenient inputs: values and token tree (real-world files)
    /// Warning: tokens of a type the Format Module does not define, kept as data (one summary per type).
    public static let lenientKeptAsData: DiagnosticCode = "lenient.kept-as-data"
    /// Warning: members a Format Module value does not have, kept with the value but not used (one summary
    /// per member name).
    public static let lenientUnusedMember: DiagnosticCode = "lenient.unused-member"

    // MARK: Loading (lenient loading: JSON5, inputs, projects)
    /// Warning: JSON5 syntax (unquoted key, single quotes, hex, `+`, `.5`, `Infinity`…) in a `.json` file,
    /// accepted in lenient mode (a `.json5` file is JSON5 without a warning).
    public static let jsonJSON5: DiagnosticCode = "json.json5"
    /// A glob in the inputs matches no file, or a folder holds no token file.
    public static let inputNoMatch: DiagnosticCode = "file.no-match"
    /// Note: strict mode rejected a file in Style Dictionary or Tokens Studio form; `--lenient` reads it.
    public static let lenientSuggested: DiagnosticCode = "lenient.suggested"
}

extension DiagnosticCode {
    /// Whether the code reports how lenient mode reads a form (`lenient.*`), rather than a problem with a
    /// value: what is left of a run's diagnostics without these says what went wrong.
    public var isLenientRewrite: Bool { rawValue.hasPrefix("lenient.") }
}
