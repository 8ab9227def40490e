import FoundationEssentials
import WeatherCore

/// Values computed from the state, shared by the store (scroll limits, auto-refresh) and the view.
extension DetailScreen.State {
    /// How old data may get before the open screen refreshes it: the cache's own freshness window.
    public static let refreshAge: TimeInterval = CachePolicy.standard.freshness
    /// When the hours do not all fit, the chart narrows them to show at least this many.
    public static let minimumVisibleHours = 24

    public var isLoading: Bool { status == .loading }

    /// Why the data on screen is not current: a failed refresh, or a snapshot the service marked offline.
    public var offlineReason: WeatherError? {
        if case .failed(let error) = status, snapshot != nil { return error }
        if case .offline(let error)? = snapshot?.freshness { return error }
        return nil
    }

    /// The error to show in place of data when there is none.
    public var failureWithoutData: WeatherError? {
        if case .failed(let error) = status, snapshot == nil { return error }
        return nil
    }

    /// The place's time zone rules, as the forecast service found them with the forecast (the ZIP directory's
    /// zone, else the forecast's); before the first forecast, the directory's zone `createScreen` looked up. No
    /// derivation reads the tz database itself.
    public var zoneRules: ZoneRules? { snapshot?.zone ?? placeZone }

    /// The place's offset from UTC now: by its zone's rules, so it is right across a daylight-saving change after
    /// the forecast was fetched; else the forecast's own offset.
    public var utcOffsetSeconds: Int? {
        if let rules = zoneRules { return rules.localTime(at: now).offset }
        if let forecast = snapshot?.forecast, !forecast.timezone.isEmpty { return forecast.utcOffsetSeconds }
        return nil
    }

    /// "EST", "EDT", "HST": the zone's abbreviation now, else what the forecast said.
    public var zoneAbbreviation: String {
        zoneRules?.localTime(at: now).abbreviation ?? snapshot?.forecast.timezoneAbbreviation ?? ""
    }

    /// Wall-clock time at the place now.
    public var localNow: LocalDateTime? {
        utcOffsetSeconds.map { LocalDateTime(secondsSince1970: now.timeIntervalSince1970, utcOffsetSeconds: $0) }
    }

    /// The hourly entries from the current hour at the place on, at most 48: hours that passed while the screen
    /// was open drop off the chart.
    public var upcomingHours: [Forecast.Hour] {
        guard let hourly = snapshot?.forecast.hourly else { return [] }
        guard let start = localNow?.startOfHour else { return Array(hourly.prefix(48)) }
        return Array(hourly.drop { $0.time < start }.prefix(48))
    }

    /// Today's daily entry at the place (sunrise, sunset, high, low), else the first one.
    public var today: Forecast.Day? {
        guard let daily = snapshot?.forecast.daily else { return nil }
        if let date = localNow?.date, let match = daily.first(where: { $0.date == date }) { return match }
        return daily.first
    }

    /// The daily entries from today on, at most `days` (a 16-day forecast in hand shows 7 when 7 are chosen).
    public var upcomingDays: [Forecast.Day] {
        guard let daily = snapshot?.forecast.daily else { return [] }
        guard let date = localNow?.date, daily.contains(where: { $0.date >= date }) else {
            return Array(daily.prefix(days.count))
        }
        return Array(daily.drop { $0.date < date }.prefix(days.count))
    }

    /// The alerts in force now, most severe first and those whose event has ended last: an alert whose expiry
    /// passed while the screen was open drops off.
    public var activeAlerts: [WeatherAlert] {
        guard case .loaded(let snapshot) = alerts else { return [] }
        return snapshot.alerts.filter { $0.isActive(at: now) }.sorted(by: WeatherAlert.order(at: now))
    }

    /// The rest of the country's alerts in force now (MeteoAlarm), never the place's: the Alerts screen lists them.
    public var activeElsewhereAlerts: [WeatherAlert] {
        guard case .loaded(let snapshot) = alerts else { return [] }
        return snapshot.elsewhere.filter { $0.isActive(at: now) }
    }

    /// Whether `a` has an Alerts screen to open: the place's own alerts, or its country's elsewhere.
    var hasAlertsToShow: Bool { !activeAlerts.isEmpty || !activeElsewhereAlerts.isEmpty }

    /// Why alerts are not shown, for the quiet line; nil when there is nothing to say (pending, or turned off).
    /// A country with no source says so as a sentence of its own ("No official alerts source for Japan"): no line
    /// at all would read as all calm. With none for the place but some elsewhere in its country, says how many.
    public var alertsNote: String? {
        if case .loaded = alerts, activeAlerts.isEmpty, !activeElsewhereAlerts.isEmpty {
            let count = activeElsewhereAlerts.count
            return count == 1
                ? language.localized("1 alert elsewhere in {0} (a)", place.countryName(in: language))
                : language.localized("{0} alerts elsewhere in {1} (a)", String(count), place.countryName(in: language))
        }
        guard case .unavailable(let error, _) = alerts, error != .notRequested else { return nil }
        return AlertText.note(error, language: language)
    }

    /// Since when alerts have failed ("3 min ago"), said after the note where it fits; nil for what is not a
    /// failure (a place no source covers).
    public var alertsNoteAge: String? {
        guard case .unavailable(.failed, let since) = alerts else { return nil }
        return age(of: since)
    }

    /// How often open screens ask again for alerts (the service caches them as long).
    public static let alertsRefreshAge: TimeInterval = 5 * 60

    /// Whether the tick at `now` should ask for alerts again.
    var needsAlertsRefresh: Bool {
        guard let checked = alertsCheckedAt else { return false }
        return now.timeIntervalSince(checked) >= Self.alertsRefreshAge
    }

    /// Whether the tick at `now` should ask for air quality again: 10 minutes (``refreshAge``) after the values were
    /// fetched, or after the last failure or offline answer. Never before the first answer, nor when it is off.
    var needsAirQualityRefresh: Bool {
        guard let checked = airQualityCheckedAt else { return false }
        if case .loaded(let snapshot) = airQuality, !snapshot.isOffline {
            return now.timeIntervalSince(snapshot.fetchedAt) >= Self.refreshAge
        }
        return now.timeIntervalSince(checked) >= Self.refreshAge
    }

    /// Whether the tick at `now` should start a load by itself: the data (or the last attempt to get it) is older
    /// than the refresh age and nothing is in flight.
    var needsAutoRefresh: Bool {
        guard !isLoading else { return false }
        if let lastAttempt, now.timeIntervalSince(lastAttempt) < Self.refreshAge { return false }
        guard let snapshot else { return lastAttempt != nil }
        return now.timeIntervalSince(snapshot.fetchedAt) >= Self.refreshAge
    }
}
