import Foundation
import Hummingbird
import NIOCore

/// The page's script and style sheet, `Resources/Page/form.js` and `form.css` of this module,
/// read once.
struct PageAssets: Sendable {
    /// The script.
    let script: ByteBuffer
    /// The style sheet.
    let styleSheet: ByteBuffer

    /// The assets of the module's bundle; a missing one is a fault of the build, answered empty.
    static let bundled = PageAssets(script: resource("form", "js"), styleSheet: resource("form", "css"))

    /// The script as `text/javascript`.
    var scriptResponse: Response {
        response(script, contentType: "text/javascript; charset=utf-8")
    }

    /// The style sheet as `text/css`.
    var styleSheetResponse: Response {
        response(styleSheet, contentType: "text/css; charset=utf-8")
    }

    private func response(_ body: ByteBuffer, contentType: String) -> Response {
        Response(
            status: .ok, headers: [.contentType: contentType, .cacheControl: "no-cache"],
            body: ResponseBody(byteBuffer: body))
    }

    private static func resource(_ name: String, _ type: String) -> ByteBuffer {
        guard let url = Bundle.module.url(forResource: name, withExtension: type),
            let data = FileManager.default.contents(atPath: url.path)
        else { return ByteBuffer() }
        return ByteBuffer(bytes: data)
    }
}
