import Dispatch
import Logging

/// A server's side of the saved navigation: reads a user's at login, and saves each
/// session's when it ends, keeping what the store refused in memory and trying again
/// until it takes it (a later save of the same user replaces it).
@MainActor
final class NavigationKeeper {
    private struct Pending {
        var bytes: [UInt8]
        var generation: Int
    }

    let store: any NavigationStore
    private let weftTypes: [any (Weft & Codable).Type]
    private let logger: Logger
    private let executor: any TaskExecutor
    /// The saves the store has not taken yet, by user: the newest of each. Until the
    /// keeper stops, a user here has a write under way, which ends once the store has
    /// taken the newest.
    private var pending: [String: Pending] = [:]
    private var generation = 0
    /// The users whose last attempt failed (said once in the log, until it succeeds).
    private var failing: Set<String> = []
    private var whenSaved: [CheckedContinuation<Void, Never>] = []
    private var stopped = false

    /// The wait before the first new attempt; each failure doubles it, up to ``longestRetryDelay``.
    let firstRetryDelay: Duration
    let longestRetryDelay: Duration
    /// How long a login waits for the store to read the user's navigation before it
    /// starts fresh.
    let readTimeout: Duration

    init(
        store: any NavigationStore, weftTypes: [any (Weft & Codable).Type], logger: Logger, executor: any TaskExecutor,
        firstRetryDelay: Duration = .milliseconds(250), longestRetryDelay: Duration = .seconds(5),
        readTimeout: Duration = .seconds(5)
    ) {
        self.readTimeout = readTimeout
        self.store = store
        self.weftTypes = weftTypes
        self.logger = logger
        self.executor = executor
        self.firstRetryDelay = firstRetryDelay
        self.longestRetryDelay = longestRetryDelay
    }

    /// The users whose last session's navigation the store has not taken yet.
    var unsavedUsers: [String] { pending.keys.sorted() }

    /// `user`'s saved navigation: the one waiting to be saved if there is one (it is the
    /// newest), else the store's; `nil`, with a warning, when it cannot be read or used.
    func navigation(for user: String) async -> SessionNavigation? {
        let bytes: [UInt8]
        if let waiting = pending[user] {
            bytes = waiting.bytes
        } else {
            do {
                let store = self.store
                let read = try await answer(within: readTimeout, on: executor) { try await store.navigation(for: user) }
                guard let saved = read else { return nil }
                bytes = saved
            } catch {
                logger.warning(
                    "the saved navigation cannot be read (\(error)); the session starts fresh",
                    metadata: ["user": "\(user)"])
                return nil
            }
        }
        do {
            return try SessionNavigation(decoding: bytes, weftTypes: weftTypes)
        } catch {
            logger.warning(
                "the saved navigation is not one this server can use (\(Self.reason(error))); the session starts fresh, and it is kept until the session's own replaces it",
                metadata: ["user": "\(user)"])
            return nil
        }
    }

    /// Saves `navigation` as `user`'s, now or, while the store refuses it, as soon as it
    /// takes it.
    func save(_ navigation: SessionNavigation, for user: String) {
        let bytes: [UInt8]
        do {
            bytes = try navigation.encoded()
        } catch {
            logger.error("the navigation is not saved: it cannot be encoded (\(error))", metadata: ["user": "\(user)"])
            return
        }
        generation += 1
        let isBeingWritten = pending[user] != nil
        pending[user] = Pending(bytes: bytes, generation: generation)
        guard !stopped, !isBeingWritten else { return }
        let executor = self.executor
        Task { @MainActor in
            await withTaskExecutorPreference(executor) { await self.write(user) }
        }
    }

    /// Writes `user`'s pending navigation until the store has the newest, or the keeper stops.
    private func write(_ user: String) async {
        var delay = firstRetryDelay
        while !stopped, let next = pending[user] {
            do {
                try await store.setNavigation(next.bytes, for: user)
                if pending[user]?.generation == next.generation { pending[user] = nil }
                if failing.remove(user) != nil {
                    logger.notice("the navigation kept in memory is saved now", metadata: ["user": "\(user)"])
                }
                delay = firstRetryDelay
            } catch {
                if failing.insert(user).inserted {
                    logger.error(
                        "the navigation cannot be saved now (\(error)); it is kept in memory and tried again until the store takes it",
                        metadata: ["user": "\(user)"])
                }
                await MainQueueExecutor.wait(delay)
                delay = min(delay * 2, longestRetryDelay)
            }
        }
        if pending.isEmpty { resumeWaiters() }
    }

    /// Waits until every pending save is written, or `deadline`; then stops trying, and
    /// logs whose navigation is lost.
    func finish(by deadline: ContinuousClock.Instant) async {
        let remaining = deadline - ContinuousClock.now
        if remaining > .zero {
            await MainQueueExecutor.wait(unless: { pending.isEmpty }) { continuation in
                whenSaved.append(continuation)
                DispatchQueue.main.asyncAfter(deadline: .now() + .nanoseconds(remaining.wholeNanoseconds)) {
                    [weak self] in
                    MainActor.assumeIsolated { self?.resumeWaiters() }
                }
            }
        }
        stopped = true
        if !pending.isEmpty {
            logger.error(
                "the server stops with the navigation of \(pending.count) \(pending.count == 1 ? "user" : "users") not saved: \(unsavedUsers.joined(separator: ", "))"
            )
        }
    }

    private func resumeWaiters() {
        let waiting = whenSaved
        whenSaved.removeAll()
        for continuation in waiting { continuation.resume() }
    }

    /// What a decoding error says, without its coding path's noise.
    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context): context.debugDescription
        case DecodingError.keyNotFound(let key, _): "it has no \(key.stringValue)"
        case DecodingError.typeMismatch(_, let context): context.debugDescription
        case DecodingError.valueNotFound(_, let context): context.debugDescription
        default: "\(error)"
        }
    }
}
