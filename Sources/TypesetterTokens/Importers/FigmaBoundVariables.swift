/// Text styles whose members are bound to variables (lenient mode): a Plugin API `TextStyle` writes
/// `"boundVariables": {"fontSize": {"type": "VARIABLE_ALIAS", "id": "VariableID:1:2"}, …}`
/// (https://developers.figma.com/docs/plugins/api/TextStyle/#boundvariables), and a dump of such styles
/// often writes the bound members' own values as 0 or not at all. With the variables in the same export (the
/// same file or another given with it), each binding is followed to its variable:
///
/// - `fontSize`, `fontFamily`, `fontWeight` (or `fontStyle`, the style name), and `lineHeight` and
///   `letterSpacing` in `PIXELS` (or without a unit) become references to the variable's token
///   (`{font.size.body}`), so each context of the collections' modes resolves them in its own mode.
/// - `lineHeight` and `letterSpacing` in `PERCENT` cannot be a reference (the variable holds the percentage as a
///   number): the value of the variable in the mode being read is used, divided by 100 for a line height.
/// - A line height in pixels beside a bound fontSize is divided by the size in the mode being read.
///
/// A binding to a variable the export does not define leaves the style out with a warning naming the id.
extension FigmaVariables {
    /// The members a text style may bind, as `boundVariables` names them.
    static let boundTextFields = ["fontFamily", "fontSize", "fontWeight", "fontStyle", "lineHeight", "letterSpacing"]

    /// A binding followed: the reference to its variable's token, and the variable's value in the mode read
    /// (aliases followed; `nil` when it has none there).
    struct Binding {
        var reference: String
        var value: JSONNode?
    }

    /// Follows a bound variable's id to its ``Binding``; `nil` when the export does not define it.
    typealias Bindings = (String) -> Binding?

    /// The id of the variable a text style's `field` is bound to: one alias, or an array of one.
    static func boundID(_ style: JSONObject, _ field: String) -> (id: String, location: SourceLocation)? {
        guard let node = style["boundVariables"]?.object?[field] else { return nil }
        let alias = node.array?.first ?? node
        guard let object = alias.object, object["type"]?.string == "VARIABLE_ALIAS", let id = object["id"]?.string
        else { return nil }
        return (id, alias.location)
    }

    /// Whether a text style has any member bound to a variable.
    static func hasBoundMembers(_ node: JSONNode) -> Bool {
        guard let style = node.object else { return false }
        return boundTextFields.contains { boundID(style, $0) != nil }
    }

    /// The bindings of `export` in the chosen `modes` (each collection's default mode when not chosen).
    static func bindings(
        _ export: Export, byID: [String: Int], collections: [String: Collection], modes: [String: Mode]
    ) -> Bindings {
        func value(of index: Int, depth: Int) -> JSONNode? {
            let variable = export.variables[index]
            guard depth < 64, let collection = collections[variable.collectionID] else { return nil }
            let mode = modes[collection.id] ?? collection.modes[0]
            guard let node = variable.valuesByMode[mode.id] else { return nil }
            if let alias = node.object, alias["type"]?.string == "VARIABLE_ALIAS" {
                guard let id = alias["id"]?.string, let target = byID[id] else { return nil }
                return value(of: target, depth: depth + 1)
            }
            return node
        }
        return { id in
            guard let index = byID[id] else { return nil }
            return Binding(
                reference: "{" + export.variables[index].path.joined(separator: ".") + "}",
                value: value(of: index, depth: 0))
        }
    }

    /// A text style's `field` as its binding says, or `nil` when it is not bound; a failure when the variable
    /// is not in the export or, where its value is needed, has no number in the mode read.
    static func boundMember(
        _ style: JSONObject, _ field: String, what: String, bindings: Bindings?, needsNumber: Bool = false
    ) -> Result<(reference: JSONNode, number: Double?), BoundFailure>? {
        guard let (id, at) = boundID(style, field) else { return nil }
        guard let binding = bindings?(id) else {
            return .failure(
                BoundFailure(
                    message:
                        "\(what) has \(field) bound to variable \(id), which this export does not define; give the file of Figma's variables with it",
                    location: at))
        }
        let number = binding.value?.number
        if needsNumber, number == nil {
            return .failure(
                BoundFailure(
                    message:
                        "\(what) has \(field) bound to variable \(binding.reference), which has no number in the mode read",
                    location: at))
        }
        return .success((JSONNode(.string(binding.reference), at: at), number))
    }

    struct BoundFailure: Error {
        var message: String
        var location: SourceLocation
    }
}
