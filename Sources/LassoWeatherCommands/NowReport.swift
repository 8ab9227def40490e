import FoundationEssentials
import WeatherApp
import WeatherCore

/// What `lasso-weather now` prints, as a short plain-text block or as JSON with the same fields. Missing values
/// print as "—" in text and `null` in JSON.
struct NowReport {
    static let attribution = "Weather data by Open-Meteo.com"

    var place: Place
    var forecast: Forecast
    var iconSet: IconSet
    /// The clock times are shown in (the wind unit is the forecast's, converted to the one chosen).
    var clock: ClockStyle
    var fetchedAt: Date
    /// The place's zone: the snapshot's, which the forecast service resolved (a snapshot made elsewhere: looked up).
    var zone: ZoneRules?
    /// Seconds between the fetch and the printing.
    var age: TimeInterval
    /// True when the forecast came from the on-disk cache rather than a request made by this run.
    var cached: Bool
    /// The failure when the service failed and the cached forecast is shown instead.
    var offlineError: WeatherError?
    /// The place's active alerts, or why there are none to show.
    var alerts: Result<AlertsSnapshot, AlertsError> = .failure(.notRequested)
    /// The place's air quality, or why there is none; nil when it was not asked for (`--no-air-quality`).
    var airQuality: Result<AirQualitySnapshot, WeatherError>? = nil
    /// The forecast's spread (the ensemble mean's), or why there is none; nil when it was not asked for.
    var spread: Result<SpreadSnapshot, WeatherError>? = nil
    /// The place's 1991–2020 normals, or why there are none.
    var normals: Result<Normals, NormalsUnavailable>? = nil
    /// The language the text is in (``AppLanguage``); the JSON is the same in every language.
    var language: AppLanguage = .en

    /// - Parameters: windUnit, clock: nil for the forecast's unit system's own (mph or km/h; 12- or 24-hour).
    init(
        place: Place, snapshot: ForecastSnapshot, iconSet: IconSet, windUnit: WindUnit? = nil,
        clock: ClockStyle? = nil, startedAt: Date, now: Date
    ) {
        self.place = place
        forecast = snapshot.forecast.converted(to: snapshot.forecast.units, wind: windUnit)
        self.iconSet = iconSet
        self.clock = clock ?? .standard(for: snapshot.forecast.units)
        fetchedAt = snapshot.fetchedAt
        zone = snapshot.zone ?? ZoneRules.of(place, forecastZone: snapshot.forecast.timezone)
        age = max(0, now.timeIntervalSince(snapshot.fetchedAt))
        cached = snapshot.fetchedAt < startedAt
        if case .offline(let error) = snapshot.freshness { offlineError = error }
    }

    /// The failure's sentence, in English (`offlineReason` in JSON).
    var offlineReason: String? { offlineError?.message }

    var current: Forecast.Current? { forecast.current }
    var system: UnitSystem { forecast.units }
    var windUnit: WindUnit { forecast.windUnit }

    /// Today at the place: the daily entry for the data's own date, else the first one.
    var today: Forecast.Day? {
        forecast.daily.first { $0.date == current?.time?.date } ?? forecast.daily.first
    }

    var conditionIcon: String? {
        current?.weatherCode.map { WeatherCode($0).icon(iconSet, isDay: current?.isDay ?? true) }
    }

    // MARK: Text

    /// "New York, NY 10001", the condition, temperatures, wind, the data's time at the place, and the credit.
    var text: String {
        var lines = [heading] + conditionLines
        // Under "Today: high …, low …", which it speaks of (the wind line follows).
        if let normal = normalsLine { lines.insert(normal, at: lines.count - 1) }
        if let next = nextTwoHours { lines.append(next.summary(in: language)) }
        if let air = airQualityLine { lines.append(air) }
        lines += alertLines
        lines.append(timeLine)
        if offlineReason != nil {  // the reason itself goes to stderr
            lines.append(Phrase.offlineCached(language, ageText))
        }
        lines.append(Phrase.attribution(language))
        return lines.joined(separator: "\n")
    }

    /// "New York, NY 10001"; "Zürich, CH" for a place with no ZIP.
    var heading: String { place.zip.isEmpty ? place.displayName : "\(place.displayName) \(place.zip)" }

