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
        guard let object = expectObject(node, "a transition {\"duration\", \"delay\", \"timingFunction\"}"),
            checkMembers(object, at: node, required: ["duration", "delay", "timingFunction"], optional: [], what: "transition"),
            let durationNode = object["duration"], let delayNode = object["delay"], let timingNode = object["timingFunction"]
        else { return nil }
        let duration = readDuration(durationNode)
        let delay = readDuration(delayNode)
        let timing = readCubicBezier(timingNode)
        guard let duration, let delay, let timing else { return nil }
        return TransitionValue(duration: duration, delay: delay, timingFunction: timing)
    }
}
