import CivilCalendar
import Foundation

/// Builds the `/v1/forecast` JSON body for a validated query, in the real key order.
struct ForecastResponder: Sendable {
    enum Variant: Sendable { case normal, nulls, escapes }

    var query: ForecastQuery
    var zone: FixtureTimeZone
    var now: Date
    var variant: Variant = .normal

    var weather: SyntheticWeather { SyntheticWeather(latitude: query.latitude, longitude: query.longitude) }

    /// Terminal escape sequences the `escapes` fault appends to every string the client might draw.
    static let hostileSuffix = "\u{1B}[31m\u{1B}]0;pwned\u{07}\u{9B}2J\u{1B}[5m"

    func body() -> JSONValue {
        let local = now.timeIntervalSince1970 + Double(zone.utcOffsetSeconds)
        let today = Int((local / 86_400).rounded(.down))
        let secondOfDay = local - Double(today) * 86_400
        let firstDay = today - query.pastDays
        let days = Array(firstDay..<(today + query.forecastDays))
        var members: [(String, JSONValue)] = [
            ("latitude", .number(Self.gridCell(query.latitude))),
            ("longitude", .number(Self.gridCell(query.longitude))),
            ("generationtime_ms", .number(0.0412)),
            ("utc_offset_seconds", .number(Double(zone.utcOffsetSeconds))),
            ("timezone", .string(text(zone.identifier))),
            ("timezone_abbreviation", .string(text(zone.abbreviation))),
            ("elevation", .number((weather.unit(0, salt: 99) * 400).rounded())),
        ]
        if !query.current.isEmpty {
            let quarter = (secondOfDay / 900).rounded(.down) * 900
            let hour = quarter / 3600
            var sample = weather.sample(day: today, hour: hour)
            if LayerField.isLayerQuery(query) {
                LayerField(latitude: query.latitude, longitude: query.longitude).apply(to: &sample)
            }
            members.append(
                ("current_units", units(["time": "iso8601", "interval": "seconds"], query.current, Variables.point)))
            var current: [(String, JSONValue)] = [
                ("time", .string(Self.dateTime(day: today, hour: hour))), ("interval", .number(900)),
            ]
            for name in query.current { current.append((name, value(Variables.point[name]!, sample))) }
            members.append(("current", .object(current)))
        }
        if !query.minutely15.isEmpty {
            members += minutely15(today: today, secondOfDay: secondOfDay, days: days)
        }
        if !query.hourly.isEmpty {
            let hours = days.flatMap { day in (0..<24).map { (day, Double($0)) } }
            members.append(("hourly_units", units(["time": "iso8601"], query.hourly, Variables.point)))
            var hourly: [(String, JSONValue)] = [
                ("time", .array(hours.map { .string(Self.dateTime(day: $0.0, hour: $0.1)) }))
            ]
            let samples = hours.map { weather.sample(day: $0.0, hour: $0.1) }
            for name in query.hourly {
                hourly.append((name, .array(samples.map { value(Variables.point[name]!, $0) })))
            }
            members.append(("hourly", .object(hourly)))
        }
        if !query.daily.isEmpty {
            members.append(("daily_units", units(["time": "iso8601"], query.daily, Variables.daily)))
            let summaries = days.map { day in
                let sun = weather.sun(day: day)
                return (
                    day,
                    Variables.Day(
                        samples: (0..<24).map { weather.sample(day: day, hour: Double($0)) },
                        sunrise: sun.rise, sunset: sun.set)
                )
            }
            var daily: [(String, JSONValue)] = [("time", .array(days.map { .string(Self.date(day: $0)) }))]
            for name in query.daily {
                daily.append(
                    (
                        name,
                        .array(
                            summaries.map { day, summary in
                                if name == "sunrise" || name == "sunset" {
                                    return variant == .nulls
                                        ? .null
                                        : .string(
                                            Self.dateTime(
                                                day: day, hour: name == "sunrise" ? summary.sunrise : summary.sunset))
                                }
                                return value(Variables.daily[name]!, summary)
                            })
                    ))
            }
            members.append(("daily", .object(daily)))
        }
        return .object(members)
    }

    func value<S>(_ entry: (UnitKind, @Sendable (S) -> Double), _ input: S) -> JSONValue {
        variant == .nulls ? .null : .number(entry.0.convert(entry.1(input), query))
    }

    func units<S>(
        _ fixed: KeyValuePairs<String, String>, _ names: [String],
        _ table: [String: (UnitKind, @Sendable (S) -> Double)]
    ) -> JSONValue {
        .object(
            fixed.map { ($0.key, .string($0.value)) }
                + names.map { ($0, .string(text(table[$0]!.0.label(query)))) })
    }

    func text(_ value: String) -> String { variant == .escapes ? value + Self.hostileSuffix : value }

    /// The real service answers for its model grid cell, a little off the coordinate asked.
    static func gridCell(_ value: Double) -> Double { ((value / 0.025).rounded() * 0.025 * 1e6).rounded() / 1e6 }

    static func date(day: Int) -> String {
        let date = CivilDate(daysSince1970: day)
        let (y, m, d) = (date.year, date.month, date.day)
        return String(format: "%04d-%02d-%02d", y, m, d)
    }

    static func dateTime(day: Int, hour: Double) -> String {
        let minutes = Int((hour * 60).rounded(.down))
        return date(day: day) + String(format: "T%02d:%02d", minutes / 60 % 24, minutes % 60)
    }
}
