import Testing
import ValidatorKit
import ValidatorKitTesting

/// A field with an ``AsyncValidator``: checked only once the synchronous validators pass, after
/// the text rests, the newest text only, answers cached, a timeout retried at the end of editing,
/// and every answer applied at the exact virtual moment it arrives.
@Suite struct AsyncCheckTests {
    let clock = ManualFieldClock()

    func type(_ text: String, into field: Field) {
        for character in text {
            field.insert(character)
        }
    }

    /// A field checked by `validator`, being edited, `text` typed into it.
    func editing(_ text: String, checkedBy validator: SimulatedServerValidator) -> Field {
        let field = Field.checked(by: validator, clock: clock)
        field.beginEditing()
        type(text, into: field)
        return field
    }

    @Test func aTextIsCheckedOnlyAfterItRestsAndTheAnswerArrivesOnTime() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("alice", checkedBy: validator)
        let recorder = RecordingDelegate()
        field.delegate = recorder
        clock.advance(by: .milliseconds(299), updating: [field])
        #expect(!field.isChecking)
        #expect(field.validity == .incomplete)
        #expect(field.nextCheckDeadline == .milliseconds(300))
        clock.advance(by: .milliseconds(1), updating: [field])
        #expect(field.isChecking)
        #expect(validator.questions.all == ["alice"])
        #expect(field.nextCheckDeadline == .milliseconds(5300))  // the timeout
        clock.advance(by: .milliseconds(799), updating: [field])
        #expect(field.isChecking)
        #expect(field.errorMessage == nil)
        recorder.reset()
        clock.advance(by: .milliseconds(1), updating: [field])
        #expect(!field.isChecking)
        #expect(field.validity == SimulatedServerValidator.taken)
        #expect(field.errorMessage == "Taken")
        #expect(recorder.events == [.checkingChanged("username", false), .validityChanged("username", SimulatedServerValidator.taken)])
    }

    @Test func aTextTheSynchronousValidatorsRefuseIsNeverChecked() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("al", checkedBy: validator)
        clock.advance(by: .seconds(2), updating: [field])
        #expect(validator.questions.all.isEmpty)
        #expect(field.validity == .incomplete)
        #expect(field.nextCheckDeadline == nil)
    }

    @Test func aNewerTextCancelsTheOlderCheckWhoseAnswerIsNeverApplied() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("alice", checkedBy: validator)
        let recorder = RecordingDelegate()
        field.delegate = recorder
        clock.advance(by: .milliseconds(500), updating: [field])
        #expect(field.isChecking)
        type("x", into: field)
        #expect(!field.isChecking)
        #expect(recorder.events.contains(.checkingChanged("username", false)))
        clock.advance(by: .seconds(2), updating: [field])
        #expect(validator.questions.all == ["alice", "alicex"])
        #expect(field.validity == .valid)
    }

    @Test func answersAreCachedPerText() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("alice", checkedBy: validator)
        clock.advance(by: .seconds(2), updating: [field])
        type("x", into: field)
        clock.advance(by: .seconds(2), updating: [field])
        field.deleteBackward()
        #expect(field.validity == SimulatedServerValidator.taken)
        type("x", into: field)
        #expect(field.validity == .valid)
        #expect(!field.isChecking)
        #expect(validator.questions.all == ["alice", "alicex"])
    }

    @Test func aCheckPastItsTimeoutIsCheckTimeoutAndIsAskedAgainWhenEditingEnds() {
        var validator = SimulatedServerValidator(clock: clock)
        validator.timeout = .seconds(1)
        validator.delay = { _ in .seconds(3) }
        let field = editing("carol", checkedBy: validator)
        clock.advance(by: .milliseconds(1299), updating: [field])
        #expect(field.isChecking)
        clock.advance(by: .milliseconds(1), updating: [field])
        #expect(!field.isChecking)
        #expect(field.validity.failure?.code == .checkTimeout)
        #expect(field.errorMessage == "The check took too long; it is tried again when you leave the field")
        field.endEditing()
        #expect(field.isChecking)
        #expect(field.validity == .incomplete)
        clock.advance(by: .zero, updating: [field])
        #expect(validator.questions.all == ["carol", "carol"])
    }

    @Test func aRetriedFailureIsNeitherCachedNorKeptWhenEditingEnds() {
        var validator = SimulatedServerValidator(clock: clock)
        validator.retriedFailureCodes = [.serverTaken]
        let field = editing("alice", checkedBy: validator)
        clock.advance(by: .seconds(2), updating: [field])
        #expect(field.validity == SimulatedServerValidator.taken)
        type("x", into: field)
        field.deleteBackward()
        #expect(field.validity == .incomplete)  // not answered from the cache: resting again
        clock.advance(by: .seconds(2), updating: [field])
        field.endEditing()
        #expect(field.isChecking)
        clock.advance(by: .zero, updating: [field])
        #expect(validator.questions.all == ["alice", "alice", "alice"])
    }

    @Test func leavingTheFieldChecksARestingTextAtOnce() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("carol", checkedBy: validator)
        field.endEditing()
        #expect(field.isChecking)
        // While the check runs the verdict is not concluded into input.incomplete.
        #expect(field.validity == .incomplete)
        #expect(field.errorMessage == nil)
        clock.advance(by: .milliseconds(800), updating: [field])
        #expect(field.validity == .valid)
    }

    @Test func aFormWaitsForAChecksAnswerBeforeItSubmits() {
        let validator = SimulatedServerValidator(clock: clock)
        let username = Field.checked(by: validator, clock: clock)
        let form = Form(fields: [username])
        form.focus(0)
        type("carol", into: username)
        #expect(form.submit() == .checking(username))
        #expect(username.isChecking)
        #expect(form.isChecking)
        clock.advance(by: .milliseconds(800), updating: form.fields)
        #expect(form.submit() == .accepted)
        // A text still resting is checked at once by the submit, which waits for it.
        form.focus(0)
        type("e", into: username)
        #expect(form.submit() == .checking(username))
        clock.advance(by: .milliseconds(800), updating: form.fields)
        #expect(form.submit() == .accepted)
        // A taken name refuses the submit once its answer is in.
        username.clear()
        type("alice", into: username)
        #expect(form.submit() == .checking(username))
        clock.advance(by: .milliseconds(800), updating: form.fields)
        #expect(form.submit() == .refused(username))
        #expect(username.errorMessage == "Taken")
    }

    @Test func tenThousandRapidKeystrokesStartOneCheckOnlyOnceTheTypingRests() {
        let validator = SimulatedServerValidator(clock: clock)
        let field = editing("abc", checkedBy: validator)
        for index in 0..<10_000 {
            if index.isMultiple(of: 2) {
                field.insert("d")
            } else {
                field.deleteBackward()
            }
            clock.advance(by: .milliseconds(10), updating: [field])
        }
        #expect(validator.questions.all.isEmpty)
        clock.advance(by: .seconds(2), updating: [field])
        #expect(validator.questions.all == ["abc"])
        #expect(field.validity == .valid)
    }

    /// A thousand edits with random pauses and answers of random delay, so checks overlap and
    /// are cancelled in every order, by a server that stops at once or one that answers late all
    /// the same: the verdict on show always belongs to the text on show.
    @Test(arguments: [1, 2, 3], [false, true])
    func overlappingChecksWithRandomDelaysNeverApplyAStaleAnswer(seed: UInt64, answersLate: Bool) {
        var generator = SplitMix64(seed: seed)
        let delays = SplitMix64(seed: seed &+ 100)
        // Neighbouring texts often differ: taken when the sum of their bytes is odd.
        let validator = SimulatedServerValidator(
            clock: clock, isTaken: { $0.utf8.reduce(0) { $0 + Int($1) } % 2 == 1 }, debounce: .milliseconds(50),
            delay: { text in .milliseconds(Int(delays.value(for: text) % 400)) }, ignoresCancellation: answersLate)
        let field = editing("ab", checkedBy: validator)
        for _ in 0..<1000 {
            if generator.next() % 3 == 0, field.characterCount > 2 {
                field.deleteBackward()
            } else {
                field.insert(Character(Unicode.Scalar(UInt8(97 + generator.next() % 26))))
            }
            clock.advance(by: .milliseconds(Int(generator.next() % 500)), updating: [field])
            if !field.isChecking, field.nextCheckDeadline == nil {
                let expected = field.characterCount < 3 ? .incomplete : validator.truth(for: field.text)
                #expect(field.validity == expected, "\(field.text)")
            }
        }
        #expect(validator.questions.all.count > 300)
    }
}

/// A small seeded generator (SplitMix64), so a property test fails the same way every run.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A value fixed by `text`, the same for every call: the delay of a server's answer.
    func value(for text: String) -> UInt64 {
        var copy = SplitMix64(seed: state ^ UInt64(truncatingIfNeeded: text.utf8.reduce(5381) { ($0 << 5) &+ $0 &+ Int($1) }))
        return copy.next()
    }
}
