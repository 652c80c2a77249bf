/// One `shadow` layer (https://www.designtokens.org/tr/2025.10/format/#shadow). A shadow token holds one
/// object or an array of them; both resolve to `TokenValue.shadow([ShadowValue])`.
public struct ShadowValue: Sendable, Hashable {
    /// Shadow color.
    public var color: ColorValue
    /// Horizontal offset.
    public var offsetX: DimensionValue
    /// Vertical offset.
    public var offsetY: DimensionValue
    /// Blur radius.
    public var blur: DimensionValue
    /// Spread distance.
    public var spread: DimensionValue
    /// An inner shadow (false when omitted).
    public var inset: Bool
}

extension ValueReader {
    mutating func readShadow(_ node: JSONNode) -> [ShadowValue]? {
        if let reference = resolveIfReference(node, expecting: .shadow) {
            if case .value(.shadow(let shadows)) = reference { return shadows }
            return mismatch(node, reference, expected: .shadow)
        }
        if case .array(let items) = node.value {
            var shadows: [ShadowValue] = []
            for item in items {
                // An element is one shadow object (or a reference to a single shadow); nested arrays are not
                // shadows, which also keeps resolved values from growing exponentially.
                if let reference = resolveIfReference(item, expecting: .shadow) {
                    guard case .value(.shadow(let layers)) = reference, layers.count == 1, let layer = layers.first
                    else {
                        return mismatch(item, reference, expected: .shadow)
                    }
                    shadows.append(layer)
                    continue
                }
                guard case .object = item.value else {
                    return invalid(item, "shadow array entries must be shadow objects, not \(describe(item))")
                }
                guard let layer = readShadowLayer(item) else { return nil }
                shadows.append(layer)
            }
            return shadows
        }
        guard let layer = readShadowLayer(node) else { return nil }
        return [layer]
    }

    mutating func readShadowLayer(_ node: JSONNode) -> ShadowValue? {
        guard
            var object = expectObject(
                node, "a shadow {\"color\", \"offsetX\", \"offsetY\", \"blur\", \"spread\", \"inset\"?}")
        else {
            return nil
        }
        if lenient { object = lenientShadow(object, at: node) }
        // Every member present is read even when another is missing or bad: one pass reports them all.
        let membersOK = checkMembers(
            object, at: node, required: ["color", "offsetX", "offsetY", "blur", "spread"], optional: ["inset"],
            what: "shadow")
        let color = object["color"].flatMap { readColor($0) }
        let offsetX = object["offsetX"].flatMap { readDimension($0) }
        let offsetY = object["offsetY"].flatMap { readDimension($0) }
        let blur = object["blur"].flatMap { readDimension($0) }
        let spread = object["spread"].flatMap { readDimension($0) }
        var inset: Bool? = false
        if let insetNode = object["inset"] {
            if case .bool(let flag) = insetNode.value {
                inset = flag
            } else {
                diagnostics.append(
                    .error(
                        .invalidValue, "inset must be true or false, not \(describe(insetNode))", at: insetNode.location
                    ))
                inset = nil
            }
        }
        guard membersOK, let color, let offsetX, let offsetY, let blur, let spread, let inset else { return nil }
        return ShadowValue(color: color, offsetX: offsetX, offsetY: offsetY, blur: blur, spread: spread, inset: inset)
    }

    /// Tokens Studio (`x`, `y`, `type: "innerShadow"`) and Figma plugin (`radius`, `shadowType`) shadow
    /// members under their Format Module names, and a missing `blur` or `spread` (Style Dictionary) as 0.
    /// Each rename is reported where it is, with its fix-it.
    mutating func lenientShadow(_ object: JSONObject, at node: JSONNode) -> JSONObject {
        var members: [JSONMember] = []
        members.reserveCapacity(object.members.count + 2)
        for member in object.members {
            var renamed = member
            switch member.key {
            case "x" where object["offsetX"] == nil: renamed.key = "offsetX"
            case "y" where object["offsetY"] == nil: renamed.key = "offsetY"
            case "radius" where object["blur"] == nil: renamed.key = "blur"
            case "type" where object["inset"] == nil, "shadowType" where object["inset"] == nil:
                guard case .string(let kind) = member.value.value, kind == "innerShadow" || kind == "dropShadow" else {
                    break
                }
                renamed.key = "inset"
                renamed.value = JSONNode(.bool(kind == "innerShadow"), at: member.value.location)
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "shadow member \"\(member.key)\": \"\(kind)\" is a Tokens Studio or Figma form; the Format Module writes \"inset\": \(kind == "innerShadow")",
                        at: member.keyLocation,
                        fixIt: .init("use the Format Module member", replacement: "\"inset\": \(kind == "innerShadow")")
                    ))
                members.append(renamed)
                continue
            default: break
            }
            if renamed.key != member.key {
                let modern = renamed.key
                diagnostics.append(
                    .warning(
                        .lenientForm,
                        "shadow member \"\(member.key)\" is a Tokens Studio or Figma form; the Format Module writes \"\(modern)\"",
                        at: member.keyLocation,
                        fixIt: .init("use the Format Module member", replacement: "\"\(modern)\"")))
            }
            members.append(renamed)
        }
        var result = JSONObject(members: members)
        for missing in ["blur", "spread"]
        where result[missing] == nil && (result["offsetX"] != nil || result["offsetY"] != nil) {
            diagnostics.append(
                .warning(
                    .lenientForm,
                    "shadow has no \"\(missing)\"; read as 0, and the Format Module writes \"\(missing)\": {\"value\": 0, \"unit\": \"px\"}",
                    at: node.location))
            result.members.append(
                JSONMember(
                    key: missing, keyLocation: node.location,
                    value: JSONNode(
                        .object(
                            JSONObject(members: [
                                JSONMember(
                                    key: "value", keyLocation: node.location,
                                    value: JSONNode(.number(0), at: node.location)),
                                JSONMember(
                                    key: "unit", keyLocation: node.location,
                                    value: JSONNode(.string("px"), at: node.location)),
                            ])), at: node.location)))
        }
        return result
    }
}
