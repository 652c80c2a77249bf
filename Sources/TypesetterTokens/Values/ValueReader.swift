import TypesetterCore

/// What a reference inside a value points to, after the referenced token was resolved.
enum ReferencedValue: Sendable, CustomStringConvertible {
    /// A whole token value, or a member of one that is itself a token type (a shadow's `color`).
    case value(TokenValue)
    /// An element of a gradient.
    case gradientStop(GradientStop)
    /// A string member (a fontFamily entry, a color space name).
    case string(String)
    /// Something with no token type (a components array); the text says what.
    case other(String)
    /// The reference failed and a diagnostic was already reported.
    case failed

    var description: String {
        switch self {
        case .value(let value): "a \(value.type) value"
        case .gradientStop: "a gradient stop"
        case .string: "a string"
        case .other(let what): what
        case .failed: "an unresolved value"
        }
    }
}

/// An alias inside a value, already parsed and found: where it is written, its text and the token it names.
struct KnownAlias {
    var location: SourceLocation
    var text: String
    var target: Int32
}

/// Reads one token's `$value` as a given ``TokenType``, replacing references via `lookup`.
///
/// One file per token type in Values/ extends this reader. Every failure appends a diagnostic and returns
/// `nil`; nothing throws.
struct ValueReader {
    var lenient: Bool
    var diagnostics: [Diagnostic] = []
    /// Resolves a reference found at a location; the resolver guarantees the target was resolved first.
    let lookup: (Reference, SourceLocation) -> ReferencedValue
    /// The value of the token at a position in the tree, for ``knownAliases``.
    let valueOfToken: (Int) -> ReferencedValue
    /// Aliases of the value being read whose targets the resolver already found (by where they are written):
    /// these are not parsed and looked up again.
    var knownAliases: ArraySlice<KnownAlias> = []
    /// Lenient mode: the members of the typography being read that are left out of it (``keepsStyle(without:read:since:at:)``),
    /// said once the style is known to be kept.
    var membersLeftOut: [(member: String, node: JSONNode, error: Int?)] = []
    /// Lenient mode: the unit of a dimension written as a bare number.
    var unitlessDimension: DimensionValue.Unit = .px
    /// Lenient mode: pixels per rem, to divide a line height in px by a font size in rem, and for CSS math
    /// that adds rem to viewport units (Lenient/CSS.swift).
    var remBase = 16.0
    /// Lenient mode: which export wrote the token being read, as far as its forms depend on it (a Tokens Studio
    /// `letterSpacing` or `lineHeights` token, a Figma plugin text style, `value` without `$`).
    var origin = TokenOrigin()
    /// Lenient mode: findings reported once per name for the whole resolution.
    var report = LenientReport()
    /// How lenient mode reads a JSON Pointer written in a file (the pointer, the file's path): for the note of
    /// strict mode's error and the reason of lenient mode's (``TokenTree/pointerReading(_:from:)``).
    var pointerReading: (String, String) -> TokenTree.PointerReading? = { _, _ in nil }
    /// Lenient mode: how many expressions of tokens kept as data the expression being read is nested in (0 for a
    /// token's own value; Lenient/TokensStudio+OtherOperands.swift). The parser of a nested expression copies
    /// the reader, so the depth travels with it.
    var expressionDepth = 0
    /// Lenient mode: the expressions of tokens kept as data that math read, each evaluated once per resolution.
    let dataExpressions = DataExpressions()

    init(
        lenient: Bool = false, lookup: @escaping (Reference, SourceLocation) -> ReferencedValue,
        valueOfToken: @escaping (Int) -> ReferencedValue
    ) {
        self.lenient = lenient
        self.lookup = lookup
        self.valueOfToken = valueOfToken
    }

    // MARK: The lenient forms

    /// The one hook of the lenient forms in the strict readers: the reading of the first form of
    /// ``LenientForm/all`` that reads `node` at `site`; `nil` in strict mode, or when no form reads it (the strict
    /// reader goes on).
    @inline(__always)
    mutating func lenientReading(
        _ site: LenientForm.Site, _ node: JSONNode, _ context: LenientForm.Context = LenientForm.Context()
    ) -> LenientForm.Reading? {
        guard lenient else { return nil }
        for reads in LenientForm.readers[site.rawValue] {
            if let reading = reads(&self, node, context) { return reading }
        }
        return nil
    }

    // MARK: References

    /// The alias written as `node` (a string) whose target the resolver already found, by where it is written.
    func knownAlias(of node: JSONNode) -> KnownAlias? {
        guard case .string(let text) = node.value else { return nil }
        return knownAliases.first { $0.location == node.location && $0.text == text }
    }

