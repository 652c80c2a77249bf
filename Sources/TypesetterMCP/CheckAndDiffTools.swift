import Foundation
import MCP
import TypesetterBuild
import TypesetterDiagnostics

// `check` and `diff`: what `typesetter report` and `typesetter diff` say, for an agent about to change tokens.

extension DesignSystemTool {
    /// At most this many diagnostics are listed; the answer counts them all.
    static let diagnosticLimit = 500

    static let check = DesignSystemTool(
        name: "check",
        description: """
            Every problem the build finds, as `typesetter build` and `typesetter report` find them: token and \
            configuration errors and warnings, and the checks' findings on each typography style at the twelve \
            Dynamic Type sizes with and without Bold Text (text too small, line height too tight, clipped, \
            faces missing …). Each has a code, severity, message, file, line and column; a finding also its \
            style, the sizes it happens at and the share of users that is. Call it after editing tokens.
            """,
        schema: inputSchema([:]), arguments: []
    ) { _, snapshot in
        _ = try snapshot.config()
        let result = snapshot.result
        let findings = Dictionary(
            (result.checks?.findings ?? []).map { ($0.diagnostic, $0) }
        ) { first, _ in first }
        // Listed as the CLI lists them: repeats of a lenient form gathered.
        let listed = DiagnosticAggregation.aggregate(result.diagnostics)
        let values = listed.prefix(diagnosticLimit).map { diagnostic in
            findings[diagnostic].map(findingValue) ?? Value(json: DiagnosticRenderer.json(diagnostic))
        }
        let errors = result.diagnostics.count(of: .error)
        let warnings = result.diagnostics.count(of: .warning)
        var structured: [String: Value] = [
            "errors": .int(errors),
            "warnings": .int(warnings),
            "diagnostics": .array(Array(values)),
            "listed": .int(values.count),
        ]
        var lines = ["\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"]
        if let checks = result.checks {
            structured["summary"] = .string(checks.summary)
            structured["passingShare"] = .double((checks.passingShare * 10_000).rounded() / 10_000)
            structured["populationIsCoarse"] = .bool(checks.population.isCoarse)
            structured["notChecked"] = .array(
                checks.failedStyles.map { ["style": .string($0.path), "error": .string($0.error.message)] })
            lines.append(checks.summary)
        }
        lines.append(DiagnosticRenderer.render(Array(listed.prefix(diagnosticLimit)), as: .xcode))
        return ToolOutput(structured: .object(structured), text: lines.joined(separator: "\n"))
    }

    static let diff = DesignSystemTool(
        name: "diff",
        description: """
            What changed between another version of the tokens and the current one, as `typesetter diff BASE \
            CONFIG` says it: each style's size, line height, tracking, weight and face at every Dynamic Type \
            size, each component, color and dimension, and each check that starts or stops finding something, \
            with the sizes and the share of users; `worse` is true when a check starts warning or failing or a \
            token is removed. Use it to review a token change before proposing it.
            """,
        schema: inputSchema(
            [
                "base": [
                    "type": "string",
                    "description":
                        "What to compare against: git:REV (the configuration as it was at a git revision, e.g. git:HEAD or git:main) or the path of another configuration file, tokens file or folder",
                ]
            ], required: ["base"]),
        arguments: ["base"]
    ) { arguments, snapshot in
        let base = try arguments.requiredString("base")
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "typesetter-mcp-diff-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let configuration = DiffInput.configuration(old: base, new: snapshot.configPath, fallback: snapshot.configPath)
        let compared: TokenDiff
        do {
            compared = try DiffInput.compare(
                old: base, new: snapshot.configPath, configuration: configuration, scratch: scratch
            ).diff
        } catch let failure as DiffInput.Failure {
            let errors = DiagnosticRenderer.render(Array(failure.diagnostics.prefix(20)), as: .xcode)
            throw ToolError(
                failure.diagnostics.isEmpty
                    ? failure.description
                    : "\(failure.description.replacingOccurrences(of: " (the errors above)", with: "")):\n\(errors)")
        }
        var structured = Value(json: compared.json).objectValue ?? [:]
        structured["worse"] = .bool(compared.isWorse)
        structured["base"] = .string(base)
        return ToolOutput(structured: .object(structured), text: compared.text(verbose: false))
    }
}
