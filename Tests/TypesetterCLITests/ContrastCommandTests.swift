import Foundation
import Testing

@Suite struct ContrastCommandTests {
    @Test func printsTheRatioAndTheLevelsMet() throws {
        let result = try CLI.run(["check-contrast", "white", "#767676"])
        #expect(result.exitCode == 0)
        #expect(result.stderr.isEmpty)
        #expect(
            result.stdout == """
                4.54:1
                AA   normal text (4.5:1)  pass
                AA   large text  (3:1)    pass
                AAA  normal text (7:1)    fail
                AAA  large text  (4.5:1)  pass
                large text: 18 pt and up, or 14 pt bold and up (WCAG 2.2, 1.4.3 and 1.4.6)

                """)
        let failing = try CLI.run(["check-contrast", "#FFF", "rgb(119 119 119)"])
        #expect(failing.stdout.hasPrefix("4.48:1\nAA   normal text (4.5:1)  fail\n"))
    }

    @Test func everyTokenFormIsAccepted() throws {
        // Display P3 red (luminance 0.229) on white; 50 % black over white; 50 % white over black with --dark.
        let p3 = try CLI.run(["check-contrast", #"{"colorSpace": "display-p3", "components": [1, 0, 0]}"#, "white"])
        #expect(p3.stdout.hasPrefix("3.76:1\n"))
        let alpha = try CLI.run(["check-contrast", "rgb(0 0 0 / 50%)", "#FFFFFF"])
        #expect(alpha.stdout.hasPrefix("3.98:1\n"))
        let dark = try CLI.run(["check-contrast", "black", "#FFFFFF80", "--dark"])
        #expect(dark.stdout.hasPrefix("5.3"))
    }

    @Test func aBadColorIsAUsageError() throws {
        let result = try CLI.run(["check-contrast", "#GGG", "white"])
        #expect(result.exitCode == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains(##"typesetter: error: FOREGROUND "#GGG" is not a color: "##))
        #expect(
            result.stderr.contains(
                "write hex (#767676), rgb(118 118 118), hsl(…), a CSS color name, or a DTCG color object"))
        let object = try CLI.run(["check-contrast", "black", #"{"colorSpace": "srgb"}"#])
        #expect(
            object.stderr
                == #"typesetter: error: BACKGROUND "{"colorSpace": "srgb"}" is not a color: color is missing "components""#
                + "\n")
    }
}
