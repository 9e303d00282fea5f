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

    /// The regions of each country calling code at the code's position (codes have at most three
    /// digits), the main region first (`"001"` for a non-geographic code); empty for an unknown
    /// code. An array, so that reading a number hashes no code.
    private let regionsOfCountryCodes: [[String]]
    /// Each region's territory at the position its two letters make (``position(ofRegion:)``),
    /// so that reading a number hashes no region code; `nil` where no region has the letters.
    private let territoriesByLetters: [PhoneTerritory?]
    /// The territories of ``regionsOfCountryCodes``' regions, in the same places (`nil` where a
    /// region has none).
    private let territoriesOfCountryCodes: [[PhoneTerritory?]]
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
        var regionsOfCountryCodes = Array(repeating: [String](), count: Self.countryCodes.upperBound + 1)
        var territoriesOfCountryCodes = Array(repeating: [PhoneTerritory?](), count: Self.countryCodes.upperBound + 1)
        for (countryCode, codeRegions) in regions {
            guard Self.countryCodes.contains(countryCode) else {
                throw PhoneMetadataError(path: ["countryCodeToRegions", String(countryCode)], expected: "a code of 1 to 999")
            }
            regionsOfCountryCodes[countryCode] = codeRegions
            territoriesOfCountryCodes[countryCode] = codeRegions.map { region in
                region == PhoneTerritory.nonGeographicRegion ? nonGeographic[countryCode] : byRegion[region]
            }
        }
        self.regionsOfCountryCodes = regionsOfCountryCodes
        var territoriesByLetters = [PhoneTerritory?](repeating: nil, count: 26 * 26)
        for (region, territory) in byRegion {
            guard let position = Self.position(ofRegion: region) else {
                throw PhoneMetadataError(path: ["territories", region], expected: "a region code of two letters A to Z")
            }
            territoriesByLetters[position] = territory
        }
        self.territoriesByLetters = territoriesByLetters
        self.territoriesOfCountryCodes = territoriesOfCountryCodes
    }

    /// The territory of `region` (a region code such as `"US"`, upper case); `nil` when no
    /// territory has it.
    func territory(ofRegion region: String) -> PhoneTerritory? {
        Self.position(ofRegion: region).flatMap { territoriesByLetters[$0] }
    }

    /// The position of a region code of two letters `A` to `Z` among all such codes; `nil` for
    /// any other text.
    private static func position(ofRegion region: String) -> Int? {
        let letters = region.utf8
        guard letters.count == 2, let first = letters.first, let last = letters.last,
            let firstPosition = letterPosition(first), let lastPosition = letterPosition(last)
        else {
            return nil
        }
        return firstPosition * 26 + lastPosition
    }

    /// The position of `byte` in the alphabet when it is `A` to `Z`.
    private static func letterPosition(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? Int(byte - UInt8(ascii: "A")) : nil
    }

    /// The country calling codes there can be: one to three digits, not starting with 0.
    private static let countryCodes = 1...999

    /// The regions of `countryCode`, the main region first (`"001"` for a non-geographic code);
    /// `nil` for an unknown code.
    func regions(ofCountryCode countryCode: Int) -> [String]? {
        guard regionsOfCountryCodes.indices.contains(countryCode) else { return nil }
        let regions = regionsOfCountryCodes[countryCode]
        return regions.isEmpty ? nil : regions
    }

    /// Whether `countryCode` is a country calling code of the metadata.
    func isCountryCode(_ countryCode: Int) -> Bool {
        regionsOfCountryCodes.indices.contains(countryCode) && !regionsOfCountryCodes[countryCode].isEmpty
    }

    /// The territories of ``regions(ofCountryCode:)``, in the same order (`nil` for a region
    /// without one); empty for an unknown code.
    func territories(ofCountryCode countryCode: Int) -> [PhoneTerritory?] {
        territoriesOfCountryCodes.indices.contains(countryCode) ? territoriesOfCountryCodes[countryCode] : []
    }

    /// The region codes with a territory, sorted: `["AC", "AD", …, "ZW"]`.
    var supportedRegions: [String] {
        territoriesByRegion.keys.sorted()
    }

    /// The main region of `countryCode` (`"001"` for a non-geographic one); `nil` for an unknown code.
    func mainRegion(of countryCode: Int) -> String? {
        regions(ofCountryCode: countryCode)?.first
    }

    /// The territory of `region`, or of `countryCode` when the region is `"001"`.
    func territory(region: String, countryCode: Int) -> PhoneTerritory? {
        region == PhoneTerritory.nonGeographicRegion ? nonGeographicTerritories[countryCode] : territory(ofRegion: region)
    }

    /// The territory holding the formats of `countryCode`: its main region's.
    func formattingTerritory(of countryCode: Int) -> PhoneTerritory? {
        territories(ofCountryCode: countryCode).first ?? nil
    }
}
