import CivilCalendar
import FlyingFox
import Foundation

extension OpenMeteoRoute {
    /// `/v1/archive`'s answer: every range asked, one envelope each.
    static func archiveAnswer(_ query: ArchiveQuery, fault: FixtureFault, now: Date) -> HTTPResponse {
        guard
            let zone = try? FixtureTimeZone(
                parameter: query.timezone, latitude: query.latitude, longitude: query.longitude, now: now)
        else {
            return ForecastRoute.error(400, "Invalid timezone")
        }
        let bodies = query.ranges.map { range in
            ArchiveResponder(query: query, range: range, zone: zone, nulls: fault == .nulls).body()
        }
        let body = Data((bodies.count == 1 ? bodies[0] : "[" + bodies.joined(separator: ",") + "]").utf8)
        let json = "application/json; charset=utf-8"
        return fault == .truncatedBody ? FixtureResponse.truncated(body, json) : FixtureResponse.make(200, json, body)
    }
}

/// The parameters of one `/v1/archive` request.
struct ArchiveQuery: Sendable {
    var latitude: Double
    var longitude: Double
    /// Each asked range, inclusive.
    var ranges: [(start: CivilDate, end: CivilDate)]
    var daily: [String]
    var timezone: String?

    typealias Invalid = QueryInvalid

    static let variables = ["temperature_2m_max", "temperature_2m_min"]

    init(_ items: [(name: String, value: String)]) throws(Invalid) {
        func value(_ name: String) -> String? { items.last { $0.name == name }?.value }
        guard let latitude = value("latitude").flatMap(Double.init), abs(latitude) <= 90,
            let longitude = value("longitude").flatMap(Double.init), abs(longitude) <= 180
        else { throw Invalid(reason: "Latitude and longitude must be given, within range") }
        self.latitude = latitude
        self.longitude = longitude
        func dates(_ name: String) -> [CivilDate?] {
            (value(name) ?? "").split(separator: ",", omittingEmptySubsequences: false).map { Self.date(String($0)) }
        }
        let (starts, ends) = (dates("start_date"), dates("end_date"))
        guard !starts.isEmpty, starts.count == ends.count else {
            throw Invalid(reason: "Parameter 'start_date' and 'end_date' must have the same number of elements")
        }
        var ranges: [(start: CivilDate, end: CivilDate)] = []
        for (start, end) in zip(starts, ends) {
            guard let start, let end, start <= end else {
                throw Invalid(reason: "Parameter 'start_date' and 'end_date' must be set")
            }
            // The real service stops at 1940; the fixture refuses more than a century.
            guard end.daysSince1970 - start.daysSince1970 < 36_600 else { throw Invalid(reason: "Date range too long") }
            ranges.append((start, end))
        }
        self.ranges = ranges
        daily = (value("daily") ?? "").split(separator: ",").map(String.init)
        if let bad = daily.first(where: { !Self.variables.contains($0) }) {
            throw Invalid(reason: "Cannot initialize DailyVariable from invalid String value \(bad) for key daily")
        }
        timezone = value("timezone")
    }

    static func date(_ text: String) -> CivilDate? {
        let parts = text.split(separator: "-").compactMap { Int($0) }
        guard parts.count == 3, (1...12).contains(parts[1]),
            (1...CivilDate.daysIn(month: parts[1], year: parts[0])).contains(parts[2])
        else { return nil }
        return CivilDate(year: parts[0], month: parts[1], day: parts[2])
    }
}

/// Builds the `/v1/archive` body in the real service's key order. Written by hand rather than through
/// ``JSONValue``: 30 years is 11,000 days a column.
struct ArchiveResponder: Sendable {
    var query: ArchiveQuery
    var range: (start: CivilDate, end: CivilDate)
    var zone: FixtureTimeZone
    var nulls = false

    func body() -> String {
        let days = (range.start.daysSince1970...range.end.daysSince1970).map(CivilDate.init(daysSince1970:))
        let climate = days.map { FixtureArchiveClimate.day($0, latitude: query.latitude) }
        var out = "{"
        out += "\"latitude\":\(Self.number(AirQualityResponder.gridCell(query.latitude))),"
        out += "\"longitude\":\(Self.number(AirQualityResponder.gridCell(query.longitude))),"
        out += "\"generationtime_ms\":412.5,\"utc_offset_seconds\":\(zone.utcOffsetSeconds),"
        out += "\"timezone\":" + JSONValue.string(zone.identifier).serialized() + ","
        out += "\"timezone_abbreviation\":" + JSONValue.string(zone.abbreviation).serialized() + ","
        out += "\"elevation\":25.0,\"daily_units\":{\"time\":\"iso8601\""
        for name in query.daily { out += ",\"\(name)\":\"°C\"" }
        out += "},\"daily\":{\"time\":["
        out += days.map { "\"\(Self.iso($0))\"" }.joined(separator: ",")
        out += "]"
        for name in query.daily {
            let values = climate.map { name == "temperature_2m_max" ? $0.high : $0.low }
            out += ",\"\(name)\":[" + values.map { nulls ? "null" : Self.number($0) }.joined(separator: ",") + "]"
        }
        return out + "}}"
    }

    static func iso(_ date: CivilDate) -> String {
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(date.year)-\(two(date.month))-\(two(date.day))"
    }

    static func number(_ value: Double) -> String { JSONValue.number(value).serialized() }
}
