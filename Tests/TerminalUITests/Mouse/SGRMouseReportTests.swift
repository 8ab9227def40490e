import Testing

@testable import TerminalUI

/// Decoding SGR mouse reports: the part after `ESC [ <`, pure.
struct SGRMouseReportTests {
    private func decode(_ report: String) -> MouseEvent? {
        let bytes = Array(report.utf8)
        guard let final = bytes.last else { return nil }
        return SGRMouseReport.decode(parameters: bytes.dropLast(), final: final)
    }

    @Test func buttonsPressAndRelease() {
        #expect(decode("0;1;1M") == MouseEvent(.press(.left), column: 0, row: 0))
        #expect(decode("1;10;5M") == MouseEvent(.press(.middle), column: 9, row: 4))
        #expect(decode("2;80;24M") == MouseEvent(.press(.right), column: 79, row: 23))
        // SGR releases end in `m` and keep the button's number; the older encodings' "3" means released too.
        #expect(decode("0;7;3m") == MouseEvent(.release, column: 6, row: 2))
        #expect(decode("2;7;3m") == MouseEvent(.release, column: 6, row: 2))
        #expect(decode("3;7;3M") == MouseEvent(.release, column: 6, row: 2))
    }

    @Test func modifiersAddTheirBits() {
        #expect(decode("4;2;2M") == MouseEvent(.press(.left), column: 1, row: 1, modifiers: .shift))
        #expect(decode("8;2;2M") == MouseEvent(.press(.left), column: 1, row: 1, modifiers: .meta))
        #expect(decode("16;2;2M") == MouseEvent(.press(.left), column: 1, row: 1, modifiers: .control))
        #expect(
            decode("30;2;2M") == MouseEvent(.press(.right), column: 1, row: 1, modifiers: [.shift, .meta, .control]))
        #expect(decode("80;2;2M") == MouseEvent(.wheel(.up), column: 1, row: 1, modifiers: .control))
        #expect(decode("85;2;2M") == MouseEvent(.wheel(.down), column: 1, row: 1, modifiers: [.shift, .control]))
    }

    @Test func dragsAreMotionWithAButton() {
        #expect(decode("32;5;6M") == MouseEvent(.drag(.left), column: 4, row: 5))
        #expect(decode("33;5;6M") == MouseEvent(.drag(.middle), column: 4, row: 5))
        #expect(decode("34;5;6M") == MouseEvent(.drag(.right), column: 4, row: 5))
        #expect(decode("36;5;6M") == MouseEvent(.drag(.left), column: 4, row: 5, modifiers: .shift))
        // Motion with no button (any-event tracking, which the app does not ask for) means nothing.
        #expect(decode("35;5;6M") == nil)
    }

    @Test func wheelInFourDirections() {
        #expect(decode("64;3;4M") == MouseEvent(.wheel(.up), column: 2, row: 3))
        #expect(decode("65;3;4M") == MouseEvent(.wheel(.down), column: 2, row: 3))
        #expect(decode("66;3;4M") == MouseEvent(.wheel(.left), column: 2, row: 3))
        #expect(decode("67;3;4M") == MouseEvent(.wheel(.right), column: 2, row: 3))
        #expect(decode("64;3;4m") == nil)  // wheels have no release
    }

    @Test func coordinatesBeyondColumn223() {
        #expect(decode("0;300;150M") == MouseEvent(.press(.left), column: 299, row: 149))
        #expect(decode("32;1000;2000M") == MouseEvent(.drag(.left), column: 999, row: 1999))
    }

    @Test func malformedReportsDecodeToNothing() {
        for report in [
            "0;1M", "0;1;1;1M", ";1;1M", "0;;1M", "0;1;M", "0;0;1M", "0;1;0M", "x;1;1M", "0;1a;1M", "0;1;1X",
            "128;1;1M", "0;1234567890;1M", "M", "",
        ] {
            #expect(decode(report) == nil, "\(report)")
        }
    }

    @Test func theReaderCollectsAReportAcrossFeeds() {
        var reader = SGRMouseReader()
        #expect(reader.feed(UInt8(ascii: "5")) == .notReport)  // no report started
        reader.start()
        var steps: [SGRMouseReader.Step] = []
        for byte in "0;301;7".utf8 { steps.append(reader.feed(byte)) }
        #expect(steps.allSatisfy { $0 == .consumed })
        #expect(reader.isReading)  // split here, across reads
        #expect(reader.feed(UInt8(ascii: "M")) == .event(MouseEvent(.press(.left), column: 300, row: 6)))
        #expect(!reader.isReading)
    }

    @Test func theReaderSwallowsMalformedAndOverlongReportsToTheirEnd() {
        var reader = SGRMouseReader()
        reader.start()
        for byte in "0;x;5".utf8 { #expect(reader.feed(byte) == .consumed) }
        #expect(reader.feed(UInt8(ascii: "M")) == .consumed)  // ended, nothing decoded
        #expect(!reader.isReading)
        reader.start()
        for byte in String(repeating: "1", count: 60).utf8 { #expect(reader.feed(byte) == .consumed) }
        #expect(reader.feed(UInt8(ascii: "M")) == .consumed)
        #expect(!reader.isReading)
    }

    @Test func aControlByteEndsAReportAndIsInputAgain() {
        var reader = SGRMouseReader()
        reader.start()
        #expect(reader.feed(UInt8(ascii: "0")) == .consumed)
        #expect(reader.feed(0x0D) == .notReport)
        #expect(!reader.isReading)
    }

    @Test func aReportThatNeverEndsGivesUpAfterTheDiscardLimit() {
        var reader = SGRMouseReader()
        reader.start()
        for _ in 0..<SGRMouseReader.discardLimit { _ = reader.feed(UInt8(ascii: "1")) }
        #expect(reader.isReading)
        #expect(reader.feed(UInt8(ascii: "1")) == .consumed)
        #expect(!reader.isReading)
        #expect(reader.feed(UInt8(ascii: "q")) == .notReport)
    }
}
