// swift-tools-version: 6.2
import PackageDescription

// An HTTP service that validates submitted records with the same form specs as the tool.
// Modules follow the repository's name scheme (ValidatorKit + concern) and none shares its name
// with a type: the library `ValidatorKitServer` holds `buildApplication(_:)`, the live form and the
// connections' bounds, on the SDK's `ValidatorKitHummingbird` (whose `ValidatorKitServing` holds
// `ValidationService`, the forms and problem details); the executable target `ValidatorKitServerMain` is the product
// `validator-server`.
let package = Package(
    name: "ValidatorKitServer",
    defaultLocalization: "en",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ValidatorKitServer", targets: ["ValidatorKitServer"]),
        .executable(name: "validator-server", targets: ["ValidatorKitServerMain"]),
    ],
    dependencies: [
        // The Hummingbird integration's trait. The Vapor trait too, only so that this server, the Vapor
        // example and the SDK's integration tests share one build of the SDK in scripts/test (a trait
        // changes every target's flags); an app of your own enables only its framework's trait.
        .package(name: "ValidatorKit", path: "../..", traits: ["PCRE2", "Hummingbird", "Vapor"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.0.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        // The executable's graceful shutdown, bounded in time (already Hummingbird's dependency).
        .package(url: "https://github.com/swift-server/swift-service-lifecycle.git", from: "2.6.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras.git", from: "1.20.0"),
        // The live form's socket (`/forms/{form}/live`) and, in the tests, a real client of it.
        .package(url: "https://github.com/hummingbird-project/hummingbird-websocket", from: "2.8.0"),
    ],
    targets: [
        .target(
            name: "ValidatorKitServer",
            dependencies: [
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                // Problem details, languages, forms, OpenAPI, and their Hummingbird routes' one call.
                .product(name: "ValidatorKitServing", package: "ValidatorKit"),
                .product(name: "ValidatorKitHummingbird", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
                // One replay store of one-time codes for the whole service.
                .product(name: "ValidatorKitOTP", package: "ValidatorKit"),
                // A new password's rules on the page (`passwordrules`), for browsers' generators.
                .product(name: "ValidatorKitPassword", package: "ValidatorKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                // HTTP1Channel's configuration: idle timeout and channel handlers of our own.
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
                // A declined upgrade's NIO request head read as the live form's routes read a request.
                .product(name: "NIOHTTPTypesHTTP1", package: "swift-nio-extras"),
                // The 400 answer to a request NIO's parser cannot read.
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "HummingbirdWebSocket", package: "hummingbird-websocket"),
                // Close codes of the live socket.
                .product(name: "NIOWebSocket", package: "swift-nio"),
                // The form session behind the live page: the one that drives the terminal and
                // `replay`, so the three front ends cannot drift apart.
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                // `--plugin PATH`: validator plugins of libraries, loaded at start.
                .product(name: "ValidatorKitRuntimePlugins", package: "ValidatorKit"),
                // `--demo-directory`: the simulated directory of taken usernames.
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
            ],
            // The pages' words in every shipped language (Resources/xx.lproj),
            // English the source; the live page's script, style sheet and protocol (Resources/Page).
            resources: [.process("Resources")]
        ),
        .executableTarget(
            name: "ValidatorKitServerMain",
            dependencies: [
                "ValidatorKitServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
            ]
        ),
        .testTarget(
            name: "ValidatorKitServerTests",
            dependencies: [
                "ValidatorKitServer",
                .product(name: "ValidatorKit", package: "ValidatorKit"),
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                // Many half-sent requests over raw connections.
                .product(name: "NIOPosix", package: "swift-nio"),
                // A real WebSocket client of the live form, and the replay it is compared with.
                .product(name: "HummingbirdWSClient", package: "hummingbird-websocket"),
                .product(name: "NIOWebSocket", package: "swift-nio"),
                .product(name: "ValidatorKitSession", package: "ValidatorKit"),
                .product(name: "ValidatorKitBatch", package: "ValidatorKit"),
                .product(name: "ValidatorKitTesting", package: "ValidatorKit"),
                .product(name: "ValidatorKitStandard", package: "ValidatorKit"),
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
