// swift-tools-version: 6.0
// A curses program of its own that embeds a Weavy area, as an app in another package
// would: it depends on Weavy by path and uses only its products (WeavyNcurses, and
// CNcurses for its own curses calls). `./test.sh` builds and runs it in a pseudo-terminal.
//
//   swift run --package-path Examples/EmbeddingHost
import PackageDescription

let package = Package(
    name: "EmbeddingHost",
    dependencies: [
        .package(name: "weavy-terminal", path: "../..")
    ],
    targets: [
        .executableTarget(
            name: "EmbeddingHost",
            dependencies: [
                .product(name: "WeavyNcurses", package: "weavy-terminal"),
                .product(name: "CNcurses", package: "weavy-terminal"),
            ]
        )
    ],
    swiftLanguageModes: [.v6]
)
