/// The body of `/v1/forecast` as the server writes it, decoded loosely: any block may be missing, any number
/// may be `null`, and unknown keys are ignored. ``Forecast/init(openMeteo:units:)`` turns it into a ``Forecast``.
struct OpenMeteoResponse: Decodable, Sendable {
    var latitude: Double?
    var longitude: Double?
    var utcOffsetSeconds: Int?
    var timezone: String?
    var timezoneAbbreviation: String?
    var currentUnits: [String: String]
    var current: PointBlock?
    var hourlyUnits: [String: String]
    var hourly: SeriesBlock?
    var dailyUnits: [String: String]
    var daily: SeriesBlock?
    var minutely15: SeriesBlock?

    private enum Keys: String, CodingKey {
        case latitude, longitude, timezone, current, hourly, daily
        case utcOffsetSeconds = "utc_offset_seconds"
        case timezoneAbbreviation = "timezone_abbreviation"
        case currentUnits = "current_units"
        case hourlyUnits = "hourly_units"
        case dailyUnits = "daily_units"
        case minutely15 = "minutely_15"
    }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        // Coordinates off the globe are a broken answer's, not a place's: dropped like an implausible value.
        latitude = try c.decodeIfPresent(Double.self, forKey: .latitude).flatMap { abs($0) <= 90 ? $0 : nil }
        longitude = try c.decodeIfPresent(Double.self, forKey: .longitude).flatMap { abs($0) <= 180 ? $0 : nil }
        utcOffsetSeconds = try c.decodeIfPresent(Double.self, forKey: .utcOffsetSeconds)
            .flatMap { abs($0) <= 18 * 3600 ? Int(exactly: $0) : nil }
        timezone = try? c.decodeIfPresent(String.self, forKey: .timezone)
        timezoneAbbreviation = try? c.decodeIfPresent(String.self, forKey: .timezoneAbbreviation)
        currentUnits = Self.units(c, .currentUnits)
        hourlyUnits = Self.units(c, .hourlyUnits)
        dailyUnits = Self.units(c, .dailyUnits)
        current = try c.decodeIfPresent(PointBlock.self, forKey: .current)
        hourly = try c.decodeIfPresent(SeriesBlock.self, forKey: .hourly)
        daily = try c.decodeIfPresent(SeriesBlock.self, forKey: .daily)
        // 15-minute data is extra: a block that is not the expected shape is dropped rather than failing the forecast.
        minutely15 = try? c.decodeIfPresent(SeriesBlock.self, forKey: .minutely15)
    }

    /// Unit maps are display-only: a malformed one is dropped rather than failing the forecast.
    private static func units(_ c: KeyedDecodingContainer<Keys>, _ key: Keys) -> [String: String] {
        guard let raw = try? c.decodeIfPresent([String: LooseString].self, forKey: key) else { return [:] }
        return raw.compactMapValues(\.value)
    }
}

/// The `current` block: a time and one value per variable.
struct PointBlock: Decodable, Sendable {
    var time: String?
    var numbers: [String: Double]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        time = try? c.decodeIfPresent(String.self, forKey: AnyKey("time"))
        var numbers: [String: Double] = [:]
        for key in c.allKeys where key.stringValue != "time" {
            if let value = try? c.decodeIfPresent(Double.self, forKey: key), let value = plausible(value) {
                numbers[key.stringValue] = value
            }
        }
        self.numbers = numbers
    }
}

/// An `hourly` or `daily` block: parallel arrays indexed like `time`.
struct SeriesBlock: Decodable, Sendable {
    /// A null entry keeps its index so the other arrays stay aligned; it is skipped when mapped.
    var time: [String?]
    var numbers: [String: [Double?]]
    var strings: [String: [String?]]

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: AnyKey.self)
        time = try c.decodeIfPresent([String?].self, forKey: AnyKey("time")) ?? []
        var numbers: [String: [Double?]] = [:]
        var strings: [String: [String?]] = [:]
        for key in c.allKeys where key.stringValue != "time" {
            if let values = try? c.decode([Double?].self, forKey: key) {
                numbers[key.stringValue] = values
            } else if let values = try? c.decode([String?].self, forKey: key) {
                strings[key.stringValue] = values
            }
        }
        self.numbers = numbers
        self.strings = strings
    }

    func number(_ name: String, _ index: Int) -> Double? {
        guard let values = numbers[name], values.indices.contains(index) else { return nil }
        return values[index].flatMap(plausible)
    }

    func string(_ name: String, _ index: Int) -> String? {
        guard let values = strings[name], values.indices.contains(index) else { return nil }
        return values[index]
    }
}

/// A string value, or nothing when the JSON held something else.
private struct LooseString: Decodable {
    var value: String?
    init(from decoder: any Decoder) throws {
        value = try? decoder.singleValueContainer().decode(String.self)
    }
}

struct AnyKey: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
}

/// No weather variable we ask for comes near 100,000 in any unit; a value beyond that (or not finite) is treated as
/// missing, so a broken or hostile server cannot overflow the layout arithmetic that draws it.
func plausible(_ value: Double) -> Double? {
    value.isFinite && abs(value) <= 100_000 ? value : nil
}
