import Benchmark
import Scenarios

/// One keystroke into a field, as an app drives it: insert (or backspace), sections, validation
/// through a `ValidatorChain` of validators built by the registry, and a delegate callback.
///
/// Each script types its whole text and deletes it again, so the time and allocation count
/// reported per keystroke are averaged over every length from empty to full.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 100_000
    )

    for field in KeystrokeField.allCases {
        let script = field.makeScript()
        Benchmark("Keystroke: \(field.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                script.press()
            }
            blackHole(script.record)
        }
    }

    // A form's field alone: the same field (title, secure flag, validators) and text in no form,
    // which the field in its form is held to (issue 42: at most 1.2 times its instructions).
    for field in KeystrokeField.allCases where field.isInForm {
        let script = field.makeLoneScript()
        Benchmark("Keystroke alone: \(field.rawValue)") { benchmark in
            for _ in benchmark.scaledIterations {
                script.press()
            }
            blackHole(script.record)
        }
    }

    // Undo and redo in turn on the masked phone after `20155`, ←, `9`: each restores a snapshot
    // of the text and caret and judges it through the mask, as a keystroke does.
    let history = KeystrokeField.maskedPhone.makeScript()
    for _ in 0..<5 { history.press() }
    history.field.moveCursor(by: -1)
    history.field.insert("9")
    Benchmark("Undo and redo: mask: US phone") { benchmark in
        for _ in benchmark.scaledIterations {
            if history.field.canRedo {
                history.field.redo()
            } else {
                history.field.undo()
            }
        }
        blackHole(history.record)
    }
}
