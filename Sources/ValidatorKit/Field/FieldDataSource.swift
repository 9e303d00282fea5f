/// Tells a ``Field`` how many sections it has and how many characters each holds (the
/// LUNField idea).
///
/// A field asks again when told to with ``Field/reloadSections()``. A validator that adopts
/// ``SectionLayoutProvider`` serves instead when a field has no data source.
public protocol FieldDataSource {
    /// The number of sections of `field`.
    func numberOfSections(in field: Field) -> Int
    /// The number of characters (grapheme clusters) section `section` of `field` holds.
    func numberOfCharacters(inSection section: Int, of field: Field) -> Int
}
