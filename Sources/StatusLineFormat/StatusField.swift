/// One `%x` placeholder of `now --format`: the letter and what it stands for, which the parser, `now --help`, the
/// man page and the tests all read from here.
public enum StatusField: Character, CaseIterable, Sendable {
    case icon = "i"
    case condition = "c"
    case temperature = "t"
    case feelsLike = "f"
    case humidity = "h"
    case wind = "w"
    case high = "H"
    case low = "L"
    case name = "n"
    case zip = "z"
    case id = "d"
    case age = "u"
    case alertCount = "a"
    case alertEvent = "e"
    case airQuality = "q"

    /// What the placeholder prints, for the help. No letter may be one of mdoc's `%A`…`%V` macros: the man page
    /// would run it; see the docs tests.
    public var meaning: String {
        switch self {
        case .icon: "condition icon in the --icons set (nothing with none)"
        case .condition: "condition in words"
        case .temperature: "temperature"
        case .feelsLike: "feels-like temperature"
        case .humidity: "relative humidity"
        case .wind: "wind speed and the compass point it blows from"
        case .high: "today's high"
        case .low: "today's low"
        case .name: "the place's name (City, ST)"
        case .zip: "the place's ZIP code (— outside the US)"
        case .id: "the place's id: its ZIP code, else its GeoNames id (as in --json's place.id)"
        case .age: "how long ago the data was updated (3 min ago)"
        case .alertCount: "how many weather alerts are in force"
        case .alertEvent: "the most severe alert's event (nothing when none is in force)"
        case .airQuality: "the US air quality index and its category (AQI 42 Good)"
        }
    }
}
