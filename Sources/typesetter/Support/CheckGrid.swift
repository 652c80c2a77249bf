import TypesetterBuild
import TypesetterCore
import TypesetterTokens

/// `typesetter report`: per style (and component with a `fit`) a row of twelve cells (pass, warn, fail) and the share of users for whom
/// the style passes, as text for people and JSON for tools.
enum CheckGrid {
    /// ```
    /// style          xS S  M  L  xL xxL 3xL A1 A2 A3 A4 A5  users
    /// body.small     ·  ·  ·  ·  ·  ·   ·   ·  ·  W  W  W   98.1%
    /// ```
    static func text(_ report: CheckReport) -> String {
        let headers = ["xS", "S", "M", "L", "xL", "xxL", "3xL", "A1", "A2", "A3", "A4", "A5"]
        let nameWidth = max(6, (report.rows + report.failedStyles.map(\.path)).map(\.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String {
            text + String(repeating: " ", count: max(0, width - text.count))
        }
        var out = pad("style", nameWidth) + "  " + headers.map { pad($0, 4) }.joined() + "users\n"
        for style in report.rows {
            out += pad(style, nameWidth) + "  " + report.cells(for: style).map { pad($0.gridMark, 4) }.joined()
            out += SizePopulation.percentText(report.passingShare(for: style)) + "\n"
        }
        // Styles an error left out: marked, not dropped, so the grid lists every style.
        for failed in report.failedStyles {
            out += pad(failed.path, nameWidth) + "  " + String(repeating: pad("-", 4), count: headers.count) + "-\n"
        }
        out +=
            pad("shares", nameWidth) + "  "
            + ContentSizeCategory.allCases.map { pad(shortPercent(report.population.share(at: $0)), 4) }.joined()
        out += "Bold Text \(SizePopulation.percentText(report.population.boldText))\n"
        out +=
            "· pass, W warning, F error\(report.failedStyles.isEmpty ? "" : ", - not checked (an error above left the style out)"); users: the share for whom the style passes every check (Bold Text findings count for that share only)\n"
        out +=
            "\(report.summary); population: \(report.population.isCoarse ? "coarse estimate, " : "")\(report.population.source)\n"
        return out
    }

    /// A share in at most four characters for the grid's footer ("70", "8.3", ".63").
    static func shortPercent(_ share: Double) -> String {
        let percent = share * 100
        if percent >= 10 { return formatNumber(percent, maximumFractionDigits: 0) }
        if percent >= 1 { return formatNumber(percent, maximumFractionDigits: 1) }
        let text = formatNumber(percent, maximumFractionDigits: 2)
        return text.hasPrefix("0.") ? String(text.dropFirst()) : text
    }

    /// `{"population": {...}, "passingShare": 0.93, "styles": [{"path", "kind", "checked": true, "cells": [{"size", "status", "share"}], "passingShare", "findings": [...]}]}`;
    /// a style an error left out is `{"path", "kind", "checked": false, "error": {"code", "message"}}`.
    static func json(_ report: CheckReport) -> String {
        let population = report.population
        var json = JSONWriter(pretty: true)
        json.object { json in
            json.key("population")
            json.object { json in
                json.key("coarse"); json.bool(population.isCoarse)
                json.key("source"); json.string(population.source)
                json.key("sizes")
                json.object(compact: true) { json in
                    for category in ContentSizeCategory.allCases {
                        json.key(category.swiftUIName); json.number(population.share(at: category))
                    }
                }
                json.key("boldText"); json.number(population.boldText)
            }
            json.key("checks");
            json.array(compact: true) { json in for code in report.codes { json.string(code.rawValue) } }
            json.key("passingShare"); json.number(report.passingShare)
            json.key("styles")
            json.array { json in
                for style in report.rows {
                    json.object { json in
                        json.key("path"); json.string(style)
                        json.key("kind"); json.string(report.components.contains(style) ? "component" : "style")
                        json.key("cells")
                        json.array { json in
                            for (category, status) in zip(ContentSizeCategory.allCases, report.cells(for: style)) {
                                json.object(compact: true) { json in
                                    json.key("size"); json.string(category.swiftUIName)
                                    json.key("status"); json.string(status.rawValue)
                                    json.key("share"); json.number(population.share(at: category))
                                }
                            }
                        }
                        json.key("checked"); json.bool(true)
                        json.key("passingShare"); json.number(report.passingShare(for: style))
                        json.key("findings")
                        json.array { json in
                            for finding in report.findings(for: style) {
                                json.object(compact: true) { json in
                                    json.key("code"); json.string(finding.code.rawValue)
                                    json.key("severity"); json.string(finding.diagnostic.severity.rawValue)
                                    json.key("sizes");
                                    json.array { json in
                                        for category in finding.categories { json.string(category.swiftUIName) }
                                    }
                                    json.key("boldTextOnly"); json.bool(finding.boldTextOnly)
                                    json.key("share"); json.number(finding.share)
                                    json.key("message"); json.string(finding.diagnostic.message)
                                }
                            }
                        }
                    }
                }
                for failed in report.failedStyles {
                    json.object { json in
                        json.key("path"); json.string(failed.path)
                        json.key("kind"); json.string("style")
                        json.key("checked"); json.bool(false)
                        // Lenient mode: checked, and left out of the outputs for the error below.
                        json.key("leftOut"); json.bool(failed.isLeftOut)
                        json.key("error")
                        json.object(compact: true) { json in
                            json.key("code"); json.string(failed.error.code.rawValue)
                            json.key("message"); json.string(failed.error.message)
                        }
                    }
                }
            }
        }
        return json.text + "\n"
    }
}

extension CheckReport.Status {
    /// The status's cell in the text form of the grid: one character.
    var gridMark: String {
        switch self {
        case .pass: "·"
        case .warn: "W"
        case .fail: "F"
        }
    }
}
