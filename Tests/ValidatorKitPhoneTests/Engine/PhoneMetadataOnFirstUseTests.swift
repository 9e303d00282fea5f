import Dispatch
import Foundation
import Testing
import ValidatorKit
@testable import ValidatorKitPhone

/// The metadata read in parts: at start only where each territory is in the resource's text
/// (``PhoneMetadataLayout``), each territory on first use, once, whichever threads ask at once.
struct PhoneMetadataOnFirstUseTests {
    let text: [UInt8]

    init() throws {
        text = [UInt8](try Data(contentsOf: PhoneMetadata.resourceURL))
    }

    /// The layout agrees with the core's JSON reader reading the whole resource, territory by
    /// territory: the same objects, in the same order, with the same ids and codes.
    @Test func theLayoutFindsEveryTerritoryTheWholeResourceHolds() throws {
        let whole = try JSONValue.record(from: text)
        guard case .array(let territories)? = whole["territories"] else {
            Issue.record("the resource has no territories")
            return
        }
        let layout = try text.withUnsafeBufferPointer { bytes throws(PhoneMetadataError) in try PhoneMetadataLayout(of: bytes) }
        #expect(layout.territories.count == territories.count)
        #expect(territories.count > 250)
        for (found, territory) in zip(layout.territories, territories) {
            let members = try JSONValue.record(from: text[found.bytes])
            #expect(.object(members) == territory)
            #expect(members["id"] == .string(found.id))
            #expect(members["countryCode"] == .integer(found.countryCode))
        }
        #expect(try .object(JSONValue.record(from: text[layout.countryCodeToRegions])) == whole["countryCodeToRegions"])
    }

    @Test(arguments: [
        (#"{"territories":[]}"#, "member 'countryCodeToRegions' is missing or not an object"),
        (#"{"countryCodeToRegions":{},"territories":[{"id":"US","countryCode":1},{"countryCode":44}]}"#,
         "member 'territories[1].id' is missing or not a string"),
        (#"{"countryCodeToRegions":{},"territories":[{"id":"GB","countryCode":"44"}]}"#,
         "member 'territories[0].countryCode' is missing or not a whole number"),
        (#"{"countryCodeToRegions":{},"territories":[{"id":"GB","countryCode":44,"generalDesc":{"pattern":"\\d{10"#,
         "member 'territories[0]' is missing or not a string ending in '\"'"),
        (#"{"countryCodeToRegions":{"1":["US"]},"territories":[{"id":"US","countryCode":1}"#,
         "the resource's text is not complete (it ends early)"),
        (#"{"countryCodeToRegions":{"1":["US"]} "territories":[]}"#,
         "the resource's text is not ',' or '}' after an item"),
    ])
    func aResourceTheLayoutCannotFollowIsAnErrorNamingWhere(text: String, message: String) {
        let bytes = Array(text.utf8)
        #expect(throws: PhoneMetadataError.self) {
            try bytes.withUnsafeBufferPointer { bytes throws(PhoneMetadataError) in _ = try PhoneMetadataLayout(of: bytes) }
        }
        do {
            _ = try bytes.withUnsafeBufferPointer { bytes throws(PhoneMetadataError) in try PhoneMetadataLayout(of: bytes) }
        } catch {
            #expect(error.description == message)
        }
    }

    /// A territory whose object is not what its place in the layout says is refused when read.
    @Test func aTerritoryIsCheckedWhenItIsRead() throws {
        let resource = Array(#"{"countryCodeToRegions":{"44":["GB"]},"territories":[{"countryCode":44,"id":"GB","generalDesc":{"pattern":7}}]}"#.utf8)
        let metadata = try PhoneMetadata(resource: resource)
        #expect(metadata.territoryCount == 1)
        #expect(throws: PhoneMetadataError.self) { try metadata.readTerritory(at: 0) }
    }

    /// Eight threads asking for the same territories of a metadata just read get, each time,
    /// the one territory read first: none is read twice, none is seen half made.
    @Test func threadsAskingForATerritoryAtOnceAllGetTheOneRead() throws {
        let metadata = try PhoneMetadata(resource: text)
        let regions = ["US", "GB", "DE", "FR", "JP", "AU", "IN", "BR", "CA", "JM"]
        let threads = 8
        let seen = IdentitiesByThread(count: regions.count * threads)
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for (index, region) in regions.enumerated() {
                let territory = metadata.territory(ofRegion: region)
                #expect(territory?.id == region)
                seen.set(territory.map(ObjectIdentifier.init), at: index * threads + thread)
            }
        }
        for index in regions.indices {
            let identities = Set(seen.values[index * threads..<(index + 1) * threads])
            #expect(identities.count == 1 && identities.first! != nil, "\(regions[index]): \(identities.count) territories")
        }
    }

