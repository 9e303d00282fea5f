// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets of ValidatorKit: one executable each, built and run by `Fuzz/run`,
// which passes `--sanitize=fuzzer --sanitize=address`. libFuzzer supplies `main`; each target
// exports `LLVMFuzzerTestOneInput`. A separate package, so `swift test` never builds it.
let kit = "ValidatorKit"
let demo = "ValidatorKitDemo"

func fuzzTarget(_ name: String, _ extra: [Target.Dependency] = []) -> Target {
    .executableTarget(
        name: name,
        dependencies: ["FuzzSupport", .product(name: "ValidatorKit", package: kit)] + extra)
}

let package = Package(
    name: "ValidatorKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: kit, path: ".."),
        // The demo's engine, for `check` and `replay`: a package of its own.
        .package(name: demo, path: "../Examples/ValidatorKitDemo"),
    ],
    targets: [
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "ValidatorKit", package: kit),
                .product(name: "ValidatorKitStandard", package: kit),
            ]),
        fuzzTarget("FuzzField", [.product(name: "ValidatorKitTesting", package: kit)]),
        fuzzTarget("FuzzRegex"),
        fuzzTarget("FuzzCard"),
        fuzzTarget("FuzzPhone"),
        fuzzTarget("FuzzOTP", [.product(name: "ValidatorKitOTP", package: kit)]),
        fuzzTarget("FuzzFormSpec", [.product(name: "ValidatorKitTesting", package: kit)]),
        // `validator-demo check` (lines, and records as CSV) and `replay` through the demo's engine library.
        fuzzTarget("FuzzCheck", [.product(name: "ValidatorKitDemoEngine", package: demo)]),
        fuzzTarget("FuzzCheckCSV", [.product(name: "ValidatorKitDemoEngine", package: demo)]),
        fuzzTarget("FuzzReplay", [.product(name: "ValidatorKitDemoEngine", package: demo)]),
        // Not a fuzzer: the adversarial corpus, timed once in the same build (Fuzz/worst-case).
        fuzzTarget("WorstCase", [
            .product(name: "ValidatorKitDemoEngine", package: demo), .product(name: "ValidatorKitOTP", package: kit),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
