import Foundation
import Testing

/// Whether libcurl was in this process's memory map before the first http validator was made:
/// read once (a global is initialised once, thread-safely) by whichever test of this target runs
/// first, since every suite here that makes an http validator, or checks with one, reads it in
/// its `init()`. Nothing else in the package's tests makes an http validator or loads libcurl.
let libcurlWasMappedBeforeTheFirstValidator = (try? libcurlIsMapped()) ?? true

/// Whether a file of libcurl (`libcurl.so.4`) is mapped into this process. The map is read to
/// its end: `/proc` files say their size is 0.
func libcurlIsMapped() throws -> Bool {
    let maps = try #require(FileHandle(forReadingAtPath: "/proc/self/maps"))
    defer { try? maps.close() }
    let text = String(decoding: try maps.readToEnd() ?? Data(), as: UTF8.self)
    #expect(text.contains("[stack]"), "the memory map was not read")
    return text.contains("/libcurl.so")
}
