import Foundation

/// libphonenumber's metadata, read once, on first use, from the plugin's resource
/// `PhoneMetadata.json` (written by `scripts/update-phone-metadata` from python-phonenumbers).
///
/// Immutable once read: any thread may use it. Patterns compile on first use
/// (``PhonePattern``).
final class PhoneMetadata: Sendable, Decodable {
    /// The metadata every engine call reads; loading it is Swift's once-only global initialization.
    static let shared: PhoneMetadata = {
        // The bundle's folder, as the message catalogs find it: Bundle's resource lookup would
        // bring CoreFoundation's bundle functions, which a -static-stdlib link lacks.
        let bundle = Bundle.module
        let url = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("PhoneMetadata.json")
        do {
            return try JSONDecoder().decode(PhoneMetadata.self, from: Data(contentsOf: url))
        } catch {
            preconditionFailure("The phone plugin's resource \(url.path) cannot be read: \(error)")
        }
    }()

    /// The python-phonenumbers release the metadata comes from, such as `"9.0.43"`.
    let version: String
    /// The regions of each country calling code, the main one first (`"001"` for a
    /// non-geographic code).
    let regionsByCountryCode: [Int: [String]]
    /// Each region's territory, by region code (`"US"`).
    let territoriesByRegion: [String: PhoneTerritory]
    /// The territory of each non-geographic country calling code (region `"001"`, such as 800).
    let nonGeographicTerritories: [Int: PhoneTerritory]

    private enum CodingKeys: String, CodingKey {
        case version, countryCodeToRegions, territories
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(String.self, forKey: .version)
        let regions = try container.decode([String: [String]].self, forKey: .countryCodeToRegions)
        regionsByCountryCode = Dictionary(uniqueKeysWithValues: regions.compactMap { code, regions in
            Int(code).map { ($0, regions) }
        })
        var byRegion: [String: PhoneTerritory] = [:]
        var nonGeographic: [Int: PhoneTerritory] = [:]
        for territory in try container.decode([PhoneTerritory].self, forKey: .territories) {
            if territory.id == PhoneTerritory.nonGeographicRegion {
                nonGeographic[territory.countryCode] = territory
            } else {
                byRegion[territory.id] = territory
            }
        }
        territoriesByRegion = byRegion
        nonGeographicTerritories = nonGeographic
    }

    /// The region codes with a territory, sorted: `["AC", "AD", …, "ZW"]`.
    var supportedRegions: [String] {
        territoriesByRegion.keys.sorted()
    }

    /// The main region of `countryCode` (`"001"` for a non-geographic one); `nil` for an unknown code.
    func mainRegion(of countryCode: Int) -> String? {
        regionsByCountryCode[countryCode]?.first
    }

    /// The territory of `region`, or of `countryCode` when the region is `"001"`.
    func territory(region: String, countryCode: Int) -> PhoneTerritory? {
        region == PhoneTerritory.nonGeographicRegion ? nonGeographicTerritories[countryCode] : territoriesByRegion[region]
    }

    /// The territory holding the formats of `countryCode`: its main region's.
    func formattingTerritory(of countryCode: Int) -> PhoneTerritory? {
        mainRegion(of: countryCode).flatMap { territory(region: $0, countryCode: countryCode) }
    }
}
