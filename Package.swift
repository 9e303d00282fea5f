// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ValidatorKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ValidatorKit", targets: ["ValidatorKit"]),
        .library(name: "ValidatorKitTesting", targets: ["ValidatorKitTesting"]),
        .library(name: "StandardValidators", targets: ["StandardValidators"]),
        .library(name: "PhoneValidator", targets: ["PhoneValidator"]),
        .library(name: "CPhoneNumber", targets: ["CPhoneNumber"]),
        .executable(name: "validator-demo", targets: ["ValidatorDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "ValidatorKit"),
        .target(name: "ValidatorKitTesting", dependencies: ["ValidatorKit"]),
        .target(
            name: "CPhoneNumber",
            linkerSettings: [.linkedLibrary("phonenumber")]
        ),
        .target(
            name: "PhoneValidator",
            dependencies: ["ValidatorKit", "CPhoneNumber"],
            path: "Plugins/PhoneValidator"
        ),
        .target(
            name: "StandardValidators",
            dependencies: ["ValidatorKit", "PhoneValidator"],
            path: "Plugins/StandardValidators"
        ),
        .executableTarget(
            name: "ValidatorDemo",
            dependencies: [
                "ValidatorKit",
                "StandardValidators",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/ValidatorDemo"
        ),
        .testTarget(name: "ValidatorKitTests", dependencies: ["ValidatorKit", "ValidatorKitTesting"]),
        .testTarget(name: "ValidatorDemoTests", dependencies: ["ValidatorDemo"]),
        .testTarget(
            name: "PhoneValidatorTests",
            dependencies: ["PhoneValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
