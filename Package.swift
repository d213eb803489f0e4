// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Weavy",
    products: [
        .library(name: "Weavy", targets: ["Weavy"])
    ],
    dependencies: [
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", exact: "0.14.0"),
        .package(url: "https://github.com/apple/swift-log.git", exact: "1.16.2"),
    ],
    targets: [
        .target(
            name: "Weavy",
            dependencies: [
                .product(name: "OpenCombine", package: "OpenCombine"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .testTarget(name: "WeavyTests", dependencies: ["Weavy"]),
    ],
    swiftLanguageModes: [.v6]
)
