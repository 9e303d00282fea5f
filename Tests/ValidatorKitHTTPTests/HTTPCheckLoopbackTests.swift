import Foundation
import Testing
import ValidatorKit
import ValidatorKitHTTP

/// The `http` plugin against a real HTTP server on loopback (``withCheckEndpoint(_:)``, a
/// Python endpoint of each test's own), through libcurl loaded on first use: each answer, each
/// way of not answering, and a real field.
@Suite(.serialized) struct HTTPCheckLoopbackTests {
    init() {
        // Read before the process's first http validator loads libcurl, whichever test is first.
        _ = libcurlWasMappedBeforeTheFirstValidator
    }

    private func makeValidator(_ options: [String: JSONValue]) throws -> any AsyncValidator {
        let registry = ValidatorRegistry()
        try registry.register(HTTPCheckPlugin())
        return try #require(try registry.makeValidator("http", options: options) as? any AsyncValidator)
    }

    private func check(_ text: String, _ options: [String: JSONValue]) async throws -> Validity {
        try await makeValidator(options).check(text)
    }

    @Test func anAvailableNameIsValidAndATakenOneIsRejected() async throws {
        try await withCheckEndpoint { base, received in
            let options: [String: JSONValue] = ["url": .string("\(base)/names/{value}")]
            let free = try await check("carol", options)
            #expect(free == .valid)
            let taken = try await check("alice", options)
            #expect(taken == .invalid(ValidationFailure(code: .httpRejected)))
            #expect(taken.failure?.message(in: .english) == "This value is not accepted")
            #expect(taken.failure?.isFixableByTyping == false)
            #expect(await received.names == ["carol", "alice"])
        }
    }

    @Test func theValueIsPercentEncodedSoItArrivesIntact() async throws {
        try await withCheckEndpoint { base, received in
            let options: [String: JSONValue] = ["url": .string("\(base)/names/{value}")]
            let spaced = try await check("a b/c?", options)
            #expect(spaced == .valid)
            let accented = try await check("é&x=1#日", options)
            #expect(accented == .valid)
            #expect(await received.names == ["a b/c?", "é&x=1#日"])
        }
    }

    @Test func POSTSendsTheValueAsAJSONBody() async throws {
        try await withCheckEndpoint { base, received in
            let options: [String: JSONValue] = ["url": .string("\(base)/check"), "method": .string("POST")]
            let taken = try await check("bob", options)
            #expect(taken == .invalid(ValidationFailure(code: .httpRejected)))
            let quoted = try await check("a \"b\"/c", options)
            #expect(quoted == .valid)
            let bodies = await received.bodies
            #expect(bodies.map(\.body) == [#"{"value":"bob"}"#, #"{"value":"a \"b\"/c"}"#])
            #expect(bodies.map(\.contentType) == ["application/json", "application/json"])
        }
    }

    @Test func anotherMemberAndAMessageOfTheAppsOwn() async throws {
        try await withCheckEndpoint { base, _ in
            let options: [String: JSONValue] = [
                "url": .string("\(base)/available/{value}"), "member": .string("available"),
                "message": .string("This username is taken"),
            ]
            let free = try await check("dave", options)
            #expect(free == .valid)
            let taken = try await check("bob", options)
            #expect(taken.failure?.code == .httpRejected)
            #expect(taken.failure?.message(in: .english) == "This username is taken")
            #expect(taken.failure?.message(in: MessageLocale(language: "de")) == "This username is taken")
        }
    }

    @Test func a503IsAStatusFailureNamingTheStatus() async throws {
        try await withCheckEndpoint { base, _ in
            let verdict = try await check("carol", ["url": .string("\(base)/unavailable/{value}")])
            #expect(verdict == .invalid(ValidationFailure(code: .httpStatus, arguments: ["status": .integer(503)])))
            #expect(verdict.failure?.message(in: .english) == "The server that checks this field answered with status 503")
        }
    }

    @Test func aRedirectIsNotFollowedSoTheTextGoesNowhereElse() async throws {
        try await withCheckEndpoint { base, received in
            let verdict = try await check("carol", ["url": .string("\(base)/moved/{value}")])
            #expect(verdict == .invalid(ValidationFailure(code: .httpStatus, arguments: ["status": .integer(302)])))
            #expect(await received.names == [])
        }
    }

    @Test(arguments: ["page", "other", "number"])
    func anAnswerThatIsNotAJSONObjectWithABooleanMemberIsUnreadable(route: String) async throws {
        try await withCheckEndpoint { base, _ in
            let verdict = try await check("carol", ["url": .string("\(base)/\(route)/{value}")])
            #expect(verdict == .invalid(ValidationFailure(code: .httpAnswer)))
            #expect(verdict.failure?.message(in: .english) == "The server that checks this field gave an answer that cannot be read")
        }
    }

