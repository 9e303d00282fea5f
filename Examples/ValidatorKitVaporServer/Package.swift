// swift-tools-version: 6.2
import PackageDescription

// validator-server's JSON routes on Vapor 4, through the SDK's ValidatorKitVapor: the same specs,
// options and answers. Modules follow the repository's name scheme: the library
// `ValidatorKitVaporServer` holds `configureApplication(_:service:)`; the executable target
// `ValidatorKitVaporServerMain` is the product `validator-vapor-server`.
let package = Package(
    name: "ValidatorKitVaporServer",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ValidatorKitVaporServer", targets: ["ValidatorKitVaporServer"]),
        .executable(name: "validator-vapor-server", targets: ["ValidatorKitVaporServerMain"]),
    ],
    dependencies: [
        // The Vapor integration's trait. The Hummingbird trait too, only so that this app,
        // validator-server and the SDK's integration tests share one build of the SDK in
        // scripts/test (a trait changes every target's flags); an app of your own enables only
        // its framework's trait.
        .package(name: "ValidatorKit", path: "../..", traits: ["PCRE2", "Hummingbird", "Vapor"]),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(
            name: "ValidatorKitVaporServer",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitServing", package: "ValidatorKit"),
                .product(name: "ValidatorKitVapor", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
                // One replay store of one-time codes for the whole service.
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                // `--demo-directory`: the simulated directory of taken usernames.
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
                .product(name: "Vapor", package: "vapor"),
            ]
        ),
        .executableTarget(
            name: "ValidatorKitVaporServerMain",
            dependencies: [
                "ValidatorKitVaporServer",
                .product(name: "Vapor", package: "vapor"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
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
