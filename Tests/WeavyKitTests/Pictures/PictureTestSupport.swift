import Foundation
import Testing
import WeavyKit

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Builds snapshots cell by cell for the picture tests.
enum Cells {
    /// `text`'s characters as cells in `style`, each as wide as the terminal draws it.
    static func of(_ text: String, _ style: Snapshot.CellStyle = .plain) -> [Snapshot.Cell] {
        text.map { Snapshot.Cell(character: String($0), width: CellText.width($0), style: style) }
    }

    /// A snapshot of `rows`, `columns` wide.
    static func snapshot(columns: Int, _ rows: [[Snapshot.Cell]], cursor: Point? = nil) -> Snapshot {
        Snapshot(size: Size(columns: columns, rows: rows.count), rows: rows, cursor: cursor)
    }
}

/// Whether a text is well-formed XML, and what the parser said when it is not.
enum XMLCheck {
    static func problem(in text: String) -> String? {
        let parser = XMLParser(data: Data(text.utf8))
        return parser.parse()
            ? nil : "\(parser.parserError.map { "\($0)" } ?? "unknown error") at line \(parser.lineNumber)"
    }
}
