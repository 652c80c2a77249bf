// Registers bundled font files with the system so `UIFont(name:size:)` finds their PostScript names.
// Compiles everywhere (generated code calls it); registers only where CoreText exists.

import TypesetterCore

#if canImport(CoreText)
import CoreText
import Foundation
#endif

/// Registration of custom font files, once per process.
public enum FontRegistration {
    /// Registers the file of every face of `families` that the system cannot already find by its
    /// PostScript name (Info.plist `UIAppFonts`, or an earlier call, registered it), looking for the file in
    /// the main bundle and every loaded bundle and framework. Registering a file twice is an error in
    /// CoreText, so each file is registered at most once. Returns the files that could not be registered
    /// (not found, or rejected by CoreText); on platforms without CoreText, every file.
    @discardableResult
    public static func register(_ families: [FontFamily]) -> [String] {
        let faces = families.flatMap(\.faces)
        #if canImport(CoreText)
        return registry.register(faces)
        #else
        return Array(Set(faces.compactMap(\.fileName))).sorted()
        #endif
    }

    #if canImport(CoreText)
    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        // Guards `registered`; registration may be called from any thread.
        private let lock = NSLock()
        private var registered: Set<String> = []

        func register(_ faces: [FontFamily.Face]) -> [String] {
            lock.lock()
            defer { lock.unlock() }
            var failed: Set<String> = []
            for face in faces {
                guard let file = face.fileName, !registered.contains(file) else { continue }
                if isAvailable(postScriptName: face.postScriptName) {
                    registered.insert(file)
                    continue
                }
                guard let url = locate(file) else {
                    failed.insert(file)
                    continue
                }
                var error: Unmanaged<CFError>?
                if CTFontManagerRegisterFontsForURL(url as CFURL, .process, &error) {
                    registered.insert(file)
                } else {
                    failed.insert(file)
                }
            }
            return failed.sorted()
        }

        private func isAvailable(postScriptName: String) -> Bool {
            let font = CTFontCreateWithName(postScriptName as CFString, 12, nil)
            return (CTFontCopyPostScriptName(font) as String) == postScriptName
        }

        private func locate(_ file: String) -> URL? {
            let name = (file as NSString).deletingPathExtension
            let ext = (file as NSString).pathExtension
            for bundle in [Bundle.main] + Bundle.allBundles + Bundle.allFrameworks {
                if let url = bundle.url(forResource: name, withExtension: ext) { return url }
            }
            return nil
        }
    }
    #endif
}
