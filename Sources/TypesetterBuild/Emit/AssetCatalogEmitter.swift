import TypesetterCore
import TypesetterDiagnostics

/// An Xcode asset catalog with one colorset per color token, each with the four entries Xcode writes for a
/// color with Appearances "Any, Dark" and High Contrast on: any, dark, high contrast and dark high contrast
/// (Xcode's `luminosity` and `contrast` appearances). An appearance the tokens do not define gets the
/// components it falls back to (``DesignColor/components(dark:highContrast:)``), so the catalog and the
/// generated Swift colors agree in every appearance.
public struct AssetCatalogEmitter: Sendable {
    public init() {}

    /// The files of the catalog at `folder` (a path ending in `.xcassets`). The catalog's own `Contents.json`
    /// is shared: an app's catalog already has one, written by Xcode, and keeps it.
    public func emit(_ model: DesignSystem, folder: String) -> [OutputFile] {
        var files = [
            OutputFile(
                path: FilePath.join(folder, "Contents.json"), text: "{\n" + Self.infoMember + "}\n", isShared: true)
        ]
        for entry in model.colors {
            let path = FilePath.join(folder, "\(entry.assetName).colorset/Contents.json")
            files.append(OutputFile(path: path, text: colorset(entry.color)))
        }
        return files
    }

    public func colorset(_ color: DesignColor) -> String {
        let variants: [(appearances: [String], components: DesignColor.Components)] = [
            ([], color.any),
            (["luminosity:dark"], color.components(dark: true, highContrast: false)),
            (["contrast:high"], color.components(dark: false, highContrast: true)),
            (["luminosity:dark", "contrast:high"], color.components(dark: true, highContrast: true)),
        ]
        let space = color.colorSpace == .sRGB ? "srgb" : "display-p3"
        let entries = variants.map { variant -> String in
            var lines: [String] = ["    {"]
            if !variant.appearances.isEmpty {
                let appearances = variant.appearances.map { pair -> String in
                    let parts = pair.split(separator: ":")
                    return
                        "        {\n          \"appearance\" : \"\(parts[0])\",\n          \"value\" : \"\(parts[1])\"\n        }"
                }
                lines.append("      \"appearances\" : [\n" + appearances.joined(separator: ",\n") + "\n      ],")
            }
            let c = variant.components
            lines.append(
                """
                      "color" : {
                        "color-space" : "\(space)",
                        "components" : {
                          "alpha" : "\(component(c.alpha))",
                          "blue" : "\(component(c.blue))",
                          "green" : "\(component(c.green))",
                          "red" : "\(component(c.red))"
                        }
                      },
                      "idiom" : "universal"
                    }
                """)
            return lines.joined(separator: "\n")
        }
        return "{\n  \"colors\" : [\n" + entries.joined(separator: ",\n") + "\n  ],\n" + Self.infoMember + "}\n"
    }

    /// A component with four decimals (finer than 8-bit steps), as Xcode writes them: `"0.2000"`.
    func component(_ value: Double) -> String {
        let scaled = Int((min(max(value, 0), 1) * 10_000).rounded())
        let whole = scaled / 10_000
        let fraction = String(scaled % 10_000)
        return "\(whole).\(String(repeating: "0", count: 4 - fraction.count))\(fraction)"
    }

    /// Xcode's own record of who wrote the file, and Typesetter's mark (``OwnershipMark``).
    static let infoMember = "  \"info\" : {\n    \"author\" : \"typesetter\",\n    \"version\" : 1\n  }\n"
}

/// `output.assetCatalog`: an asset catalog folder with the colors (and in a themed build, each theme's that
/// differ from the default).
struct AssetCatalogOutput: BuildOutput {
    var key: String { "assetCatalog" }

    var writeKind: OutputWriter.Target.Kind { .assetCatalog }

    func problem(with path: String) -> String? {
        path.hasSuffix(".xcassets") ? nil : "output.assetCatalog must be a folder ending in .xcassets, not \(path)"
    }

    func emit(at folder: String, _ build: OutputContext) -> (files: [OutputFile], diagnostics: [Diagnostic]) {
        (
            AssetCatalogEmitter().emit(build.model, folder: folder)
                + ThemeEmitter.colorSets(build.themes, folder: folder), []
        )
    }
}
