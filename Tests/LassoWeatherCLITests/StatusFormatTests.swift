import StatusLineFormat
import Testing

@testable import LassoWeatherCommands

/// Reading a `--format` string: placeholders, literal text, `%%`, and the mistakes that are usage errors.
struct StatusFormatTests {
    @Test(arguments: StatusField.allCases)
    func everyPlaceholderIsRead(field: StatusField) throws {
        #expect(try StatusFormat("%\(field.rawValue)").pieces == [.field(field)])
    }

    @Test func textAroundPlaceholdersIsKeptAndDoublePercentIsOnePercent() throws {
        #expect(
            try StatusFormat("%% %t, 100%%%h!").pieces == [
                .text("% "), .field(.temperature), .text(", 100%"), .field(.humidity), .text("!"),
            ])
        #expect(try StatusFormat("").pieces == [])
        #expect(try StatusFormat("☁ weather").pieces == [.text("☁ weather")])
    }

    @Test func placeholdersAreCaseSensitive() throws {
        #expect(try StatusFormat("%h%H").pieces == [.field(.humidity), .field(.high)])
    }

    @Test func anUnknownPlaceholderIsNamed() {
        #expect(throws: StatusFormatError.unknown("x")) { try StatusFormat("%t %x") }
        #expect(StatusFormatError.unknown("x").description.hasPrefix("Unknown placeholder %x in --format"))
        #expect(throws: StatusFormatError.unknown(" ")) { try StatusFormat("50% off") }
    }

    @Test func qIsTheAirQualityIndex() throws {
        #expect(try StatusFormat("%t %q").pieces == [.field(.temperature), .text(" "), .field(.airQuality)])
    }

    @Test func aLonePercentAtTheEndIsAnError() {
        #expect(throws: StatusFormatError.lonePercent) { try StatusFormat("%t %") }
        #expect(
            StatusFormatError.lonePercent.description == "--format ends with a lone %; write %% for a percent sign.")
    }

    @Test func lettersAreUnique() {
        #expect(Set(StatusField.allCases.map(\.rawValue)).count == StatusField.allCases.count)
        #expect(StatusField(rawValue: "%") == nil)
    }
}
