import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

@Suite struct KeyDecoderTests {
    func decodeAll(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.feed(bytes) + decoder.flushPendingEscape()
    }

    /// Feeds one byte at a time, as a slow terminal line might deliver them; text typed across
    /// reads is joined, as the form would insert it the same way.
    func decodeByteByByte(_ bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        var keys: [Key] = []
        for byte in bytes {
            for key in decoder.feed([byte]) {
                if case .text(let more) = key, case .text(let before)? = keys.last {
                    keys[keys.count - 1] = .text(before + more)
                } else {
                    keys.append(key)
                }
            }
        }
        return keys
    }

    @Test(arguments: [
        ("abc", [Key.text("abc")]),
        ("\t", [.tab]), ("\r", [.enter]), ("\n", [.enter]), ("\u{7F}", [.backspace]), ("\u{8}", [.backspace]),
        ("\u{3}", [.interrupt]), ("\u{E}", [.controlN]), ("\u{4}", [.controlD]),
        ("\u{1B}[Z", [.backTab]), ("\u{1B}[C", [.right]), ("\u{1B}[D", [.left]), ("\u{1B}[A", [.up]), ("\u{1B}[B", [.down]),
        ("\u{1B}OC", [.right]), ("\u{1B}OH", [.home]), ("\u{1B}[1;5C", [.right]), ("\u{1B}[1~", [.home]),
        ("\u{1B}[4~", [.end]), ("\u{1B}[F", [.end]),
        ("\u{1B}[3~", [.delete]), ("\u{1B}[15~", []), ("\u{1B}x", [.alt("x")]), ("\u{1B}-", []), ("\u{1}\u{2}", []),
        ("\u{1B}u", [.alt("u")]), ("\u{1B}E", [.alt("E")]), ("\u{12}", [.controlR]), ("\u{1F}", [.controlUnderscore]),
        ("a\tb", [.text("a"), .tab, .text("b")]),
    ])
    func keysAndEscapeSequencesAreDecoded(input: String, expected: [Key]) {
        #expect(decodeAll(Array(input.utf8)) == expected)
        #expect(decodeByteByByte(Array(input.utf8)) == expected)
    }

    @Test func aCharacterSplitAcrossReadsWaitsForItsLastByte() {
        var decoder = KeyDecoder()
        let bytes = Array("日😀".utf8)
        #expect(decoder.feed(bytes[0..<2]) == [])
        #expect(decoder.feed(bytes[2..<5]) == [.text("日")])
        #expect(decoder.feed(bytes[5...]) == [.text("😀")])
    }

    @Test func aLoneEscapeIsEscOnlyOnceTheWaitIsOver() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [.escape])
        #expect(!decoder.hasPendingEscape)
    }

    @Test func anEscapeSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()
        #expect(decoder.feed([0x1B]) == [])
        #expect(decoder.feed(Array("[".utf8)) == [])
        #expect(decoder.feed(Array("Zq".utf8)) == [.backTab, .text("q")])
    }

    @Test func anUnfinishedSequenceIsDroppedWhenTheWaitIsOver() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[1;".utf8)) == [])
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("x".utf8)) == [.text("x")])
    }

    @Test func aBracketedPasteIsOneKeyWithItsControlCharactersAndEscapes() {
        let pasted = "4242 4242\t\n日\u{1B}[A"
        let bytes = Array("x\u{1B}[200~\(pasted)\u{1B}[201~y".utf8)
        let expected: [Key] = [.text("x"), .paste(pasted), .text("y")]
        #expect(decodeAll(bytes) == expected)
        #expect(decodeByteByByte(bytes) == expected)
    }

    @Test func aPasteWaitsForItsEndMarker() {
        var decoder = KeyDecoder()
        #expect(decoder.feed(Array("\u{1B}[200~abc\u{1B}[20".utf8)) == [])
        #expect(!decoder.hasPendingEscape)
        #expect(decoder.flushPendingEscape() == [])
        #expect(decoder.feed(Array("1~".utf8)) == [.paste("abc")])
    }

    @Test func invalidUTF8BecomesReplacementCharacters() {
        #expect(decodeAll([0x61, 0xFF, 0x62]) == [.text("a\u{FFFD}b")])
    }
}
