import TypesetterCore

/// A `transition` composite (https://www.designtokens.org/tr/2025.10/format/#transition).
public struct TransitionValue: Sendable, Hashable {
    /// How long the transition runs.
    public var duration: DurationValue
    /// How long before it starts.
    public var delay: DurationValue
    /// Its easing curve.
    public var timingFunction: CubicBezierValue
}

extension ValueReader {
    mutating func readTransition(_ node: JSONNode) -> TransitionValue? {
        if let reference = resolveIfReference(node, expecting: .transition) {
            if case .value(.transition(let transition)) = reference { return transition }
            return mismatch(node, reference, expected: .transition)
        }
        guard let object = expectObject(node, "a transition {\"duration\", \"delay\", \"timingFunction\"}") else {
            return nil
        }
        // Every member present is read even when another is missing or bad: one pass reports them all.
        let membersOK = checkMembers(
            object, at: node, required: ["duration", "delay", "timingFunction"], optional: [], what: "transition")
        let duration = object["duration"].flatMap { readDuration($0) }
        let delay = object["delay"].flatMap { readDuration($0) }
        let timing = object["timingFunction"].flatMap { readCubicBezier($0) }
        guard membersOK, let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }
}

/// The `transition` type.
struct TransitionKind: TokenValueKind {
    var type: TokenType { .transition }

    func read(_ node: JSONNode, with reader: inout ValueReader) -> TokenValue? {
        reader.readTransition(node).map(TokenValue.transition)
    }

    func member(_ segment: String, of transition: TransitionValue) -> ValuePart? {
        let parts: [String: TokenValue] = [
            "duration": .duration(transition.duration), "delay": .duration(transition.delay),
            "timingFunction": .cubicBezier(transition.timingFunction),
        ]
        return parts[segment].map(ValuePart.value)
    }
}

extension TransitionValue: WritesItself {
    func write(to json: inout JSONWriter) {
        json.object { json in
            json.key("duration"); duration.write(to: &json)
            json.key("delay"); delay.write(to: &json)
            json.key("timingFunction"); CubicBezierKind().write(timingFunction, to: &json)
        }
    }
}
