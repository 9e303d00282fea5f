// swift-tools-version: 6.1
import PackageDescription

// The benchmarks of ValidatorKit, a package of their own so that `swift test` in the root never
// builds them. Run `Benchmarks/run` (or `swift package benchmark` here).
let package = Package(
    name: "ValidatorKitBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "ValidatorKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.0", traits: ["MallocInterposer"]),
    ],
    targets: [
        // What the benchmarks drive, shared with the profiling tool.
        .target(
            name: "Scenarios",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "StandardValidators", package: "ValidatorKit"),
                .product(name: "RegexValidator", package: "ValidatorKit"),
            ]
        ),
        // Runs one scenario in a loop, for callgrind and perf.
        .executableTarget(name: "ProfileScenario", dependencies: ["Scenarios"]),
        benchmark("Keystroke"),
        benchmark("Regex"),
    ],
    swiftLanguageModes: [.v6]
)

/// A benchmark executable in `Benchmarks/<name>`, run by the benchmark plugin.
func benchmark(_ name: String) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["Scenarios", .product(name: "Benchmark", package: "benchmark")],
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
