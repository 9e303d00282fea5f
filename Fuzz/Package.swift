// swift-tools-version: 6.1
import PackageDescription

/// The libFuzzer targets: one executable each, built with `Fuzz/run` (which passes
/// `--sanitize=fuzzer --sanitize=address`). libFuzzer supplies `main`; each target exports
/// `LLVMFuzzerTestOneInput`.
let kit = "ValidatorKit"

let package = Package(
    name: "ValidatorKitFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: kit, path: ".."),
    ],
    targets: [
        .target(name: "FuzzSupport"),
        .executableTarget(
            name: "FuzzField",
            dependencies: [
                "FuzzSupport",
                .product(name: "ValidatorKit", package: kit),
                .product(name: "ValidatorKitTesting", package: kit),
                .product(name: "StandardValidators", package: kit),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
