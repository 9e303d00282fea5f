// swift-tools-version: 6.1
import PackageDescription

// The libFuzzer targets of ValidatorKit: one executable each, built and run by `Fuzz/run`,
// which passes `--sanitize=fuzzer --sanitize=address`. libFuzzer supplies `main`; each target
// exports `LLVMFuzzerTestOneInput`. A separate package, so `swift test` never builds it.
let kit = "ValidatorKit"
let tool = "ValidatorKitTool"

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
        // The tool's library, for the default form `replay` drives (DefaultFormBuilder): a
        // package of its own. The batch check and the replay are the SDK's products.
        .package(name: tool, path: "../Tool"),
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
        fuzzTarget("FuzzPassword", [.product(name: "ValidatorKitPassword", package: kit)]),
        fuzzTarget("FuzzFormSpec", [.product(name: "ValidatorKitTesting", package: kit)]),
        // `validator check` (lines, and records as CSV) through the SDK's batch library, and
        // `validator replay` through its session library on the tool's default form.
        fuzzTarget("FuzzCheck", [.product(name: "ValidatorKitBatch", package: kit)]),
        fuzzTarget("FuzzCheckCSV", [.product(name: "ValidatorKitBatch", package: kit)]),
        fuzzTarget("FuzzReplay", [
            .product(name: "ValidatorKitSession", package: kit), .product(name: "ValidatorKitTool", package: tool),
        ]),
        // Not a fuzzer: the adversarial corpus, timed once in the same build (Fuzz/worst-case).
        fuzzTarget("WorstCase", [
            .product(name: "ValidatorKitSession", package: kit), .product(name: "ValidatorKitBatch", package: kit),
            .product(name: "ValidatorKitTool", package: tool), .product(name: "ValidatorKitOTP", package: kit),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