    func isReference(_ node: JSONNode) -> Bool {
        switch node.value {
        case .string(let text): ReferenceSyntax.parseAlias(text) != .notAReference
        case .object(let object): object["$ref"] != nil
        default: false
        }
    }

    /// `nil` when `node` is not a reference; otherwise what it points to (or `.failed`, already reported).
    mutating func resolveIfReference(_ node: JSONNode, expecting: TokenType?) -> ReferencedValue? {
        switch node.value {
        case .string(let text):
            if let known = knownAlias(of: node) {
                return valueOfToken(Int(known.target))
            }
            switch ReferenceSyntax.parseAlias(text) {
            case .notAReference:
                return nil
            case .malformed(let reason):
                // CSS with references inside (Lenient/CSS.swift); in strict mode an error that says so.
                if expecting == .color || (expecting == nil && CSS.colorFunction(text) != nil),
                    let css = readCSSColor(text, at: node, malformedReference: reason)
                {
                    return css.color.map { .value(.color($0)) } ?? .failed
                }
                // A CSS font stack with references among its names (Lenient/CSS+FontStack.swift).
                if expecting == .fontFamily, let value = readFontStack(text, at: node, malformedReference: reason) {
                    return value
                }
                // CSS math with viewport units (Lenient/CSS.swift); in strict mode an error that says so.
                if let value = readCSSMath(text, at: node, expecting: expecting, malformedReference: reason) {
                    return value
                }
                if lenient, let value = evaluateArithmetic(text, at: node, expecting: expecting) { return value }
                diagnostics.append(.error(.referenceMalformed, reason, at: node.location))
                return .failed
            case .reference(let reference):
                return lookup(reference, node.location)
            }
        case .object(let object):
            if lenient, object["$ref"] == nil, object["type"]?.string == "VARIABLE_ALIAS" {
                // Figma's variables API names the target by id, which a token file does not map to a path.
                diagnostics.append(
                    .error(
                        .referenceUnresolved,
                        "a Figma variable alias names its target by id (\(object["id"].map(describe) ?? "no id")), which does not say which token it is; export names, or write the reference as \"{group.token}\"",
                        at: node.location))
                return .failed
            }
            guard let pointerNode = object["$ref"] else { return nil }
            if object.members.count > 1 {
                diagnostics.append(
                    .error(.referenceMalformed, "an object with \"$ref\" must have no other members", at: node.location)
                )
                return .failed
            }
            guard case .string(let pointer) = pointerNode.value else {
                diagnostics.append(
                    .error(
                        .referenceMalformed, "\"$ref\" must be a string JSON Pointer such as \"#/color/red/$value\"",
                        at: pointerNode.location))
                return .failed
            }
            switch ReferenceSyntax.parsePointer(pointer) {
            case .success(let reference): return lookup(reference, pointerNode.location)
            case .failure(let problem):
                reportPointerProblem(problem, pointer, at: pointerNode.location)
                return .failed
            }
        default:
            return nil
        }
    }

    /// `node` read as a reference to a whole token of `type`, whose value `held` takes out of its case
    /// (`{ $0.color }`): `nil` when it is not a reference; otherwise the value it points to, or `.some(nil)` when
    /// the reference failed (already reported) or points to a value of another type (reported here).
    mutating func referencedValue<Value>(
        _ node: JSONNode, _ type: TokenType, _ held: (TokenValue) -> Value?
    ) -> Value?? {
        guard let reference = resolveIfReference(node, expecting: type) else { return nil }
        if case .value(let value) = reference, let value = held(value) { return value }
        return .some(mismatch(node, reference, expected: type))
    }

    /// A value of a lenient type that no Format Module value can hold, kept as data by the resolver: a CSS
    /// gradient string for a color, a multi-value shorthand (`"{space.sm} {space.xl}"`, `"4px 8px"`) for a
    /// dimension. The name says which; `nil` for anything else.
    static func unrepresentableForm(_ type: TokenType, _ node: JSONNode) -> String? {
        guard case .string(let text) = node.value else { return nil }
        switch type {
        case .color, .gradient:
            let lowered = text.trimmingSpaces.lowercased()
            return lowered.hasPrefix("linear-gradient(") || lowered.hasPrefix("radial-gradient(")
                || lowered.hasPrefix("conic-gradient(")
                ? "CSS gradient" : nil
        case .dimension:
            let parts = text.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard parts.count > 1 else { return nil }
            let allLengths = parts.allSatisfy { part in
                (part.hasPrefix("{") && part.hasSuffix("}")
                    && part.dropFirst().dropLast().allSatisfy { $0 != "{" && $0 != "}" })
                    || WrittenLength(String(part)).map { $0.unit.isEmpty || $0.unit == "px" || $0.unit == "rem" }
                        == true
            }
            return allLengths ? "multi-value shorthand" : nil
        default:
            return nil
        }
    }

