// swift-tools-version: 6.1
import PackageDescription

// A third-party plugin written against the ValidatorKit core and its checksum toolkit; its
// run-time loadable form adds ValidatorKitRuntimePlugins for the entry point.
let package = Package(
    name: "ValidatorKitIBAN",
    // The plugin ships its own message catalog: Sources/ValidatorKitIBAN/Resources/xx.lproj.
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ValidatorKitIBAN", targets: ["ValidatorKitIBAN"]),
        // The same plugin as a library `validator --plugin` loads at run time.
        .library(name: "ValidatorKitIBANPlugin", type: .dynamic, targets: ["ValidatorKitIBANPlugin"]),
    ],
    dependencies: [
        // The tests also use the SDK's session and batch products, which replay and check as
        // `validator` does.
        .package(name: "ValidatorKit", path: "../.."),
    ],
    targets: [
        .target(
            name: "ValidatorKitIBAN",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitChecksums", package: "ValidatorKit"),
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "ValidatorKitIBANPlugin",
            dependencies: [
                "ValidatorKitIBAN",
                .product(name: "ValidatorKitRuntimePlugins", package: "ValidatorKit"),
            ]
        ),
        .testTarget(
            name: "ValidatorKitIBANTests",
            dependencies: [
                "ValidatorKitIBAN",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
                // The linked plugin against the loaded library, through the SDK's replay and check.
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                .product(name: "ValidatorKitRuntimePlugins", package: "ValidatorKit"),
            ],
            exclude: ["Fixtures"]
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
