import HTTPTypes
import NIOCore
import NIOHTTPTypes
import ValidatorKitServing

/// Answers a WebSocket upgrade that the live form's router declined with what the main router
/// answers the same request without the upgrade, where hummingbird-websocket sends an empty
/// `400` and closes: `403` problem details for a page of another origin (SECURITY.md), `404` for
/// an unknown form.
///
/// It sits among the HTTP handlers a connection gets once its first request has decided against
/// an upgrade: it reads that request's head on its way in and replaces the `400` on its way out.
final class DeclinedUpgradeHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    /// The answer to a declined upgrade request, nil for one that was not declined by the live
    /// form's router.
    private let answer: @Sendable (HTTPRequest) -> SubmissionAnswer?
    private var declined: SubmissionAnswer?

    init(answer: @escaping @Sendable (HTTPRequest) -> SubmissionAnswer?) {
        self.answer = answer
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if case .head(let head) = unwrapInboundIn(data), head.headerFields[.upgrade]?.lowercased() == "websocket" {
            declined = answer(head)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        guard case .head(let response) = unwrapOutboundIn(data), response.status == .badRequest, let answer = declined else {
            context.write(data, promise: promise)
            return
        }
        declined = nil
        let body = answer.body
        var fields = HTTPFields()
        for (name, value) in answer.headerFields {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        fields[.contentLength] = String(body.count)
        fields[.connection] = "close"
        context.write(wrapOutboundOut(.head(HTTPResponse(status: answer.status, headerFields: fields))), promise: nil)
        context.write(wrapOutboundOut(.body(ByteBuffer(bytes: body))), promise: promise)
    }
}

@available(*, unavailable)
extension DeclinedUpgradeHandler: Sendable {}
