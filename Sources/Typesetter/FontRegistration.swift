// Registers bundled font files with the system so `UIFont(name:size:)`, `NSFont(name:size:)` and
// `Font.custom(_:fixedSize:)` find their PostScript names. Compiles everywhere (generated code calls it);
// registers only where CoreText exists.

import Foundation
import TypesetterCore

#if canImport(CoreText)
    import CoreText
#endif

/// Registration of custom font files, once per process.
public enum FontRegistration {
    /// A file that could not be registered, and why.
    public struct Failure: Hashable, Sendable, CustomStringConvertible {
        public enum Reason: Hashable, Sendable {
            /// The bundle has no resource of that name (is the file in the target's resources, and is the
            /// bundle `Bundle.module` for a package target?).
            case notInBundle(bundlePath: String)
            /// CoreText rejected the file; the text is the `CFError`'s description.
            case rejected(String)
            /// The platform has no CoreText (Linux): nothing can be registered.
            case unsupportedPlatform
        }

        public var fileName: String
        public var reason: Reason

        public init(fileName: String, reason: Reason) {
            self.fileName = fileName
            self.reason = reason
        }

        public var description: String {
            switch reason {
            case .notInBundle(let path): "\(fileName): not found in the bundle at \(path)"
            case .rejected(let message): "\(fileName): CoreText rejected it: \(message)"
            case .unsupportedPlatform: "\(fileName): this platform has no CoreText to register fonts with"
            }
        }
    }

    /// Registers the file of every face of `families` that the system cannot already find by its PostScript
    /// name (Info.plist `UIAppFonts`, or an earlier call, registered it), looking for the file in `bundle`:
    /// `Bundle.module` when the fonts are resources of a Swift package target, `Bundle.main` for an app
    /// target. A package's resource bundle is not among `Bundle.allBundles` until something loads it, which
    /// is why the bundle is a parameter and not searched for. Each file is registered at most once per
    /// process (registering twice is an error in CoreText). Returns the files that failed, with the reason.
    @discardableResult
    public static func register(_ families: [FontFamily], bundle: Bundle) -> [Failure] {
        let files = FontFileRegistration.files(of: families)
        #if canImport(CoreText)
            return registry.register(files, bundle: bundle)
        #else
            return files.map { file in
                locate(file, in: bundle) == nil
                    ? Failure(fileName: file.fileName, reason: .notInBundle(bundlePath: bundle.bundlePath))
                    : Failure(fileName: file.fileName, reason: .unsupportedPlatform)
            }
        #endif
    }

    /// The URL of `file` in `bundle`: at the bundle's resource root, where Xcode and SwiftPM's `.process`
    /// rule put fonts, or under a `Fonts` folder (SwiftPM's `.copy("Fonts")`).
    public static func locate(_ file: FontFileRegistration, in bundle: Bundle) -> URL? {
        bundle.url(forResource: file.resourceName, withExtension: file.resourceExtension)
            ?? bundle.url(forResource: file.resourceName, withExtension: file.resourceExtension, subdirectory: "Fonts")
    }

    #if canImport(CoreText)
        private static let registry = Registry()

        private final class Registry: @unchecked Sendable {
            // Guards `registered`; registration may be called from any thread.
            private let lock = NSLock()
            private var registered: Set<String> = []

            func register(_ files: [FontFileRegistration], bundle: Bundle) -> [Failure] {
                lock.lock()
                defer { lock.unlock() }
                var failures: [Failure] = []
                for file in files where !registered.contains(file.fileName) {
                    if file.postScriptNames.contains(where: isAvailable(postScriptName:)) {
                        registered.insert(file.fileName)
                        continue
                    }
                    guard let url = FontRegistration.locate(file, in: bundle) else {
                        failures.append(
                            Failure(fileName: file.fileName, reason: .notInBundle(bundlePath: bundle.bundlePath)))
                        continue
                    }
                    var error: Unmanaged<CFError>?
                    if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) {
                        registered.insert(file.fileName)
                    } else {
                        // The error is returned +1 (Create rule): take it, so it is released, and keep its reason.
                        let message =
                            error.map { CFErrorCopyDescription($0.takeRetainedValue()) as String } ?? "no error given"
                        failures.append(Failure(fileName: file.fileName, reason: .rejected(message)))
                    }
                }
                return failures
            }

            private func isAvailable(postScriptName: String) -> Bool {
                let font = CTFontCreateWithName(postScriptName as CFString, 12, nil)
                return (CTFontCopyPostScriptName(font) as String) == postScriptName
            }
        }
    #endif
}
