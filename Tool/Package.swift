// swift-tools-version: 6.2
import PackageDescription

// The command-line tool of ValidatorKit, `validator`: argument parsing and the terminal only, in
// a package of its own so that an app adding ValidatorKit resolves neither the tool nor
// swift-argument-parser. The form session, replay and batch check it drives are the SDK's
// products (ValidatorKitSession, ValidatorKitBatch). Modules follow the repository's name scheme
// (ARCHITECTURE.md).
let package = Package(
    name: "ValidatorKitTool",
    // The screen's words are localized resources, English the source.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "validator", targets: ["ValidatorKitToolMain"]),
        // For the tool's tests, the fuzz targets and the benchmarks.
        .library(name: "ValidatorKitTool", targets: ["ValidatorKitTool"]),
    ],
    dependencies: [
        // `name:` is needed: a package found by path is otherwise named after its folder.
        .package(name: "ValidatorKit", path: ".."),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The terminal's pieces that need no terminal (screen rendering, key decoding, the
        // default form, the tool's registry, spec files): a library the tests link.
        .target(
            name: "ValidatorKitTool",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
                .product(name: "ValidatorKitRuntimePlugins", package: "ValidatorKit"),
            ],
            resources: [.process("Resources")]
        ),
        // A thin executable: the commands, the real terminal and the interactive loop.
        .executableTarget(
            name: "ValidatorKitToolMain",
            dependencies: [
                "ValidatorKitTool",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            // `swift build -c release --static-swift-stdlib` links the Swift runtime and Foundation
            // into the executable (loading their shared libraries took most of a `check`'s start;
            // Benchmarks/ builds it so). A linker flag here instead left out Foundation's ICU.
        ),
        .testTarget(
            name: "ValidatorKitToolTests",
            dependencies: [
                "ValidatorKitTool",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
            ],
            exclude: ["Fixtures"]
        ),
        // Runs the built `validator` (processes and tmux); imports no module of the tool.
        .testTarget(
            name: "ValidatorKitToolMainTests",
            dependencies: ["ValidatorKitToolMain"]
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
