public import ValidatorKit

/// A ``FieldDataSource`` whose section lengths a test sets directly.
public final class InMemoryDataSource: FieldDataSource {
    /// The characters each section holds; change it and call ``Field/reloadSections()``.
    public var sectionLengths: [Int]

    /// Creates a data source with `sectionLengths`.
    public init(_ sectionLengths: [Int]) {
        self.sectionLengths = sectionLengths
    }

    /// The number of entries in ``sectionLengths``.
    public func numberOfSections(in field: Field) -> Int {
        sectionLengths.count
    }

    /// Entry `section` of ``sectionLengths``.
    public func numberOfCharacters(inSection section: Int, of field: Field) -> Int {
        sectionLengths[section]
    }
}
