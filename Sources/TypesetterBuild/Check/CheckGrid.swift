import TypesetterCore
import TypesetterTokens

/// `typesetter report`: per style a row of twelve cells (pass, warn, fail) and the share of users for whom
/// the style passes, as text for people and JSON for tools.
public enum CheckGrid {
    /// One character per cell in the text form.
    static func mark(_ status: CheckReport.Status) -> String {
        switch status {
        case .pass: "·"
        case .warn: "W"
        case .fail: "F"
        }
    }

    /// ```
    /// style          xS S  M  L  xL xxL 3xL A1 A2 A3 A4 A5  users
    /// body.small     ·  ·  ·  ·  ·  ·   ·   ·  ·  W  W  W   98.1%
    /// ```
    public static func text(_ report: CheckReport) -> String {
        let headers = ["xS", "S", "M", "L", "xL", "xxL", "3xL", "A1", "A2", "A3", "A4", "A5"]
        let nameWidth = max(6, report.styles.map(\.count).max() ?? 0)
        func pad(_ text: String, _ width: Int) -> String { text + String(repeating: " ", count: max(0, width - text.count)) }
        var out = pad("style", nameWidth) + "  " + headers.map { pad($0, 4) }.joined() + "users\n"
        for style in report.styles {
            out += pad(style, nameWidth) + "  " + report.cells(for: style).map { pad(mark($0), 4) }.joined()
            out += SizePopulation.percentText(report.passingShare(for: style)) + "\n"
        }
        out += pad("shares", nameWidth) + "  " + ContentSizeCategory.allCases.map { pad(shortPercent(report.population.share(at: $0)), 4) }.joined()
        out += "Bold Text \(SizePopulation.percentText(report.population.boldText))\n"
        out += "· pass, W warning, F error; users: the share for whom the style passes every check (Bold Text findings count for that share only)\n"
        out += "\(report.summary); population: \(report.population.isCoarse ? "coarse estimate, " : "")\(report.population.source)\n"
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

    /// `{"population": {...}, "passingShare": 0.93, "styles": [{"path", "cells": [{"size", "status", "share"}], "passingShare", "findings": [...]}]}`.
    public static func json(_ report: CheckReport) -> String {
        let population = report.population
        var out = "{\"population\":{\"coarse\":\(population.isCoarse),\"source\":\(JSONText.quote(population.source)),\"sizes\":{"
        out += ContentSizeCategory.allCases.map { "\(JSONText.quote($0.swiftUIName)):\(JSONText.number(population.share(at: $0)))" }.joined(separator: ",")
        out += "},\"boldText\":\(JSONText.number(population.boldText))},"
        out += "\"checks\":[" + report.codes.map { JSONText.quote($0.rawValue) }.joined(separator: ",") + "],"
        out += "\"passingShare\":\(JSONText.number(report.passingShare)),\"styles\":["
        out += report.styles.map { style in
            let cells = zip(ContentSizeCategory.allCases, report.cells(for: style)).map { category, status in
                "{\"size\":\(JSONText.quote(category.swiftUIName)),\"status\":\(JSONText.quote(status.rawValue)),\"share\":\(JSONText.number(population.share(at: category)))}"
            }
            let findings = report.findings(for: style).map { finding in
                "{\"code\":\(JSONText.quote(finding.code.rawValue)),\"severity\":\(JSONText.quote(finding.diagnostic.severity.rawValue)),"
                    + "\"sizes\":[" + finding.categories.map { JSONText.quote($0.swiftUIName) }.joined(separator: ",") + "],"
                    + "\"boldTextOnly\":\(finding.boldTextOnly),\"share\":\(JSONText.number(finding.share)),\"message\":\(JSONText.quote(finding.diagnostic.message))}"
            }
            return "{\"path\":\(JSONText.quote(style)),\"cells\":[\(cells.joined(separator: ","))],\"passingShare\":\(JSONText.number(report.passingShare(for: style))),\"findings\":[\(findings.joined(separator: ","))]}"
        }.joined(separator: ",")
        return out + "]}\n"
    }
}
