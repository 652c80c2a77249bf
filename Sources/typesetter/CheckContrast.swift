import ArgumentParser
import TypesetterBuild
import TypesetterCore

/// `typesetter check-contrast`: the WCAG contrast of two colors, for quick questions.
struct CheckContrast: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check-contrast",
        abstract: "Print the WCAG 2.x contrast ratio of a text color on a background, and the levels it meets.",
        discussion: """
            Colors in any token form: hex (#767676, #FFF, #00000080), CSS (rgb(0 0 0 / 50%), hsl(…), named \
            colors) or a DTCG color object ('{"colorSpace": "display-p3", "components": [1, 0, 0]}'). A \
            translucent foreground is drawn over the background, a translucent background over white (or \
            black with --dark). Display P3 colors are measured through sRGB without clipping.
            """
    )

    @Argument(help: "The text (foreground) color.")
    var foreground: String

    @Argument(help: "The background color.")
    var background: String

    @Flag(help: "Lay a translucent background over black (a dark appearance) instead of white.")
    var dark = false

    func run() throws {
        let question = ContrastQuestion(
            foreground: try read(foreground, name: "FOREGROUND"), background: try read(background, name: "BACKGROUND"),
            isDark: dark)
        print(question.report, terminator: "")
    }

    private func read(_ text: String, name: String) throws -> Contrast.Color {
        switch ContrastQuestion.color(text, name: name) {
        case .success(let color): return color
        case .failure(let error): throw ValidationError(error.message)
        }
    }
}
