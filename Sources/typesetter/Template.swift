import ArgumentParser
import TypesetterBuild

/// `typesetter template list|cat`: the built-in Stencil templates.
struct Template: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "template",
        abstract: "List or print the built-in Stencil templates (use one with `templates:` in typesetter.yml).",
        subcommands: [List.self, Cat.self]
    )

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "list", abstract: "List the built-in templates.")

        func run() {
            let width = Templates.builtIns.map(\.name.count).max() ?? 0
            for template in Templates.builtIns {
                print(
                    "builtin:\(template.name)" + String(repeating: " ", count: width - template.name.count + 2)
                        + template.summary)
            }
        }
    }

    struct Cat: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "cat", abstract: "Print a built-in template, to start your own from.")

        @Argument(help: "The template's name (with or without builtin:).")
        var name: String

        func validate() throws {
            let bare = name.hasPrefix("builtin:") ? String(name.dropFirst(8)) : name
            guard Templates.builtIns.contains(where: { $0.name == bare }) else {
                throw ValidationError(
                    "no built-in template '\(name)'; valid values: \(Templates.builtIns.map(\.name).joined(separator: ", "))"
                )
            }
        }

        func run() {
            let bare = name.hasPrefix("builtin:") ? String(name.dropFirst(8)) : name
            print(Templates.builtIns.first { $0.name == bare }?.text ?? "", terminator: "")
        }
    }
}
