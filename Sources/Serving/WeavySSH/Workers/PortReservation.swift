import Glibc

/// The parent's hold on the port its workers share: a socket bound with `SO_REUSEPORT`
/// that never listens, so the kernel hands it no connection, yet keeps the port (one
/// picked for port 0, too) for the workers while they start and restart.
final class PortReservation {
    private let descriptor: Int32
    /// The port held.
    let port: Int

    /// Binds `host:port` (0: a free port).
    ///
    /// - Throws: ``SSHServerError/cannotListen(address:reason:)`` when the address is
    ///   not one this machine has, or another program holds the port.
    init(host: String, port: Int) throws(SSHServerError) {
        let address = "\(host):\(port)"
        var hints = addrinfo()
        hints.ai_flags = AI_NUMERICHOST | AI_PASSIVE
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        let lookup = getaddrinfo(host, "\(port)", &hints, &found)
        guard lookup == 0, let info = found else {
            throw .cannotListen(address: address, reason: String(cString: gai_strerror(lookup)))
        }
        defer { freeaddrinfo(info) }
        let socket = Glibc.socket(info.pointee.ai_family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard socket >= 0 else { throw .cannotListen(address: address, reason: String(cString: strerror(errno))) }
        var one: Int32 = 1
        for option in [SO_REUSEADDR, SO_REUSEPORT] {
            setsockopt(socket, SOL_SOCKET, option, &one, socklen_t(MemoryLayout<Int32>.size))
        }
        guard bind(socket, info.pointee.ai_addr, info.pointee.ai_addrlen) == 0 else {
            let reason = String(cString: strerror(errno))
            close(socket)
            throw .cannotListen(address: address, reason: reason)
        }
        var bound = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let boundPort = withUnsafeMutablePointer(to: &bound) { storage in
            storage.withMemoryRebound(to: sockaddr.self, capacity: 1) { _ = getsockname(socket, $0, &length) }
            // sin_port and sin6_port are at the same offset, in network order.
            return storage.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
                Int(UInt16(bigEndian: $0.pointee.sin_port))
            }
        }
        descriptor = socket
        self.port = boundPort
    }

    deinit { close(descriptor) }
}