    // MARK: Helpers shared by the type readers

    mutating func invalid<T>(
        _ node: JSONNode, _ message: String, code: DiagnosticCode = .invalidValue, fixIt: Diagnostic.FixIt? = nil
    ) -> T? {
        diagnostics.append(.error(code, message, at: node.location, fixIt: fixIt))
        return nil
    }

    mutating func mismatch<T>(_ node: JSONNode, _ found: ReferencedValue, expected: TokenType) -> T? {
        if case .failed = found { return nil }
        diagnostics.append(
            .error(
                .referenceTypeMismatch,
                "reference must point to a \(expected) value, but it points to \(found.description)", at: node.location)
        )
        return nil
    }

    mutating func expectObject(_ node: JSONNode, _ what: String) -> JSONObject? {
        guard case .object(let object) = node.value else {
            diagnostics.append(.error(.invalidValue, "expected \(what), not \(describe(node))", at: node.location))
            return nil
        }
        return object
    }

    /// Checks required and allowed members of a composite object. Lenient mode lets required members be
    /// missing (warned) and ignores unknown ones (warned). `required` names at most 64 members.
    mutating func checkMembers(
        _ object: JSONObject, at node: JSONNode, required: [String], optional: Set<String>, what: String,
        ignoring: Set<String> = []
    ) -> Bool {
        var ok = true
        // One bit per required member seen, so a missing one is known from this single pass (no search for
        // each). Composite types have at most six members.
        var requiredSeen: UInt64 = 0
        for position in object.members.indices {
            let key = object.members[position].key
            if let slot = required.firstIndex(where: { $0.isSameKey(as: key) }) {
                requiredSeen |= 1 << UInt64(slot)
                continue
            }
            // (Empty sets are skipped: asking one still hashes the key.)
            guard (optional.isEmpty || !optional.contains(key)) && (ignoring.isEmpty || !ignoring.contains(key))
            else { continue }
            let member = object.members[position]
            if lenient {
                diagnostics.append(
                    .warning(.lenientForm, "unknown \(what) member \"\(member.key)\" ignored", at: member.keyLocation))
            } else {
                diagnostics.append(
                    .error(
                        .unknownMember, "unknown \(what) member \"\(member.key)\"", at: member.keyLocation,
                        notes: Self.typeNamedMemberNotes(what, member)))
                ok = false
            }
        }
        if requiredSeen.nonzeroBitCount < required.count {
            let missing = required.indices.filter { requiredSeen & (1 << UInt64($0)) == 0 }
            let list = missing.map { "\"\(required[$0])\"" }.joined(separator: ", ")
            if lenient && what == "typography" {
                diagnostics.append(
                    .warning(
                        .lenientForm, "typography is missing \(list); the Format Module requires all five members",
                        at: node.location))
            } else {
                diagnostics.append(.error(.missingMember, "\(what) is missing \(list)", at: node.location))
                ok = false
            }
        }
        return ok
    }

    mutating func warnLenient(_ node: JSONNode, _ what: String, modern: String) {
        diagnostics.append(
            .warning(
                .lenientForm, "\(what) is a legacy form; the Format Module writes \(modern)", at: node.location,
                fixIt: .formatModuleForm(modern)))
    }

    func describe(_ node: JSONNode) -> String {
        switch node.value {
        case .string(let text): "\"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
        case .number(let number): formatted(number)
        case .bool(let flag): flag ? "true" : "false"
        default: node.value.kindDescription
        }
    }

    /// The value as written, short objects included (`{"value":0.05,"unit":"em"}`), for lenient warnings.
    func describeWritten(_ node: JSONNode) -> String {
        guard case .object = node.value else { return describe(node) }
        let text = node.jsonText
        return text.count > 60 ? String(text.prefix(60)) + "…" : text
    }
}

func formatted(_ number: Double) -> String { formatNumber(number) }

extension Diagnostic.FixIt {
    /// The fix-it of a lenient form: the Format Module's way to write the value.
    static func formatModuleForm(_ modern: String) -> Self { .init("use the Format Module form", replacement: modern) }
}

extension String {
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars = scalars.dropFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars = scalars.dropLast() }
        return String(scalars)
    }

    func replacingSpaces(with replacement: String) -> String {
        split(separator: " ", omittingEmptySubsequences: true).joined(separator: replacement)
    }
}
