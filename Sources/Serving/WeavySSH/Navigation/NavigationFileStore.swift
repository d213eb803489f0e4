import Foundation

/// A ``NavigationStore`` of a file per user on this machine: `FOLDER/USER/navigation.json`,
/// the default of ``SSHServerConfiguration/navigationStore`` (in a `navigation` folder
/// beside the host key).
///
/// The folders are made on the first save (mode 0700), the files with mode 0600. A file
/// is replaced whole or not at all: the new bytes go to a temporary file in the same
/// folder, which is flushed to disk and then renamed over the old one, so a crash
/// mid-write leaves the old file (and a temporary one, which is never read).
///
/// A user name becomes a folder name with every byte but ASCII letters, digits, `.`, `_`
/// and `-` written `%XX` (and a leading `.` too), so no name reaches outside the folder
/// and no two names share a file; the empty name is `%`.
public struct NavigationFileStore: NavigationStore {
    /// The folder the users' folders are in.
    public let folder: String

    /// The name of the file in each user's folder.
    public static let fileName = "navigation.json"

    /// Keeps each user's navigation in `folder` (made on the first save).
    public init(folder: String) {
        self.folder = folder
    }

    /// The file `user`'s navigation is kept in.
    public func path(for user: String) -> String {
        "\(folder)/\(Self.folderName(for: user))/\(Self.fileName)"
    }

    public func navigation(for user: String) async throws -> [UInt8]? {
        try AtomicFile.read(path(for: user))
    }

    public func setNavigation(_ navigation: [UInt8], for user: String) async throws {
        let name = Self.folderName(for: user)
        guard name.utf8.count <= 255 else {
            throw NavigationFileError(path: "\(folder)/\(name)", reason: "the user name is too long for a file name")
        }
        let directory = "\(folder)/\(name)"
        do {
            try FileManager.default.createDirectory(
                atPath: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw NavigationFileError(path: directory, reason: "the folder cannot be made")
        }
        try AtomicFile.write(navigation, to: "\(directory)/\(Self.fileName)")
    }

    /// `user` as a folder name: see the type's description.
    public static func folderName(for user: String) -> String {
        guard !user.isEmpty else { return "%" }
        var name = ""
        for (index, byte) in user.utf8.enumerated() {
            let scalar = Unicode.Scalar(byte)
            let plain =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_" || scalar == "-" || (scalar == "." && index > 0)
            if plain {
                name.unicodeScalars.append(scalar)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                name += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return name
    }
}

/// Why a ``NavigationFileStore`` could not read or write a user's file, in one sentence.
public struct NavigationFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file or folder concerned.
    public var path: String
    /// What went wrong (the system's words, for a failed call).
    public var reason: String

    /// An error about `path`, saying `reason`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
