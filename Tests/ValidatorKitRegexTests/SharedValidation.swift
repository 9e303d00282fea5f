import ValidatorKit

/// How many of the answers `validator` gives to eight tasks at once, each judging `texts` in
/// turn for `rounds` rounds, differ from `alone`, the answers it gives one text at a time.
func mismatchesAmongEightTasks(sharing validator: some Validator, texts: [String], alone: [Validity], rounds: Int) async -> Int {
    await withTaskGroup(of: Int.self) { group in
        for task in 0..<8 {
            group.addTask {
                var mismatches = 0
                for round in 0..<rounds {
                    let pick = (task + round) % texts.count
                    if validator.validate(texts[pick]) != alone[pick] { mismatches += 1 }
                }
                return mismatches
            }
        }
        return await group.reduce(0, +)
    }
}
