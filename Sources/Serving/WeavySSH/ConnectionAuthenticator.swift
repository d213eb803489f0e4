import NIOConcurrencyHelpers
import NIOCore
import NIOSSH

/// Decides who may log in on one connection, and remembers the name that did.
final class ConnectionAuthenticator: NIOSSHServerUserAuthenticationDelegate, Sendable {
    private let authorizedKeys: AuthorizedKeys?
    private let authentication: SSHAuthentication
    private let acceptedUser = NIOLockedValueBox<String?>(nil)

    init(authentication: SSHAuthentication, authorizedKeys: AuthorizedKeys?) {
        self.authentication = authentication
        self.authorizedKeys = authorizedKeys
    }

    /// The name the client logged in as, once it has.
    var user: String? { acceptedUser.withLockedValue { $0 } }

    var supportedAuthenticationMethods: NIOSSHAvailableUserAuthenticationMethods {
        var methods: NIOSSHAvailableUserAuthenticationMethods = []
        if authorizedKeys != nil || authentication.allowsAnonymous { methods.insert(.publicKey) }
        if authentication.checkPassword != nil || authentication.allowsAnonymous { methods.insert(.password) }
        return methods
    }

    func requestReceived(
        request: NIOSSHUserAuthenticationRequest, responsePromise: EventLoopPromise<NIOSSHUserAuthenticationOutcome>
    ) {
        let accepted: Bool =
            switch request.request {
            case .publicKey(let offer):
                // NIO SSH has checked the signature: the client holds the key's private half.
                authentication.allowsAnonymous || authorizedKeys?.keys.contains(offer.publicKey) == true
            case .password(let offer):
                authentication.allowsAnonymous
                    || authentication.checkPassword?(request.username, offer.password) == true
            case .none:
                authentication.allowsAnonymous
            case .hostBased:
                false
            }
        if accepted { acceptedUser.withLockedValue { $0 = request.username } }
        responsePromise.succeed(accepted ? .success : .failure)
    }
}
