import Foundation
import ValidatorKit

/// libphonenumber's metadata, read on first use from the plugin's resource `PhoneMetadata.json`
/// (written by `scripts/update-phone-metadata` from python-phonenumbers).
///
/// Nothing reads it before a phone number is judged, formatted or a phone validator is made: the
/// plugin's summary names the version from ``PhoneValidator/metadataVersion``, written beside
/// the resource. Then only the country calling codes' regions are read, and where each territory
/// is in the resource's text (``PhoneMetadataLayout``); a territory is read on its first use, by
/// whichever thread needs it first, with the core's one-pass JSON reader
/// (``JSONValue/record(from:)``), then member by member (``PhoneMetadataObject``), and published
/// to every thread using this metadata (``PublishedReference``). Threads judging numbers each
/// use a metadata of their own (``ofThisThread``), whose territories are copies of this one's.
///
/// A read territory never changes: any thread may use it. Patterns compile on first use
/// (``PhonePattern``), once for all the territories writing them (``PhonePatternTable``).
final class PhoneMetadata: @unchecked Sendable {
    // @unchecked Sendable: `territorySlots` is written only in `init` and `deinit`, and its
    // slots only through their atomics.

    /// The metadata read once for the process (Swift's once-only global initialization): the
    /// index each thread's copy shares (``ofThisThread``), and the territories of the callers
    /// that keep one metadata, such as the as-you-type formatter.
    static let shared: PhoneMetadata = {
        do {
            return try PhoneMetadata(resource: [UInt8](Data(contentsOf: resourceURL)))
        } catch {
            preconditionFailure("The phone plugin's resource \(resourceURL.path) cannot be read: \(error)")
        }
    }()

