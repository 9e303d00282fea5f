import FuzzSupport
import ValidatorKitStandard
import ValidatorKit
import ValidatorKitTesting

/// libFuzzer's entry point: a random field set-up driven by a random sequence of edits.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    FieldEventSequence.run(&input)
    return 0
}
