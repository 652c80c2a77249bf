/// Tokens Studio color modifiers on resolved colors (TokensStudio+ColorModifiers.swift computes them).
extension ResolutionEngine {
    /// Reads every `$extensions["studio.tokens"].modify`, following a modifier written as a reference
    /// (`"modify": "{modifier}"`) to the raw value of the token it names.
    func findColorModifiers() {
        for index in tree.entries.indices {
            guard var node = tree.entries[index].extensions?["studio.tokens"]?.object?["modify"] else { continue }
            var hops = 0
            while case .string(let text) = node.value,
                case .reference(let reference) = ReferenceSyntax.parseAlias(text),
                hops < 16, let target = tokenIndex(forKey: reference.tokenKey, at: nil)
            {
                node = tree.entries[target].valueNode
                hops += 1
                // A token holding a modifier has no Format Module type: kept as data, not a missing type.
                if tree.entries[target].explicitType == nil, tree.entries[target].groupType == nil, node.object != nil {
                    tree.entries[target].explicitType = .data
                    tree.entries[target].dataTypeName = "color modifier"
                }
            }
            guard let object = node.object else {
                diagnostics.append(
                    .error(
                        .invalidValue,
                        "a Tokens Studio color modifier must be an object {\"type\", \"value\", \"space\"} or a reference to a token holding one",
                        at: node.location))
                tree.entries[index].broken = true
                continue
            }
            colorModifiers[index] = object
        }
    }

    /// Replaces a resolved color with its modified color, or reports why the modifier cannot apply.
    func applyColorModifier(_ index: Int, _ object: JSONObject) {
        guard let value = tree.entries[index].resolvedValue else { return }  // the value's own problem is reported
        let location = object.members.first?.value.location ?? tree.entries[index].location
        func fail(_ message: String, at place: SourceLocation? = nil) {
            diagnostics.append(.error(.invalidValue, message, at: place ?? location))
            tree.entries[index].resolvedValue = nil
        }
        guard case .color(let color) = value else {
            return fail("a Tokens Studio color modifier is on a \(value.type) token; it modifies colors only")
        }
        let kinds = ColorModifier.Kind.allCases.map(\.rawValue).joined(separator: ", ")
        guard let kindName = object["type"]?.string, let kind = ColorModifier.Kind(rawValue: kindName) else {
            return fail("a color modifier's \"type\" must be one of \(kinds)", at: object["type"]?.location)
        }
        let spaceName = object["space"]?.string ?? (kind == .alpha ? "srgb" : "")
        guard let space = ColorModifier.spaces[spaceName] else {
            return fail(
                "a color modifier's \"space\" must be srgb, hsl, lch or p3 (sd-transforms leaves the color unmodified otherwise)",
                at: object["space"]?.location)
        }
        var reader = self.reader
        reader.diagnostics.removeAll(keepingCapacity: true)
        reader.knownAliases = aliasSites[aliasSites.endIndex...]
        defer { diagnostics += reader.diagnostics }
        guard let amountNode = object["value"] else { return fail("a color modifier needs \"value\", the amount") }
        // An amount may name a token kept as data (Tokens Studio's `"type": "other"`) that holds a number.
        if case .string(let text) = amountNode.value, case .reference(let reference) = ReferenceSyntax.parseAlias(text),
            let target = tokenIndex(forKey: reference.tokenKey, at: nil),
            case .data(_, let json)? = tree.entries[target].resolvedValue,
            let number = Double(json)
        {
            return finish(amount: number)
        }
        guard case .number(let amount)? = reader.read(.number, amountNode) else {
            if reader.diagnostics.isEmpty {
                fail("a color modifier's \"value\" must be a number", at: amountNode.location)
            }
            tree.entries[index].resolvedValue = nil
            return
        }
        finish(amount: amount)

        func finish(amount: Double) {
            var mixColor: ColorValue?
            if kind == .mix {
                guard let colorNode = object["color"] else {
                    return fail("a mix modifier needs \"color\", the color to mix with")
                }
                guard case .color(let read)? = reader.read(.color, colorNode) else {
                    tree.entries[index].resolvedValue = nil
                    return
                }
                mixColor = read
            }
            let modifier = ColorModifier(kind: kind, space: space, amount: amount, mixColor: mixColor)
            guard let modified = modifier.apply(to: color) else {
                return fail("the color modifier cannot convert this color to \(spaceName)")
            }
            tree.entries[index].resolvedValue = .color(modified)
            tree.report.add(.lenientForm, "color-modifier:\(kindName)", at: location) { count in
                "\(LenientReport.count(count, "token")) with a Tokens Studio \(kindName) color modifier, computed as sd-transforms does; the Format Module has no modifiers: write the resulting color"
            }
        }
    }
}
