private import CValidatorKitCurl
import Foundation

/// Performs an ``HTTPCheckRequest`` with libcurl on a thread of its own, so the blocking
/// transfer never holds a thread of Swift's cooperative pool.
///
/// Cancelling the task that awaits ``perform(_:)`` stops the transfer within a few tens of
/// milliseconds: the thread asks an ``HTTPCheckCancellation`` between steps of the transfer.
enum HTTPCheckTransfer {
    /// The most bytes of an answer read; a longer one is not read (``HTTPCheckOutcome/answered(status:body:)``
    /// with no body).
    static let answerLimit = 64 * 1024

    /// How `request` ended; ``HTTPCheckOutcome/cancelled`` once the calling task is cancelled.
    static func perform(_ request: HTTPCheckRequest) async -> HTTPCheckOutcome {
        let cancellation = HTTPCheckCancellation()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let thread = Thread {
                    continuation.resume(returning: run(request, cancellation: cancellation))
                }
                thread.name = "ValidatorKitHTTP request"
                thread.start()
            }
        } onCancel: {
            cancellation.cancel()
        }
    }

    /// Performs `request` on the calling thread, blocking until it ends.
    private static func run(_ request: HTTPCheckRequest, cancellation: HTTPCheckCancellation) -> HTTPCheckOutcome {
        var outcome = VALIDATORKIT_CURL_UNREACHABLE
        var status = 0
        let answer = [UInt8](unsafeUninitializedCapacity: answerLimit) { answer, count in
            var length = 0
            outcome = request.url.withCString { url in
                (request.body ?? []).withUnsafeBufferPointer { body in
                    withExtendedLifetime(cancellation) {
                        var parameters = validatorkit_curl_request(
                            url: url, is_post: request.body == nil ? 0 : 1, body: body.baseAddress,
                            body_length: body.count, timeout_milliseconds: request.timeout.wholeMillisecondsRoundedUp,
                            is_cancelled: { context in
                                guard let context else { return 0 }
                                return Unmanaged<HTTPCheckCancellation>.fromOpaque(context).takeUnretainedValue()
                                    .isCancelled ? 1 : 0
                            },
                            cancellation_context: Unmanaged.passUnretained(cancellation).toOpaque())
                        return validatorkit_curl_perform(&parameters, &status, answer.baseAddress, answer.count, &length)
                    }
                }
            }
            count = length
        }
        switch outcome {
        case VALIDATORKIT_CURL_ANSWERED:
            return .answered(status: status, body: answer)
        case VALIDATORKIT_CURL_ANSWER_TOO_LARGE:
            return .answered(status: status, body: nil)
        case VALIDATORKIT_CURL_TIMED_OUT:
            return .timedOut
        case VALIDATORKIT_CURL_CANCELLED:
            return .cancelled
        default:
            // VALIDATORKIT_CURL_UNREACHABLE, VALIDATORKIT_CURL_LIBRARY_MISSING.
            return .unreachable
        }
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded up, at least 1: libcurl's timeout.
    var wholeMillisecondsRoundedUp: Int {
        let (seconds, attoseconds) = components
        let (milliseconds, overflow) = seconds.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return seconds < 0 ? 1 : Int.max }
        let fraction = (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
        return max(1, Int(clamping: milliseconds.addingReportingOverflow(fraction).partialValue))
    }
}
