/// A small typed HTML writer: elements with attributes, text and attribute values escaped as they are
/// written. The catalog's pages are built with it, so no value from the tokens (a path, a description, a
/// sample) reaches the page unescaped.
///
/// ```swift
/// var html = HTMLWriter()
/// html.element("h3", ["id": anchor]) { $0.element("code", text: path) }
/// ```
struct HTMLWriter {
    /// An attribute value: text (escaped) or CSS the page built from numbers and identifiers it chose
    /// (written as it is; it never holds a value from the tokens).
    struct Value: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
        var html: String
        init(_ text: String) { html = HTML.escape(text) }
        init(stringLiteral text: String) { self.init(text) }
        init(stringInterpolation: DefaultStringInterpolation) {
            self.init(String(stringInterpolation: stringInterpolation))
        }
        /// CSS the page generated itself, written unescaped.
        static func css(_ css: String) -> Value {
            var value = Value("")
            value.html = css
            return value
        }
    }

    private(set) var html = ""

    init(capacity: Int = 0) { html.reserveCapacity(capacity) }

    /// `<tag name="value"…>`; an attribute whose value is `nil` is left out.
    mutating func open(_ tag: String, _ attributes: KeyValuePairs<String, Value?> = [:]) {
        html += "<"
        html += tag
        for (name, value) in attributes {
            guard let value else { continue }
            html += " "
            html += name
            html += "=\""
            html += value.html
            html += "\""
        }
        html += ">"
    }

    /// `</tag>`
    mutating func close(_ tag: String) {
        html += "</"
        html += tag
        html += ">"
    }

    /// An element around what `content` writes.
    mutating func element(
        _ tag: String, _ attributes: KeyValuePairs<String, Value?> = [:], _ content: (inout HTMLWriter) -> Void
    ) {
        open(tag, attributes)
        content(&self)
        close(tag)
    }

    /// An element holding escaped text.
    mutating func element(_ tag: String, _ attributes: KeyValuePairs<String, Value?> = [:], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    /// Escaped text.
    mutating func text(_ text: String) { html += HTML.escape(text) }

    /// Markup written in the source (fixed text and tags, never a value from the tokens).
    mutating func markup(_ markup: String) { html += markup }

    /// A line break between elements.
    mutating func line() { html += "\n" }
}

/// Escaping for text and attribute values.
enum HTML {
    static func escape(_ text: String) -> String {
        guard
            text.utf8.contains(where: {
                $0 == UInt8(ascii: "&") || $0 == UInt8(ascii: "<") || $0 == UInt8(ascii: ">")
                    || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "'")
            })
        else {
            return text
        }
        var out = ""
        for character in text {
            if let entity = entities[character] {
                out += entity
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// The characters text and attribute values escape, with their entities.
    private static let entities: [Character: String] = [
        "&": "&amp;", "<": "&lt;", ">": "&gt;", "\"": "&quot;", "'": "&#39;",
    ]
}

extension HTMLWriter {
    /// `<section id="ID" aria-labelledby="ID-title">` with its `<h2>`, around what `content` writes.
    mutating func section(_ id: String, title: String, _ content: (inout HTMLWriter) -> Void) {
        open("section", ["id": .init(id), "aria-labelledby": "\(id)-title"])
        line()
        element("h2", ["id": "\(id)-title"], text: title)
        line()
        content(&self)
        close("section")
        line()
    }

    /// A table in a sideways-scrolling box: an optional visually hidden caption, the `<thead>` that `head`
    /// writes, and the rows `rows` writes (each ending its line).
    mutating func scrollingTable(
        class name: String, caption: String? = nil, head: (inout HTMLWriter) -> Void,
        rows: (inout HTMLWriter) -> Void
    ) {
        open("div", ["class": "table-scroll"])
        open("table", ["class": .init(name)])
        line()
        if let caption {
            element("caption", ["class": "visually-hidden"], text: caption)
            line()
        }
        element("thead") { $0.element("tr", [:], head) }
        line()
        open("tbody")
        line()
        rows(&self)
        close("tbody")
        line()
        close("table")
        close("div")
        line()
    }

    /// The head's first lines: the encoding, the viewport, and light and dark color schemes.
    mutating func documentMeta() {
        for attributes: KeyValuePairs<String, Value?> in [
            ["charset": "utf-8"], ["name": "viewport", "content": "width=device-width, initial-scale=1"],
            ["name": "color-scheme", "content": "light dark"],
        ] {
            open("meta", attributes)
            line()
        }
    }

    /// `<h1>TITLE <span class="subtitle">SUBTITLE</span></h1>` on a line.
    mutating func pageTitle(_ title: String, subtitle: String) {
        element("h1") {
            $0.text(title + " ")
            $0.element("span", ["class": "subtitle"], text: subtitle)
        }
        line()
    }

    /// `<p class="empty">` saying a section has nothing to show.
    mutating func emptyNote(_ text: String) {
        element("p", ["class": "empty"], text: text)
        line()
    }

    /// Header cells: `<th scope="col">` each, with an optional class.
    mutating func headerCells(_ columns: [(text: String, class: String?)]) {
        for column in columns {
            element("th", ["scope": "col", "class": column.class.map { Value($0) }], text: column.text)
        }
    }
}
