import Logging
import OpenCombine

/// The user's data: the API key and which movies are in which list.
///
/// Loaded from the data directory at start-up (`settings.json`, `lists.json`; missing
/// files give the defaults) and written back atomically on every change. Nothing stops
/// the app: a folder that cannot be written, a file that cannot be read or is not valid
/// JSON each become one sentence in ``problems`` and the app goes on with the defaults,
/// keeping changes in memory. A corrupt file is moved aside, never overwritten.
///
/// Served with a shared store (`weavy-demo serve --database`), the lists are not in the
/// data directory but in ``SharedLists``: every worker and every server on the store
/// shows the same lists, each change as it happens.
@MainActor
package final class DemoStore {
    nonisolated static let settingsFile = "settings.json"
    nonisolated static let listsFile = "lists.json"

    /// Every movie and person.
    let catalog: Catalog
    /// Where the files are.
    let directory: DataDirectory
    /// The API key, once entered.
    private(set) var apiKey: String?
    /// Which movie is in which list.
    private(set) var lists: MovieLists
    /// What went wrong while loading, one sentence each, for the user.
    private(set) var problems: [String] = []
    /// Fires after the lists change.
    let listsChanged = PassthroughSubject<Void, Never>()

    /// Files that must not be written: the folder is not writable, or the file could
    /// not be read or moved aside (writing would destroy what the user has).
    private var readOnlyFiles: Set<String> = []
    private var folderIsWritable = true
    private let logger: Logger
    /// Where the lists are kept when they are shared past this process; `nil`: in `lists.json`.
    private let sharedLists: SharedLists?

    /// Loads the user's data from `directory`, creating the folder when it is missing;
    /// the lists from `sharedLists` when given, and not from the directory.
    init(
        catalog: Catalog, directory: DataDirectory, sharedLists: SharedLists? = nil,
        logger: Logger = Logger(label: "weavy-demo.store")
    ) {
        self.catalog = catalog
        self.directory = directory
        self.logger = logger
        self.sharedLists = sharedLists
        lists = sharedLists?.lists ?? MovieLists(defaultsOf: catalog)
        sharedLists?.onChange = { [weak self] lists in
            guard let self, self.lists != lists else { return }
            self.lists = lists
            self.listsChanged.send()
        }
        guard prepareFolder() else { return }
        let settings = load(from: Self.settingsFile, defaults: "the API key must be entered again") { value in
            try JSONObject(value, path: Self.settingsFile).optionalString("apiKey")
        }
        if let key = settings ?? nil, !key.isEmpty {
            apiKey = key
        }
        if sharedLists == nil,
            let stored = load(
                from: Self.listsFile, defaults: "the default lists are used", decode: MovieLists.init(json:))
        {
            lists = stored.normalized(for: catalog)
        }
    }

    // MARK: - Reading

    /// The movies in `list`, in list order.
    func movies(in list: MovieList) -> [Movie] {
        lists[list].compactMap(catalog.movie)
    }

    /// How many moves of the shared lists this process has not written to the shared
    /// store yet (the database is away); 0 without a shared store.
    package var unwrittenMoves: Int { sharedLists?.unwrittenCount ?? 0 }

    /// The list `movieID` is in.
    func list(containing movieID: Int) -> MovieList? {
        lists.list(containing: movieID)
    }

    // MARK: - Changing

    /// Keeps `key` as the API key and saves it.
    func setApiKey(_ key: String) -> SaveResult {
        apiKey = key
        return save(.object(["apiKey": .string(key)]), to: Self.settingsFile)
    }

    /// Moves `movieID` to the other list at once and saves the lists; `report` hears the
    /// list the movie is now in and what became of the change, once that is known (at
    /// once for the data directory, after the write for shared lists). Nothing happens
    /// for a movie in no list.
    func toggle(_ movieID: Int, then report: @escaping @MainActor (MovieList, SaveResult) -> Void) {
        if let sharedLists {
            guard let list = lists.list(containing: movieID)?.other else { return }
            sharedLists.move(movieID, to: list) { result in report(list, result) }
            return
        }
        guard let list = lists.toggle(movieID) else { return }
        listsChanged.send()
        report(list, save(lists.json, to: Self.listsFile))
    }

    // MARK: - Files

    /// Creates the folder when needed; returns whether it exists (and so can be read).
    private func prepareFolder() -> Bool {
        do {
            try directory.create()
        } catch {
            folderIsWritable = false
            problems.append(
                "The data directory \(directory.path) cannot be created (\(error.reason)); "
                    + "changes are kept in memory only.")
            return false
        }
        if !directory.isWritable {
            folderIsWritable = false
            problems.append("The data directory \(directory.path) is read-only; changes are kept in memory only.")
        }
        return true
    }

    private func load<Value>(from name: String, defaults: String, decode: (JSONValue) throws -> Value) -> Value? {
        let bytes: [UInt8]?
        do {
            bytes = try directory.read(name)
        } catch {
            readOnlyFiles.insert(name)
            problems.append("\(name) cannot be read (\(error.reason)); \(defaults) and it will not be overwritten.")
            return nil
        }
        guard let bytes else { return nil }
        do {
            return try decode(try JSONParser.parse(bytes))
        } catch {
            logger.warning("\(name) is not valid: \(error)")
            return setAside(name, defaults: defaults)
        }
    }

    private func setAside<Value>(_ name: String, defaults: String) -> Value? {
        guard folderIsWritable else {
            readOnlyFiles.insert(name)
            problems.append("\(name) is corrupt; \(defaults) and it is left as it is.")
            return nil
        }
        do {
            let aside = try directory.moveAside(name)
            problems.append("\(name) is corrupt; it was kept aside as \(aside) and \(defaults).")
        } catch {
            readOnlyFiles.insert(name)
            problems.append(
                "\(name) is corrupt and cannot be moved aside (\(error.reason)); \(defaults) and it will not be "
                    + "overwritten.")
        }
        return nil
    }

    private func save(_ value: JSONValue, to name: String) -> SaveResult {
        guard folderIsWritable else {
            return .keptInMemory(reason: "the data directory is read-only")
        }
        guard !readOnlyFiles.contains(name) else {
            return .keptInMemory(reason: "\(name) is left as it was found")
        }
        do {
            try directory.write(Array((value.serialized + "\n").utf8), to: name)
            return .saved
        } catch {
            logger.error("\(error)")
            return .keptInMemory(reason: error.reason)
        }
    }
}
