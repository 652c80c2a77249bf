import TypesetterCore
import TypesetterTokens

/// Lenient mode's rule for a style with an error of its own: one doubtful style never blocks the rest.
///
/// A real export often holds one style no app means: a plugin's private documentation style of 256 pt, a
/// pseudo-style that carries a `rootFontSize` and a rem size of 1.25, a 22× line height written in pixels.
/// Strict mode stops the build on its error, as the specification asks. Lenient mode reads such files to get
/// the rest built, so an error that belongs to one typography style (a check's finding about it, or an
/// error of the Resolve or Interpret stage inside its token) is that style's alone:
/// - the style is left out of every output (its error stays an error, named with its likely value), and
///   every other style is built; a component whose typography is a left-out style is left out with it;
/// - unless every error of the style is one a real design may mean (``PlausibilityCheck/mayBeMeant(_:_:)``:
///   a size above 200 pt, such as a 256 pt numeral), where the style is kept, its error still reported;
/// - one `build.styles-left-out` warning names the styles left out and kept, and what the exit status is.
///
/// The build still fails on those errors (exit status 1) unless `options.failOnLeftOutStyles` is false. An
/// error that belongs to no style (a configuration, a file that cannot be read, a color) stops the build as
/// in strict mode.
extension BuildPipeline {
    /// A typography style lenient mode left out of the outputs, or kept, for an error of its own.
    public struct LeftOutStyle: Sendable, Hashable {
        /// The style's token path.
        public var path: String
        /// Its first error.
        public var error: Diagnostic
        /// Whether it was kept in the outputs (an error a real design may mean) rather than left out.
        public var kept: Bool
    }

    /// The errors of the diagnostics from `first` on that belong to one typography style, as lenient mode
    /// reads them: each such style is left out of `analyses`' models and check reports (or kept), its errors
    /// get a note saying so, and one warning sums them up. Returns the errors that belong to a style, which do
    /// not stop the build.
    static func leaveOutFailingStyles(
        _ analyses: inout [Analysis], diagnosticsFrom first: Int, result: inout Result, sources: TokenSourceIndex,
        config: BuildConfig, isError: (Diagnostic) -> Bool
    ) -> Set<Diagnostic> {
        // A finding names its style (with the typography of the theme it was found in); another error belongs
        // to the typography token it is inside.
        var findingStyles: [ProblemKey: (path: String, typography: Typography?)] = [:]
        for analysis in analyses {
            guard let findings = analysis.checks?.findings, !findings.isEmpty else { continue }
            let typography = Dictionary(analysis.model.typography.map { ($0.origin.path, $0.typography) }) {
                first, _ in first
            }
            for finding in findings {
                findingStyles[ProblemKey(finding.diagnostic)] = (finding.stylePath, typography[finding.stylePath])
            }
        }
        var order: [String] = []
        var errors: [String: [Int]] = [:]
        for index in result.diagnostics.indices.dropFirst(first) where isError(result.diagnostics[index]) {
            let diagnostic = result.diagnostics[index]
            guard
                let path = findingStyles[ProblemKey(diagnostic)]?.path
                    ?? diagnostic.location.flatMap(sources.typography(containing:))
            else { continue }
            if errors[path] == nil { order.append(path) }
            errors[path, default: []].append(index)
        }
        guard !order.isEmpty else { return [] }

        var styles: [String: TypographyStyle] = [:]
        for analysis in analyses {
            for style in analysis.model.typography where styles[style.origin.path] == nil {
                styles[style.origin.path] = style
            }
        }
        var leftOut: [LeftOutStyle] = []
        var builtCount = 0
        for path in order {
            let indices = errors[path] ?? []
            guard let firstIndex = indices.first else { continue }
            let style = styles[path]
            // Kept only when each error is a finding a design may mean, in the theme it was found in.
            let kept =
                style != nil
                && indices.allSatisfy { index in
                    let diagnostic = result.diagnostics[index]
                    guard let typography = findingStyles[ProblemKey(diagnostic)]?.typography else { return false }
                    return PlausibilityCheck.mayBeMeant(diagnostic.code, typography)
                }
            let note: Diagnostic.Note
            if kept {
                note = Diagnostic.Note(
                    "lenient mode keeps `\(path)`: a real design may mean a size above \(formatNumber(PlausibilityCheck.fontSizeRange.upperBound)) pt (a display numeral), so the style is built and this error stays"
                )
            } else if style != nil {
                note = Diagnostic.Note("lenient mode leaves `\(path)` out of the outputs and builds the other styles")
            } else {
                note = Diagnostic.Note("lenient mode builds the other styles without `\(path)`")
            }
            for index in indices { result.diagnostics[index].notes.append(note) }
            leftOut.append(LeftOutStyle(path: path, error: result.diagnostics[firstIndex], kept: kept))
            if style != nil { builtCount += 1 }
        }

        // Out of every theme's model and report (a theme's generated members are the default theme's).
        let removed = Set(leftOut.filter { !$0.kept }.map(\.path))
        var leftOutComponents: [String] = []
        for index in analyses.indices {
            let before = analyses[index].model.typography.count
            analyses[index].model.typography.removeAll { removed.contains($0.origin.path) }
            guard analyses[index].model.typography.count != before else { continue }
            (analyses[index].model.fontFamilies, analyses[index].model.typography) = Interpreter.keepingUsedFaces(
                analyses[index].model.fontFamilies, analyses[index].model.typography)
            for component in analyses[index].model.components
            where component.typographyStyles.values.contains(where: removed.contains)
                && !leftOutComponents.contains(component.origin.path)
            {
                leftOutComponents.append(component.origin.path)
            }
            analyses[index].model.components.removeAll {
                $0.typographyStyles.values.contains(where: removed.contains)
            }
            if var checks = analyses[index].checks {
                let first = Dictionary(leftOut.map { ($0.path, $0.error) }) { first, _ in first }
                checks.failedStyles += checks.styles.filter(removed.contains).compactMap { path in
                    first[path].map { CheckReport.FailedStyle(path: path, error: $0, isLeftOut: true) }
                }
                checks.styles.removeAll(where: removed.contains)
                checks.findings.removeAll { removed.contains($0.stylePath) }
                analyses[index].checks = checks
            }
        }
        result.leftOutStyles = leftOut
        result.diagnostics.append(
            summary(
                leftOut, built: analyses.first?.model.typography.count ?? 0, unbuilt: leftOut.count - builtCount,
                components: leftOutComponents, failing: config.options.failOnLeftOutStyles))
        return Set(leftOut.flatMap { errors[$0.path] ?? [] }.map { result.diagnostics[$0] })
    }

