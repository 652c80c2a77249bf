import Foundation
import Testing
@testable import TypesetterBuild
import TypesetterTokens

/// Font families as people write them (CSS lists, system names, generic families) and the
/// `build.font-family-missing` diagnostic. The Inter folder is Debian's `fonts-inter` (families "Inter" and
/// "Inter Display"), installed by `Scripts/install-test-deps`.
@Suite struct FontFamilyTests {
    static let inter = "/usr/share/fonts/opentype/inter"

    func build(_ family: String, fonts: [String] = [inter], options: String = "") -> BuildPipeline.Result {
        let folder = ScratchFolder()
        folder.write("tokens.json", #"{ "body": \#(InterpretTests.typography(family)) }"#)
        let fontList = fonts.isEmpty ? "" : "fonts: [\(fonts.joined(separator: ", "))]\n"
        folder.write("typesetter.yml", "tokens: [tokens.json]\n\(fontList)output: { swift: Tokens.swift }\n\(options)")
        return BuildPipeline.run(configPath: folder.path + "/typesetter.yml", write: false)
    }

    @Test func cssListsSplitAtCommasOutsideQuotes() {
        #expect(
            FontFamilyNames.list(["-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif"])
                == ["-apple-system", "BlinkMacSystemFont", "Segoe UI", "sans-serif"])
        #expect(
            FontFamilyNames.list(["\"Open Sans\",sans-serif", "  Inter  "]) == ["Open Sans", "sans-serif", "Inter"])
        #expect(FontFamilyNames.list(["'Comma, Inside'", ", ,"]) == ["Comma, Inside"])
        #expect(FontFamilyNames.list([]) == [])
    }

    @Test func closestNamesAreFewAndClose() {
        let many = (0..<500).map { "Family \($0)" } + ["Cantarell", "Inter", "Inter Display", "Noto Sans CJK JP"]
        #expect(FontFamilyNames.closest(to: "Cantarel", among: many) == ["Cantarell"])
        #expect(FontFamilyNames.closest(to: "inter-display", among: many) == ["Inter Display", "Inter"])
        #expect(FontFamilyNames.closest(to: "Noto Sans CJK", among: many) == ["Noto Sans CJK JP"])
        #expect(FontFamilyNames.closest(to: "Helvetica Neue", among: many) == [])
        // Every "Family N" is within two edits of "Family 1": at most five, closest first, then by name.
        #expect(
            FontFamilyNames.closest(to: "Family 1", among: many) == [
                "Family 1", "Family 0", "Family 10", "Family 11", "Family 12",
            ])
    }

    @Test func missingFamilyIsAnErrorWithSuggestions() throws {
        let result = build("Inter Dsplay")
        #expect(result.hasErrors)
        let error = try #require(result.diagnostics.first { $0.code == .fontFamilyMissing })
        #expect(error.severity == .error)
        #expect(
            error.message
                == #"typography body: font family "Inter Dsplay" is not in the font folders; did you mean "Inter Display", "Inter"?"#
        )
        #expect(error.location.map { "\($0.line):\($0.column)" } == "1:3")
        #expect(
            error.notes.map(\.message) == [
                "add the font files to a folder listed under `fonts:` in the configuration, or correct the name; to lay the text out in the system font instead, set `options.missingFontFamily: systemFont`"
            ])
    }

    @Test func missingFamilyWithNothingClose() throws {
        let error = try #require(build("Helvetica Neue").diagnostics.first { $0.code == .fontFamilyMissing })
        #expect(
            error.message
                == #"typography body: font family "Helvetica Neue" is not in the font folders (2 families found there, none with a similar name)"#
        )
        let none = try #require(build("Helvetica Neue", fonts: []).diagnostics.first { $0.code == .fontFamilyMissing })
        #expect(
            none.message
                == #"typography body: font family "Helvetica Neue" is not in the font folders (no fonts were found there)"#
        )
    }

    @Test func aNamedFamilyIsNeverPassedOverSilentlyForTheSystemFont() throws {
        let result = build("Open Sans, Helvetica, sans-serif")
        let error = try #require(result.diagnostics.first { $0.code == .fontFamilyMissing })
        #expect(
            error.message
                == #"typography body: font families "Open Sans", "Helvetica" are not in the font folders (2 families found there, none with a similar name)"#
        )
        #expect(result.model?.typography.isEmpty ?? true)
    }

    @Test func systemFontFallbackWhenTheOptionsSaySo() throws {
        let result = build("'Open Sans', ui-monospace", options: "options: { missingFontFamily: systemFont }\n")
        #expect(!result.hasErrors, "\(result.diagnostics)")
        let warning = try #require(result.diagnostics.first { $0.code == .fontFamilyMissing })
        #expect(warning.severity == .warning)
        #expect(
            warning.message
                == #"typography body: font family "Open Sans" is not in the font folders (2 families found there, none with a similar name); laid out in the system font"#
        )
        #expect(result.model?.typography.first?.typography.font == .system(design: .monospaced))
    }

    @Test func cssListsAndSystemNames() throws {
        let cases: [(String, String)] = [
            ("-apple-system, BlinkMacSystemFont, 'Segoe UI', sans-serif", "system(default)"),
            ("'Inter', sans-serif", "Inter"),
            ("SF Pro", "system(default)"), ("SF Pro Text", "system(default)"), ("SF Pro Display", "system(default)"),
            ("New York", "system(serif)"), ("SF Mono", "system(monospaced)"), ("SF Pro Rounded", "system(rounded)"),
            ("cursive", "system(default)"),
        ]
        for (family, expected) in cases {
            let result = build(family)
            #expect(!result.hasErrors, "\(family): \(result.diagnostics)")
            let font = try #require(result.model?.typography.first?.typography.font)
            switch font {
            case .system(let design): #expect("system(\(design))" == expected, "\(family)")
            case .custom(let custom): #expect(custom.name == expected, "\(family)")
            }
        }
    }

    @Test func unknownOptionValueIsAConfigError() throws {
        let error = try #require(
            build("Inter", options: "options: { missingFontFamily: ignore }\n").diagnostics.first {
                $0.code == .configInvalid
            })
        #expect(error.message.contains("options.missingFontFamily"))
    }
}