    /// "☁ Overcast", "32°F, feels like 34°F", "Today: high 45°F, low 23°F", "Wind: 4 mph W, gusts 9 mph": what
    /// the text and the waybar tooltip both say.
    var conditionLines: [String] {
        let condition = WeatherCode.description(for: current?.weatherCode, in: language)
        var wind = Units.wind(speed: current?.windSpeed, direction: current?.windDirection, windUnit, in: language)
        if let gusts = current?.windGusts {
            wind = Phrase.gusts(language, wind, Units.windSpeed(gusts, windUnit, in: language))
        }
        return [
            [conditionIcon ?? "", condition].filter { !$0.isEmpty }.joined(separator: " "),
            Phrase.feelsLike(
                language, Units.temperature(current?.temperature, system), Units.temperature(current?.feelsLike, system)
            ),
            Phrase.todayHighLow(
                language, Units.temperature(today?.high, system), Units.temperature(today?.low, system)),
            Phrase.wind(language, wind),
        ]
    }

    /// "As of Sat Nov 22, 10:15 AM EST, local time at the place" (or "…, 10:15 EST, …" on the 24-hour clock)
    private var timeLine: String {
        guard let time = current?.time else { return Phrase.asOfMissing(language) }
        let zone = zoneAbbreviation.isEmpty ? "" : " \(zoneAbbreviation)"
        return Phrase.asOf(language, time.date.withTime(time.clock(clock, in: language) + zone, in: language))
    }

    /// The zone's own abbreviation (EST, EDT, HST) at the fetch, where the service may only say "GMT-5"; the
    /// service's when the zone is not known here.
    var zoneAbbreviation: String {
        zone?.localTime(at: fetchedAt).abbreviation
            ?? forecast.timezoneAbbreviation
    }

    /// "3 min ago"
    var ageText: String { Phrase.ago(seconds: Int(age), in: language) }

    // MARK: JSON

    /// `id` always; `zip` only for a ZIP; `region` only when known.
    var placeMembers: [(String, JSONText)] {
        var members: [(String, JSONText)] = [("id", .string(place.id))]
        if !place.zip.isEmpty { members.append(("zip", .string(place.zip))) }
        members += [("city", .string(place.city)), ("state", .string(place.state))]
        if !place.region.isEmpty { members.append(("region", .string(place.region))) }
        members += [
            ("country", .string(place.country)), ("county", .string(place.county)),
            ("timeZone", .string(place.timeZone)), ("latitude", .number(place.latitude)),
            ("longitude", .number(place.longitude)),
        ]
        return members
    }

    var json: JSONText {
        .object([
            (
                "place",
                .object(placeMembers)
            ),
            (
                "units",
                .object([
                    ("system", .string(system.rawValue)), ("temperature", .string(Units.temperatureLabel(system))),
                    ("windSpeed", .string(windUnit.label)), ("windUnit", .string(windUnit.rawValue)),
                    ("precipitation", .string(Units.precipitationLabel(system))), ("clock", .string(clock.rawValue)),
                ])
            ),
            (
                "condition",
                .object([
                    ("code", .integer(current?.weatherCode)),
                    ("description", .string(current?.weatherCode.map { WeatherCode($0).description })),
                    ("icon", .string(conditionIcon)),
                ])
            ),
            ("temperature", .number(current?.temperature)),
            ("feelsLike", .number(current?.feelsLike)),
            ("humidity", .number(current?.humidity)),
            (
                "today",
                .object([
                    ("date", .string(today?.date.iso)), ("high", .number(today?.high)), ("low", .number(today?.low)),
                ])
            ),
            (
                "wind",
                .object([
                    ("speed", .number(current?.windSpeed)), ("direction", .number(current?.windDirection)),
                    ("compass", .string(Units.compassPoint(current?.windDirection))),
                    ("gusts", .number(current?.windGusts)), ("unit", .string(windUnit.label)),
                ])
            ),
            (
                "time",
                .object([
                    ("local", .string(current?.time?.iso)), ("clock", .string(current?.time?.clock(clock))),
                    ("timezone", .string(forecast.timezone)), ("abbreviation", .string(zoneAbbreviation)),
                    ("utcOffsetSeconds", .integer(forecast.utcOffsetSeconds)),
                ])
            ),
            ("fetchedAt", .string(fetchedAt.formatted(.iso8601))),
            ("ageSeconds", .integer(Int(age))),
            ("cached", .bool(cached)),
            ("offlineReason", .string(offlineReason)),
            ("alerts", alertsJSON),
            ("alertsError", .string(alertsError)),
            ("airQuality", airQualityJSON),
            ("airQualityError", .string(airQualityError)),
            ("normals", normalsJSON),
            ("normalsError", .string(normalsError)),
            ("spread", spreadJSON),
            ("spreadError", .string(spreadError)),
            ("sources", sourcesJSON),
            ("nextTwoHours", nextTwoHoursJSON),
            ("attribution", .string(Self.attribution)),
        ])
    }
}
