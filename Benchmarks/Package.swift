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
        // For the plain HMAC call the OTP verification is compared with; the root package uses it too.
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
        // The live form's load: its pages' WebSockets (SwiftNIO's upgrader), and the SDK's session
        // with the tool's registry and spec files for the same edits in-process.
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(name: "ValidatorKitTool", path: "../Tool"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // libphonenumber itself (Debian libphonenumber-dev), the baseline of the phone benchmark;
        // the SDK has no C++ and no libphonenumber.
        .target(
            name: "CRawPhoneNumber",
            linkerSettings: [.linkedLibrary("phonenumber"), .linkedLibrary("protobuf")]
        ),
        // What the benchmarks drive, shared with the profiling tool.
        .target(
            name: "Scenarios",
            dependencies: [
                "CRawPhoneNumber",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
                .product(name: "ValidatorKitRegex", package: "ValidatorKit"),
                .product(name: "ValidatorKitPaymentCard", package: "ValidatorKit"),
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                .product(name: "ValidatorKitPhone", package: "ValidatorKit"),
            ],
            // The phone benchmark's complete numbers (Scripts/complete_phone_numbers.py).
            resources: [.copy("Resources/complete-phone-numbers.tsv")]
        ),
        // Runs one scenario in a loop, for callgrind and perf.
        .executableTarget(name: "ProfileScenario", dependencies: ["Scenarios"]),
        // The dudect-style check that the OTP comparison takes the same time for right and wrong
        // codes (`swift run -c release ConstantTime`).
        .executableTarget(
            name: "ConstantTime",
            dependencies: [.product(name: "ValidatorKitOTP", package: "ValidatorKit")]),
        // Pages of the live form typing over their WebSockets against a running validator-server,
        // beside the same edits in-process (Scripts/measure_live.sh).
        .executableTarget(
            name: "LiveFormLoad",
            dependencies: [
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ValidatorKitTool", package: "ValidatorKitTool"),
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        benchmark("Keystroke"),
        benchmark("Regex"),
        benchmark("LuhnThroughput", uses: [.product(name: "ValidatorKitChecksums", package: "ValidatorKit")]),
        benchmark("Checksums", uses: [.product(name: "ValidatorKitChecksums", package: "ValidatorKit")]),
        benchmark(
            "OTP",
            uses: [
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                .product(name: "Crypto", package: "swift-crypto"),
            ]),
        benchmark("Phone"),
    ],
    swiftLanguageModes: [.v6]
)

/// A benchmark executable in `Benchmarks/<name>`, run by the benchmark plugin, that also imports
/// the modules of `uses`.
func benchmark(_ name: String, uses: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["Scenarios", .product(name: "Benchmark", package: "benchmark")] + uses,
        path: "Benchmarks/\(name)",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
}
