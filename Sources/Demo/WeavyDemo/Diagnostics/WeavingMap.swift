import OpenCombine
import Weavy

/// `--weaving-map`: how many times each warp knitted each weft in the session, printed
/// as a table when the app ends.
///
/// Wefts are counted by case, without their values (`moviePicked`, not
/// `moviePicked(id: 23452)`); rows and columns come in the order they first knitted.
@MainActor
final class WeavingMap {
    private var counts: [String: [String: Int]] = [:]
    private var warps: [String] = []
    private var wefts: [String] = []
    private var subscription: AnyCancellable?

    /// Creates an empty map.
    init() {}

    /// Counts the knits of `loom` from now on.
    func record(_ loom: Loom) {
        // Weak: the map holds this subscription, which holds the sink until cancelled.
        subscription = loom.didKnit.sink { [weak self] event in
            MainActor.assumeIsolated {
                self?.count(warp: String(describing: type(of: event.warp)), weft: String(describing: event.weft))
            }
        }
    }

    /// Counts one knit of `weft` by `warp`.
    func count(warp: String, weft: String) {
        let name = String(weft.prefix { $0 != "(" })
        if !warps.contains(warp) { warps.append(warp) }
        if !wefts.contains(name) { wefts.append(name) }
        counts[name, default: [:]][warp, default: 0] += 1
    }

    /// How many times `warp` knitted wefts of the case `weft`.
    func count(of weft: String, by warp: String) -> Int {
        counts[weft]?[warp] ?? 0
    }

    /// The table: one row per weft, one column per warp, `·` for none.
    var table: String {
        guard !wefts.isEmpty else { return "Weaving map: nothing was knitted." }
        let header = ["weft"] + warps
        let rows = wefts.map { weft in
            [weft]
                + warps.map { warp in
                    let count = count(of: weft, by: warp)
                    return count == 0 ? "·" : String(count)
                }
        }
        let widths = header.indices.map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        func format(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "─", count: $0) }.joined(separator: "  ")
        let lines = ["Weaving map: knits per weft (rows) and warp (columns) in this session", format(header), rule]
        return (lines + rows.map(format)).joined(separator: "\n")
    }
}
