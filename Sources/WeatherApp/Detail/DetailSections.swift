import FoundationEssentials
import TerminalUI
import WeatherCore

/// Detail's sections as values built from the state: the one place that decides what data each section gets, so
/// each can be drawn and tested alone.
struct DetailSections: Equatable {
    /// The sections drawn once there is data.
    struct Body: Equatable {
        var current: CurrentConditionsPanel
        /// The next two hours and the air quality, under the current conditions; nil when neither is there.
        var outlook: OutlookLines? = nil
        var hourly: HourlyChart
        var daily: DailyTable
    }

    var header: DetailHeader
    var banner: AlertsBanner?
    /// Nil until the first forecast arrives.
    var body: Body?

    init(_ state: DetailScreen.State) {
        let forecast = state.snapshot?.forecast
        header = Self.header(state)
        banner = AlertsBanner(
            alerts: state.activeAlerts, note: state.alertsNote, noteAge: state.alertsNoteAge,
            utcOffsetSeconds: state.utcOffsetSeconds,
            zone: state.zoneRules,
            iconSet: state.iconSet, clock: state.clock, now: state.now)
        banner?.language = state.language
        guard let forecast else { return }
        let hours = state.upcomingHours
        body = Body(
            current: CurrentConditionsPanel(
                current: forecast.current, today: state.today, units: state.units, iconSet: state.iconSet,
                wind: state.windUnit, clock: state.clock, inWords: state.inWords),
            hourly: HourlyChart(
                hours: hours, offset: DetailScreen.State.index(of: state.firstVisibleHour, in: hours) ?? 0,
                cursor: DetailScreen.State.index(of: state.cursorHour, in: hours), units: state.units,
                iconSet: state.iconSet, wind: state.windUnit, clock: state.clock, inWords: state.inWords),
            daily: DailyTable(
                days: state.upcomingDays, today: state.localNow?.date, iconSet: state.iconSet, length: state.days,
                scroll: state.dayScroll, problem: state.daysProblem, normalDeltas: state.dayDeltas,
                inWords: state.inWords))
        body?.current.language = state.language
        body?.hourly.language = state.language
        body?.daily.language = state.language
        body?.hourly.spread = state.shownSpread
        body?.daily.spread = state.shownSpread
        body?.daily.spreadNote = state.spreadNote
        body?.outlook = OutlookLines(
            nextTwoHours: forecast.nextTwoHours(at: state.now),
            air: OutlookLines.Air(state.airQuality, now: state.now, age: state.age(of:), language: state.language),
            iconSet: state.iconSet,
            radar: state.radarNearby?.sentence(in: state.inWords ? state.units : .metric, language: state.language),
            normals: state.normalsLine)
        body?.outlook?.inWords = state.inWords
        body?.outlook?.language = state.language
    }
}

extension DetailScreen.State {
    /// `date` as a clock time at the place ("10:07 AM"); nil before its offset from UTC is known.
    /// How long a failure has lasted, for the "unavailable" lines: "3 min ago"; in words a clock time that does not
    /// tick, "since 2:04 PM" (the relative age without the place's offset).
    func age(of date: Date) -> String {
        guard inWords, let time = clockTime(of: date) else {
            return Phrase.ago(seconds: Int(now.timeIntervalSince(date)), in: language)
        }
        return language.localized("since {0}", time)
    }

    func clockTime(of date: Date) -> String? {
        utcOffsetSeconds.map {
            LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: $0).clock(clock, in: language)
        }
    }
}

extension DetailSections {
    /// The header alone (the place, its time, how fresh the data is): the status line in words reads it each frame
    /// without building the rest.
    /// The side sources the last `r` asked and did not get, while the forecast on screen is the one it brought
    /// (a later load replaces the note with its own freshness).
    static func sidesNotUpdated(_ state: DetailScreen.State, fetchedAt: Date) -> [RefreshRequest.SideFailure] {
        guard let refresh = state.refresh, refresh.outcome == .updated(fetchedAt) else { return [] }
        return refresh.failedSides(language: state.language) { date in
            let age = Phrase.ago(seconds: Int(state.now.timeIntervalSince(date)), in: state.language)
            return state.inWords ? state.clockTime(of: date) ?? age : age
        }
    }

    static func header(_ state: DetailScreen.State) -> DetailHeader {
        let frames = state.iconSet == .unicode ? Spinner.braille : Spinner.ascii
        return DetailHeader(
            place: state.place, localNow: state.localNow, zoneAbbreviation: state.zoneAbbreviation,
            clock: state.clock, language: state.language,
            freshness: state.snapshot.map {
                DetailHeader.Freshness(
                    fetchedAt: $0.fetchedAt, now: state.now, offlineReason: state.offlineReason,
                    isLoading: state.isLoading,
                    // In words no spinner: the line's own "refreshing" says it, and does not move.
                    spinner: state.inWords ? "" : Spinner.frame(at: state.spinnerTick, frames: frames),
                    clockTime: state.inWords ? state.clockTime(of: $0.fetchedAt) : nil,
                    sidesNotUpdated: sidesNotUpdated(state, fetchedAt: $0.fetchedAt))
            })
    }
}
