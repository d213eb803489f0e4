import Logging
import Weavy

/// The wishlist and the watched list kept in a `SharedStore`, one row per movie
/// (``ListPlacement``), so that every session of every worker process and every server
/// on that store sees the same lists, live.
///
/// Nothing is replicated here: the store is the only truth. This process keeps what it
/// last read of each row and the moves it has not written yet, and it follows the store's
/// changes, reading each changed movie's row again. A move made here shows at once and
/// is written to the store; while the store cannot write (the database is gone), the move
/// is kept, shown in this process's sessions, and written again every second until the
/// store takes it. A later move of the same movie replaces an earlier one not yet written.
@MainActor
final class SharedLists {
    /// A move made here that the store has not taken yet, and whom to tell what became of it.
    private struct Unwritten {
        var placement: ListPlacement
        var reports: [@MainActor (SaveResult) -> Void]
    }

    /// What a person is told while a move waits for the database.
    nonisolated static let waitingReason = "the database is unreachable"

    private let store: any SharedStore
    private let catalog: Catalog
    private let logger: Logger
    private let retryDelay: Duration
    /// The row the store gave for each movie that has one.
    private var stored: [Int: ListPlacement] = [:]
    private var unwritten: [Int: Unwritten] = [:]
    /// The movies whose rows changed and are to be read again, in turn.
    private var toRead: Set<Int> = []
    private var reading: Task<Void, Never>?
    private var writing: Task<Void, Never>?
    private var following: Task<Void, Never>?
    private var isOpen = false

    /// Called with the lists each time they change: a move here, or a row another
    /// session wrote.
    var onChange: @MainActor (MovieLists) -> Void = { _ in }

    private init(store: any SharedStore, catalog: Catalog, logger: Logger, retryDelay: Duration) {
        self.store = store
        self.catalog = catalog
        self.logger = logger
        self.retryDelay = retryDelay
    }

    isolated deinit {
        close()
    }

    /// Reads every movie's row from `store` and follows its changes from then on.
    ///
    /// - Throws: the store's error when a row cannot be read (the database went away
    ///   during the start).
    static func open(
        _ store: any SharedStore, catalog: Catalog, logger: Logger = Logger(label: "weavy-demo.lists"),
        retryDelay: Duration = .seconds(1)
    ) async throws -> SharedLists {
        let lists = SharedLists(store: store, catalog: catalog, logger: logger, retryDelay: retryDelay)
        // Followed first, so that a change made while the rows are read is read again after.
        lists.following = store.follow { [weak lists] change in
            lists?.heard(change)
        }
        do {
            for movie in catalog.movies {
                if let row = try await store.row(forKey: ListPlacement.key(of: movie.id)) {
                    lists.keep(row, of: movie.id)
                }
            }
        } catch {
            lists.close()
            throw error
        }
        lists.isOpen = true
        lists.readChangedRows()
        return lists
    }

    /// The lists as this process has them: the rows read, with the moves not yet written.
    var lists: MovieLists {
        ListPlacement.lists(of: stored.merging(unwritten.mapValues(\.placement)) { $1 }, in: catalog)
    }

    /// How many moves made here the store has not taken yet.
    var unwrittenCount: Int { unwritten.count }

    /// Moves `movieID` to the end of `list` at once, and writes it; `report` hears once
    /// whether the store took it (``SaveResult/saved``) or it waits for the database
    /// (``SaveResult/pending(reason:)``).
    func move(_ movieID: Int, to list: MovieList, report: @escaping @MainActor (SaveResult) -> Void) {
        let latest = stored.values.map(\.since) + unwritten.values.map(\.placement.since)
        let placement = ListPlacement(list: list, since: max(ListPlacement.now(), (latest.max() ?? 0) + 1))
        unwritten[movieID, default: Unwritten(placement: placement, reports: [])].placement = placement
        unwritten[movieID]?.reports.append(report)
        onChange(lists)
        if writing == nil {
            writing = Task { [weak self] in
                await self?.writeMoves()
            }
        }
    }

    /// Stops following the store and writing to it; the moves not written stay unwritten.
    func close() {
        following?.cancel()
        writing?.cancel()
        reading?.cancel()
    }

    // MARK: Reading

    private func heard(_ change: SharedChange) {
        guard let movieID = ListPlacement.movieID(inKey: change.key) else { return }
        toRead.insert(movieID)
        if isOpen { readChangedRows() }
    }

    /// Reads the changed rows one at a time, so that an older answer never lands after a
    /// newer one. A row that cannot be read now is read again after `retryDelay`: the
    /// store announced its change already, and will not again.
    private func readChangedRows() {
        guard reading == nil, !toRead.isEmpty else { return }
        reading = Task { [weak self] in
            while let self, let movieID = self.toRead.popFirst(), !Task.isCancelled {
                do {
                    let row = try await self.store.row(forKey: ListPlacement.key(of: movieID))
                    self.keep(row, of: movieID)
                    self.onChange(self.lists)
                } catch {
                    self.logger.warning(
                        "the shared row of movie \(movieID) cannot be read again (\(error)); trying again in \(self.retryDelay)"
                    )
                    self.toRead.insert(movieID)
                    do {
                        try await Task.sleep(for: self.retryDelay)
                    } catch {
                        break
                    }
                }
            }
            self?.reading = nil
        }
    }

    private func keep(_ row: [UInt8]?, of movieID: Int) {
        guard let row else {
            stored[movieID] = nil
            return
        }
        do {
            stored[movieID] = try ListPlacement(row: row)
        } catch {
            logger.warning("the shared row of movie \(movieID) is not a list placement (\(error)); it is left out")
            stored[movieID] = nil
        }
    }

    // MARK: Writing

    /// Writes the moves made here, oldest first, until none is left; while the store
    /// refuses, tries again every `retryDelay`, logging when that starts and ends.
    ///
    /// Forgets `writing` in the same turn as it finds nothing left, so that a move made
    /// just after starts a new writer.
    private func writeMoves() async {
        defer { writing = nil }
        var refusedSince: ContinuousClock.Instant?
        while let oldest = unwritten.min(by: { $0.value.placement.since < $1.value.placement.since }) {
            let (movieID, move) = (oldest.key, oldest.value)
            do {
                try await store.setRow(move.placement.row, forKey: ListPlacement.key(of: movieID))
                stored[movieID] = move.placement
                // A later move of the same movie may have replaced this one meanwhile: written next.
                if unwritten[movieID]?.placement == move.placement, let done = unwritten.removeValue(forKey: movieID) {
                    done.reports.forEach { $0(.saved) }
                }
                if let refused = refusedSince {
                    logger.notice(
                        "the shared lists are written again, after \(refused.duration(to: .now)); moves still waiting: \(unwritten.count)"
                    )
                    refusedSince = nil
                }
            } catch {
                if refusedSince == nil {
                    refusedSince = .now
                    logger.error(
                        """
                        the shared lists cannot be written (\(error)); the moves made here are kept and written \
                        when the database is back (now \(unwritten.count))
                        """)
                }
                for key in unwritten.keys {
                    let reports = unwritten[key]?.reports ?? []
                    unwritten[key]?.reports = []
                    reports.forEach { $0(.pending(reason: Self.waitingReason)) }
                }
                do {
                    try await Task.sleep(for: retryDelay)
                } catch {
                    return
                }
            }
        }
    }
}
