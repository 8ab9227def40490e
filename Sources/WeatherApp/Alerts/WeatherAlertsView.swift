import FoundationEssentials
import Lasso
import TerminalUI
import WeatherCore

/// Draws the Alerts screen: the list, or one alert's full text. Holds no state of its own.
public struct WeatherAlertsView: ScreenView {
    public typealias Module = WeatherAlertsScreen
    public let store: ViewStore<WeatherAlertsScreen.State, WeatherAlertsScreen.Action>

    public init(store: ViewStore<WeatherAlertsScreen.State, WeatherAlertsScreen.Action>) {
        self.store = store
    }

    public var breadcrumb: String { store.state.language.localized("Alerts") }

    /// In words: how the last `r` went, its times as clock times at the place.
    public var statusWords: String? { store.state.inWords ? refreshNote : nil }

    /// How the last `r` went ("updated 3 min ago"; in words, "updated 10:07 AM"); nil before any.
    var refreshNote: String? {
        let state = store.state
        let clockTime = { (date: Date) in
            AlertText.localTime(
                date, utcOffsetSeconds: state.utcOffsetSeconds, zone: state.zone, clock: state.clock,
                language: state.language)
        }
        return state.refresh?.note(
            now: state.now, language: state.language, clockTime: state.inWords ? clockTime : nil)
    }

    public var keyMap: KeyMap<WeatherAlertsScreen.Action> { WeatherAlertsScreen.keyMap(store.state) }

    /// Wrapping and scroll limits depend on the size, which only layout knows: it reports the size and the open
    /// alert's text wrapped to it, so the reducer scrolls within lines it never wraps itself.
    public func layout(in area: Rect) {
        let state = store.state
        let lineCount =
            state.readingAlert.map {
                AlertFullText.lines($0, width: max(0, area.width - 2), language: state.language).count
            } ?? 0
        if state.width != area.width || state.height != area.height || state.lineCount != lineCount {
            store.send(.didLayout(width: area.width, height: area.height, lineCount: lineCount))
        }
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        buffer.fill(area)
        let content = area.inset(left: 1, right: 1)
        let language = state.language
        let place = AlertText.oneLine(state.place.displayName)
        var focus: (x: Int, y: Int)?
        switch state.content {
        case .loading:
            centred(
                [Line(language.localized("Loading alerts for {0}…", place), style: .dim)], into: &buffer,
                area: content)
        case .failed(.noOfficialSource(let country)):
            // Not a failure to retry: there is nothing to ask.
            centred(
                [Line(AlertText.note(.noOfficialSource(country), language: language))], into: &buffer, area: content)
        case .failed(let error):
            let message = TextLayout.wrap(Self.sentence(error, language: language), width: min(content.width, 60))
                .map { Line($0) }
            centred(
                [
                    Line(
                        language.localized("Couldn't load the alerts."),
                        style: Style(foreground: .red, attributes: .bold))
                ]
                    + message + [Line(language.localized("Press r to retry."), style: .dim)], into: &buffer,
                area: content)
        case .loaded:
            if state.alerts.isEmpty {
                centred(
                    [Line(language.localized("No active alerts for {0}", place))], into: &buffer, area: content)
            } else if let alert = state.readingAlert {
                let page = AlertTextPage(alert: alert, lines: state.textLines, scroll: state.scroll, state: state)
                page.render(into: &buffer, area: content)
                focus = page.firstTextRow(in: content)
            } else {
                list.render(into: &buffer, area: content)
                // The selected alert's title, after the "▶ " marker.
                focus = list.placed(in: content).first { $0.index == state.selected }.map { ($0.rows.x + 2, $0.rows.y) }
            }
        }
        if let refresh = state.refresh, area.height > 2 {
            // On the bottom row, right-aligned and dim: how the last `r` went.
            let said = refreshNote ?? ""
            let note = " " + TextLayout.truncate(said, toWidth: content.width - 2) + " "
            let style: Style = if case .failed = refresh.outcome { Style(foreground: .yellow) } else { .dim }
            buffer.write(note, x: content.maxX - DisplayWidth.of(note), y: area.maxY - 1, style: style)
        }
        return focus
    }

    /// The alerts list as drawn in `area`'s content.
    var list: AlertList {
        let state = store.state
        return AlertList(
            alerts: state.alerts, ownCount: state.ownAlerts.count, selected: state.selected, state: state)
    }

    /// A click on an alert in the list opens it; the wheel scrolls the text, or moves through the list.
    public func mouseAction(_ event: MouseEvent, in area: Rect) -> WeatherAlertsScreen.Action? {
        let state = store.state
        guard case .loaded = state.content, !state.alerts.isEmpty else { return nil }
        let reading = state.readingAlert != nil
        switch event.kind {
        case .press(.left) where !reading:
            let hit = list.placed(in: area.inset(left: 1, right: 1)).first {
                $0.rows.contains(x: event.column, y: event.row)
            }
            return hit.map { .didOpenAlert($0.index) }
        case .wheel(.up): return reading ? .didScroll(.lines(-1)) : .didMoveSelection(-1)
        case .wheel(.down): return reading ? .didScroll(.lines(1)) : .didMoveSelection(1)
        default: return nil
        }
    }

    /// The failure in a full sentence, in `language`: the network's own words when the request failed.
    static func sentence(_ error: AlertsError, language: AppLanguage = .en) -> String {
        AlertText.sentence(error, language: language)
    }

    private func centred(_ lines: [Line], into buffer: inout Buffer, area: Rect) {
        let top = area.y + max(0, (area.height - lines.count) / 2)
        for (i, line) in lines.enumerated() where top + i < area.maxY {
            buffer.write(line: line.truncated(toWidth: area.width), in: area.row(top + i - area.y), alignment: .center)
        }
    }
}

