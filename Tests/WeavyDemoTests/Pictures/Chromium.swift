import Foundation
import Testing
import WeavyPictures

/// Debian's headless Chromium, drawing SVG pictures to pixels for the pixel proof.
///
/// CI has no Chromium unless `scripts/install-chromium.sh` installed it; the tests that
/// need it are skipped, with the reason, when it is missing, and fail when
/// `WEAVY_REQUIRE_CHROMIUM=1` says it must be there.
enum Chromium {
    /// Whether the environment says the pixel proof must run.
    static let isRequired = ProcessInfo.processInfo.environment["WEAVY_REQUIRE_CHROMIUM"] == "1"

    /// The browser, from `$WEAVY_CHROMIUM` or the `PATH`; `nil` when there is none.
    static let executable: String? = {
        let environment = ProcessInfo.processInfo.environment
        if let given = environment["WEAVY_CHROMIUM"], !given.isEmpty { return given }
        let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for name in ["chromium", "chromium-browser", "google-chrome"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()

    /// Whether the pixel proof can run: a browser, and Python 3 to inflate its PNGs.
    static var isAvailable: Bool { executable != nil && python != nil }

    /// What the test output says when the proof is skipped.
    static let skipReason = Comment(
        rawValue: "the pixel proof did NOT run: no chromium (or no python3) here; scripts/install-chromium.sh "
            + "installs it, and WEAVY_REQUIRE_CHROMIUM=1 makes its absence a failure")

    static let python: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/python3" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// The package root (this file is Tests/WeavyDemoTests/Pictures/Chromium.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// `svg`, `width` × `height` CSS pixels, drawn at `scale` device pixels per CSS pixel;
    /// the PNG is kept at `png` when given (to look at).
    ///
    /// Chromium is waited for off the main actor: a picture takes seconds, and the tests
    /// that ask for one run on the main actor, which every test driving a window shares
    /// (waited for there, the pictures of the demo held them all for 110 s).
    static func render(_ svg: String, width: Int, height: Int, scale: Int, keepingPNGAt png: URL? = nil)
        async throws -> Pixels
    {
        try await Task.detached {
            try renderWaiting(svg, width: width, height: height, scale: scale, keepingPNGAt: png)
        }.value
    }

    private static func renderWaiting(_ svg: String, width: Int, height: Int, scale: Int, keepingPNGAt png: URL?)
        throws -> Pixels
    {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "weavy-chromium-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let picture = folder.appendingPathComponent("screen.svg")
        try Data(svg.utf8).write(to: picture)
        let output = png ?? folder.appendingPathComponent("screen.png")
        try run(
            executable!,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars", "--force-color-profile=srgb",
                "--force-device-scale-factor=\(scale)", "--window-size=\(width),\(height)",
                "--user-data-dir=\(folder.path)/profile", "--screenshot=\(output.path)", picture.absoluteString,
            ])
        let inflated = try run(
            python!, [packageRoot.appendingPathComponent("scripts/png-inflate.py").path, output.path])
        return try Pixels(inflatedPNG: inflated)
    }

    @discardableResult
    private static func run(_ program: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: program)
        process.arguments = arguments
        let output = Pipe()
        let errors = FileHandle(forWritingAtPath: "/dev/null")
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ChromiumError(
                description: "\(program) \(arguments.joined(separator: " ")) exited with \(process.terminationStatus)")
        }
        return data
    }
}

struct ChromiumError: Error, CustomStringConvertible {
    let description: String
}

/// An RGB image, read from a PNG that `scripts/png-inflate.py` inflated.
struct Pixels {
    let width: Int
    let height: Int
    private let bytes: [UInt8]

    /// The color at `x`, `y`.
    subscript(x: Int, y: Int) -> RGBColor {
        let index = (y * width + x) * 3
        return RGBColor(red: bytes[index], green: bytes[index + 1], blue: bytes[index + 2])
    }

    /// Undoes the PNG filters of each row (8-bit RGB or RGBA, not interlaced).
    init(inflatedPNG data: Data) throws {
        let all = [UInt8](data)
        guard let newline = all.firstIndex(of: 10) else { throw ChromiumError(description: "no PNG header line") }
        let numbers = String(decoding: all[..<newline], as: UTF8.self).split(separator: " ").compactMap { Int($0) }
        guard numbers.count == 5, numbers[2] == 8, [2, 6].contains(numbers[3]), numbers[4] == 0 else {
            throw ChromiumError(description: "a PNG that is not 8-bit RGB(A), not interlaced: \(numbers)")
        }
        width = numbers[0]
        height = numbers[1]
        let channels = numbers[3] == 2 ? 3 : 4
        let stride = width * channels
        var raw = Array(all[(newline + 1)...])
        guard raw.count == height * (stride + 1) else {
            throw ChromiumError(description: "the PNG's data is cut short")
        }
        var rgb = [UInt8](repeating: 0, count: width * height * 3)
        for y in 0..<height {
            let start = y * (stride + 1) + 1
            let filter = raw[start - 1]
            for x in 0..<stride {
                let left = x >= channels ? Int(raw[start + x - channels]) : 0
                let up = y > 0 ? Int(raw[start + x - stride - 1]) : 0
                let corner = x >= channels && y > 0 ? Int(raw[start + x - channels - stride - 1]) : 0
                let predicted: Int
                switch filter {
                case 1: predicted = left
                case 2: predicted = up
                case 3: predicted = (left + up) / 2
                case 4:
                    let guess = left + up - corner
                    let (a, b, c) = (abs(guess - left), abs(guess - up), abs(guess - corner))
                    predicted = a <= b && a <= c ? left : (b <= c ? up : corner)
                default: predicted = 0
                }
                raw[start + x] = UInt8((Int(raw[start + x]) + predicted) & 0xFF)
                if x % channels < 3 { rgb[(y * width + x / channels) * 3 + x % channels] = raw[start + x] }
            }
        }
        bytes = rgb
    }
}
