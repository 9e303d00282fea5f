/// A replay line that cannot be read; the runner adds the line number.
struct ReplayLineError: Error, Equatable, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }
}
