import CivilCalendar
import FoundationEssentials

/// The archive's daily highs and lows in °C, as decoded from its envelope; a null day is nil.
public struct ArchiveDays: Hashable, Sendable {
    public var dates: [CivilDate]
    public var highs: [Double?]
    public var lows: [Double?]

    public init(dates: [CivilDate], highs: [Double?], lows: [Double?]) {
        self.dates = dates
        self.highs = highs
        self.lows = lows
    }
}

extension ArchiveDays {
    private struct Envelope: Decodable {
        struct Daily: Decodable {
            var time: [String]
            var highs: [Double?]?
            var lows: [Double?]?

            enum CodingKeys: String, CodingKey {
                case time
                case highs = "temperature_2m_max"
                case lows = "temperature_2m_min"
            }
        }
        var daily: Daily
        var units: [String: String]?

        enum CodingKeys: String, CodingKey {
            case daily
            case units = "daily_units"
        }
    }

    /// Reads Open-Meteo's `{"daily_units": …, "daily": {"time": […], "temperature_2m_max": […], …}}`, or the array of
    /// them it answers for list-valued `start_date`/`end_date` (one per range, in order), the days of all in one. A
    /// missing variable reads as all nil; Fahrenheit is turned into Celsius (the app never asks for it, a proxy
    /// might).
    public init(openMeteoJSON data: Data) throws {
        let decoder = JSONDecoder()
        let envelopes: [Envelope]
        if let many = try? decoder.decode([Envelope].self, from: data) {
            envelopes = many
        } else {
            envelopes = [try decoder.decode(Envelope.self, from: data)]
        }
        var all = ArchiveDays(dates: [], highs: [], lows: [])
        for envelope in envelopes {
            let part = try Self(envelope)
            all.dates += part.dates
            all.highs += part.highs
            all.lows += part.lows
        }
        self = all
    }

    private init(_ envelope: Envelope) throws {
        let daily = envelope.daily
        var dates: [CivilDate] = []
        dates.reserveCapacity(daily.time.count)
        for (index, text) in daily.time.enumerated() {
            guard let date = CivilDate(iso: text) else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "bad date at daily.time[\(index)]"))
            }
            dates.append(date)
        }
        func column(_ values: [Double?]?, unit: String?) throws -> [Double?] {
            guard let values else { return Array(repeating: nil, count: dates.count) }
            guard values.count == dates.count else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: [], debugDescription: "daily columns differ in length"))
            }
            guard unit == "°F" else { return values }
            return values.map { $0.map(UnitConversion.celsius(fromFahrenheit:)) }
        }
        let units = envelope.units ?? [:]
        self.init(
            dates: dates, highs: try column(daily.highs, unit: units["temperature_2m_max"]),
            lows: try column(daily.lows, unit: units["temperature_2m_min"]))
    }
}
