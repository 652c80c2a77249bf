import Foundation
import TypesetterCore
import TypesetterTokens
import Yams

/// Reads `typesetter.yml` into a ``BuildConfig``: unknown keys and wrong types are errors with the line and
/// column, the list of keys that are allowed, and nothing is guessed.
public enum ConfigReader {
    /// Reads the configuration at `path`. Relative paths inside it are resolved against its folder.
    public static func read(
        path: String, fileSystem: FileSystem = .local
    ) -> (config: BuildConfig?, diagnostics: [Diagnostic]) {
        guard let bytes = fileSystem.read(path) else {
            return (nil, [ConfigSearch.unreadable(path, currentDirectory: FileManager.default.currentDirectoryPath)])
        }
        let file = SourceFile(path: path, bytes: bytes)
        return parse(file, baseDirectory: FilePath.directory(of: path))
    }

    /// Reads a configuration from text already loaded.
    public static func parse(
        _ file: SourceFile, baseDirectory: String
    ) -> (config: BuildConfig?, diagnostics: [Diagnostic]) {
        var reader = Reader(file: file, baseDirectory: baseDirectory)
        let config = reader.read()
        // In file order, as people read them (the reader visits a mapping's keys before their values).
        let ordered = reader.diagnostics.enumerated().sorted { a, b in
            let left = (a.element.location?.line ?? 0, a.element.location?.column ?? 0, a.offset)
            let right = (b.element.location?.line ?? 0, b.element.location?.column ?? 0, b.offset)
            return left < right
        }.map(\.element)
        return (reader.diagnostics.containsErrors ? nil : config, ordered)
    }

    /// The keys a configuration may have, for messages and the starter file.
    static let topLevelKeys = [
        "tokens", "resolver", "appearances", "themes", "fonts", "output", "templates", "options", "catalog",
        "population",
    ]
    static let outputKeys = BuildPipeline.outputs.map(\.key)
    static let catalogKeys = ["sample", "language", "cjkSample"]
    static let appearanceKeys = ["any", "dark", "highContrast", "darkHighContrast"]
    static let optionKeys = [
        "accessLevel", "namespace", "lenient", "remBase", "lineHeightScaling", "boldText",
        "categories", "maximumPointSize", "dimensionsRelativeTo", "missingFontFamily", "unitlessDimension", "checks",
        "allowOutputsOutside", "failOnLeftOutStyles",
    ]
    /// `population:` keys: the twelve sizes by SwiftUI `DynamicTypeSize` case name, then `boldText`.
    static let populationKeys = ContentSizeCategory.validNames + ["boldText"]
    /// The keys of an entry of `templates:`.
    static let templateKeys = ["template", "output"]
    /// The keys of `options.categories` in its mapping form (`{from: small, to: accessibility2}`).
    static let categoryRangeKeys = ["from", "to"]

    /// Every key the reader accepts, as a path: `options.remBase`, `templates[].output`; a key the user names
    /// (`options.checks.<code>`) or one of a closed list (`population.<size>`, the twelve sizes) is a placeholder. The Configuration article lists each (a test compares).
    public static let keyPaths: [String] = {
        var paths: [String] = []
        for key in topLevelKeys {
            let nested: [String]
            switch key {
            case "appearances": nested = appearanceKeys
            case "themes": nested = themeKeys
            case "output": nested = outputKeys
            case "catalog": nested = catalogKeys
            case "population": nested = ["<size>", "boldText"]  // the sizes: ContentSizeCategory.validNames
            case "templates": nested = templateKeys.map { "[]." + $0 }
            case "options":
                nested = optionKeys.flatMap { option -> [String] in
                    switch option {
                    case "categories": [option] + categoryRangeKeys.map { "categories.\($0)" }
                    case "checks": [option, "checks.<code>"]
                    default: [option]
                    }
                }
            default: nested = []
            }
            paths.append(key)
            paths += nested.map { $0.hasPrefix("[") ? key + $0 : key + "." + $0 }
        }
        return paths
    }()

    struct Reader {
        let file: SourceFile
        let baseDirectory: String
        var diagnostics: [Diagnostic] = []

        init(file: SourceFile, baseDirectory: String) {
            self.file = file
            self.baseDirectory = baseDirectory
        }

