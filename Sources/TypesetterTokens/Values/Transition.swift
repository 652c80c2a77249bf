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
        if let referenced = referencedValue(node, .transition, { $0.transition }) { return referenced }
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
typealias TransitionKind = CompositeKind<TransitionValue>

extension TransitionValue: CompositeToken {
    static var type: TokenType { .transition }

    var members: KeyValuePairs<String, TokenValue> {
        ["duration": .duration(duration), "delay": .duration(delay), "timingFunction": .cubicBezier(timingFunction)]
    }
}
