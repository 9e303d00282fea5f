// swift-tools-version: 6.1
import PackageDescription

// A third-party plugin written against the ValidatorKit core alone.
let package = Package(
    name: "IBANValidator",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "IBANValidator", targets: ["IBANValidator"]),
        // The same plugin as a library `validator-demo --plugin` loads at run time.
        .library(name: "IBANValidatorPlugin", type: .dynamic, targets: ["IBANValidatorPlugin"]),
    ],
    dependencies: [
        .package(name: "ValidatorKit", path: "../.."),
    ],
    targets: [
        .target(name: "IBANValidator", dependencies: [.product(name: "ValidatorKit", package: "ValidatorKit")]),
        .target(
            name: "IBANValidatorPlugin",
            dependencies: ["IBANValidator", .product(name: "ValidatorKit", package: "ValidatorKit")]
        ),
        .testTarget(
            name: "IBANValidatorTests",
            dependencies: [
                "IBANValidator",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
            ],
            exclude: ["Fixtures"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
