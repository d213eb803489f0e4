/// The live navigation of a ``Loom`` as data: each warp's type, the wefts that built what
/// it shows, and its child warps. Save it at the end of a run, rebuild it at the next
/// launch with ``Loom/weave(_:with:restoring:onRestored:)``.
///
/// A record is `Codable`: encode it with any encoder (`JSONEncoder`, for instance).
/// Decoding needs the weft types the app uses, in the decoder's `userInfo` under
/// ``weftTypesKey``:
///
/// ```swift
/// let decoder = JSONDecoder()
/// let weftTypes: [any (Weft & Codable).Type] = [AppWeft.self, SettingsWeft.self]
/// decoder.userInfo[NavigationRecord.weftTypesKey] = weftTypes
/// let record = try decoder.decode(NavigationRecord.self, from: data)
/// ```
///
/// What could not be saved or decoded never fails the whole record: the path it was on
/// ends there, and a ``Note`` says why (see ``notes``).
public struct NavigationRecord: Sendable {
    /// One warp of the record and its child warps.
    public struct Node: Sendable {
        /// The warp's type, as `String(reflecting:)` names it (module and type).
        public var warpType: String

        /// The wefts, after ``Warp/adapt(_:)``, whose knits wove the presentables and child
        /// warps this warp still held, in the order they were knitted.
        ///
        /// Not included: the warp's own initial weft, the initial wefts of the weftables it
        /// wove, and what those knits forwarded; weaving the warp again knits them again.
        /// A weft forwarded by a recorded knit is recorded as that knit's weft.
        public var path: [any Weft & Codable]

        /// The child warps, in the order they were woven.
        public var children: [Node]

        /// What this node's path lost when it was saved or decoded. Not encoded.
        public var notes: [Note]

        /// Creates a node.
        public init(
            warpType: String, path: [any Weft & Codable] = [], children: [Node] = [], notes: [Note] = []
        ) {
            self.warpType = warpType
            self.path = path
            self.children = children
            self.notes = notes
        }
    }

    /// The root warps, in the order they were woven.
    public var roots: [Node]

    /// Creates a record of `roots`; an empty record restores nothing.
    public init(roots: [Node] = []) {
        self.roots = roots
    }

    /// The notes of every node, parents before children.
    public var notes: [Note] {
        indexPaths.flatMap { node(at: $0)?.notes ?? [] }
    }

    /// The index path of every node, parents before children: `[2]` is the third root,
    /// `[2, 0]` its first child. ``Loom/warp(at:)`` finds the live warp at the same path
    /// when the record is made, and ``RestoredNavigation/warp(at:)`` the warp rebuilt for
    /// it after a restore.
    public var indexPaths: [[Int]] {
        var result: [[Int]] = []
        var stack: [([Int], Node)] = roots.enumerated().reversed().map { ([$0.offset], $0.element) }
        while let (indexPath, node) = stack.popLast() {
            result.append(indexPath)
            stack.append(
                contentsOf: node.children.enumerated().reversed().map { (indexPath + [$0.offset], $0.element) })
        }
        return result
    }

    /// The node at `indexPath`, if there is one.
    public func node(at indexPath: [Int]) -> Node? {
        guard let first = indexPath.first, roots.indices.contains(first) else { return nil }
        var node = roots[first]
        for index in indexPath.dropFirst() {
            guard node.children.indices.contains(index) else { return nil }
            node = node.children[index]
        }
        return node
    }

    /// How records name warp and weft types: the module-qualified name, as
    /// `String(reflecting:)` writes it (`MyApp.MainWarp`), which is what a saved record
    /// holds.
    ///
    /// Read straight from the type's metadata: `String(reflecting:)` reaches the same
    /// name only after asking whether the type conforms to the printing protocols and
    /// making a `Mirror`, the first time several million instructions of a program's
    /// start-up.
    public static func typeName(of type: Any.Type) -> String {
        _typeName(type, qualified: true)
    }
}
