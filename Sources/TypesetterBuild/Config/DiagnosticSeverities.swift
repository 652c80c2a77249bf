import TypesetterFonts
import TypesetterTokens

/// `options.checks` for every diagnostic code, not only the checks': a team can silence a note it has read
/// (`build.dimensions-in-typography-groups: off`), make a warning fail the build (`lenient.legacy-form:
/// error`), or lower a check to a warning.
///
/// The checks (``Checker/codes``, ``ComponentChecker/codes``) take their severity where they run. Every other
/// code is applied to the diagnostics as the build makes them, with one limit: an error is never lowered,
/// because a build that goes on past it would write wrong Swift; the diagnostic keeps its severity and says
/// why. The configuration's own codes (`config.*`) cannot be set: they are found before the options are read.
public enum DiagnosticSeverities {
    /// Every code `options.checks` accepts, by module; a test keeps it equal to the codes `Sources/` declares.
    public static let settableCodes: [DiagnosticCode] =
        Checker.codes + ComponentChecker.codes + [
            // TypesetterDiagnostics
            .fileUnreadable,
            // TypesetterTokens
            .jsonSyntax, .jsonInvalidUTF8, .jsonTooDeep, .jsonDuplicateKey, .jsonComment, .jsonTrailingComma,
            .jsonJSON5, .yamlFile, .figmaPluginDump, .yamlSyntax, .inputNoMatch, .documentNotObject, .invalidName,
            .valueAndChildren,
            .unknownProperty, .invalidProperty, .missingType, .unknownType, .missingValue, .extendsUnresolved,
            .extendsNotGroup, .extendsCycle, .referenceMalformed, .referenceUnresolved, .referenceToGroup,
            .referenceCycle, .referenceTypeMismatch, .invalidValue, .missingMember, .unknownMember, .outOfRange,
            .mergeConflict, .resolverInvalid, .resolverVersion, .resolverUnknownProperty, .resolverMissingProperty,
            .resolverReference, .resolverCycle, .resolverDuplicateName, .resolverContext, .lenientForm,
            .lenientKeptAsData, .lenientUnusedMember, .lenientSuggested,
            // TypesetterFonts
            .faceUnreadable, .tableUnreadable, .os2Truncated, .postScriptNameMissing, .postScriptNameInvalid,
            .weightClassOutOfRange, .unitsPerEmOutOfRange, .postScriptNameDuplicate,
            // TypesetterBuild
            .fontFolderMissing, .outputUnwritable, .noOutputs, .outputOutsideProject, .outputNotOwned, .outputKept,
            .templateUnmarked, .templateInvalid, .catalogFontUnreadable, .swiftNameInvalid, .swiftNameCollision,
            .componentInvalid, .typographyIncomplete, .fontFamilyMissing, .fontFaceMissing,
            .dimensionsInTypographyGroups, .extensionInvalid, .colorUnconvertible, .colorClipped, .contextsNotChosen,
            .typographyNotChosen, .themeTokenMissing, .themeComponentUnthemed, .stylesLeftOut,
        ]

    /// `diagnostics` with the severities of `settings` applied to the codes that are not checks.
    static func apply(_ settings: [DiagnosticCode: CheckSeverity], to diagnostics: [Diagnostic]) -> [Diagnostic] {
        let checks = Set(Checker.codes + ComponentChecker.codes)
        let others = settings.filter { !checks.contains($0.key) }
        guard !others.isEmpty else { return diagnostics }
        return diagnostics.compactMap { diagnostic in
            guard let setting = others[diagnostic.code] else { return diagnostic }
            var changed = diagnostic
            switch (diagnostic.severity, setting) {
            case (.error, .error): break
            case (.error, _):
                changed.notes.append(
                    .init(
                        "options.checks sets \(diagnostic.code) to \(setting.rawValue), but an error is never lowered: the build cannot go on past it"
                    ))
            case (_, .off): return nil
            case (_, .warning): changed.severity = .warning
            case (_, .error): changed.severity = .error
            }
            return changed
        }
    }
}
