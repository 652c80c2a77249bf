import TypesetterCore

/// A `strokeStyle` value: a keyword, or a dash pattern with a line cap
/// (https://www.designtokens.org/tr/2025.10/format/#stroke-style).
public enum StrokeStyleValue: Sendable, Hashable {
    public enum Keyword: String, Sendable, Hashable, CaseIterable {
        case solid, dashed, dotted, double, groove, ridge, outset, inset
    }

    public enum LineCap: String, Sendable, Hashable, CaseIterable { case round, butt, square }

    case keyword(Keyword)
    case dashed(dashArray: [DimensionValue], lineCap: LineCap)
}

extension ValueReader {
    mutating func readStrokeStyle(_ node: JSONNode) -> StrokeStyleValue? {
        if let referenced = referencedValue(node, .strokeStyle, { $0.strokeStyle }) { return referenced }
        switch node.value {
        case .string(let text):
            guard let keyword = StrokeStyleValue.Keyword(rawValue: text) else {
                return invalid(
                    node,
                    "unknown strokeStyle \"\(text)\"; expected one of \(StrokeStyleValue.Keyword.allCases.map(\.rawValue).joined(separator: ", "))"
                )
            }
            return .keyword(keyword)
        case .object(let object):
            guard
                checkMembers(object, at: node, required: ["dashArray", "lineCap"], optional: [], what: "strokeStyle"),
                let dashNode = object["dashArray"], let capNode = object["lineCap"]
            else { return nil }
            guard case .array(let items) = dashNode.value else {
                return invalid(dashNode, "dashArray must be an array of dimensions, not \(describe(dashNode))")
            }
            guard !items.isEmpty else { return invalid(dashNode, "dashArray must not be empty") }
            var dashes: [DimensionValue] = []
            for item in items {
                guard let dimension = readDimension(item) else { return nil }
                dashes.append(dimension)
            }
            guard case .string(let capText) = capNode.value, let cap = StrokeStyleValue.LineCap(rawValue: capText)
            else {
                return invalid(capNode, "lineCap must be \"round\", \"butt\" or \"square\", not \(describe(capNode))")
            }
            return .dashed(dashArray: dashes, lineCap: cap)
        default:
            return invalid(node, "strokeStyle must be a keyword or {\"dashArray\", \"lineCap\"}, not \(describe(node))")
        }
    }
}

/// The `strokeStyle` type.
struct StrokeStyleKind: TokenValueKind {
    var type: TokenType { .strokeStyle }

    func member(_ segment: String, of style: StrokeStyleValue) -> ValuePart? {
        guard case .dashed(let dashes, let cap) = style else { return nil }
        switch segment {
        case "dashArray": return .nested(ListPart(dashes, what: "a dashArray") { .value(.dimension($0)) })
        case "lineCap": return .string(cap.rawValue)
        default: return nil
        }
    }
}

extension StrokeStyleValue: WritesItself {
    func write(to json: inout JSONWriter) {
        switch self {
        case .keyword(let keyword): json.string(keyword.rawValue)
        case .dashed(let dashes, let cap):
            json.object { json in
                json.key("dashArray"); json.array { json in for dash in dashes { dash.write(to: &json) } }
                json.key("lineCap"); json.string(cap.rawValue)
            }
        }
    }
}
