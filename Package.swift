// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Weavy",
    products: [
        .library(name: "Weavy", targets: ["Weavy"]),
        .library(name: "WeavyKit", targets: ["WeavyKit"]),
        .library(name: "WeavyNcurses", targets: ["WeavyNcurses"]),
        // ncursesw and panelw for a curses host program that embeds a Weavy area.
        .library(name: "CNcurses", targets: ["CNcurses"]),
        .library(name: "WeavyTesting", targets: ["WeavyTesting"]),
        // The fidelity proof: headless drivers that also draw every frame through ncurses.
        .library(name: "WeavyNcursesTesting", targets: ["WeavyNcursesTesting"]),
        // Serving any Weavy app over SSH: the only product that builds SwiftNIO.
        .library(name: "WeavySSH", targets: ["WeavySSH"]),
        // Shared state across processes and machines in PostgreSQL: the only product that
        // builds postgres-nio (and its TLS, swift-nio-ssl with BoringSSL).
        .library(name: "WeavyPostgres", targets: ["WeavyPostgres"]),
        .executable(name: "weavy-demo", targets: ["WeavyDemoMain"]),
        .executable(name: "weavy-demo-serve", targets: ["WeavyDemoServer"]),
        .executable(name: "weavy-gallery", targets: ["WeavyGallery"]),
        .executable(name: "weavy-hello", targets: ["WeavyHello"]),
        .executable(name: "weavy-pick", targets: ["WeavyPicker"]),
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing.git", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-argument-parser.git", from: "1.8.2"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-nio.git", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssh.git", from: "0.15.1"),
        .package(url: "https://github.com/apple/swift-crypto.git", "3.12.3"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-metrics.git", from: "2.13.0"),
        .package(url: "https://github.com/vapor/postgres-nio.git", from: "1.33.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl.git", from: "2.37.6"),
    ],
    targets: [
        // The engine: pure Swift, no terminal.
        .target(
            name: "Weavy",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Engine/Weavy"
        ),
        .systemLibrary(name: "CNcurses", path: "CNcurses"),
        .target(name: "CPlatform", path: "Sources/Toolkit/CPlatform"),
        .systemLibrary(name: "CMainQueue", path: "Sources/Toolkit/CMainQueue"),
        // The toolkit: components, widgets, window, drawing, input, run loop. No curses.
        .target(
            name: "WeavyKit",
            dependencies: [
                "Weavy",
                "CPlatform",
                "CMainQueue",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Toolkit/WeavyKit"
        ),
        // The live and embedded terminals on ncurses: the only target that imports curses.
        .target(
            name: "WeavyNcurses",
            dependencies: [
                "WeavyKit",
                "CNcurses",
                "CPlatform",
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Backends/WeavyNcurses"
        ),
        // Serving: each SSH session a stream terminal with its own window; no curses.
        .target(
            name: "WeavySSH",
            dependencies: [
                "WeavyKit",
                "CPlatform",
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSH", package: "swift-nio-ssh"),
                .product(name: "Crypto", package: "swift-crypto"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "Metrics", package: "swift-metrics"),
            ],
            path: "Sources/Serving/WeavySSH"
        ),
        // A SharedStore in PostgreSQL: rows in a table, LISTEN/NOTIFY for the changes. No
        // terminal: it needs only the engine's seam.
        .target(
            name: "WeavyPostgres",
            dependencies: [
                "Weavy",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Logging", package: "swift-log"),
            ],
            path: "Sources/Serving/WeavyPostgres"
        ),
        .target(name: "CPseudoTerminal", path: "Sources/Testing/CPseudoTerminal"),
        // Screens as SVG pictures: no test framework, so the demo's --screenshot can use it.
        .target(name: "WeavyPictures", dependencies: ["WeavyKit"], path: "Sources/Testing/WeavyPictures"),
        .target(
            name: "WeavyTesting",
            dependencies: [
                "Weavy",
                "WeavyKit",
                "CPseudoTerminal",
                "WeavyPictures",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            path: "Sources/Testing/WeavyTesting"
        ),
        .target(
            name: "WeavyNcursesTesting",
            dependencies: ["Weavy", "WeavyTesting", "WeavyNcurses"],
            path: "Sources/Testing/WeavyNcursesTesting"
        ),
        // The demo app, a library so that its two programs and its tests share it.
        .target(
            name: "WeavyDemo",
            dependencies: [
                "Weavy",
                "WeavyKit",
                "WeavyNcurses",
                "WeavyPictures",
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/Demo/WeavyDemo",
            resources: [.embedInCode("Resources/catalog.json")]
        ),
        .executableTarget(
            name: "WeavyDemoMain",
            dependencies: ["WeavyDemo"],
            path: "Sources/Demo/WeavyDemoMain",
            linkerSettings: [
                // Linked at a fixed address, the release binary has no 44,000 relocations
                // for the loader to apply at start-up: about 0.6 ms and 1.2 MB less.
                // Debug builds, which the tests link against, stay PIE.
                .unsafeFlags(["-Xlinker", "-no-pie"], .when(platforms: [.linux], configuration: .release))
            ]
        ),
        // `weavy-demo serve` runs it: SwiftNIO, and postgres-nio for `--database`, stay out
        // of the app's own binary.
        .executableTarget(
            name: "WeavyDemoServer",
            dependencies: ["WeavyDemo", "WeavySSH", "WeavyPostgres", .product(name: "Logging", package: "swift-log")],
            path: "Sources/Demo/WeavyDemoServer"
        ),
        // The examples: built by every `swift build`, from the libraries' public API only.
        .executableTarget(name: "WeavyHello", dependencies: ["WeavyNcurses"], path: "Examples/Hello"),
        .executableTarget(name: "WeavyPicker", dependencies: ["WeavyNcurses"], path: "Examples/Picker"),
        // Figures for edits of a long sorted table (see the file): built with -c release.
        .executableTarget(name: "TableEditFigures", dependencies: ["WeavyKit"], path: "Benchmarks/TableEdits"),
        // The server of the SSH benchmark's heavy round (Benchmarks/ssh): built with -c release.
        .executableTarget(
            name: "SSHLoadServer",
            dependencies: ["WeavySSH", .product(name: "Logging", package: "swift-log")],
            path: "Benchmarks/ssh/LoadServer"),
        .executableTarget(
            name: "WeavyGallery",
            dependencies: ["Weavy", "WeavyNcurses", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Examples/Gallery"
        ),
        // A tiny app that WeavySSHTests serve with worker processes: it is run again as each worker.
        .executableTarget(
            name: "WeavySSHWorkerProbe",
            dependencies: ["WeavySSH", .product(name: "Logging", package: "swift-log")],
            path: "Tests/Fixtures/WeavySSHWorkerProbe"),
        .executableTarget(
            name: "WeavyHeadlessProbe", dependencies: ["WeavyKit"], path: "Tests/Fixtures/WeavyHeadlessProbe"),
        .executableTarget(
            name: "WeavyProbe",
            dependencies: ["Weavy", "WeavyNcurses", .product(name: "OpenCombine", package: "OpenCombine")],
            path: "Tests/Fixtures/WeavyProbe"
        ),
        // The engine's tests; its doc comments' code shows it with WeavyKit's widgets, as apps use it.
        .testTarget(name: "WeavyTests", dependencies: ["Weavy", "WeavyKit", "WeavyTesting"]),
        // The testing library's own tests: nothing here may bring in curses.
        .testTarget(name: "WeavyTestingTests", dependencies: ["WeavyTesting"]),
        .testTarget(
            name: "WeavyKitTests",
            dependencies: [
                "WeavyKit", "WeavyNcurses", "Weavy", "WeavyTesting", "WeavyNcursesTesting", "CNcurses", "CPlatform",
                "WeavySSH", "ProofSizes",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The long proofs' sizes: ten times more in a soak run, the longest a tenth under a sanitizer.
        .target(name: "ProofSizes", path: "Tests/Support/ProofSizes"),
        // What the SSH tests and the demo's tests share to drive real `ssh` clients.
        .target(
            name: "SSHClientTestSupport", dependencies: ["WeavyTesting"], path: "Tests/Support/SSHClientTestSupport"),
        .testTarget(
            name: "WeavySSHTests",
            dependencies: [
                "WeavySSH", "WeavyTesting", "SSHClientTestSupport", .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOEmbedded", package: "swift-nio"),
            ]
        ),
        .testTarget(
            name: "WeavyPostgresTests",
            dependencies: [
                "WeavyPostgres", "Weavy", "WeavySSH", "WeavyTesting", "SSHClientTestSupport",
                .product(name: "PostgresNIO", package: "postgres-nio"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(
            name: "WeavyGalleryTests",
            dependencies: [
                "WeavyGallery", "WeavyTesting",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "WeavyDemoTests",
            dependencies: [
                "WeavyDemo", "WeavyTesting", "WeavyNcursesTesting", "SSHClientTestSupport", "WeavySSH", "ProofSizes",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            // The reliability proofs' page is for people browsing the folder: not a source.
            exclude: ["__Snapshots__", "Reliability/README.md"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