    /// The one warning that sums up what lenient mode left out and kept.
    private static func summary(
        _ styles: [LeftOutStyle], built: Int, unbuilt: Int, components: [String], failing: Bool
    ) -> Diagnostic {
        func listed(_ paths: [String]) -> String {
            let shown = paths.prefix(4).map { "`\($0)`" }.joined(separator: ", ")
            return paths.count > 4 ? "\(shown) and \(paths.count - 4) more" : shown
        }
        let out = styles.filter { !$0.kept }.map(\.path)
        let kept = styles.filter(\.kept).map(\.path)
        var parts: [String] = []
        if !out.isEmpty {
            let interpreted = out.count - unbuilt
            let which =
                unbuilt == 0
                ? "" : interpreted == 0 ? " (none could be built)" : " (\(unbuilt) of them could not be built)"
            parts.append(
                "left out \(out.count == 1 ? "1 typography style" : "\(out.count) typography styles") with errors of \(out.count == 1 ? "its" : "their") own\(which): \(listed(out))"
            )
        }
        if !kept.isEmpty {
            parts.append("kept \(kept.count) whose only error a real design may mean: \(listed(kept))")
        }
        if !components.isEmpty {
            parts.append(
                "left out \(components.count == 1 ? "1 component" : "\(components.count) components") that use\(components.count == 1 ? "s" : "") them: \(listed(components))"
            )
        }
        let outcome =
            failing
            ? "the build fails on their errors (exit status 1); `options.failOnLeftOutStyles: false` lets it pass with them reported"
            : "the build passes with their errors reported (`options.failOnLeftOutStyles: false`)"
        return Diagnostic(
            .warning, .stylesLeftOut,
            "lenient mode \(parts.joined(separator: "; ")); it built \(built == 1 ? "1 typography style" : "\(built) typography styles"), and \(outcome)",
            at: nil,
            notes: [Diagnostic.Note("each style's error above says what its value likely means and how to write it")])
    }

    /// A diagnostic as the merge of themes leaves it (which adds notes only).
    private struct ProblemKey: Hashable {
        var code: DiagnosticCode
        var message: String
        var location: String?

        init(_ diagnostic: Diagnostic) {
            code = diagnostic.code
            message = diagnostic.message
            location = diagnostic.location?.description
        }
    }
}

extension DiagnosticCode {
    /// Lenient mode left out (or kept) typography styles with errors of their own and built the others.
    public static let stylesLeftOut: DiagnosticCode = "build.styles-left-out"
}
