import TypesetterCore

/// A Resolver Module 2025.10 document (https://www.designtokens.org/tr/2025.10/resolver/): sets of token
/// sources, modifiers whose contexts (light/dark, brand, contrast) swap sources in, and the resolution order
/// that merges them into one token set per chosen context.
public struct ResolverDocument: Sendable {
    /// Where tokens come from: inline in the resolver, a file beside it, or a named set.
    public enum Source: Sendable {
        case inline(JSONNode)
        case file(path: String, location: SourceLocation)
        case set(name: String, location: SourceLocation)
    }

    public struct TokenSetDefinition: Sendable {
        public var name: String
        public var sources: [Source]
        public var description: String?
        public var location: SourceLocation
    }

    public struct Modifier: Sendable {
        public var name: String
        /// Context names in document order, with their sources.
        public var contexts: [(name: String, sources: [Source])]
        /// The context used when none is chosen; the first context when the document names none.
        public var defaultContext: String?
        public var description: String?
        public var location: SourceLocation

        public var contextNames: [String] { contexts.map(\.name) }
    }

    public enum OrderItem: Sendable {
        case set(TokenSetDefinition)
        case modifier(Modifier)
    }

    public var file: SourceFile
    public var name: String?
    public var description: String?
    public var resolutionOrder: [OrderItem]

    /// The modifiers in resolution order.
    public var modifiers: [Modifier] {
        resolutionOrder.compactMap { if case .modifier(let modifier) = $0 { modifier } else { nil } }
    }

    /// Every combination of modifier contexts, in document order (the first modifier varies slowest).
    /// Capped at ``maximumContexts``.
    public var contexts: [ResolverContext] {
        var result: [ResolverContext] = [ResolverContext(selections: [])]
        for modifier in modifiers {
            var next: [ResolverContext] = []
            for partial in result {
                for context in modifier.contextNames {
                    guard next.count < Self.maximumContexts else { break }
                    next.append(
                        ResolverContext(
                            selections: partial.selections + [.init(modifier: modifier.name, context: context)]))
                }
            }
            result = next
        }
        return result
    }

    /// The most contexts ``contexts`` enumerates.
    public static let maximumContexts = 1024

    /// The context made of every modifier's default.
    public var defaultContext: ResolverContext {
        ResolverContext(
            selections: modifiers.map {
                .init(modifier: $0.name, context: $0.defaultContext ?? $0.contextNames.first ?? "")
            })
    }
}

/// A choice of one context per modifier, e.g. `theme=dark, contrast=high`.
public struct ResolverContext: Sendable, Hashable, CustomStringConvertible {
    /// A modifier and the context chosen of it: the type a run-time ``Theme`` lists its contexts with, since a
    /// theme is such a choice.
    public typealias Selection = Theme.Selection

    public var selections: [Selection]

    public init(selections: [Selection]) { self.selections = selections }

    /// The chosen context of a modifier.
    public subscript(modifier: String) -> String? { selections.first { $0.modifier == modifier }?.context }

    /// `theme=dark,contrast=high` (`default` when there are no modifiers).
    public var description: String {
        selections.isEmpty ? "default" : selections.map { "\($0.modifier)=\($0.context)" }.joined(separator: ",")
    }
}

extension Theme.Selection {
    /// A modifier and its context by name: `.init(modifier: "theme", context: "dark")`.
    public init(modifier: String, context: String) { self.init(modifier, context) }
}

/// Every context of a resolver document, each resolved.
public struct ResolverResolution: Sendable {
    public var document: ResolverDocument?
    public var contexts: [(context: ResolverContext, resolution: TokenResolution)]
    /// Problems with the resolver document itself.
    public var diagnostics: [Diagnostic]

    /// All diagnostics: the document's, then each context's once (``ContextDiagnostics/merge(_:contexts:)``:
    /// one found in only some contexts has a note naming them).
    public var allDiagnostics: [Diagnostic] {
        var seen = Set<Diagnostic>()
        var result: [Diagnostic] = []
        let perContext = ContextDiagnostics.merge(
            contexts.map(\.resolution.diagnostics), contexts: contexts.map(\.context))
        for diagnostic in diagnostics + perContext where seen.insert(diagnostic).inserted {
            result.append(diagnostic)
        }
        return result
    }
}
