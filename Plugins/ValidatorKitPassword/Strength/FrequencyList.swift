/// zxcvbn's ranked frequency lists, in its order: a word's list says what kind of word it is (the
/// feedback names passwords, words and names differently), and the order decides which of equal
/// matches comes first, as in zxcvbn.
enum FrequencyList: Int, CaseIterable, Sendable {
    case passwords, englishWikipedia, femaleNames, surnames, usTelevisionAndFilm, maleNames
    /// The words the host gives for one judgement (a user's name, the service's name): zxcvbn's
    /// `user_inputs`, ranked in the order given.
    case userInputs

    /// The lists the model resource holds, by their names there.
    static let resourceNames: [String: FrequencyList] = [
        "passwords": .passwords, "english_wikipedia": .englishWikipedia, "female_names": .femaleNames,
        "surnames": .surnames, "us_tv_and_film": .usTelevisionAndFilm, "male_names": .maleNames,
    ]

    /// Whether the list holds people's names.
    var isNames: Bool { self == .femaleNames || self == .surnames || self == .maleNames }
}
