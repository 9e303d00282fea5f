// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ValidatorKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ValidatorKit", targets: ["ValidatorKit"]),
        .library(name: "ValidatorKitTesting", targets: ["ValidatorKitTesting"]),
        .library(name: "StandardValidators", targets: ["StandardValidators"]),
        .library(name: "RegexValidator", targets: ["RegexValidator"]),
        .library(name: "PaymentCardValidator", targets: ["PaymentCardValidator"]),
        .library(name: "OTPValidator", targets: ["OTPValidator"]),
        .library(name: "PhoneValidator", targets: ["PhoneValidator"]),
        .library(name: "CPhoneNumber", targets: ["CPhoneNumber"]),
        .executable(name: "validator-demo", targets: ["ValidatorDemo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
    ],
    targets: [
        .target(name: "ValidatorKit"),
        .target(name: "ValidatorKitTesting", dependencies: ["ValidatorKit"]),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),
        .target(
            name: "RegexValidator",
            dependencies: ["ValidatorKit", "CPCRE2"],
            path: "Plugins/RegexValidator"
        ),
        .target(
            name: "OTPValidator",
            dependencies: ["ValidatorKit", .product(name: "Crypto", package: "swift-crypto")],
            path: "Plugins/OTPValidator"
        ),
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
            dependencies: ["ValidatorKit", "RegexValidator", "PaymentCardValidator", "OTPValidator", "PhoneValidator"],
            path: "Plugins/StandardValidators"
        ),
        .target(
            name: "PaymentCardValidator",
            dependencies: ["ValidatorKit"],
            path: "Plugins/PaymentCardValidator"
        ),
        .executableTarget(
            name: "ValidatorDemo",
            dependencies: [
                "ValidatorKit",
                "StandardValidators",
                "OTPValidator",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Examples/ValidatorDemo"
        ),
        .testTarget(
            name: "ValidatorKitTests",
            dependencies: ["ValidatorKit", "ValidatorKitTesting"],
            exclude: ["FormSpec/Fixtures"]
        ),
        .testTarget(name: "ValidatorDemoTests", dependencies: ["ValidatorDemo", "ValidatorKit"], exclude: ["Fixtures"]),
        .testTarget(
            name: "RegexValidatorTests",
            dependencies: ["RegexValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PaymentCardValidatorTests",
            dependencies: ["PaymentCardValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "OTPValidatorTests",
            dependencies: ["OTPValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "StandardValidatorsTests",
            dependencies: ["StandardValidators", "OTPValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "PhoneValidatorTests",
            dependencies: ["PhoneValidator", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
