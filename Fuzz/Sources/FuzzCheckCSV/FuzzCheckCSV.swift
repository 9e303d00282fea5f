#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ValidatorKit
import ValidatorKitBatch

/// The records every input is read into: the payment form's fields, a group and an integer (so a
/// header can name nested and typed members), strings coerced as CSV needs.
private let records: RecordValidator = {
    let json = #"""
        {"coerce": "strings", "fields": [
          {"id": "name", "required": true, "validators": [{"plugin": "length", "options": {"min": 2, "max": 26}}]},
          {"id": "card", "required": true, "validators": [{"plugin": "card"}]},
          {"id": "age", "type": "integer"},
          {"id": "address", "type": "group", "fields": [{"id": "street"}, {"id": "country", "type": "choice", "choices": ["GB", "DE"]}]}
        ]}
        """#
    do {
        return try FormSpec.decode(Array(json.utf8)).makeRecordValidator(registry: FuzzRegistry.shared)
    } catch {
        fatalError("the fuzz spec is refused: \(error)")
    }
}()

/// libFuzzer's entry point: the bytes as the standard input of `validator check --spec
/// --input-format csv`, through the SDK's batch library (`RecordCheck`: the header read a byte at a
/// time, rows framed across blocks, cells read, records judged and written).
///
/// A header that names no members is refused before anything is written; otherwise every row
/// gets one verdict naming the line it starts on, in order.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let input = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let standardInput = TemporaryFile(holding: input)
    let standardOutput = TemporaryFile(holding: [])
    do {
        _ = try RecordCheck(records: records, inputFormat: .csv)
            .run(input: standardInput.descriptor, output: standardOutput.descriptor)
    } catch let error as CSVHeaderError {
        precondition(error.line == 1, "a refused header names line \(error.line)")
        precondition(standardOutput.contents().isEmpty, "a refused header was followed by verdicts")
        return 0
    } catch {
        preconditionFailure("a check of a temporary file stopped: \(error)")
    }
    CSVCheckOutput.verify(standardOutput.contents(), answering: input)
    return 0
}
