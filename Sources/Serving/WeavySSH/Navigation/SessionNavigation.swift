import Foundation

/// What a server keeps of a user's navigation from one session to their next: the
/// session's `NavigationRecord` (`Loom.navigationRecord()`) and the few strings the app
/// keeps beside it (the selected tab's index path, say: a record holds nothing
/// user-interface-specific).
///
/// The server saves it when a session ends (``SSHSessionApp/navigationToSave``) and gives
/// it back in ``SSHSessionRequest/savedNavigation`` at the user's next login, on whichever
/// worker process or machine it lands, when both use the same ``NavigationStore``.
///
/// It is stored as JSON, with a version: a record of another version is not used.
public struct SessionNavigation: Sendable {
    /// The navigation the session left.
    public var record: NavigationRecord
    /// What the app keeps beside the record, by name: small strings only.
    public var appData: [String: String]

    /// A saved navigation of `record`, with the app's `appData`.
    public init(record: NavigationRecord, appData: [String: String] = [:]) {
        self.record = record
        self.appData = appData
    }
}

extension SessionNavigation: Codable {
    /// The version of the form this library writes; a record of another version is not read.
    public static let version = 1

    private enum CodingKeys: String, CodingKey {
        case version, record, appData
    }

    /// Decodes a saved navigation; the decoder needs the app's weft types in its `userInfo`
    /// under `NavigationRecord.weftTypesKey`.
    ///
    /// - Throws: `DecodingError` for data that is not a saved navigation, or of another version.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let version = try container.decode(Int.self, forKey: .version)
        guard version == Self.version else {
            throw DecodingError.dataCorruptedError(
                forKey: .version, in: container,
                debugDescription: "it is of version \(version); this server reads version \(Self.version)")
        }
        record = try container.decode(NavigationRecord.self, forKey: .record)
        appData = try container.decodeIfPresent([String: String].self, forKey: .appData) ?? [:]
    }

    /// Encodes the navigation with its version.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(Self.version, forKey: .version)
        try container.encode(record, forKey: .record)
        if !appData.isEmpty { try container.encode(appData, forKey: .appData) }
    }
}

extension SessionNavigation: Equatable {
    /// Whether both hold the same navigation: they are saved as the same bytes.
    public static func == (lhs: SessionNavigation, rhs: SessionNavigation) -> Bool {
        (try? lhs.encoded()) == (try? rhs.encoded())
    }
}

extension SessionNavigation {
    /// The bytes a store keeps: JSON, its keys sorted.
    func encoded() throws -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return Array(try encoder.encode(self))
    }

    /// Reads what ``encoded()`` wrote, with the app's weft types.
    init(decoding bytes: [UInt8], weftTypes: [any (Weft & Codable).Type]) throws {
        let decoder = JSONDecoder()
        decoder.userInfo[NavigationRecord.weftTypesKey] = weftTypes
        self = try decoder.decode(SessionNavigation.self, from: Data(bytes))
    }
}
