import Foundation
import SnapshotTesting
import Testing
import WeavyKit
import WeavyPictures

/// The screen a styled snapshot strategy took, kept for its diffing: a failure draws
/// the actual screen from it (its true width and cursor), not from the text.
final class TakenScreen {
    var snapshot: Snapshot?
    var options: PictureOptions

    init(options: PictureOptions) {
        self.options = options
    }
}

extension Diffing where Value == String {
    /// The styled text compared line by line (as `.lines`); on a difference, the
    /// expected and the actual screen are also drawn as SVG pictures beside the failed
    /// snapshot, and the failure message says where.
    static func styledScreen(taken: TakenScreen) -> Diffing {
        var diffing = Diffing.lines
        diffing.diffV2 = { expected, actual in
            guard let (message, attachments) = Diffing.lines.diffV2(expected, actual) else { return nil }
            let pictures = FailurePictures(expected: expected, actual: actual, taken: taken)
            return (message + "\n\n" + pictures.write(), attachments + pictures.attachments)
        }
        return diffing
    }
}

/// The pictures of a failed styled snapshot: the actual screen, and the expected one
/// rebuilt from the reference file when it is a styled snapshot.
struct FailurePictures {
    let actual: String
    let expected: Result<String, StyledTextError>

    init(expected expectedText: String, actual actualText: String, taken: TakenScreen) {
        let actualSnapshot = taken.snapshot ?? (try? Snapshot(styledText: actualText))
        let columns = actualSnapshot?.size.columns
        actual = actualSnapshot?.svg(taken.options) ?? ""
        expected = Result { () throws(StyledTextError) in
            let rebuilt = try Snapshot(styledText: expectedText)
            let width = max(rebuilt.size.columns, columns ?? 0)
            return try Snapshot(styledText: expectedText, columns: width).svg(taken.options)
        }
    }

    /// The pictures as attachments (shown by Xcode).
    var attachments: [DiffAttachment] {
        var attachments = [DiffAttachment.data(Data(actual.utf8), name: "actual.svg")]
        if case .success(let picture) = expected {
            attachments.append(.data(Data(picture.utf8), name: "expected.svg"))
        }
        return attachments
    }

    /// Writes the pictures and returns the lines for the failure message: where they
    /// are, or why one could not be drawn.
    func write() -> String {
        let folder = Self.folder()
        let name = Self.baseName(actual)
        var lines: [String] = []
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let actualFile = folder.appendingPathComponent("\(name).actual.svg")
            try Data(actual.utf8).write(to: actualFile)
            switch expected {
            case .success(let picture):
                let expectedFile = folder.appendingPathComponent("\(name).expected.svg")
                try Data(picture.utf8).write(to: expectedFile)
                lines.append("Expected screen, as a picture: \(expectedFile.absoluteString)")
            case .failure(let error):
                lines.append("The expected screen cannot be drawn: \(error)")
            }
            lines.append("Actual screen, as a picture: \(actualFile.absoluteString)")
        } catch {
            lines.append("The screens' pictures could not be written to \(folder.path): \(error)")
        }
        return lines.joined(separator: "\n")
    }

    /// Where swift-snapshot-testing puts a failed snapshot of the current test's file:
    /// `$SNAPSHOT_ARTIFACTS` (else the temporary directory), then the file's name.
    private static func folder() -> URL {
        let root = ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory()
        let file = Test.current.map { ($0.sourceLocation.fileName as NSString).deletingPathExtension } ?? "WeavyTesting"
        return URL(fileURLWithPath: root, isDirectory: true).appendingPathComponent(file, isDirectory: true)
    }

    /// The test's name as swift-snapshot-testing spells it in file names, then a hash of
    /// the actual picture, so two failures in one test keep their own files.
    private static func baseName(_ picture: String) -> String {
        let test = Test.current?.name ?? "styled-screen"
        let words = test.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        var hash: UInt32 = 2_166_136_261
        for byte in picture.utf8 { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
        let digits = String(hash, radix: 16)
        return words.joined(separator: "-") + "." + String(repeating: "0", count: 8 - digits.count) + digits
    }
}
