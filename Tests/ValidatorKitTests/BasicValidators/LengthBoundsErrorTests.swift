import Testing
import ValidatorKit

@Suite struct LengthBoundsErrorTests {
    @Test func aNegativeMinimumIsAnErrorNamingIt() throws {
        let error = try #require(throws: LengthBoundsError.self) { try LengthValidator(minimum: -1) }
        #expect(error.code == .negativeMinimum)
        #expect("\(error)" == "Minimum '-1' is negative; expected 0 or more characters")
    }

    @Test func aMaximumBelowTheMinimumIsAnErrorNamingBoth() throws {
        let error = try #require(throws: LengthBoundsError.self) { try LengthValidator(minimum: 8, maximum: 4) }
        #expect(error.code == .maximumTooSmall)
        #expect(error.leastAcceptedValue == 8)
        #expect("\(error)" == "Maximum '4' is less than the minimum '8'")
    }

    @Test func aMaximumOfZeroAcceptsNoTextAndIsAnError() throws {
        let error = try #require(throws: LengthBoundsError.self) { try LengthValidator(maximum: 0) }
        #expect(error.code == .maximumTooSmall)
        #expect("\(error)" == "Maximum '0' accepts no text; expected 1 or more characters")
    }

    @Test(arguments: [(0, nil), (0, 1), (3, 3), (5, nil)] as [(Int, Int?)])
    func sensibleBoundsMakeAValidator(minimum: Int, maximum: Int?) throws {
        let validator = try LengthValidator(minimum: minimum, maximum: maximum)
        #expect(validator.minimum == minimum)
        #expect(validator.maximum == maximum)
    }
}
