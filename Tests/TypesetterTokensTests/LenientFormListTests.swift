import Testing
@testable import TypesetterTokens

/// The lenient forms' one list (``LenientForm/all``): every form has one name and one place in the pipeline,
/// and the strict readers ask it in lenient mode only.
@Suite("Lenient form list")
struct LenientFormListTests {
    @Test func everyFormHasOneNameAndOnePlace() {
        let names = LenientForm.all.map(\.name)
        #expect(Set(names).count == names.count, "a name is listed twice")
        for form in LenientForm.all {
            let reads = form.site != nil && form.reads != nil
            #expect(reads != (form.rewritesTree != nil), "\(form.name) must either read at a site or rewrite the tree")
        }
        // Every site a strict reader asks has at least one form.
        for site in LenientForm.Site.allCases {
            #expect(!LenientForm.readers[site.rawValue].isEmpty, "no form reads at \(site)")
        }
    }

    /// A typography member the Check stage looks for, found however a tool writes its name.
    @Test func oneNormaliserOfTypographyMembers() {
        #expect(TypographyMemberName.member("line-height") == "lineHeight")
        #expect(TypographyMemberName.member("Line Height") == "lineHeight")
        #expect(TypographyMemberName.member("lineHeights") == "lineHeight")
        #expect(TypographyMemberName.member("lineSpacing") == "lineHeight")
        #expect(TypographyMemberName.member("font_size") == "fontSize")
        #expect(TypographyMemberName.member("tracking") == "letterSpacing")
        #expect(TypographyMemberName.member("FontSizes") == "fontSize")
        #expect(TypographyMemberName.member("fontFamilies") == "fontFamily")
        #expect(TypographyMemberName.member("color") == nil)
    }
}
