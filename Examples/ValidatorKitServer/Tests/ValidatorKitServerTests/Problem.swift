import Foundation
import HummingbirdTesting
import Testing

/// Problem details (RFC 9457) as the tests read them, independent of the service's own types.
struct Problem: Decodable, Equatable {
    struct Failure: Decodable, Equatable {
        let pointer: String
        let path: String
        let code: String
        let detail: String
    }

    let type: String
    let title: String
    let status: Int
    let detail: String?
    let code: String?
    let errors: [Failure]?
}

extension Problem {
    /// The problem details of `response`, which must be `application/problem+json`.
    init(_ response: TestResponse) throws {
        #expect(response.headers[.contentType] == "application/problem+json")
        self = try JSONDecoder().decode(Problem.self, from: Data(response.body.readableBytesView))
    }
}

extension Problem.Failure {
    /// The failure of the top-level member `field`: pointer `/field`, path `$.field`.
    init(_ field: String, _ code: String, _ detail: String) {
        self.init(pointer: "/\(field)", path: "$.\(field)", code: code, detail: detail)
    }
}

/// A JSON object answered as `application/json`, such as a `201`'s record.
func jsonObject(_ response: TestResponse) throws -> [String: String] {
    #expect(response.headers[.contentType] == "application/json")
    return try JSONDecoder().decode([String: String].self, from: Data(response.body.readableBytesView))
}
