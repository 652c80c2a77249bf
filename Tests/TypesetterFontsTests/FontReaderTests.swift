import Testing
@testable import TypesetterFonts
