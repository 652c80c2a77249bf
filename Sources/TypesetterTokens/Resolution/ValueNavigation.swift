/// Follows the member segments of a JSON Pointer into a resolved value (`#/shadow/$value/color`,
/// `#/brand/$value/components/0`), so pointers see aliases inside composites already resolved. What each
/// segment names is the value type's (``TokenValueKind/member(_:of:)``).
enum ValueNavigation {
    static func navigate(_ value: TokenValue, _ segments: [String]) -> Result<ReferencedValue, NavigationError> {
        var place = ValuePart.value(value)
        for segment in segments {
            guard let next = place.member(segment) else {
                return .failure(NavigationError(segment: segment))
            }
            place = next
        }
        return .success(place.referenced)
    }

    struct NavigationError: Error { var segment: String }
}
