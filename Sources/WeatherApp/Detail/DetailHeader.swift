import FoundationEssentials
import TerminalUI
import WeatherCore

/// Two rows: the place and its local time, then how fresh the data is (with a spinner while loading).
struct DetailHeader: Widget, Equatable {
    /// How old the data on screen is and why it may be stale.
    struct Freshness: Equatable {
        var fetchedAt: Date
        var now: Date
        /// Set when the data is not current: a failed refresh, or an offline snapshot.
        var offlineReason: WeatherError?
        var isLoading: Bool
        /// The spinner's frame, shown while loading (none: empty).
        var spinner: String
        /// In words: when the data came as a clock time at the place ("10:07 AM"), said instead of its age, so
        /// nothing ticks.
        var clockTime: String? = nil
        /// After `r` brought the forecast but not every side source: those that failed, "air quality (HTTP 500)".
        var sidesNotUpdated: [RefreshRequest.SideFailure] = []
    }

    var place: Place
    /// Wall-clock time at the place, and its zone's abbreviation ("EST", may be empty).
    var localNow: LocalDateTime?
    var zoneAbbreviation: String
    var clock: ClockStyle = .twelve
    /// The day's language.
    var language: AppLanguage = .en
    /// Nil before the first data arrives: the body shows the spinner then.
    var freshness: Freshness?

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        var place = Line(TextLayout.sanitize(place.displayName), style: .bold)
        // A place outside the US has no ZIP: its name says it all.
        if !self.place.zip.isEmpty { place = place + Line("  " + TextLayout.sanitize(self.place.zip), style: .dim) }
        let placeRange = buffer.write(line: place, in: area.row(0))
        let freshness = area.height > 1 ? freshnessLine(width: area.width) : nil
        var freshRange = area.x..<area.x
        if let freshness { freshRange = buffer.write(line: freshness, in: area.row(1)) }

        // The clock goes right of the place, or right of the freshness line when the place leaves no room.
        guard
            let time = DetailText.localTime(
                localNow, abbreviation: zoneAbbreviation, clock: clock, language: language)
        else { return }
        let width = DisplayWidth.of(time)
        if placeRange.count + 2 + width <= area.width {
            buffer.write(time, x: area.maxX - width, y: area.y)
        } else if area.height > 1, freshRange.count + 2 + width <= area.width {
            buffer.write(time, x: area.maxX - width, y: area.y + 1)
        }
    }

    /// The freshness line's words alone, for the status line in screen-reader mode.
    var statusWords: String? { freshnessLine(width: .max)?.plainText }

    /// "updated 3 min ago", "offline: no connection — data from 2 h ago", "forecast service: HTTP 500 — data from
    /// 2 h ago" (shorter forms when narrow), with a
    /// spinner in front while loading.
    private func freshnessLine(width: Int) -> Line? {
        guard let freshness else { return nil }
        let spinner =
            freshness.isLoading && !freshness.spinner.isEmpty
            ? [Span(freshness.spinner + " ", style: Style(foreground: .cyan))] : []
        let age =
            freshness.clockTime
            ?? Phrase.ago(seconds: Int(freshness.now.timeIntervalSince(freshness.fetchedAt)), in: language)
        let candidates: [Span]
        if let error = freshness.offlineReason {
            // "Offline" only when the network is unreachable; a service that answered with an error is named.
            let style = Style(foreground: .yellow)
            let what = (error.isUnreachable ? Phrase.offline : Phrase.forecastService)(language)
            let reason = error.shortReason(in: language)
            let whatAndWhy = language.localized("{0}: {1}", what, reason)
            candidates = [
                Span(Phrase.dataFrom(language, whatAndWhy, age), style: style),
                Span(language.localized("{0} — {1}", whatAndWhy, age), style: style),
                Span(language.localized("{0} — {1}", reason, age), style: style),
            ]
        } else if !freshness.sidesNotUpdated.isEmpty, !freshness.isLoading {
            // `r` brought the forecast, not all beside it: said as Alerts and the Map say it, the age kept first.
            let failed = language.list(freshness.sidesNotUpdated.map(\.text))
            let style = Style(foreground: .yellow)
            let names = language.list(freshness.sidesNotUpdated.map(\.name))
            candidates = [
                Span(Phrase.updated(language, age) + " · " + Phrase.notUpdated(language, failed), style: style),
                Span(Phrase.notUpdated(language, failed), style: style),
                Span(Phrase.notUpdated(language, names), style: style),
            ]
        } else {
            let said = (freshness.isLoading ? Phrase.refreshingUpdated : Phrase.updated)(language, age)
            candidates = [Span(said, style: .dim)]
        }
        let room = width - spinner.reduce(0) { $0 + $1.width }
        return Line(spinner + [candidates.first { $0.width <= room } ?? candidates[candidates.count - 1]])
    }
}
