// SwiftUICore, the module under SwiftUI in the 2024 SDKs and later: empty here. check-apple-api gives it the 26
// SDKs' module version (7.2.5 in iOS 26.2), which the runtime's `canImport(SwiftUICore, _version: 7.0)` reads to
// know the SDK has the exact line height (Sources/Typesetter/ExactLineHeight.swift).
