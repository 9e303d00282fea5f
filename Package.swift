// swift-tools-version: 6.2
import PackageDescription

/// Where the `PCRE2` trait brings in the system's libpcre2-8: everywhere but Apple's platforms, which
/// have no such library (and where PCRE2's JIT could not run: PCRE2Project/pcre2#212).
let pcre2Platforms: [Platform] = [.linux, .android, .windows, .openbsd, .wasi]

// The name scheme (ARCHITECTURE.md): every module is `ValidatorKit` followed by its concern, and
// its folder bears the same name; C shims start with `C` and are not products.
let package = Package(
    name: "ValidatorKit",
    // Messages are localized resources (Resources/xx.lproj in each module), English the source.
    defaultLocalization: "en",
    // Apple floors: Observation (Field, Form) needs macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1;
    // Synchronization's Atomic and Mutex, which the core and the regex plugin use, raise them to these.
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "ValidatorKit", targets: ["ValidatorKit"]),
        .library(name: "ValidatorKitTesting", targets: ["ValidatorKitTesting"]),
        .library(name: "ValidatorKitStandard", targets: ["ValidatorKitStandard"]),
        .library(name: "ValidatorKitRegex", targets: ["ValidatorKitRegex"]),
        .library(name: "ValidatorKitPaymentCard", targets: ["ValidatorKitPaymentCard"]),
        .library(name: "ValidatorKitOTP", targets: ["ValidatorKitOTP"]),
        // A replay store in a SQLite file (the system's libsqlite3), shared across instances.
        .library(name: "ValidatorKitOTPSQLite", targets: ["ValidatorKitOTPSQLite"]),
        .library(name: "ValidatorKitPhone", targets: ["ValidatorKitPhone"]),
        .library(name: "ValidatorKitChecksums", targets: ["ValidatorKitChecksums"]),
        .library(name: "ValidatorKitIdentifiers", targets: ["ValidatorKitIdentifiers"]),
        .library(name: "ValidatorKitMask", targets: ["ValidatorKitMask"]),
        .library(name: "ValidatorKitHTTP", targets: ["ValidatorKitHTTP"]),
        .library(name: "ValidatorKitPassword", targets: ["ValidatorKitPassword"]),
        .library(name: "ValidatorKitRuntimePlugins", targets: ["ValidatorKitRuntimePlugins"]),
        .library(name: "ValidatorKitSession", targets: ["ValidatorKitSession"]),
        .library(name: "ValidatorKitBatch", targets: ["ValidatorKitBatch"]),
        .library(name: "ValidatorKitServing", targets: ["ValidatorKitServing"]),
        // Empty unless their trait is on: an app enables the trait of the framework it uses.
        .library(name: "ValidatorKitHummingbird", targets: ["ValidatorKitHummingbird"]),
        .library(name: "ValidatorKitVapor", targets: ["ValidatorKitVapor"]),
    ],
    // PCRE2 (the system's libpcre2-8) matches the regex and phone plugins' patterns where the trait is on and
    // the platform is not Apple's; elsewhere Foundation's NSRegularExpression does, and nothing of PCRE2
    // is compiled or linked. A consumer turns it off with `traits: []`.
    traits: [
        .trait(name: "PCRE2", description: "Match patterns with the system's libpcre2-8 (not on Apple platforms)"),
        // The framework integrations: off by default, so an app that enables neither resolves neither framework.
        .trait(name: "Hummingbird", description: "ValidatorKitHummingbird: validated, decoded records in Hummingbird 2 routes"),
        .trait(name: "Vapor", description: "ValidatorKitVapor: validated, decoded records in Vapor 4 routes"),
        .default(enabledTraits: ["PCRE2"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/apple/swift-crypto", from: "4.0.0"),
        // Used only by targets' dependencies conditioned on the traits `Hummingbird` and `Vapor`.
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.122.0"),
    ],
    targets: [
        // The core: protocols, field, form, registry, basic validators. Pure Swift.
        .target(name: "ValidatorKit", resources: [.process("Resources")]),
        // The headless form session (events in, trace records and views out) that the terminal,
        // `replay` and the live page drive; its traces are JSON lines written by the batch library.
        .target(name: "ValidatorKitSession", dependencies: ["ValidatorKit", "ValidatorKitBatch"]),
        // The batch check: JSON lines and CSV in, a JSON verdict per line or record out, on jobs.
        .target(name: "ValidatorKitBatch", dependencies: ["ValidatorKit"], resources: [.process("Resources")]),
        .target(
            name: "ValidatorKitTesting",
            dependencies: ["ValidatorKit", "ValidatorKitRuntimePlugins", "ValidatorKitSession"],
            resources: [.process("Resources")]
        ),
        // A submitted record over HTTP without a framework: content type, body, language, the
        // record decoded into the app's type, RFC 9457 problem details and the OpenAPI schemas.
        .target(
            name: "ValidatorKitServing",
            dependencies: ["ValidatorKit", "ValidatorKitSession", "ValidatorKitBatch"],
            resources: [.process("Resources")]
        ),
        // The framework integrations, compiled (`#if Hummingbird`, `#if Vapor`) only with their trait.
        .target(
            name: "ValidatorKitHummingbird",
            dependencies: [
                "ValidatorKit", "ValidatorKitServing",
                .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .target(
            name: "ValidatorKitVapor",
            dependencies: [
                "ValidatorKit", "ValidatorKitServing",
                .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        // Check character systems for plugin authors (Luhn mod N, Verhoeff, Damm, ISO 7064, …).
        .target(name: "ValidatorKitChecksums"),

        // Run-time loading of plugin libraries, host and library side; the C interface is the
        // header of CValidatorKitRuntimePlugins, imported privately.
        .target(
            name: "ValidatorKitRuntimePlugins",
            dependencies: ["ValidatorKit", "CValidatorKitRuntimePlugins"]
        ),

        // C shims, imported privately by one module each.
        .target(name: "CValidatorKitRuntimePlugins"),
        // libcurl through dlopen on first use (the http plugin): no link to libcurl or FoundationNetworking.
        .target(name: "CValidatorKitCurl"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .systemLibrary(
            name: "CPCRE2",
            pkgConfig: "libpcre2-8",
            providers: [.apt(["libpcre2-dev"])]
        ),

        // Validator plugins (not SwiftPM package plugins).
        .target(
            name: "ValidatorKitRegex",
            dependencies: [
                "ValidatorKit", .target(name: "CPCRE2", condition: .when(platforms: pcre2Platforms, traits: ["PCRE2"])),
            ],
            path: "Plugins/ValidatorKitRegex",
            resources: [.process("Resources")],
            swiftSettings: [.define("VALIDATORKIT_PCRE2", .when(platforms: pcre2Platforms, traits: ["PCRE2"]))]
        ),
        .target(
            name: "ValidatorKitPaymentCard",
            dependencies: ["ValidatorKit", "ValidatorKitChecksums"],
            path: "Plugins/ValidatorKitPaymentCard",
            resources: [.process("Resources")]
        ),
        .target(
            name: "ValidatorKitPhone",
            // The engine (Engine/) matches libphonenumber's patterns with the regex plugin's PCRE2 layer.
            dependencies: ["ValidatorKit", "ValidatorKitRegex"],
            path: "Plugins/ValidatorKitPhone",
            resources: [.process("Resources")]
        ),
        .target(
            name: "ValidatorKitOTP",
            dependencies: ["ValidatorKit", .product(name: "Crypto", package: "swift-crypto")],
            path: "Plugins/ValidatorKitOTP",
            resources: [.process("Resources")]
        ),
        // One-time codes' replay memory in a SQLite file, on the system's libsqlite3 (CSQLite).
        .target(
            name: "ValidatorKitOTPSQLite",
            dependencies: ["ValidatorKitOTP", "CSQLite"]
        ),
        .target(
            name: "ValidatorKitIdentifiers",
            dependencies: ["ValidatorKit", "ValidatorKitChecksums"],
            path: "Plugins/ValidatorKitIdentifiers",
            resources: [.process("Resources")]
        ),
        // Masks in RedMadRobot's input-mask notation: filter, format, sections, extracted value.
        .target(
            name: "ValidatorKitMask",
            dependencies: ["ValidatorKit"],
            path: "Plugins/ValidatorKitMask",
            resources: [.process("Resources")]
        ),
        // Asks an HTTP endpoint while people type (an AsyncValidator), with libcurl loaded lazily.
        .target(
            name: "ValidatorKitHTTP",
            dependencies: ["ValidatorKit", "CValidatorKitCurl"],
            path: "Plugins/ValidatorKitHTTP",
            resources: [.process("Resources")]
        ),
        // Passwords as NIST SP 800-63B-4 asks, with zxcvbn's strength estimate; its model's data
        // (Resources/PasswordModel.txt) is written by scripts/update-password-model.
        .target(
            name: "ValidatorKitPassword",
            dependencies: ["ValidatorKit"],
            path: "Plugins/ValidatorKitPassword",
            resources: [.process("Resources")]
        ),
        .target(
            name: "ValidatorKitStandard",
            dependencies: [
                "ValidatorKit", "ValidatorKitRegex", "ValidatorKitPaymentCard", "ValidatorKitOTP", "ValidatorKitPhone",
                "ValidatorKitIdentifiers", "ValidatorKitHTTP", "ValidatorKitPassword", "ValidatorKitMask",
            ],
            path: "Plugins/ValidatorKitStandard"
        ),

        .testTarget(
            name: "ValidatorKitTests",
            dependencies: ["ValidatorKit", "ValidatorKitTesting", "ValidatorKitPythonReferences"],
            exclude: ["FormSpec/Fixtures"]
        ),
        .testTarget(
            name: "ValidatorKitSessionTests",
            dependencies: ["ValidatorKitSession", "ValidatorKitBatch", "ValidatorKit", "ValidatorKitStandard", "ValidatorKitTesting"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ValidatorKitBatchTests",
            dependencies: ["ValidatorKitBatch", "ValidatorKit", "ValidatorKitStandard", "ValidatorKitTesting"]
        ),
        .testTarget(
            name: "ValidatorKitRuntimePluginsTests",
            dependencies: ["ValidatorKitRuntimePlugins", "CValidatorKitRuntimePlugins", "ValidatorKit", "ValidatorKitTesting"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "ValidatorKitRegexTests",
            dependencies: ["ValidatorKitRegex", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        // Runs the Python references the tests compare with: Debian's python-stdnum (python3-stdnum)
        // for checksums and identifiers, datetime and decimal for dates and ranges, and the PyPI
        // ones the scripts install (python-phonenumbers, zxcvbn); not a product.
        .target(name: "ValidatorKitPythonReferences", path: "Tests/ValidatorKitPythonReferences"),
        .testTarget(
            name: "ValidatorKitChecksumsTests",
            dependencies: ["ValidatorKitChecksums", "ValidatorKitPythonReferences"]
        ),
        .testTarget(
            name: "ValidatorKitIdentifiersTests",
            dependencies: [
                "ValidatorKitIdentifiers", "ValidatorKitChecksums", "ValidatorKit", "ValidatorKitTesting",
                "ValidatorKitPythonReferences",
            ]
        ),
        .testTarget(
            name: "ValidatorKitPaymentCardTests",
            dependencies: ["ValidatorKitPaymentCard", "ValidatorKitChecksums", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ValidatorKitPhoneTests",
            dependencies: ["ValidatorKitPhone", "ValidatorKit", "ValidatorKitTesting", "ValidatorKitPythonReferences"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ValidatorKitOTPTests",
            dependencies: [
                "ValidatorKitOTP", "ValidatorKit", "ValidatorKitTesting", .product(name: "Crypto", package: "swift-crypto"),
            ],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "ValidatorKitOTPSQLiteTests",
            dependencies: ["ValidatorKitOTPSQLite", "ValidatorKitOTP"]
        ),
        .testTarget(
            name: "ValidatorKitHTTPTests",
            dependencies: ["ValidatorKitHTTP", "ValidatorKit", "ValidatorKitTesting"],
            // check_endpoint.py: the endpoint of the loopback tests, run with python3.
            resources: [.copy("Fixtures")]
        ),
        // The agreement with python zxcvbn runs scripts/password-reference (PyPI, pinned).
        .testTarget(
            name: "ValidatorKitPasswordTests",
            dependencies: ["ValidatorKitPassword", "ValidatorKit", "ValidatorKitTesting", "ValidatorKitPythonReferences"]
        ),
        .testTarget(
            name: "ValidatorKitMaskTests",
            dependencies: ["ValidatorKitMask", "ValidatorKit", "ValidatorKitStandard", "ValidatorKitTesting"]
        ),
        .testTarget(
            name: "ValidatorKitServingTests",
            dependencies: ["ValidatorKitServing", "ValidatorKit", "ValidatorKitServingFixtures"]
        ),
        // The forms, app types and problem reader both integrations' tests use; not a product.
        .target(
            name: "ValidatorKitServingFixtures",
            dependencies: ["ValidatorKitServing", "ValidatorKit", "ValidatorKitStandard", "ValidatorKitOTP", "ValidatorKitTesting"],
            path: "Tests/ValidatorKitServingFixtures",
            exclude: ["Specs"]
        ),
        .testTarget(
            name: "ValidatorKitHummingbirdTests",
            dependencies: [
                "ValidatorKitHummingbird", "ValidatorKitServing", "ValidatorKitServingFixtures",
                .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            ]
        ),
        .testTarget(
            name: "ValidatorKitVaporTests",
            dependencies: [
                "ValidatorKitVapor", "ValidatorKitServing", "ValidatorKitServingFixtures",
                .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
            ]
        ),
        .testTarget(
            name: "ValidatorKitStandardTests",
            dependencies: ["ValidatorKitStandard", "ValidatorKitOTP", "ValidatorKit", "ValidatorKitTesting"],
            resources: [.copy("Fixtures")]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Every target: existentials are written `any P`, and an import is internal unless a public
// declaration needs it (`public import`), so no dependency leaks into the API by accident.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [
        .enableUpcomingFeature("ExistentialAny"),
        .enableUpcomingFeature("InternalImportsByDefault"),
    ]
}
