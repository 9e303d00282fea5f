import Testing
import ValidatorKit
import ValidatorKitHTTP

/// The validator's requests without a server: ``HTTPCheckLoopbackTests`` cover the answers. These run in the package's own suite, under
/// ThreadSanitizer too (the `sdk` phase of `scripts/test`).
@Suite struct HTTPCheckValidatorTests {
    /// Port 1 of the loopback interface, where nothing listens.
    static let closedPort = "http://127.0.0.1:1/names/{value}"

    init() {
        // Read before this suite's http validator loads libcurl (LibcurlMapping.swift).
        _ = libcurlWasMappedBeforeTheFirstValidator
    }

    @Test func aRefusedConnectionIsUnreachableWithoutWaitingOutTheTimeout() async throws {
        // Waiting out the timeout would answer check.timeout instead.
        let validator = HTTPCheckValidator(url: try #require(HTTPCheckURLTemplate(Self.closedPort)), timeout: .seconds(60))
        #expect(await validator.check("carol") == .invalid(ValidationFailure(code: .httpUnreachable)))
    }

    @Test func oneValidatorServesEightTasksAtOnce() async throws {
        let validator = HTTPCheckValidator(
            url: try #require(HTTPCheckURLTemplate(Self.closedPort)), method: .post, timeout: .seconds(5))
        let verdicts = await withTaskGroup(of: Validity.self) { group in
            for task in 0..<8 {
                group.addTask { await validator.check("name \(task)") }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(verdicts == Array(repeating: .invalid(ValidationFailure(code: .httpUnreachable)), count: 8))
    }

    @Test func aCheckCancelledBeforeItStartsIsIncomplete() async throws {
        let validator = HTTPCheckValidator(url: try #require(HTTPCheckURLTemplate(Self.closedPort)))
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await validator.check("carol")
        }
        #expect(await task.value == .incomplete)
    }
}