/// The list: four rows an alert (event; severity, urgency, certainty; when and who; the areas) and a blank row.
/// The place's own alerts come first (`ownCount` of them); the rest of the country's follow under "Elsewhere in
/// <country>", written on the blank row above the first of them.
struct AlertList: Widget {
    var alerts: [WeatherAlert]
    var ownCount: Int
    var selected: Int
    var state: WeatherAlertsScreen.State

    static let rowsPerAlert = 5

    func render(into buffer: inout Buffer, area: Rect) {
        let titleRow = area.splitTop(2).0
        let place = AlertText.oneLine(state.place.displayName)
        let language = state.language
        let title =
            switch ownCount {
            case 0: language.localized("No active alerts for {0}", place)
            case 1: language.localized("1 active alert for {0}", place)
            default: language.localized("{0} active alerts for {1}", String(ownCount), place)
            }
        buffer.write(line: Line(title, style: .bold).truncated(toWidth: titleRow.width), in: titleRow.row(0))
        for (index, rows) in placed(in: area) {
            draw(alerts[index], selected: index == selected, into: &buffer, area: rows)
            if index == ownCount, rows.y > area.y {
                let country = AlertText.oneLine(state.place.countryName(in: language))
                let heading = Line(language.localized("Elsewhere in {0}", country), style: .bold)
                buffer.write(line: heading.truncated(toWidth: area.width), in: area.row(rows.y - 1 - area.y))
            }
        }
    }

    /// The alerts shown in `area` (scrolled to keep the selection in view) and the rows each takes: drawing and
    /// clicks both use it.
    func placed(in area: Rect) -> [(index: Int, rows: Rect)] {
        let rest = area.splitTop(2).1
        let visible = max(1, (rest.height + 1) / Self.rowsPerAlert)
        let first = max(0, selected - visible + 1)
        return alerts.indices.dropFirst(first).prefix(visible).enumerated().map { offset, index in
            (
                index,
                Rect(x: rest.x, y: rest.y + offset * Self.rowsPerAlert, width: rest.width, height: 4)
                    .intersection(rest)
            )
        }
    }

    private func draw(_ alert: WeatherAlert, selected: Bool, into buffer: inout Buffer, area: Rect) {
        // The selection is the marker and reverse video on the event, which keeps its severity's colour.
        let eventStyle = AlertText.style(alert).adding(selected ? .reverse : [])
        let when = AlertText.span(
            alert, utcOffsetSeconds: state.utcOffsetSeconds, zone: state.zone, clock: state.clock, now: state.now,
            language: state.language)
        let source = [when, AlertText.oneLine(alert.credit(in: state.language))].filter { !$0.isEmpty }
        let lines = [
            Line([Span(selected ? "▶ " : "  ", style: .bold), Span(AlertText.oneLine(alert.event), style: eventStyle)]),
            Line("  " + AlertText.grades(alert, language: state.language), style: .dim),
            Line("  " + source.joined(separator: " · ")),
            Line("  " + AlertText.oneLine(alert.areaDesc), style: .dim),
        ]
        for (i, line) in lines.enumerated() where i < area.height {
            buffer.write(line: line.truncated(toWidth: area.width), in: area.row(i))
        }
    }
}

/// One alert's full text: the event and when, then the wrapped text from `scroll`, and where in it you are.
struct AlertTextPage: Widget {
    var alert: WeatherAlert
    var lines: [Line]
    var scroll: Int
    var state: WeatherAlertsScreen.State

    func render(into buffer: inout Buffer, area: Rect) {
        guard area.height >= 3 else { return }
        let offset = state.utcOffsetSeconds
        let title = Line([
            Span(AlertText.oneLine(alert.event), style: AlertText.style(alert)),
            Span("  " + AlertText.grades(alert, language: state.language), style: .dim),
        ])
        buffer.write(line: title.truncated(toWidth: area.width), in: area.row(0))
        let when = [
            AlertText.span(
                alert, utcOffsetSeconds: offset, zone: state.zone, clock: state.clock, now: state.now,
                language: state.language),
            AlertText.oneLine(alert.credit(in: state.language)),
        ]
        .filter { !$0.isEmpty }.joined(separator: " · ")
        buffer.write(line: Line(when, style: .dim).truncated(toWidth: area.width), in: area.row(1))
        let (textArea, footer) = Self.split(area)
        for (i, line) in lines.dropFirst(scroll).prefix(textArea.height).enumerated() {
            buffer.write(line: line, in: textArea.row(i))
        }
        guard lines.count > textArea.height else { return }
        let last = min(lines.count, scroll + textArea.height)
        let position =
            "▲▼ "
            + state.language.localized("lines {0}–{1} of {2}", String(scroll + 1), String(last), String(lines.count))
        buffer.write(line: Line(position, style: .dim).truncated(toWidth: footer.width), in: footer, alignment: .right)
    }

    /// Under the event and when: the text's rows, and the footer row that says where in it you are.
    private static func split(_ area: Rect) -> (text: Rect, footer: Rect) { area.inset(top: 2).splitBottom(1) }

    /// The first cell of the first line of text shown: where the focus is while reading.
    func firstTextRow(in area: Rect) -> (x: Int, y: Int)? {
        let text = Self.split(area).text
        return area.height >= 3 && !text.isEmpty ? (text.x, text.y) : nil
    }
}

extension WeatherAlertsScreen.State {
    /// The open alert's full text in lines at the current width (the view's text column); none with no text open.
    var textLines: [Line] {
        guard let alert = readingAlert else { return [] }
        return AlertFullText.lines(alert, width: max(0, width - 2), language: language)
    }
}
