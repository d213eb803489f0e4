import Logging
import NIOCore
import NIOSSH

/// Handles one SSH session channel on its event loop: the client's requests (a pseudo
/// terminal, a shell or a command, window changes) and its bytes, passed on through a
/// ``SessionLink`` to the session on the main actor.
final class SessionChannelHandler: ChannelInboundHandler {
    typealias InboundIn = SSHChannelData

    /// Starts a session; called once, on the event loop, when the client asks for a
    /// shell or a command with a pseudo-terminal.
    typealias Start = @Sendable (SessionLink, SSHSessionRequest) -> Void

    private let user: String
    private let limits: SSHSessionLimits
    private let programName: String
    private let start: Start
    /// Where a session refused before it reaches the server (no terminal) is logged.
    private let logger: Logger
    private var terminal: (type: String, size: Size)?
    private var link: SessionLink?
    private var asked = false

    init(user: String, limits: SSHSessionLimits, programName: String, logger: Logger, start: @escaping Start) {
        self.user = user
        self.limits = limits
        self.programName = programName
        self.logger = logger
        self.start = start
    }

    func handlerAdded(context: ChannelHandlerContext) {
        context.channel.setOption(ChannelOptions.allowRemoteHalfClosure, value: true).whenFailure { _ in }
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        switch event {
        case let request as SSHChannelRequestEvent.PseudoTerminalRequest:
            let size = Size(
                columns: request.terminalCharacterWidth > 0 ? request.terminalCharacterWidth : 80,
                rows: request.terminalRowHeight > 0 ? request.terminalRowHeight : 24)
            terminal = (request.term.isEmpty ? "xterm-256color" : request.term, size)
            reply(request.wantReply, success: true, context: context)
        case let request as SSHChannelRequestEvent.ShellRequest:
            reply(request.wantReply, success: !asked, context: context)
            begin(command: nil, context: context)
        case let request as SSHChannelRequestEvent.ExecRequest:
            reply(request.wantReply, success: !asked, context: context)
            begin(command: request.command, context: context)
        case let request as SSHChannelRequestEvent.WindowChangeRequest:
            let size = Size(columns: request.terminalCharacterWidth, rows: request.terminalRowHeight)
            terminal?.size = size
            link?.resize(to: size)
        case let request as SSHChannelRequestEvent.EnvironmentRequest:
            reply(request.wantReply, success: true, context: context)
        case let request as SSHChannelRequestEvent.SubsystemRequest:
            reply(request.wantReply, success: false, context: context)
        case ChannelEvent.inputClosed:
            link?.end(.clientLeft)
        case let idle as IdleStateHandler.IdleStateEvent where idle == .read:
            link?.end(.idle)
        default:
            context.fireUserInboundEventTriggered(event)
        }
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let message = unwrapInboundIn(data)
        guard case .channel = message.type, case .byteBuffer(let buffer) = message.data else { return }
        // A client sends nothing before its shell or command starts; what it might is dropped.
        link?.receive(Array(buffer.readableBytesView))
    }

    func channelInactive(context: ChannelHandlerContext) {
        link?.end(.clientLeft)
        context.fireChannelInactive()
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        link?.end(.clientLeft)
        context.close(promise: nil)
    }

    private func begin(command: String?, context: ChannelHandlerContext) {
        guard !asked else { return }
        asked = true
        let link = SessionLink(channel: context.channel, limits: limits)
        guard let terminal else {
            logger.notice(
                "session refused: no terminal (ssh -T)", metadata: ["user": "\(user)", "command": "\(command ?? "-")"])
            link.close(
                saying: "\(programName): this app needs a terminal: connect with ssh -t\r\n", exitStatus: 2,
                onError: true)
            return
        }
        self.link = link
        start(link, SSHSessionRequest(user: user, terminalType: terminal.type, size: terminal.size, command: command))
    }

    private func reply(_ wanted: Bool, success: Bool, context: ChannelHandlerContext) {
        guard wanted else { return }
        let event: Any = success ? ChannelSuccessEvent() : ChannelFailureEvent()
        context.triggerUserOutboundEvent(event, promise: nil)
    }
}
