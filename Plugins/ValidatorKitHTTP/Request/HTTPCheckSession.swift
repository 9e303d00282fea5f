import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The `URLSession` of one ``HTTPCheckValidator`` and its copies: ephemeral (no cookie, cache or
/// credential is kept, so no text lands on disk), with the validator's timeout, and refusing
/// redirects, so the text goes to the configured URL and nowhere else (a redirect is answered
/// as its 3xx status).
///
/// Invalidated when the last copy of the validator goes, letting running requests finish.
final class HTTPCheckSession: Sendable {
    let session: URLSession

    init(timeout: Duration) {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout.wholeSecondsRoundedUp
        configuration.timeoutIntervalForResource = timeout.wholeSecondsRoundedUp
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.urlCredentialStorage = nil
        session = URLSession(configuration: configuration, delegate: RedirectRefusal(), delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }
}

/// Answers every redirect with "do not follow", so the 3xx response is the answer.
private final class RedirectRefusal: NSObject, URLSessionTaskDelegate, Sendable {
    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping @Sendable (URLRequest?) -> Void
    ) {
        completionHandler(nil)
    }
}

extension Duration {
    /// The duration in whole seconds, rounded up, at least 1: the time interval given to
    /// `URLSession`, whose Linux implementation times out at once below a second.
    /// ``HTTPCheckValidator`` holds the exact bound itself.
    var wholeSecondsRoundedUp: TimeInterval {
        let (seconds, attoseconds) = components
        return TimeInterval(max(1, attoseconds > 0 ? seconds + 1 : seconds))
    }
}
