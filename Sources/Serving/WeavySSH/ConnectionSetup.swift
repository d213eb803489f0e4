import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOSSH

/// Sets up each TCP connection: the SSH handshake with the host key, who may log in,
/// and a ``SessionChannelHandler`` for each session channel the client opens.
struct ConnectionSetup: Sendable {
    let hostKey: NIOSSHPrivateKey
    let authentication: SSHAuthentication
    let authorizedKeys: AuthorizedKeys?
    let limits: SSHSessionLimits
    let programName: String
    let connections: ConnectionSet
    let logger: Logger
    let start: SessionChannelHandler.Start

    func initialize(_ channel: any Channel) -> EventLoopFuture<Void> {
        // Sessions are refused politely once full; connections that never log in are
        // bounded too, so a flood of them cannot exhaust the server.
        guard connections.insert(channel, limit: limits.maximumSessions * 2 + 16) else {
            return channel.close()
        }
        let authenticator = ConnectionAuthenticator(authentication: authentication, authorizedKeys: authorizedKeys)
        let setup = self
        var server = NIOSSH.SSHServerConfiguration(hostKeys: [hostKey], userAuthDelegate: authenticator)
        // A channel takes in up to 64 packets of input before the session has read any:
        // 8 MB at NIO SSH's default packet size, 2 MB at the smallest it allows (all an
        // OpenSSH client sends in one packet anyway). Pausing reads does not stop that.
        server.maximumPacketSize = 32768
        return channel.eventLoop.makeCompletedFuture {
            let handler = NIOSSHHandler(
                role: .server(server),
                allocator: channel.allocator,
                inboundChildChannelInitializer: { child, type in
                    setup.initializeSession(child, type: type, user: authenticator.user ?? "anonymous")
                })
            try channel.pipeline.syncOperations.addHandler(handler)
            try channel.pipeline.syncOperations.addHandler(ConnectionErrorHandler())
        }
    }

    private func initializeSession(_ channel: any Channel, type: SSHChannelType, user: String) -> EventLoopFuture<Void>
    {
        guard case .session = type else {
            return channel.eventLoop.makeFailedFuture(ChannelError.operationUnsupported)
        }
        let timeout = TimeAmount.nanoseconds(Int64(limits.idleTimeout.wholeNanoseconds))
        let handler = SessionChannelHandler(
            user: user, limits: limits, programName: programName, logger: logger, start: start)
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(IdleStateHandler(readTimeout: timeout))
            try channel.pipeline.syncOperations.addHandler(handler)
        }
    }
}

/// A connection's failure (a broken handshake, a wrong packet) closes that connection.
final class ConnectionErrorHandler: ChannelInboundHandler, Sendable {
    typealias InboundIn = Any

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}

/// The open TCP connections, to bound them and close them all on shutdown.
final class ConnectionSet: Sendable {
    private let channels = NIOLockedValueBox<[ObjectIdentifier: any Channel]>([:])

    /// Adds `channel` unless `limit` are open; it leaves the set when it closes.
    func insert(_ channel: any Channel, limit: Int) -> Bool {
        let key = ObjectIdentifier(channel)
        let added = channels.withLockedValue { channels in
            guard channels.count < limit else { return false }
            channels[key] = channel
            return true
        }
        if added {
            channel.closeFuture.whenComplete { [channels] _ in channels.withLockedValue { $0[key] = nil } }
        }
        return added
    }

    func closeAll() {
        for channel in channels.withLockedValue({ Array($0.values) }) { channel.close(promise: nil) }
    }
}
