import Foundation

/// zxcvbn's data: the ranked frequency lists as one trie and the keyboard graphs, read from the
/// resource `PasswordModel.txt` (written by `scripts/update-password-model` from the `zxcvbn`
/// release on PyPI) the first time a password is judged, never before.
struct PasswordModel: Sendable {
    /// The release of zxcvbn the data comes from, such as `"4.5.0"`.
    let version: String
    /// The six frequency lists (all but ``FrequencyList/userInputs``).
    let words: RankedWordTrie
    /// The four graphs, in zxcvbn's order.
    let graphs: [KeyboardGraph]

    /// The model the resource holds, read once, on first use (a `static let` is initialized
    /// lazily and once, whatever the thread).
    static let shared: PasswordModel = {
        guard let url = Bundle.module.url(forResource: "PasswordModel", withExtension: "txt"),
            let data = try? Data(contentsOf: url), let model = PasswordModel(resource: data),
            model.version == PasswordStrengthEstimator.modelVersion
        else {
            // The resource is part of the module, written with the source naming its version:
            // without it, or with another version, the build itself is broken.
            fatalError(
                "ValidatorKitPassword: the resource PasswordModel.txt is missing, malformed or not of zxcvbn \(PasswordStrengthEstimator.modelVersion)")
        }
        return model
    }()

    /// Reads the resource's lines (see `scripts/password-model-resource.py`); nil when they do
    /// not follow its format.
    init?(resource: Data) {
        let lines = resource.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard let first = lines.first, first.starts(with: Array("zxcvbn ".utf8)) else { return nil }
        version = String(decoding: first.dropFirst(7), as: UTF8.self)
        var trie = RankedWordTrie(listCount: FrequencyList.allCases.count)
        var graphs: [KeyboardGraph] = []
        var index = 1
        while index < lines.count, !lines[index].isEmpty {
            let header = String(decoding: lines[index], as: UTF8.self).split(separator: " ")
            guard header.count == 3, let count = Int(header[2]), index + count < lines.count else { return nil }
            let entries = lines[(index + 1)...(index + count)]
            switch header[0] {
            case "list":
                guard let list = FrequencyList.resourceNames[String(header[1])] else { return nil }
                for (offset, word) in entries.enumerated() {
                    trie.insert(String(decoding: word, as: UTF8.self).unicodeScalars, list: list.rawValue, rank: offset + 1)
                }
            case "graph":
                guard let layout = KeyboardGraph.Layout(rawValue: String(header[1])) else { return nil }
                var neighbours: [Unicode.Scalar: [[Unicode.Scalar]]] = [:]
                for entry in entries {
                    let fields = String(decoding: entry, as: UTF8.self).split(separator: "\t", omittingEmptySubsequences: false)
                    guard let key = fields.first?.unicodeScalars.first else { return nil }
                    neighbours[key] = fields.dropFirst().map { Array($0.unicodeScalars) }
                }
                graphs.append(KeyboardGraph(layout: layout, neighbours: neighbours))
            default:
                return nil
            }
            index += count + 1
        }
        guard graphs.map(\.layout) == KeyboardGraph.Layout.allCases else { return nil }
        words = trie
        self.graphs = graphs
    }
}
