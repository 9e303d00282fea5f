import Foundation
import ValidatorKit

/// libphonenumber's metadata, read once, on first use, from the plugin's resource
/// `PhoneMetadata.json` (written by `scripts/update-phone-metadata` from python-phonenumbers).
///
/// Nothing reads it before a phone number is judged, formatted or a phone validator is made: the
/// plugin's summary names the version from ``PhoneValidator/metadataVersion``, written beside
/// the resource. It is read by the core's one-pass JSON reader (``JSONValue/record(from:)``),
/// then member by member (``PhoneMetadataObject``), not by `JSONDecoder`.
///
/// Immutable once read: any thread may use it. Patterns compile on first use
/// (``PhonePattern``).
final class PhoneMetadata: Sendable {
    /// The metadata every engine call reads; loading it is Swift's once-only global initialization.
    static let shared: PhoneMetadata = {
        // The bundle's folder, as the message catalogs find it: Bundle's resource lookup would
        // bring CoreFoundation's bundle functions, which a -static-stdlib link lacks.
        let bundle = Bundle.module
        let url = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("PhoneMetadata.json")
        do {
            return try PhoneMetadata(resource: JSONValue.record(from: Data(contentsOf: url)))
        } catch {
            preconditionFailure("The phone plugin's resource \(url.path) cannot be read: \(error)")
        }
    }()

    /// The regions of each country calling code, the main region first (`"001"` for a
    /// non-geographic code).
    let regionsByCountryCode: [Int: [String]]
    /// Each region's territory, by region code (`"US"`).
    let territoriesByRegion: [String: PhoneTerritory]
    /// The territory of each non-geographic country calling code (region `"001"`, such as 800).
    let nonGeographicTerritories: [Int: PhoneTerritory]

    /// The metadata of the resource's members (`countryCodeToRegions`, `territories`).
    init(resource: [String: JSONValue]) throws(PhoneMetadataError) {
        let root = PhoneMetadataObject(members: resource)
        let regions = try root.object("countryCodeToRegions") { codes throws(PhoneMetadataError) in
            var regions: [Int: [String]] = [:]
            for code in codes.members.keys {
                guard let countryCode = Int(code) else {
                    throw PhoneMetadataError(path: [code], expected: "named by a whole number")
                }
                regions[countryCode] = try codes.strings(code)
            }
            return regions
        }
        guard let regions else { throw PhoneMetadataError(path: ["countryCodeToRegions"], expected: "an object") }
        regionsByCountryCode = regions
        var byRegion: [String: PhoneTerritory] = [:]
        var nonGeographic: [Int: PhoneTerritory] = [:]
        for territory in try root.objects("territories", PhoneTerritory.init) {
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
