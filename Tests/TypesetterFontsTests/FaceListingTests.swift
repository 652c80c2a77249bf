import Testing
@testable import TypesetterFonts

/// The face list of a "no matching face" error: grouped by file, each face once, variable files with their
/// axis ranges, at most ten faces. Asserted as exact text.
@Suite struct FaceListingTests {
    @Test func staticFacesAreGroupedAndCutAfterTen() {
        let listing = FaceListing(
            files: (1...12).map { index in
                FaceListing.File(fileName: "Sans-\(index).otf", faces: ["W\(index) (Sans-W\(index), \(index * 50))"])
            })
        #expect(listing.faceCount == 12)
        #expect(
            listing.description
                == "Sans-1.otf: W1 (Sans-W1, 50); Sans-2.otf: W2 (Sans-W2, 100); Sans-3.otf: W3 (Sans-W3, 150); Sans-4.otf: W4 (Sans-W4, 200); Sans-5.otf: W5 (Sans-W5, 250); Sans-6.otf: W6 (Sans-W6, 300); Sans-7.otf: W7 (Sans-W7, 350); Sans-8.otf: W8 (Sans-W8, 400); Sans-9.otf: W9 (Sans-W9, 450); Sans-10.otf: W10 (Sans-W10, 500); and 2 more"
        )
        #expect(FaceListing(files: []).description == "none")
    }

    @Test func debianInterVariableFilesAreListedOnceWithTheirAxes() throws {
        let roman = try #require(
            RealFonts.path("Inter-roman.var.ttf"),
            "fonts-inter-variable is not installed: run Scripts/install-test-deps")
        let both = try #require(RealFonts.path("Inter.var.ttf"))
        let italic = try #require(RealFonts.path("Inter-italic.var.ttf"))
        let catalog = FontCatalog.scan([both, italic, roman])
        let error = #expect(throws: FontReadError.self) {
            try catalog.match(family: "Inter", weight: .init(rawValue: 1000)!, italic: false)
        }
        // Three files share the family: Inter.var.ttf repeats the 18 named instances of the other two (and
        // their PostScript name "Inter"), so each instance is counted once, under the first file that has it
        // in the family's order (by weight, upright first), and every variable file appears once, with its
        // axis ranges.
        #expect(
            error?.description == "no face of family 'Inter' with weight 1000 upright; faces of 'Inter': "
                + "Inter-roman.var.ttf: wght 100–900 (9 named instances), Regular (Inter, 400); "
                + "Inter.var.ttf: wght 100–900, slnt -10–0 (its faces are listed under other files); "
                + "Inter-italic.var.ttf: wght 100–900 (9 named instances), Italic (Inter, 400 italic)")
    }
}
