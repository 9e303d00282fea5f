#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
public import ValidatorKit

/// Every form a service validates, by route name: one per `*.json` spec file of a folder.
public struct FormCatalog: Sendable {
    /// The forms by name.
    public let forms: [String: ServedForm]
    /// The registry the forms were built with, which builds each live page's form too.
    public let registry: ValidatorRegistry

    /// A catalog of the given forms, built with `registry`.
    public init(forms: [ServedForm], registry: ValidatorRegistry) {
        self.forms = Dictionary(forms.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        self.registry = registry
    }

    /// The form names, sorted.
    public var names: [String] {
        forms.keys.sorted()
    }

    /// Reads every `*.json` file of `folder` as a `FormSpec` and builds its record validator
    /// through `registry`, each submission within `limits`; the route is the file name without
    /// `.json`.
    ///
    /// A folder with no spec, a name that is not a plain route segment (letters, digits, `-`,
    /// `_`), or a spec that does not build is an error naming the file and the JSON path.
    public static func load(
        folder: String, registry: ValidatorRegistry, limits: SubmissionLimits = SubmissionLimits()
    ) throws(FormCatalogError) -> FormCatalog {
        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: folder)
        } catch {
            throw FormCatalogError(file: folder, problem: "the spec folder cannot be read")
        }
        let specFiles = entries.filter { $0.hasSuffix(".json") }.sorted()
        guard !specFiles.isEmpty else {
            throw FormCatalogError(file: folder, problem: "the spec folder holds no *.json form spec")
        }
        var forms: [ServedForm] = []
        for file in specFiles {
            let path = folder.hasSuffix("/") ? folder + file : folder + "/" + file
            let name = String(file.dropLast(".json".count))
            guard !name.isEmpty, name.utf8.allSatisfy(Self.isRouteByte) else {
                throw FormCatalogError(
                    file: path, problem: "the file name is not a route: use letters, digits, '-' and '_' before .json")
            }
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw FormCatalogError(file: path, problem: "the spec file cannot be read")
            }
            do {
                forms.append(try ServedForm(name: name, spec: FormSpec.decode(bytes), registry: registry, limits: limits))
            } catch {
                throw FormCatalogError(file: path, problem: String(describing: error), specError: error)
            }
        }
        return FormCatalog(forms: forms, registry: registry)
    }

    private static func isRouteByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
            true
        default:
            false
        }
    }
}
