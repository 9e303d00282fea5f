import Foundation
import ValidatorKit

/// A form of one field verified as HOTP, and the right codes of its secret: RFC 4226's test
/// values (Appendix D: the secret `12345678901234567890`, counters 0 and 1), so no clock moves
/// under a test.
enum OneTimeCodeForm {
    static let codeOfCounter0 = "755224"
    static let codeOfCounter1 = "287082"

    /// A spec folder with `otp.json`: one field `code` verified as HOTP from counter 0, window 1.
    static func specFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otp-specs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(#"""
            {"fields": [{"id": "code", "required": true, "validators": [{"plugin": "otp",
              "options": {"secret": "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ", "counter": 0, "window": 1}}]}]}
            """#.utf8).write(to: folder.appendingPathComponent("otp.json"))
        return folder.path
    }

    /// `code` posted to `POST /otp` from the loopback address `source`: the answer's status and
    /// the failure codes of its problem details (none for a `201`).
    static func post(_ code: String, port: Int, from source: String) async throws -> (status: Int, codes: [String]) {
        let connection = try await RawConnection.open(port: port, from: source)
        try await connection.send(RawConnection.completeRequest("/otp", body: #"{"code":"\#(code)"}"#))
        let answer = try await connection.received.get()
        let status = Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3)) ?? 0
        guard let body = answer.components(separatedBy: "\r\n\r\n").last, status != 201 else { return (status, []) }
        let problem = try JSONDecoder().decode(Problem.self, from: Data(body.utf8))
        return (status, problem.errors?.map(\.code) ?? [])
    }

    /// `code` posted from the page without JavaScript (`POST /forms/otp`, urlencoded) from the
    /// loopback address `source`: the answer's status and its page.
    static func postPage(_ code: String, port: Int, from source: String) async throws -> (status: Int, page: String) {
        let connection = try await RawConnection.open(port: port, from: source)
        let body = "code=\(code)"
        try await connection.send(
            "POST /forms/otp HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\n"
                + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
        let answer = try await connection.received.get()
        return (Int(answer.dropFirst("HTTP/1.1 ".count).prefix(3)) ?? 0, answer)
    }

    /// `code` typed into the live form and submitted on a socket opened from the loopback address
    /// `source`: the `submit` message's outcome and message (nil when the code was accepted).
    static func submitOnSocket(_ code: String, port: Int, from source: String = "127.0.0.1") async throws -> (outcome: String, message: String?)? {
        let transcript = try await LiveSocket.script(port: port, form: "otp", from: source, [
            LiveSocket.message("focus", ["field": "code"]), LiveSocket.message("type", ["text": .string(code)]),
            LiveSocket.message("submit"),
        ])
        guard let submitted = transcript.messages("submit").last, case .string(let outcome)? = submitted["outcome"] else { return nil }
        if case .string(let message)? = submitted["message"] {
            return (outcome, message)
        }
        return (outcome, nil)
    }
}
