import FoundationEssentials
import Logging
import Weavy

/// What the app keeps of its navigation from one run to the next: the Loom's record (the
/// wefts that built each warp's screens) and what the record does not hold, the
/// selected tab.
package struct SavedNavigation {
    /// The live navigation when the app ended (``Loom/navigationRecord()``).
    package var record: NavigationRecord
    /// The index path, in ``record``, of the warp whose tab was selected
    /// (see ``NavigationRecord/indexPaths``); `nil` before the dashboard.
    package var selectedTab: [Int]?

    /// A saved navigation of `record`, with the selected tab's index path.
    package init(record: NavigationRecord, selectedTab: [Int]?) {
        self.record = record
        self.selectedTab = selectedTab
    }
}

extension SavedNavigation: Codable {
    /// The form this version writes; a file of another form is not used.
    static let version = 1

    private enum CodingKeys: String, CodingKey {
        case version, record, selectedTab
    }

    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container, debugDescription: "version \(version), expected \(Self.version)")
        }
        record = try container.decode(NavigationRecord.self, forKey: .record)
        selectedTab = try container.decodeIfPresent([Int].self, forKey: .selectedTab)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(record, forKey: .record)
        try container.encodeIfPresent(selectedTab, forKey: .selectedTab)
    }
}

/// `navigation.json` in the data directory: the ``SavedNavigation`` of the last run.
///
/// Written when the app ends, read when it starts. It is the only file of the demo read
/// with `JSONDecoder` (FoundationEssentials): the record is `Codable`, its wefts too.
/// A file that cannot be used is reported in one sentence and left as it is until the
/// next save replaces it; the user's own data is in other files and never touched here.
struct NavigationFile {
    /// The file's name in the data directory.
    static let name = "navigation.json"

    /// What reading the file gave.
    enum Contents {
        /// There is no saved navigation.
        case none
        /// The navigation of the last run.
        case saved(SavedNavigation)
        /// The file cannot be used: why, in a sentence for the user.
        case unusable(String)
    }

    let directory: DataDirectory
    var logger = Logger(label: "weavy-demo.navigation")

    /// Reads the saved navigation; `weftTypes` are the weft types its records may hold.
    func load(weftTypes: [any (Weft & Codable).Type]) -> Contents {
        let bytes: [UInt8]
        do {
            guard let read = try directory.read(Self.name) else { return .none }
            bytes = read
        } catch {
            return .unusable("\(Self.name) cannot be read (\(error.reason))")
        }
        let decoder = JSONDecoder()
        decoder.userInfo[NavigationRecord.weftTypesKey] = weftTypes
        do {
            return .saved(try decoder.decode(SavedNavigation.self, from: Data(bytes)))
        } catch {
            logger.warning("\(Self.name) is not a saved navigation: \(error)")
            return .unusable("\(Self.name) is corrupt")
        }
    }

    /// Replaces the file with `navigation`.
    @discardableResult
    func save(_ navigation: SavedNavigation) -> SaveResult {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        do {
            let data = try encoder.encode(navigation)
            try directory.write(Array(data) + [UInt8(ascii: "\n")], to: Self.name)
            return .saved
        } catch let error as FileError {
            logger.error("the navigation was not saved: \(error)")
            return .keptInMemory(reason: error.reason)
        } catch {
            logger.error("the navigation was not saved: \(error)")
            return .keptInMemory(reason: "it cannot be encoded")
        }
    }
}
