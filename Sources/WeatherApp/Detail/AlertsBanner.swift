import FoundationEssentials
import TerminalUI
import WeatherCore

/// The row under Detail's header: the most severe active alert and until when, in its severity's colour, with
/// how many more there are; or, when alerts could not be fetched, one quiet dim line saying so.
struct AlertsBanner: Widget, Equatable {
    var alerts: [WeatherAlert]
    var note: String?
    /// Since when the note's failure lasts ("3 min ago"), after the note where it fits.
    var noteAge: String?
    var utcOffsetSeconds: Int?
    var zone: ZoneRules?
    var iconSet: IconSet
    var clock: ClockStyle
    /// What "ended" is told against; nil never says it.
    var now: Date?
    /// The banner's words and days; the event stays as issued.
    var language: AppLanguage = .en

    /// Nil when there is nothing to say: no banner and no empty row.
    init?(
        alerts: [WeatherAlert], note: String?, noteAge: String? = nil, utcOffsetSeconds: Int?, zone: ZoneRules? = nil,
        iconSet: IconSet, clock: ClockStyle = .twelve, now: Date? = nil
    ) {
        self.noteAge = noteAge
        guard !alerts.isEmpty || note != nil else { return nil }
        self.clock = clock
        self.now = now
        self.zone = zone
        self.alerts = alerts
        self.note = note
        self.utcOffsetSeconds = utcOffsetSeconds
        self.iconSet = iconSet
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        guard let worst = alerts.first else {
            guard let note else { return }
            let aged = Line(noteAge.map { language.list([note, $0]) } ?? note, style: .dim)
            let shown = aged.width <= area.width ? aged : Line(note, style: .dim)
            buffer.write(line: shown.truncated(toWidth: area.width), in: area.row(0))
            return
        }
        let icon = iconSet == .ascii ? "!" : iconSet == .none ? "" : "⚠"
        let until = AlertText.until(
            worst, utcOffsetSeconds: utcOffsetSeconds, zone: zone, clock: clock, now: now, language: language)
        let main = [icon, AlertText.oneLine(worst.event), until].filter { !$0.isEmpty }.joined(separator: " ")
        var spans = [Span(main, style: AlertText.style(worst))]
        if alerts.count > 1 {
            spans.append(Span(" · " + language.localized("+{0} more", String(alerts.count - 1)), style: .bold))
        }
        let line = Line(spans)
        let hint = Line("  a " + language.localized("details"), style: .dim)
        buffer.write(
            line: line.width + hint.width <= area.width ? line + hint : line.truncated(toWidth: area.width),
            in: area.row(0))
    }
}
