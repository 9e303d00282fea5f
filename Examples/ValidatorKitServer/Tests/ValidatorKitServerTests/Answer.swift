import Foundation
import HummingbirdTesting

/// A response body as the tests read it, independent of the service's own types.
struct Answer: Decodable, Equatable {
    struct Failure: Decodable, Equatable {
        let field: String
        let path: String
        let code: String
        let message: String
    }

    let status: String
    let code: String?
    let message: String?
    let errors: [Failure]?
}

extension Answer {
    init(_ response: TestResponse) throws {
        self = try JSONDecoder().decode(Answer.self, from: Data(response.body.readableBytesView))
    }
}

extension Answer.Failure {
    init(_ field: String, _ code: String, _ message: String) {
        self.init(field: field, path: "$.\(field)", code: code, message: message)
    }
}
