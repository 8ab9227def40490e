import FoundationEssentials
import WeatherApp
import WeatherCore

/// The air-quality and next-two-hours parts of `now`: an "Air quality:" line and the precipitation sentence in text,
/// `airQuality` and `nextTwoHours` in JSON, `%q` in a status line.
extension NowReport {
    /// The next two hours as of the printing; nil without 15-minute data.
    var nextTwoHours: NextTwoHours? { forecast.nextTwoHours(at: fetchedAt + age) }

    /// The air quality fetched, or nil (not asked for, or failed).
    var airQualitySnapshot: AirQualitySnapshot? {
        guard case .success(let snapshot)? = airQuality else { return nil }
        return snapshot
    }

    /// "Air quality: AQI 42 Good · PM2.5", with the age when a cached answer stands in for a failed request; nil
    /// when there is none to print (the reason goes to stderr).
    var airQualityLine: String? {
        guard let snapshot = airQualitySnapshot else { return nil }
        let summary = snapshot.airQuality.summary(in: language) ?? Units.missing
        guard snapshot.isOffline else { return Phrase.airQuality(language, summary) }
        let ago = Phrase.ago(seconds: Int((fetchedAt + age).timeIntervalSince(snapshot.fetchedAt)), in: language)
        return Phrase.airQuality(language, Phrase.airQualityOffline(language, summary, ago))
    }

    /// Why there is no air quality, for `airQualityError`; nil when it was fetched.
    var airQualityError: String? {
        switch airQuality {
        case .success?: nil
        case .failure(let error)?: "air quality unavailable: \(error.shortReason)"
        case nil: "air quality is turned off"
        }
    }

    /// The stderr line when the air quality could not be had, in the report's language; none when it was turned
    /// off on purpose.
    var airQualityNote: String? {
        guard case .failure(let error)? = airQuality else { return nil }
        return language.localized("air quality unavailable: {0}", error.shortReason(in: language))
    }

    /// `{usAqi, category, dominant, pm2_5, pm10, ozone, nitrogenDioxide, time}` (concentrations in μg/m³;
    /// `dominant` names one of the concentration keys), or null with `airQualityError` saying why.
    var airQualityJSON: JSONText {
        guard let quality = airQualitySnapshot?.airQuality else { return .string(nil) }
        let c = quality.concentrations
        return .object([
            ("usAqi", .integer(quality.usAQI.map(AQICategory.wholeIndex))),
            ("category", .string(quality.category?.name)),
            ("dominant", .string(quality.dominantPollutant.map(Self.jsonKey))),
            ("pm2_5", .number(c.pm25)), ("pm10", .number(c.pm10)), ("ozone", .number(c.ozone)),
            ("nitrogenDioxide", .number(c.nitrogenDioxide)),
            ("time", .string(quality.time?.iso)),
        ])
    }

    /// A pollutant's key among the concentrations above: "pm2_5", "pm10", "ozone", "nitrogenDioxide".
    static func jsonKey(_ pollutant: Pollutant) -> String { pollutant == .pm25 ? "pm2_5" : pollutant.rawValue }

    /// `{summary, steps: [{time, precipitation, code}]}` (precipitation in the report's units), or null without
    /// 15-minute data.
    var nextTwoHoursJSON: JSONText {
        guard let next = nextTwoHours else { return .string(nil) }
        return .object([
            ("summary", .string(next.summary)),
            (
                "steps",
                .array(
                    next.steps.map { step in
                        .object([
                            ("time", .string(step.time.iso)), ("precipitation", .number(step.precipitation)),
                            ("code", .integer(step.weatherCode)),
                        ])
                    })
            ),
        ])
    }

    /// `%q`: "AQI 42 Good" ("AQI 42 Gut"); "—" when there is no index.
    var airQualityStatusText: String { airQualitySnapshot?.airQuality.indexText(in: language) ?? Units.missing }
}