        mutating func read() -> BuildConfig {
            var config = BuildConfig(path: file.path, baseDirectory: baseDirectory)
            config.source = file
            let text = String(decoding: file.bytes, as: UTF8.self)
            let root: Node?
            do {
                root = try Yams.compose(yaml: text)
            } catch let error as YamlError {
                diagnostics.append(yamlError(error))
                return config
            } catch {
                diagnostics.append(Diagnostic(.error, .configSyntax, "\(error)", at: location(line: 1, column: 1)))
                return config
            }
            guard let root else {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "the configuration is empty; expected keys: \(ConfigReader.topLevelKeys.joined(separator: ", "))",
                        at: location(line: 1, column: 1)))
                return config
            }
            guard let mapping = expectMapping(root, what: "the configuration", keys: ConfigReader.topLevelKeys) else {
                return config
            }
            for (key, value) in mapping {
                switch key {
                case "tokens": config.tokens = paths(value, what: "tokens", locations: &config.inputLocations)
                case "resolver":
                    config.resolver = string(value, what: "resolver").map(resolvePath)
                    if let resolver = config.resolver { config.inputLocations[resolver] = mark(value) }
                case "fonts": config.fonts = paths(value, what: "fonts", locations: &config.inputLocations)
                case "appearances": readAppearances(value, into: &config.appearances)
                case "themes": config.themes = readThemes(value)
                case "output": readOutputs(value, into: &config.output, locations: &config.outputLocations)
                case "options": readOptions(value, into: &config.options, locations: &config.optionLocations)
                case "templates": config.templates = readTemplates(value, locations: &config.outputLocations)
                case "catalog": readCatalog(value, into: &config.catalog)
                case "population": if let population = readPopulation(value) { config.population = population }
                default: break
                }
            }
            if config.tokens.isEmpty && config.resolver == nil {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "the configuration names no tokens: add `tokens:` (files merged in order) or `resolver:` (a DTCG resolver document)",
                        at: mark(root)))
            } else if !config.tokens.isEmpty && config.resolver != nil {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "`tokens:` and `resolver:` cannot both be given: a resolver document lists its own token files",
                        at: mark(root)))
            }
            if let themes = config.themes { checkThemes(themes, against: config.appearances) }
            return config
        }

        // MARK: Sections

        mutating func readAppearances(_ node: Node, into appearances: inout BuildConfig.Appearances) {
            guard let mapping = expectMapping(node, what: "appearances", keys: ConfigReader.appearanceKeys) else {
                return
            }
            for (key, value) in mapping {
                let context = contextMap(value, what: "appearances.\(key)")
                appearances.locations[key] = mark(value)
                switch key {
                case "any": appearances.any = context ?? [:]
                case "dark": appearances.dark = context
                case "highContrast": appearances.highContrast = context
                case "darkHighContrast": appearances.darkHighContrast = context
                default: break
                }
            }
        }

        mutating func readOutputs(
            _ node: Node, into outputs: inout BuildConfig.Outputs, locations: inout [String: SourceLocation]
        ) {
            guard let mapping = expectMapping(node, what: "output", keys: ConfigReader.outputKeys) else { return }
            for (key, value) in mapping {
                let path = string(value, what: "output.\(key)").map(resolvePath)
                locations["output.\(key)"] = mark(value)
                guard let output = BuildPipeline.outputs.first(where: { $0.key == key }) else { continue }
                outputs[output] = path
                if let path, let problem = output.problem(with: path) {
                    diagnostics.append(Diagnostic(.error, .configInvalid, problem, at: mark(value)))
                }
            }
        }

        /// `catalog:` — the catalog site's sample texts.
        mutating func readCatalog(_ node: Node, into catalog: inout BuildConfig.CatalogOptions) {
            guard let mapping = expectMapping(node, what: "catalog", keys: ConfigReader.catalogKeys) else { return }
            for (key, value) in mapping {
                guard let text = string(value, what: "catalog.\(key)") else { continue }
                guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
                    diagnostics.append(
                        Diagnostic(.error, .configInvalid, "catalog.\(key) must not be empty", at: mark(value)))
                    continue
                }
                switch key {
                case "sample": catalog.sample = text
                case "language": catalog.language = text
                case "cjkSample": catalog.cjkSample = text
                default: break
                }
            }
        }

        /// `templates:` — a list of `{template: builtin:NAME or a path, output: a path}`.
        mutating func readTemplates(
            _ node: Node, locations: inout [String: SourceLocation]
        ) -> [BuildConfig.TemplateOutput] {
            guard case .sequence(let sequence) = node else {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid, "templates must be a list of {template, output}, not \(describe(node))",
                        at: mark(node)))
                return []
            }
            var templates: [BuildConfig.TemplateOutput] = []
            for item in sequence {
                guard let mapping = expectMapping(item, what: "a template entry", keys: ConfigReader.templateKeys)
                else {
                    continue
                }
                let template = mapping.first { $0.key == "template" }.flatMap { string($0.value, what: "template") }
                let output = mapping.first { $0.key == "output" }.flatMap { string($0.value, what: "output") }
                guard let template, let output else {
                    diagnostics.append(
                        Diagnostic(
                            .error, .configInvalid,
                            "a template entry needs both `template` (builtin:NAME or a path) and `output`",
                            at: mark(item)))
                    continue
                }
                locations["templates[\(templates.count)].output"] = mapping.first { $0.key == "output" }.flatMap {
                    mark($0.value)
                }
                locations["templates[\(templates.count)].template"] = mapping.first { $0.key == "template" }.flatMap {
                    mark($0.value)
                }
                templates.append(
                    .init(
                        template: template.hasPrefix("builtin:") ? template : resolvePath(template),
                        output: resolvePath(output)))
            }
            return templates
        }

        mutating func readOptions(
            _ node: Node, into options: inout BuildConfig.Options, locations: inout [String: SourceLocation]
        ) {
            guard let mapping = expectMapping(node, what: "options", keys: ConfigReader.optionKeys) else { return }
            // Sets an option that read; one that did not has its diagnostic already.
            func set<Value>(_ option: WritableKeyPath<BuildConfig.Options, Value>, _ read: Value?) {
                if let read { options[keyPath: option] = read }
            }
            for (key, value) in mapping {
                let what = "options.\(key)"
                locations[key] = mark(value)
                switch key {
                case "accessLevel": set(\.accessLevel, choice(value, what: what, BuildConfig.AccessLevel.self))
                case "namespace":
                    if let name = string(value, what: what) {
                        if SwiftNames.isValidTypeName(name) {
                            options.namespace = name
                        } else {
                            diagnostics.append(
                                Diagnostic(
                                    .error, .configInvalid,
                                    "options.namespace \"\(name)\" is not a Swift type name; use letters and digits, starting with an uppercase letter",
                                    at: mark(value)))
                        }
                    }
                case "lenient": set(\.lenient, bool(value, what: what))
                case "allowOutputsOutside": set(\.allowOutputsOutside, bool(value, what: what))
                case "failOnLeftOutStyles": set(\.failOnLeftOutStyles, bool(value, what: what))
                case "unitlessDimension": set(\.unitlessDimension, choice(value, what: what, DimensionValue.Unit.self))
                case "remBase": set(\.remBase, positiveNumber(value, what: what))
                case "maximumPointSize":
                    if let number = positiveNumber(value, what: what) { options.maximumPointSize = number }
                case "lineHeightScaling":
                    set(\.lineHeightScaling, choice(value, what: what, Typography.LineHeightScaling.self))
                case "boldText": set(\.boldText, choice(value, what: what, BuildConfig.BoldTextDefault.self))
                case "missingFontFamily":
                    set(\.missingFontFamily, choice(value, what: what, BuildConfig.MissingFontFamily.self))
                case "categories":
                    if let range = categoryRange(value) { options.categories = range }
                case "checks":
                    options.checks = readChecks(value)
                case "dimensionsRelativeTo":
                    if let name = string(value, what: what) {
                        if name == "fixed" {
                            options.dimensionsRelativeTo = nil
                        } else if let style = TextStyle(name: name) {
                            options.dimensionsRelativeTo = style
                        } else {
                            diagnostics.append(
                                Diagnostic(
                                    .error, .configInvalid,
                                    "unknown text style \"\(name)\" for options.dimensionsRelativeTo; valid values: \(TextStyle.validNames.joined(separator: ", ")), fixed",
                                    at: mark(value)))
                        }
                    }
                default: break
                }
            }
        }

        /// `population:` — percentages of users per size (SwiftUI case names) and with Bold Text; the sizes
        /// must add up to 100. A size left out has no users.
        mutating func readPopulation(_ node: Node) -> SizePopulation? {
            guard let mapping = expectMapping(node, what: "population", keys: ConfigReader.populationKeys) else {
                return nil
            }
            var shares = Array(repeating: 0.0, count: ContentSizeCategory.allCases.count)
            var boldText = 0.0
            var valid = true
            for (key, value) in mapping {
                guard let percent = percentage(value, what: "population.\(key)") else {
                    valid = false
                    continue
                }
                if key == "boldText" {
                    boldText = percent / 100
                } else if let category = ContentSizeCategory(name: key) {
                    shares[category.rawValue] = percent / 100
                }
            }
            guard valid else { return nil }
            let sum = shares.reduce(0, +) * 100
            // Analytics exports round each size; a hundredth of a percent either way is still 100.
            guard abs(sum - 100) <= 0.01 else {
                return invalid(
                    "population shares add up to \(formatNumber(sum, maximumFractionDigits: 4))%, not 100%; give every size's percentage of users (sizes left out count as 0)",
                    at: node)
            }
            return SizePopulation(
                shares: shares, boldText: boldText, isCoarse: false,
                source: "measured population from \(FilePath.name(of: file.path))")
        }

        /// `checks:` — diagnostic code → `error`, `warning` or `off` (``DiagnosticSeverities``).
        mutating func readChecks(_ node: Node) -> [DiagnosticCode: CheckSeverity] {
            let known = DiagnosticSeverities.settableCodes.map(\.rawValue)
            guard case .mapping(let mapping) = node else {
                diagnostics.append(
                    Diagnostic(
                        .error, .configInvalid,
                        "options.checks must map check codes to error, warning or off, not \(describe(node))",
                        at: mark(node)))
                return [:]
            }
            var result: [DiagnosticCode: CheckSeverity] = [:]
            for (keyNode, value) in mapping {
                guard let code = string(keyNode, what: "a check code in options.checks") else { continue }
                guard known.contains(code) else {
                    let suggestion =
                        known.first { $0.hasSuffix("." + code) }
                        ?? NameSuggestions.closest(to: code, among: known).first
                    let checks = (Checker.codes + ComponentChecker.codes).map(\.rawValue)
                    diagnostics.append(
                        Diagnostic(
                            .error, .configUnknownKey,
                            suggestion.map { "unknown code \"\(code)\" in options.checks; did you mean \($0)?" }
                                ?? "unknown code \"\(code)\" in options.checks: set a code a diagnostic ends with in brackets (any but config.*), such as the checks: \(checks.joined(separator: ", "))",
                            at: mark(keyNode),
                            fixIt: suggestion.map { Diagnostic.FixIt("rename it to \($0)", replacement: $0) }))
                    continue
                }
                if let severity = choice(value, what: "options.checks.\(code)", CheckSeverity.self) {
                    result[DiagnosticCode(rawValue: code)] = severity
                }
            }
            return result
        }

        mutating func percentage(_ node: Node, what: String) -> Double? {
            if case .scalar(let scalar) = node, scalar.style == .plain,
                let number = Double(scalar.string.hasSuffix("%") ? String(scalar.string.dropLast()) : scalar.string),
                number.isFinite, number >= 0, number <= 100
            {
                return number
            }
            return invalid("\(what) must be a percentage from 0 to 100, not \(describe(node))", at: node)
        }

        /// `categories: xSmall...accessibility3`, or a mapping `{from: small, to: accessibility2}`.
        mutating func categoryRange(_ node: Node) -> ClosedRange<ContentSizeCategory>? {
            let bounds: (String, String, Node, Node)
            if case .scalar(let scalar) = node {
                let parts = scalar.string.components(separatedBy: "...")
                guard parts.count == 2 else {
                    return invalid(
                        "options.categories must look like `small...accessibility3`, not \"\(scalar.string)\"", at: node
                    )
                }
                bounds = (
                    parts[0].trimmingCharacters(in: .whitespaces), parts[1].trimmingCharacters(in: .whitespaces), node,
                    node
                )
            } else {
                guard
                    let mapping = expectMapping(node, what: "options.categories", keys: ConfigReader.categoryRangeKeys)
                else {
                    return nil
                }
                guard let from = mapping.first(where: { $0.key == "from" })?.value,
                    let to = mapping.first(where: { $0.key == "to" })?.value,
                    let lower = string(from, what: "options.categories.from"),
                    let upper = string(to, what: "options.categories.to")
                else {
                    return invalid("options.categories needs both `from` and `to`", at: node)
                }
                bounds = (lower, upper, from, to)
            }
            guard let lower = category(bounds.0, at: bounds.2), let upper = category(bounds.1, at: bounds.3) else {
                return nil
            }
            guard lower <= upper else {
                return invalid("options.categories runs backwards: \(lower) comes after \(upper)", at: node)
            }
            return lower...upper
        }

        mutating func category(_ name: String, at node: Node) -> ContentSizeCategory? {
            guard let category = ContentSizeCategory(name: name) else {
                return invalid(
                    "unknown content size category \"\(name)\"; valid values: \(ContentSizeCategory.validNames.joined(separator: ", "))",
                    at: node)
            }
            return category
        }
    }
}