    @Test func aRefusedConnectionIsUnreachableWithoutWaitingOutTheTimeout() async throws {
        // The endpoint's port once it has stopped: nothing listens there any more.
        let base = try await withCheckEndpoint { base, _ in base }
        // Waiting out the timeout would answer check.timeout instead.
        let verdict = try await check("carol", ["url": .string("\(base)/names/{value}"), "timeout": .integer(60_000)])
        #expect(verdict == .invalid(ValidationFailure(code: .httpUnreachable)))
        #expect(verdict.failure?.message(in: .english) == "The server that checks this field cannot be reached")
    }

    /// Below a second, and between whole seconds, which a client counting whole seconds would
    /// miss.
    @Test(arguments: [300, 1200])
    func aSlowAnswerIsACheckTimeoutWithinTheBound(milliseconds: Int) async throws {
        try await withCheckEndpoint { base, _ in
            let started = ContinuousClock.now
            let verdict = try await check(
                "carol", ["url": .string("\(base)/slow/{value}"), "timeout": .integer(milliseconds)])
            let elapsed = ContinuousClock.now - started
            #expect(verdict == .invalid(ValidationFailure(code: .checkTimeout)))
            #expect(verdict.failure?.message(in: .english) == "The check took too long; it is tried again when you leave the field")
            // Not before the bound; and well before the slow route's answer at 3 s, or the
            // verdict would be that answer. libcurl times the bound on its own monotonic clock,
            // which may run a few microseconds apart from ContinuousClock's (once 0.29992 s
            // against 0.3 s): a millisecond of slack for the two clocks.
            #expect(elapsed >= .milliseconds(milliseconds) - .milliseconds(1))
        }
    }

    /// The most bytes of an answer read (64 KiB); a longer answer is not read, even when it
    /// begins with the member asked for.
    @Test(arguments: [(65_536, Validity.valid), (65_537, .invalid(ValidationFailure(code: .httpAnswer)))])
    func anAnswerOverTheBoundIsUnreadable(bytes: Int, expected: Validity) async throws {
        try await withCheckEndpoint { base, _ in
            let verdict = try await check(String(bytes), ["url": .string("\(base)/padded/{value}")])
            #expect(verdict == expected)
        }
    }

    #if os(Linux)
    /// A program that links the plugin but asks no endpoint maps none of libcurl's libraries
    /// (process start); the first validator made loads it.
    @Test func libcurlIsLoadedOnlyOnceAnHTTPValidatorIsMade() async throws {
        try await withCheckEndpoint { base, _ in
            let verdict = try await check("carol", ["url": .string("\(base)/names/{value}")])
            #expect(!libcurlWasMappedBeforeTheFirstValidator)
            #expect(verdict == .valid)
            let mappedAfter = try libcurlIsMapped()
            #expect(mappedAfter)
        }
    }
    #endif

    @Test func aCancelledCheckReturnsPromptly() async throws {
        try await withCheckEndpoint { base, _ in
            let validator = try makeValidator(["url": .string("\(base)/slow/{value}"), "timeout": .integer(10_000)])
            let task = Task { await validator.check("carol") }
            try await Task.sleep(for: .milliseconds(200))
            let cancelled = ContinuousClock.now
            task.cancel()
            #expect(await task.value == .incomplete)
            #expect(ContinuousClock.now - cancelled < .milliseconds(500))
        }
    }

    @Test func aFieldShowsTheEndpointsVerdictOnceTheCheckSettles() async throws {
        try await withCheckEndpoint { @MainActor base, received in
            let validator = try makeValidator([
                "url": .string("\(base)/names/{value}"), "debounce": .integer(20), "message": .string("This username is taken"),
            ])
            let field = Field(
                identifier: "username", title: "Username", validation: ValidatorChain([validator]),
                clock: ContinuousFieldClock())
            let delegate = CheckingRecorder()
            field.delegate = delegate
            let checks = Task { try await field.runChecks() }
            defer { checks.cancel() }
            field.beginEditing()
            _ = field.paste("alice")
            #expect(field.validity == .incomplete)
            try await settle(field)
            #expect(field.validity.failure?.code == .httpRejected)
            #expect(field.errorMessage == "This username is taken")

            _ = field.insert("x")
            #expect(field.validity == .incomplete)
            #expect(field.errorMessage == nil)
            try await settle(field)
            #expect(field.validity == .valid)
            #expect(field.errorMessage == nil)
            #expect(delegate.checking == [true, false, true, false])
            #expect(await received.names == ["alice", "alicex"])
        }
    }

    /// Waits, while the field's task of ``Field/runChecks()`` moves its check on, until the check
    /// neither rests nor runs.
    @MainActor
    private func settle(_ field: Field, within limit: Duration = .seconds(5)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            if !field.isChecking, field.nextCheckDeadline == nil {
                return
            }
            try await Task.sleep(for: .milliseconds(5))
        }
        Issue.record("the field's check did not settle within \(limit)")
    }
}

/// Records each ``FieldDelegate/checkingChanged(_:)`` as the field's ``Field/isChecking``.
private final class CheckingRecorder: FieldDelegate {
    var checking: [Bool] = []

    func checkingChanged(_ field: Field) {
        checking.append(field.isChecking)
    }
}
