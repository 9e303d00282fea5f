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
}
