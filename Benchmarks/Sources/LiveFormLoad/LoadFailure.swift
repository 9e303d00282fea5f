/// Why the load could not be measured, in words for the person running it.
struct LoadFailure: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
