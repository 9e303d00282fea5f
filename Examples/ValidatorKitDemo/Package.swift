// swift-tools-version: 6.1
import PackageDescription

// The terminal host of ValidatorKit, `validator-demo`: a package of its own, as the IBAN and
// server examples are, so that an app adding ValidatorKit resolves neither the demo nor
// swift-argument-parser. Modules follow the repository's name scheme (ARCHITECTURE.md).
let package = Package(
    name: "ValidatorKitDemo",
    // The engine's screen words are localized resources, English the source.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "validator-demo", targets: ["ValidatorKitDemo"]),
        // For the demo's tests, the fuzz targets and the IBAN example's comparison of a linked
        // and a loaded plugin.
        .library(name: "ValidatorKitDemoEngine", targets: ["ValidatorKitDemoEngine"]),
    ],
    dependencies: [
        // `name:` is needed: a package found by path is otherwise named after its folder.
        .package(name: "ValidatorKit", path: "../.."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The engine (sessions, replay, check, forms, screen rendering, key decoding; no
        // terminal) as a library the tests and the fuzz targets link.
        .target(
            name: "ValidatorKitDemoEngine",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
                .product(name: "ValidatorKitRuntimePlugins", package: "ValidatorKit"),
            ],
            resources: [.process("Resources")]
        ),
        // A thin executable: the commands, the real terminal and the interactive loop.
        .executableTarget(
            name: "ValidatorKitDemo",
            dependencies: [
                "ValidatorKitDemoEngine",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `swift build -c release --static-swift-stdlib` links the Swift runtime and Foundation
            // into the executable (loading their shared libraries took most of a `check`'s start;
            // Benchmarks/ builds it so). A linker flag here instead left out Foundation's ICU.
        ),
        .testTarget(
            name: "ValidatorKitDemoEngineTests",
            dependencies: [
                "ValidatorKitDemoEngine",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
            ],
            exclude: ["Fixtures"]
        ),
        // Runs the built `validator-demo` (processes and tmux); imports no module of the demo.
        .testTarget(
            name: "ValidatorKitDemoTests",
            dependencies: ["ValidatorKitDemo"]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every target, as in the SDK: existentials are written `any P`, and an import is internal unless
// a public declaration needs it (`public import`).
for target in package.targets {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
