import Foundation

/// Estimates how hard a password is to guess with zxcvbn's model (Dropbox, USENIX Security 2016):
/// its matchers, guess estimates, search and score, on its ranked frequency lists and keyboard
/// graphs as the `zxcvbn` release on PyPI ships them (``modelVersion``), agreeing with that
/// release's answers.
///
/// The model's data is read when the first estimator is made (the password plugin makes one as it
/// makes a validator, so a form or a spec pays for it when it loads, not on the first password
/// judged, whose record would otherwise be charged with it). Only the first
/// ``judgedLength`` code points are judged, as zxcvbn-ts judges only its `maxLength`: the
/// matchers and the search are at most quadratic in what they judge, so a password of any length
/// is judged in bounded time.
///
/// ```swift
/// let estimator = PasswordStrengthEstimator()
/// estimator.estimate("password").score                                   // 0
/// estimator.estimate("Tr0ub4dour&3").score                                // 2
/// estimator.estimate("adalovelace1815", userInputs: ["Ada", "Lovelace"]).score   // 3
/// ```
public struct PasswordStrengthEstimator: Sendable {
    /// How many code points of a password are judged: zxcvbn-ts's default `maxLength`, 256. A
    /// longer password is judged on its first 256 code points (what follows only adds strength).
    public static let judgedLength = 256

    /// The model every estimator shares.
    private let model: PasswordModel

    /// Creates an estimator, reading the model (shared by all) if no estimator has yet.
    public init() {
        model = PasswordModel.shared
    }

    /// The strength of `password`, counting `userInputs` (a user's name, the service's name) as
    /// words an attacker tries first, ranked in the order given.
    public func estimate(_ password: String, userInputs: [String] = []) -> PasswordStrength {
        judge(password, userInputs: userInputs).strength
    }

    /// The strength of `password`, and whether the whole of what was judged is one word of
    /// zxcvbn's list of common passwords (any capitals, reversed or l33t): the blocklist.
    func judge(_ password: String, userInputs: [String]) -> (strength: PasswordStrength, isCommonPassword: Bool) {
        let judged = Array(password.unicodeScalars.prefix(Self.judgedLength))
        var userTrie: RankedWordTrie?
        if !userInputs.isEmpty {
            var trie = RankedWordTrie(listCount: 1)
            for (offset, input) in userInputs.enumerated() {
                trie.insert(PythonText.lowercased(input.unicodeScalars), list: 0, rank: offset + 1)
            }
            userTrie = trie
        }
        let search = MatchSequenceSearch(estimation: GuessEstimation(graphs: model.graphs))
        let matching = PatternMatching(
            dictionary: DictionaryMatching(words: model.words, userInputs: userTrie),
            spatial: SpatialMatching(graphs: model.graphs), search: search)
        let result = search.search(judged[...], matches: matching.matches(in: judged))
        let score = PasswordStrength.score(forGuesses: result.guesses)
        let (warning, suggestions) = FeedbackRules.feedback(score: score, sequence: result.sequence, password: judged[...])
        let strength = PasswordStrength(
            score: score, guesses: result.guesses, guessesLog10: Foundation.log10(result.guesses),
            patterns: result.sequence.map(\.kind), warning: warning, suggestions: suggestions)
        var isCommonPassword = false
        if result.sequence.count == 1, case .dictionary(let word) = result.sequence[0].pattern {
            isCommonPassword = word.list == .passwords
        }
        return (strength, isCommonPassword)
    }
}
