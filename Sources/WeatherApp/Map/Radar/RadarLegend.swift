import FoundationEssentials
import TerminalUI
import WeatherCore

/// The layer row while the radar is on: "Radar 5:40 PM · 12 min ago  5:00 PM ···●·· 6:00 PM", then "paused" and
/// the scale's swatches (dBZ) and the credit as room allows. A failure says "radar unavailable: HTTP 500" in the
/// same place and the Map goes on; outside the source's parts (NEXRAD's: the contiguous US, Alaska, Hawaii, Puerto
/// Rico, Guam) it says there is no radar there, and for a place outside its countries "Radar: US only". A source
/// repeating one picture says "radar stale" with the newest frame that did differ. The credit and the words for
/// where it covers are the source's. Times are the focus place's local times.
struct RadarLegend: Widget {
    let radar: RadarLoopState
    let source: RadarSource
    let now: Date?
    let zone: ZoneRules?
    var clock: ClockStyle = .twelve
    let depth: ColorDepth
    /// Whether the view reaches a part of the source at all.
    let covered: Bool
    /// The place is outside the source's countries: the radar is not asked, and the row says so instead.
    var isAbroad = false
    /// The row's words' language; the source's names (its network, its credit's names) stay as they are.
    var language: AppLanguage = .en

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area.row(0))
        if isAbroad {
            let line = Line([
                Span(language.localized("Radar"), style: .bold),
                Span(": " + language.localized("{0} only", source.regionShort), style: MapLayerLegend.problemStyle),
            ])
            buffer.write(line: line.truncated(toWidth: area.width), in: area.row(0))
            return
        }
        var spans = [Span(language.localized("Radar"), style: .bold)]
        if let status {
            spans.append(Span(" · ", style: .dim))
            spans.append(status)
        }
        let paused = radar.isPlaying ? [] : [Span("  " + language.localized("paused"), style: .bold)]
        // What does not fit whole is left out rather than cut: the timeline, then the scale, then the credit.
        let loop = covered && !radar.times.isEmpty ? [Span("  ")] + timeline : []
        for extra in [loop, paused, scale, [Span("  " + credit, style: .dim)]] where !extra.isEmpty {
            if Line(spans + extra).width <= area.width { spans += extra }
        }
        buffer.write(line: Line(spans).truncated(toWidth: area.width), in: area.row(0))
    }

    /// "no radar here" wins, then a stale source, then the failure, then the shown frame's time and age (and a
    /// composite that failed in it), else "loading…".
    var status: Span? {
        guard covered else {
            let words = language.localized(
                "no radar here ({0} covers {1} only)", source.network, Self.region(source.region, in: language))
            return Span(words, style: MapLayerLegend.problemStyle)
        }
        if let stale = radar.stale {
            // The repeated picture is never shown as the present: say so, with the newest frame that moved.
            let since =
                stale.lastDifferent.map { language.localized("newest different frame {0}", clock($0)) }
                ?? language.localized("every frame the same")
            return Span(language.localized("radar stale: {0}", since), style: MapLayerLegend.problemStyle)
        }
        if let problem = radar.problem, radar.shown == nil {
            return Span(
                language.localized("radar unavailable: {0}", TextLayout.sanitize(problem)),
                style: MapLayerLegend.problemStyle)
        }
        guard let time = radar.shownTime else { return nil }
        if radar.isForecastShown {
            let minutes = now.map { max(0, Int(time.timeIntervalSince($0) / 60)) }
            let said =
                switch minutes {
                case nil: language.localized("forecast {0}", clock(time))
                case 0?: language.localized("forecast {0}, now", clock(time))
                case let minutes?: language.localized("forecast {0}, in {1} min", clock(time), String(minutes))
                }
            return Span(said, style: Style(foreground: .cyan, attributes: .italic))
        }
        if radar.shown == nil { return Span("\(clock(time)) · " + language.localized("loading…"), style: .dim) }
        // A frame stepped back (not there yet) says its own time.
        let valid = radar.shown?.validTime ?? time
        let age = now.map { Phrase.ago(seconds: Int($0.timeIntervalSince(valid)), in: language) }
        let missing = (radar.shown?.missing ?? []).map {
            language.localized("no {0} radar", RadarWords.compositeName($0, in: language))
        }
        return Span(language.list([clock(valid), age].compactMap { $0 } + missing))
    }

    /// "5:00 PM ···●·· 6:00 PM": a dot a frame, the shown one filled, one not yet arrived hollow, a stale one ×.
    var timeline: [Span] {
        guard let first = radar.times.first, let last = radar.times.last else { return [] }
        let dots = radar.times.indices.map { index -> String in
            if index == radar.position { return "●" }
            if radar.isStale(index) { return "×" }
            return radar.frames[radar.times[index]] == nil ? "○" : "·"
        }
        var spans = [
            Span(clock(first, saysZone: false) + " ", style: .dim), Span(dots.joined(), style: .bold),
            Span(" " + clock(last, saysZone: false), style: .dim),
        ]
        // The forecast's steps after a divider, hollow diamonds, so radar and forecast are never confused.
        if let end = radar.forecast.last {
            let ahead = radar.forecast.indices.map { radar.position == radar.times.count + $0 ? "◆" : "◇" }
            spans += [
                Span(" ┊ ", style: .dim), Span(ahead.joined(), style: Style(foreground: .cyan)),
                Span(" " + language.localized("{0} forecast", clock(end.time, saysZone: false)), style: .dim),
            ]
        }
        return spans
    }

    /// Each step's swatch with the dBZ it starts at; none without colours.
    var scale: [Span] {
        guard depth.hasColors else { return [Span("  " + language.localized("more dots: heavier"), style: .dim)] }
        return [Span("  ")]
            + RadarRamp.steps(depth).map { step in
                Span(" \(step.dbz) ", style: Style(foreground: step.color.contrastingText, background: step.color))
            } + [Span(" dBZ", style: .dim)]
    }

    /// The credit line, its "Radar:" in the language: the names in it are the source's.
    var credit: String {
        let prefix = "Radar: "
        guard source.credit.hasPrefix(prefix) else { return source.credit }
        return language.localized("Radar: {0}", String(source.credit.dropFirst(prefix.count)))
    }

    /// Where a source covers, as its sentence says it ("the US"), in `language`; a region the app has no words for
    /// stays as the source says it.
    static func region(_ region: String, in language: AppLanguage) -> String {
        region == "the US" ? language.localized("the US") : region
    }

    /// "5:40 PM" (or "17:40") at the place; " UTC" is added where the place's zone is unknown (once: not on the loop's ends).
    private func clock(_ date: Date, saysZone: Bool = true) -> String {
        let offset = zone?.localTime(at: date).offset ?? 0
        return LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: offset).clock(
            clock, in: language)
            + (zone == nil && saysZone ? " UTC" : "")
    }
}