    /// Where the resource `PhoneMetadata.json` is: in the bundle's folder, as the message
    /// catalogs find theirs (Bundle's resource lookup would bring CoreFoundation's bundle
    /// functions, which a -static-stdlib link lacks).
    static var resourceURL: URL {
        let bundle = Bundle.module
        return (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("PhoneMetadata.json")
    }

    /// The calling thread's metadata: the index of ``shared``, and territories of its own, made
    /// by the thread on first use (``PerThread``). Threads judging numbers side by side
    /// (`check phone --jobs 2`) then never count references on the same territories, formats
    /// and patterns, whose cache lines went back and forth between the cores several times a
    /// number. A thread's territory is a copy (``PhoneTerritory/init(copying:patterns:)``) of
    /// ``shared``'s, which whichever thread meets it first reads from the resource: each
    /// territory is read once for all threads (when each thread read its own, the two jobs of
    /// `check phone` read the same 39 territories, 14 million instructions each); patterns are
    /// compiled once for all threads too (``PhonePatternTable``).
    static var ofThisThread: PhoneMetadata {
        threadCopies.object().takeUnretainedValue()
    }

    private static let threadCopies = PerThread { PhoneMetadata(indexOf: shared) }

    /// The resource's text, which territories are read from.
    private let resource: [UInt8]
    /// The metadata whose territories this one's are copies of (``shared``, for a thread's
    /// metadata); `nil`: this one reads its territories from the resource.
    private let original: PhoneMetadata?
    /// Where each territory is in ``resource``, its slot in ``territorySlots`` at the same place.
    private let layout: PhoneMetadataLayout
    /// The patterns of the territories read.
    private let patterns: PhonePatternTable
    /// Each territory of ``layout`` once read.
    private let territorySlots: UnsafeMutablePointer<PublishedReference<PhoneTerritory>>
    /// The regions of each country calling code at the code's position (codes have at most three
    /// digits), the main region first (`"001"` for a non-geographic code); empty for an unknown
    /// code. An array, so that reading a number hashes no code.
    private let regionsOfCountryCodes: [[String]]
    /// The slots of ``regionsOfCountryCodes``' territories, in the same places (`nil` where a
    /// region has none).
    private let slotsOfCountryCodes: [[Int?]]
    /// Each region's slot at the position its two letters make (``position(ofRegion:)``), so
    /// that reading a number hashes no region code; `nil` where no region has the letters.
    private let slotsByLetters: [Int?]
    /// The slot of each non-geographic country calling code's territory (region `"001"`, such as 800).
    private let nonGeographicSlots: [Int: Int]

    /// The metadata of `resource`, the text of `PhoneMetadata.json`: its country calling codes'
    /// regions and where its territories are, each read on first use.
    init(resource: [UInt8]) throws(PhoneMetadataError) {
        let found = resource.withUnsafeBufferPointer { text in
            Result { () throws(PhoneMetadataError) in try PhoneMetadataLayout(of: text) }
        }
        let layout = try found.get()
        let regions: [String: JSONValue]
        do {
            regions = try JSONValue.record(from: resource[layout.countryCodeToRegions])
        } catch {
            throw PhoneMetadataError(path: ["countryCodeToRegions"], expected: "an object of strict JSON (\(error))")
        }
        var slotsByLetters = [Int?](repeating: nil, count: 26 * 26)
        var nonGeographicSlots: [Int: Int] = [:]
        for (slot, territory) in layout.territories.enumerated() {
            if territory.id == PhoneTerritory.nonGeographicRegion {
                nonGeographicSlots[territory.countryCode] = slot
            } else if let position = Self.position(ofRegion: territory.id) {
                slotsByLetters[position] = slot
            } else {
                throw PhoneMetadataError(path: ["territories[\(slot)]", "id"], expected: "a region code of two letters A to Z, or 001")
            }
        }
        var regionsOfCountryCodes = Array(repeating: [String](), count: Self.countryCodes.upperBound + 1)
        var slotsOfCountryCodes = Array(repeating: [Int?](), count: Self.countryCodes.upperBound + 1)
        let patterns = PhonePatternTable()
        let codes = PhoneMetadataObject(members: regions, patterns: patterns)
        for code in regions.keys {
            guard let countryCode = Int(code), Self.countryCodes.contains(countryCode) else {
                throw PhoneMetadataError(path: ["countryCodeToRegions", code], expected: "named by a code of 1 to 999")
            }
            let codeRegions: [String]
            do {
                codeRegions = try codes.strings(code)
            } catch {
                throw error.inside("countryCodeToRegions")
            }
            regionsOfCountryCodes[countryCode] = codeRegions
            slotsOfCountryCodes[countryCode] = codeRegions.map { region in
                region == PhoneTerritory.nonGeographicRegion
                    ? nonGeographicSlots[countryCode] : Self.position(ofRegion: region).flatMap { slotsByLetters[$0] }
            }
        }
        self.resource = resource
        original = nil
        self.layout = layout
        self.patterns = patterns
        self.regionsOfCountryCodes = regionsOfCountryCodes
        self.slotsOfCountryCodes = slotsOfCountryCodes
        self.slotsByLetters = slotsByLetters
        self.nonGeographicSlots = nonGeographicSlots
        territorySlots = Self.emptySlots(count: layout.territories.count)
    }

    /// Metadata of the resource of `original`, sharing its text and layout, with an index of its
    /// own (so that looking a territory up counts no reference shared with `original`'s
    /// threads), no territory yet (each a copy of `original`'s when first used), and patterns of
    /// its own taking the compiled forms of `original`'s.
    private init(indexOf original: PhoneMetadata) {
        resource = original.resource
        self.original = original
        layout = original.layout
        patterns = PhonePatternTable(sharingFormsOf: original.patterns)
        // `map` makes new storage: a copy would share the original's.
        regionsOfCountryCodes = original.regionsOfCountryCodes.map { $0.map { $0 } }
        slotsOfCountryCodes = original.slotsOfCountryCodes.map { $0.map { $0 } }
        slotsByLetters = original.slotsByLetters.map { $0 }
        nonGeographicSlots = Dictionary(uniqueKeysWithValues: original.nonGeographicSlots.map { ($0.key, $0.value) })
        territorySlots = Self.emptySlots(count: layout.territories.count)
    }

    /// `count` slots of territories not read yet.
    private static func emptySlots(count: Int) -> UnsafeMutablePointer<PublishedReference<PhoneTerritory>> {
        let slots = UnsafeMutablePointer<PublishedReference<PhoneTerritory>>.allocate(capacity: count)
        for slot in 0..<count {
            (slots + slot).initialize(to: PublishedReference())
        }
        return slots
    }

    deinit {
        territorySlots.deinitialize(count: layout.territories.count)
        territorySlots.deallocate()
    }

    /// How many territories the resource has (one for each region and non-geographic code).
    var territoryCount: Int {
        layout.territories.count
    }

    /// The territory at `slot` of the resource's territories, read now from its bytes (each use
    /// goes through ``territory(at:)``, which reads it once).
    func readTerritory(at slot: Int) throws(PhoneMetadataError) -> PhoneTerritory {
        let place = layout.territories[slot]
        let members: [String: JSONValue]
        do {
            members = try JSONValue.record(from: resource[place.bytes])
        } catch {
            throw PhoneMetadataError(path: ["territories[\(slot)]"], expected: "an object of strict JSON (\(error))")
        }
        let territory: PhoneTerritory
        do {
            territory = try PhoneTerritory(PhoneMetadataObject(members: members, patterns: patterns))
        } catch {
            throw error.inside("territories[\(slot)]")
        }
        guard territory.id == place.id, territory.countryCode == place.countryCode else {
            throw PhoneMetadataError(path: ["territories[\(slot)]"], expected: "the territory of \(place.id) and +\(place.countryCode)")
        }
        return territory
    }

    /// The territory at `slot`, made on first use by whichever thread asks first.
    private func territory(at slot: Int) -> PhoneTerritory {
        if let territory = territorySlots[slot].withPublished({ $0 }) {
            return territory
        }
        return madeTerritory(at: slot)
    }

    /// The territory at `slot` the first time it is asked for: a copy of ``original``'s, or read
    /// from the resource (by this thread, or by another while this one waits). Never inlined, so
    /// that ``territory(at:)``, asked several times a number, stays small enough to be.
    @inline(never)
    private func madeTerritory(at slot: Int) -> PhoneTerritory {
        let territory = territorySlots[slot].object {
            if let original {
                return PhoneTerritory(copying: original.territory(at: slot), patterns: patterns)
            }
            do {
                return try readTerritory(at: slot)
            } catch {
                preconditionFailure("The phone plugin's resource PhoneMetadata.json cannot be read: \(error)")
            }
        }
        // `readTerritory` never answers nil.
        return territory.unsafelyUnwrapped
    }

    /// The territory of `region` (a region code such as `"US"`, upper case); `nil` when no
    /// territory has it.
    func territory(ofRegion region: String) -> PhoneTerritory? {
        guard let position = Self.position(ofRegion: region), let slot = slotsByLetters[position] else { return nil }
        return territory(at: slot)
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

    /// The territory of the region at `index` of ``regions(ofCountryCode:)`` (`nil` for a region
    /// without one); `countryCode` must be one of the metadata's (``isCountryCode(_:)``).
    func territory(ofCountryCode countryCode: Int, regionAt index: Int) -> PhoneTerritory? {
        guard let slot = slotsOfCountryCodes[countryCode][index] else { return nil }
        return territory(at: slot)
    }

    /// The region codes with a territory, sorted: `["AC", "AD", …, "ZW"]`.
    var supportedRegions: [String] {
        layout.territories.map(\.id).filter { $0 != PhoneTerritory.nonGeographicRegion }.sorted()
    }

    /// The main region of `countryCode` (`"001"` for a non-geographic one); `nil` for an unknown code.
    func mainRegion(of countryCode: Int) -> String? {
        regions(ofCountryCode: countryCode)?.first
    }

    /// The territory of `region`, or of `countryCode` when the region is `"001"`.
    func territory(region: String, countryCode: Int) -> PhoneTerritory? {
        region == PhoneTerritory.nonGeographicRegion
            ? nonGeographicSlots[countryCode].map { territory(at: $0) } : territory(ofRegion: region)
    }

    /// The territory holding the formats of `countryCode`: its main region's.
    func formattingTerritory(of countryCode: Int) -> PhoneTerritory? {
        isCountryCode(countryCode) ? territory(ofCountryCode: countryCode, regionAt: 0) : nil
    }
}
