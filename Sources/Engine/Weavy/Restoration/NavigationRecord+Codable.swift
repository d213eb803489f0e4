extension NavigationRecord: Codable {
    /// The key of a decoder's `userInfo` under which the app gives the weft types a
    /// record may hold, as `[any (Weft & Codable).Type]`.
    public static let weftTypesKey = CodingUserInfoKey(rawValue: "weavy.navigationRecord.weftTypes")!

    private enum CodingKeys: String, CodingKey {
        case roots
    }

    /// Decodes a record. A saved weft whose type is not in `userInfo[weftTypesKey]`, or
    /// that no longer decodes, ends its path with a ``Note``.
    ///
    /// - Throws: `DecodingError` when the data is not a record, or when the decoder was
    ///   not given the weft types.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        roots = try container.decodeIfPresent([Node].self, forKey: .roots) ?? []
    }

    /// Encodes the record; notes are not encoded.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(roots, forKey: .roots)
    }
}

extension NavigationRecord.Node: Codable {
    private enum CodingKeys: String, CodingKey {
        case warp, path, children
    }

    private enum WeftKeys: String, CodingKey {
        case type, value
    }

    /// Decodes a node; see ``NavigationRecord/init(from:)``.
    public init(from decoder: any Decoder) throws {
        guard let types = decoder.userInfo[NavigationRecord.weftTypesKey] as? [any (Weft & Codable).Type] else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: decoder.codingPath,
                    debugDescription: "A NavigationRecord decodes only with the app's weft types in "
                        + "userInfo[NavigationRecord.weftTypesKey], as [any (Weft & Codable).Type]."))
        }
        let container = try decoder.container(keyedBy: CodingKeys.self)
        warpType = try container.decode(String.self, forKey: .warp)
        path = []
        notes = []
        if container.contains(.path) {
            var saved = try container.nestedUnkeyedContainer(forKey: .path)
            while !saved.isAtEnd {
                let item = try saved.nestedContainer(keyedBy: WeftKeys.self)
                let typeName = try item.decode(String.self, forKey: .type)
                guard let type = types.first(where: { NavigationRecord.typeName(of: $0) == typeName }) else {
                    notes.append(.unknownWeftType(warpType: warpType, weftType: typeName))
                    break
                }
                do {
                    path.append(try type.init(from: item.superDecoder(forKey: .value)))
                } catch {
                    notes.append(
                        .undecodableWeft(warpType: warpType, weftType: typeName, reason: String(describing: error)))
                    break
                }
            }
        }
        children = try container.decodeIfPresent([NavigationRecord.Node].self, forKey: .children) ?? []
    }

    /// Encodes the node: its warp type, its path (each weft with its type name) and its
    /// children.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(warpType, forKey: .warp)
        var saved = container.nestedUnkeyedContainer(forKey: .path)
        for weft in path {
            var item = saved.nestedContainer(keyedBy: WeftKeys.self)
            try item.encode(NavigationRecord.typeName(of: type(of: weft)), forKey: .type)
            try weft.encode(to: item.superEncoder(forKey: .value))
        }
        try container.encode(children, forKey: .children)
    }
}
