import Dispatch
import NIOConcurrencyHelpers
import NIOCore
import NIOSSH

/// What a session's channel hands to its side on the main actor, in order.
enum SessionInput: Sendable {
    /// Bytes the client typed, still to be decoded.
    case bytes([UInt8])
    /// The client's terminal changed size.
    case resize(Size)
    /// The session must end, for `reason`.
    case end(SessionEnding)
}

/// Why a session ends, when the app did not end it.
enum SessionEnding: Sendable, Equatable {
    /// The client closed the connection or its input.
    case clientLeft
    /// No input for longer than the idle timeout.
    case idle
    /// The client stopped reading and its unsent output passed the limit.
    case stoppedReading
    /// The server is shutting down.
    case serverStopping
}

/// Joins one SSH session channel (on its event loop) to the session on the main actor:
/// carries input one way and output the other, and keeps both within the limits.
final class SessionLink: Sendable {
    let channel: any Channel
    private let limits: SSHSessionLimits
    private let counters = NIOLockedValueBox(Counters())
    private let delivery = NIOLockedValueBox(Delivery())

    private struct Counters {
        var pendingInput = 0
        var readsPaused = false
        var unsentOutput = 0
        var ending: SessionEnding?
    }

    /// Where input goes: kept here until the session attaches, then handed to it on the
    /// main queue, in order (no task continuation: see ``MainQueueExecutor``).
    private struct Delivery {
        var waiting: [SessionInput] = []
        var sink: (@MainActor @Sendable (SessionInput) -> Void)?
    }

    init(channel: any Channel, limits: SSHSessionLimits) {
        self.channel = channel
        self.limits = limits
    }

    /// Starts handing input to `sink`, first what arrived before.
    @MainActor
    func attach(_ sink: @escaping @MainActor @Sendable (SessionInput) -> Void) {
        let waiting = delivery.withLockedValue { delivery in
            delivery.sink = sink
            defer { delivery.waiting.removeAll() }
            return delivery.waiting
        }
        for input in waiting { sink(input) }
    }

    private func deliver(_ input: SessionInput) {
        let sink = delivery.withLockedValue { delivery in
            if delivery.sink == nil { delivery.waiting.append(input) }
            return delivery.sink
        }
        guard let sink else { return }
        // Counted while it waits, so that a window's work in slices (another session's
        // sort) ends its slice for it.
        WaitingInput.queued()
        DispatchQueue.main.async {
            WaitingInput.taken()
            MainActor.assumeIsolated { sink(input) }
        }
    }

    // MARK: - From the channel

    /// Bytes the client sent. Past the pending-input limit, the channel stops reading
    /// until the session has caught up (``consumed(_:)``).
    func receive(_ bytes: [UInt8]) {
        let pause = counters.withLockedValue { counters in
            counters.pendingInput += bytes.count
            guard counters.pendingInput > limits.maximumPendingInput, !counters.readsPaused else { return false }
            counters.readsPaused = true
            return true
        }
        deliver(.bytes(bytes))
        if pause { channel.setOption(ChannelOptions.autoRead, value: false).whenFailure { _ in } }
    }

    func resize(to size: Size) {
        deliver(.resize(size))
    }

    /// Ends the session for `reason`; only the first call counts.
    func end(_ reason: SessionEnding) {
        let first = counters.withLockedValue { counters in
            defer { counters.ending = counters.ending ?? reason }
            return counters.ending == nil
        }
        guard first else { return }
        deliver(.end(reason))
    }

    // MARK: - From the session

    /// The session handled `count` bytes of input: reading resumes once little is left.
    func consumed(_ count: Int) {
        let resume = counters.withLockedValue { counters in
            counters.pendingInput -= count
            guard counters.readsPaused, counters.pendingInput <= limits.maximumPendingInput / 4 else { return false }
            counters.readsPaused = false
            return true
        }
        if resume { channel.setOption(ChannelOptions.autoRead, value: true).whenFailure { _ in } }
    }

    /// Writes `bytes` to the client. A client that stopped reading, whose unsent output
    /// passes the limit, is disconnected: the others never wait for it.
    func write(_ bytes: [UInt8]) {
        guard !bytes.isEmpty else { return }
        let overflow = counters.withLockedValue { counters in
            counters.unsentOutput += bytes.count
            return counters.unsentOutput > limits.maximumUnsentOutput
        }
        if overflow {
            end(.stoppedReading)
            channel.close(promise: nil)
            return
        }
        let count = bytes.count
        channel.writeAndFlush(Self.data(bytes, on: channel)).whenComplete { [counters] _ in
            counters.withLockedValue { $0.unsentOutput -= count }
        }
    }

    /// Why the session must end, once the channel said so (before the session has
    /// reached that word in ``inputs``).
    var ending: SessionEnding? { counters.withLockedValue { $0.ending } }

    /// Whether the client can still be reached: once the connection is gone, the input
    /// it left behind is not worth handling.
    var isConnected: Bool { channel.isActive }

    /// Writes `message` (when there is one), ends the session with `exitStatus`, and
    /// closes the channel once they are sent, or after a second at most.
    func close(saying message: String?, exitStatus: Int, onError: Bool = false) {
        let channel = self.channel
        let last: EventLoopFuture<Void>
        if let message {
            var bytes = SessionLink.data(Array(message.utf8), on: channel)
            if onError { bytes.type = .stdErr }
            last = channel.writeAndFlush(bytes)
        } else {
            last = channel.eventLoop.makeSucceededVoidFuture()
        }
        last.flatMap {
            channel.triggerUserOutboundEvent(SSHChannelRequestEvent.ExitStatus(exitStatus: exitStatus))
        }.whenComplete { _ in
            channel.close(promise: nil)
        }
        channel.eventLoop.scheduleTask(in: .seconds(1)) { channel.close(promise: nil) }
        end(.clientLeft)
    }

    private static func data(_ bytes: [UInt8], on channel: any Channel) -> SSHChannelData {
        SSHChannelData(type: .channel, data: .byteBuffer(channel.allocator.buffer(bytes: bytes)))
    }
}