    /// Each thread judges with territories of its own, read from the same resource: the same
    /// answers, no object shared.
    @Test func eachThreadHasItsOwnTerritories() {
        let here = PhoneMetadata.ofThisThread
        let seen = IdentitiesByThread(count: 2)
        seen.set(here.territory(ofRegion: "GB").map(ObjectIdentifier.init), at: 0)
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let there = PhoneMetadata.ofThisThread
            #expect(there !== here)
            #expect(there.territory(ofRegion: "GB")?.countryCode == 44)
            seen.set(there.territory(ofRegion: "GB").map(ObjectIdentifier.init), at: 1)
            done.signal()
        }
        done.wait()
        #expect(here === PhoneMetadata.ofThisThread)
        #expect(seen.values[0] != nil && seen.values[1] != nil && seen.values[0] != seen.values[1])
    }

    /// A thread's territories are copies of the ones read from the resource once for all
    /// threads: every territory, region or non-geographic code, equal member by member, with
    /// no territory, description, format or pattern object of its own shared with the original.
    @Test func aThreadsTerritoriesAreWholeCopiesSharingNoObject() throws {
        let original = PhoneMetadata.shared
        let nonGeographic = (1...999).filter { original.mainRegion(of: $0) == PhoneTerritory.nonGeographicRegion }
        let places = original.supportedRegions.map { ($0, 0) } + nonGeographic.map { (PhoneTerritory.nonGeographicRegion, $0) }
        #expect(places.count == original.territoryCount)
        let differences = Locked<[String]>([])
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            let own = PhoneMetadata.ofThisThread
            for (region, countryCode) in places {
                let name = "\(region) +\(countryCode)"
                guard let read = original.territory(region: region, countryCode: countryCode),
                    let copy = own.territory(region: region, countryCode: countryCode)
                else {
                    differences.withLock { $0.append("\(name): no territory") }
                    continue
                }
                if Self.members(of: copy) != Self.members(of: read) { differences.withLock { $0.append("\(name): other members") } }
                let sharedObjects = Self.objects(of: copy).intersection(Self.objects(of: read))
                if !sharedObjects.isEmpty { differences.withLock { $0.append("\(name): \(sharedObjects.count) objects shared") } }
            }
            done.signal()
        }
        done.wait()
        #expect(differences.withLock { $0 } == [])
    }

    /// Every member of `territory`, patterns by their text, in a fixed order.
    private static func members(of territory: PhoneTerritory) -> [String] {
        func text(_ pattern: PhonePattern?) -> String { pattern?.source ?? "-" }
        func describe(_ description: PhoneNumberDescription?) -> String {
            guard let description else { return "-" }
            return "\(text(description.pattern)) \(description.lengths) \(description.localLengths) \(description.example ?? "-")"
        }
        func describe(_ format: PhoneNumberFormat) -> String {
            "\(text(format.pattern)) \(format.format) \(format.leadingDigits.map(\.source)) \(format.nationalPrefixFormattingRule ?? "-") "
                + "\(format.nationalPrefixOptionalWhenFormatting) \(format.carrierCodeFormattingRule ?? "-")"
        }
        return [
            territory.id, "\(territory.countryCode)", text(territory.internationalPrefix), text(territory.nationalPrefixForParsing),
            territory.nationalPrefixTransformRule ?? "-", "\(territory.sameMobileAndFixedLinePattern)", text(territory.leadingDigits),
            describe(territory.generalDescription), describe(territory.fixedLineDescription), describe(territory.mobileDescription),
        ] + territory.otherDescriptions.map { "\($0.type) \(describe($0.description))" }
            + territory.nationalFormats.map(describe) + ["international"] + territory.internationalFormats.map(describe)
    }

    /// The objects `territory` holds: itself, its descriptions, formats and patterns.
    private static func objects(of territory: PhoneTerritory) -> Set<ObjectIdentifier> {
        var objects: Set<ObjectIdentifier> = [ObjectIdentifier(territory)]
        func add(_ pattern: PhonePattern?) { if let pattern { objects.insert(ObjectIdentifier(pattern)) } }
        func add(_ description: PhoneNumberDescription?) {
            guard let description else { return }
            objects.insert(ObjectIdentifier(description))
            add(description.pattern)
        }
        add(territory.internationalPrefix)
        add(territory.nationalPrefixForParsing)
        add(territory.leadingDigits)
        add(territory.generalDescription)
        add(territory.fixedLineDescription)
        add(territory.mobileDescription)
        territory.otherDescriptions.forEach { add($0.description) }
        for format in territory.nationalFormats + territory.internationalFormats {
            objects.insert(ObjectIdentifier(format))
            add(format.pattern)
            format.leadingDigits.forEach { add($0) }
        }
        return objects
    }
}
