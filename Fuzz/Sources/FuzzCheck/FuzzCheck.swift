#if canImport(Glibc)
import Glibc
#endif
import FuzzSupport
import ValidatorKit
import ValidatorKitBatch

/// libFuzzer's entry point: the bytes as the standard input of `validator check`, through
/// the command's own line reader, UTF-8 validation, validator and JSON writer (the SDK's
/// batch library, `ValidatorKitBatch`), with one of the fixed validators.
///
/// Every input line gets exactly one output line, which is a JSON object naming its line.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    let validator = FuzzValidators.pick(&input)
    let lines = input.rest()
    let standardInput = TemporaryFile(holding: lines)
    let standardOutput = TemporaryFile(holding: [])
    _ = try? BatchCheck(validator: validator).run(input: standardInput.descriptor, output: standardOutput.descriptor)
    CheckOutput.verify(standardOutput.contents(), answering: lines)
    return 0
}
