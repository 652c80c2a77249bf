/// One form other tools write that lenient mode reads: a value in ``LenientForm/all``, the one list of them.
///
/// A form says what it recognises and what it makes of it, in one of two places of the pipeline:
/// - ``rewritesTree``: on the merged tree before anything is resolved (a whole form turned into the Format
///   Module's, such as Tokens Studio's `$group.token` references), or
/// - ``reads``: at one ``Site`` of a strict reader, for a value the strict reader rejects (`"16px"` for a
///   dimension, `"AUTO"` for a typography's line height). The strict readers in Values/ ask the list through
///   one hook, ``ValueReader/lenientReading(_:_:_:)``, which asks nothing in strict mode.
///
/// Its warning is said by the form itself, as it reads (a `lenient.*` code; once per form and file through
/// ``LenientReport`` for a form repeated across a file). Adding a form is its value, in the file of the tool
/// that writes it (Lenient/<Tool>.swift), and one line in ``all``; the order of the list is the order the
/// forms are tried at a site.
struct LenientForm: Sendable {
    /// Where a strict reader asks the forms: each reader in Values/ names the sites it has.
    enum Site: Int, CaseIterable, Sendable {
        /// A whole `dimension` token, before ``ValueReader/readDimension(_:)`` (lengths kept relative).
        case dimensionToken
        /// A whole `number` token, before ``ValueReader/readNumber(_:what:)`` (line heights as lengths).
        case numberToken
        /// A dimension that is not a reference (`"16px"`, a bare number).
        case dimension
        /// A dimension whose reference gave a value of another type (``LenientForm/Context/referenced``).
        case dimensionReference
        /// A number written as a string (`"150%"`, `"1.5"`).
        case number
        /// A duration written as a string (`"200ms"`).
        case duration
        /// A color string that is not a reference (`"#fff"`).
        case colorString
        /// A color's `hex` member that is not six digits (``LenientForm/Context/object`` is the color).
        case colorHex
        /// A font weight name that is not the Format Module's (`"SemiBold Italic"`).
        case fontWeightName
        /// A font weight whose reference gave a value of another type.
        case fontWeightReference
        /// A shadow layer's object, before its members are checked (read as ``Reading/object(_:)``).
        case shadowLayer
        /// A typography's object, before its members are checked: the members it keeps beyond the five.
        case typography
        /// Any member of a typography, before it is read (``LenientForm/Context/what`` is its name).
        case typographyMember
        /// A typography's `letterSpacing`.
        case typographyLetterSpacing
        /// A typography's `lineHeight` (``LenientForm/Context/fontSize`` is the style's size, if read).
        case typographyLineHeight
        /// A typography's `lineHeight` as the strict reader read it (``LenientForm/Context/number``), which a form
        /// may read again.
        case typographyLineHeightNumber
    }

    /// What the strict reader knows at a site beyond the node.
    struct Context {
        /// The composite object the node is a member of (``Site/colorHex``).
        var object: JSONObject?
        /// The style's font size, when it was read (``Site/typographyLineHeight``).
        var fontSize: DimensionValue?
        /// What the node's reference gave (``Site/dimensionReference``, ``Site/fontWeightReference``).
        var referenced: ReferencedValue?
        /// The number the strict reader read (``Site/typographyLineHeightNumber``).
        var number: Double?
        /// What the value is, as the strict reader's errors name it (`"lineHeight (a multiplier of fontSize)"`).
        var what: String?
    }

    /// What a form made of the node (`nil` from ``reads``: not this form; the next is asked).
    enum Reading {
        /// The value, read (and its warning said).
        case value(TokenValue)
        /// The node says there is no value (`"AUTO"`, `""`): the member is left out, as said.
        case absent
        /// The form is this one, but the value could not be read: an error was reported.
        case failed
        /// A composite object rewritten before its members are read (``Site/shadowLayer``).
        case object(JSONObject)
        /// A typography's members beyond the Format Module's five, kept as written, and whether one says
        /// italic (``Site/typography``).
        case typographyExtras([String: String], italic: Bool)

        /// The value, when the form read one.
        var value: TokenValue? { if case .value(let value) = self { value } else { nil } }
    }

    typealias Reader = @Sendable (inout ValueReader, JSONNode, Context) -> Reading?

    /// The form's name, as the documentation and its report key say it.
    let name: String
    /// Where the form is read, with ``reads``.
    let site: Site?
    /// What the form makes of a node at its ``site``, or `nil` when the node is not in this form.
    let reads: Reader?
    /// The rewrite of the merged tree before resolution.
    let rewritesTree: (@Sendable (inout TokenTree) -> Void)?

    /// A form read at a site of a strict reader.
    init(_ name: String, at site: Site, reads: @escaping Reader) {
        self.name = name
        self.site = site
        self.reads = reads
        rewritesTree = nil
    }

    /// A form rewritten on the merged tree before resolution.
    init(_ name: String, rewritesTree: @escaping @Sendable (inout TokenTree) -> Void) {
        self.name = name
        site = nil
        reads = nil
        self.rewritesTree = rewritesTree
    }

    /// The readers of ``all`` by site, in the list's order (made once: a site is asked for every value read).
    static let readers: [[Reader]] = {
        var bySite = [[Reader]](repeating: [], count: Site.allCases.count)
        for form in all {
            if let site = form.site, let reads = form.reads { bySite[site.rawValue].append(reads) }
        }
        return bySite
    }()

    /// The tree rewrites of ``all``, in the list's order.
    static let treeRewrites: [@Sendable (inout TokenTree) -> Void] = all.compactMap(\.rewritesTree)
}
