// SwiftUI's exact line height (`lineHeight(_:)` and the `lineHeight` attribute, the 26 releases), compiled in only
// against an SDK that has it. The SDK decides, not the compiler: a Swift 6.2 toolchain can build against an older
// SDK. The check reads the version of SwiftUICore, the module under SwiftUI since the 2024 SDKs: 7 from the 26 SDKs
// on (7.2.5 in iOS 26.2; 6.5.4 in macOS 15.5; none in iOS 17.4). Not SwiftUI's own version (also 7.2.5 in iOS
// 26.2): after a plain `canImport(SwiftUI)` elsewhere in the module, Swift 6.3 cannot read it ("cannot find user
// version number … version number ignored", found against the macOS 15.5 SDK) and takes the branch regardless.
// The one check is here, at the top level; the views and attribute containers call what it compiles in.

#if canImport(SwiftUICore, _version: 7.0)
    import SwiftUI
    import TypesetterCore

    /// Whether `lineHeight(.exact(points:))` exists at run time (and was compiled in).
    var exactLineHeightAvailable: Bool {
        if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) { return true }
        return false
    }

    extension View {
        /// The view at an exact line height where the system has it (``exactLineHeightAvailable``).
        @ViewBuilder
        func exactLineHeight(_ points: Double) -> some View {
            if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
                lineHeight(.exact(points: points))
            } else {
                self
            }
        }
    }

    extension AttributeContainer {
        /// Sets the exact line height of `resolved` where the system has the attribute.
        mutating func setExactLineHeight(of resolved: ResolvedTypography) {
            if #available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *),
                case .exact(let points) = resolved.swiftUILineLayout(exactLineHeightAvailable: true)
            {
                self.swiftUI.lineHeight = .exact(points: points)
            }
        }
    }
#elseif canImport(SwiftUI)
    import SwiftUI
    import TypesetterCore

    /// An SDK before the 26 releases: no exact line height to compile in.
    var exactLineHeightAvailable: Bool { false }

    extension View {
        func exactLineHeight(_ points: Double) -> some View { self }
    }

    extension AttributeContainer {
        mutating func setExactLineHeight(of resolved: ResolvedTypography) {}
    }
#endif
