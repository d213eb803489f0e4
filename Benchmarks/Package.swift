// swift-tools-version: 6.1
// The benchmarks live in their own package so that the main build and the test run
// never build them (or ordo-one/benchmark's dependencies).
//
//   cd Benchmarks && swift package benchmark           # every benchmark, printed as tables
//   python3 Benchmarks/e2e/harness.py                  # (from the root) the end-to-end table
import PackageDescription

let benchmarkDependencies: [Target.Dependency] = [
    "BenchmarkSupport",
    .product(name: "Benchmark", package: "benchmark"),
    .product(name: "Weavy", package: "main"),
    .product(name: "WeavyKit", package: "main"),
    .product(name: "OpenCombine", package: "OpenCombine"),
]

let package = Package(
    name: "WeavyBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "main", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark.git", from: "1.38.1", traits: ["MallocInterposer"]),
        .package(url: "https://github.com/OpenCombine/OpenCombine.git", from: "0.14.0"),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "Benchmark", package: "benchmark")],
            path: "Benchmarks/BenchmarkSupport"
        ),
        .executableTarget(
            name: "EngineBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/EngineBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "RenderBenchmarks",
            // The frames through ncurses need its backend.
            dependencies: benchmarkDependencies + [.product(name: "WeavyNcurses", package: "main")],
            path: "Benchmarks/RenderBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "KitBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/KitBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ScalingBenchmarks",
            dependencies: benchmarkDependencies,
            path: "Benchmarks/ScalingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
