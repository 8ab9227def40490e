import FoundationEssentials
import TerminalUI
import WeatherCore

/// The pieces of Home drawn from state: recent rows, the suggestion dropdown, the loading overlay.
enum HomeRows {
    /// "1 New York, NY  10001          72°F ☀  3 min ago": the temperature and its age right-aligned.
    static func recent(_ entry: RecentSearch, number: Int, state: HomeScreen.State, width: Int) -> Line {
        let left = Line([
            Span(number <= 9 ? "\(number) " : "  ", style: .dim),
            Span(entry.place.displayName, style: .bold),
            Span(" \(entry.place.zip)", style: .dim),
        ])
        // Narrow rows keep the temperature longest: the age goes first, then the icon.
        for right in rightParts(entry, state: state) {
            let gap = width - left.width - right.width
            if gap >= 2 { return left + Line(String(repeating: " ", count: gap)) + right }
        }
        return left.truncated(toWidth: width)
    }

    /// The right-hand side of a recent row, from the fullest form to the barest. A place that had active alerts
    /// at their last fetch (and whose alerts have not ended since) keeps a ⚠ in the severity's colour in every form.
    static func rightParts(_ entry: RecentSearch, state: HomeScreen.State) -> [Line] {
        let age = entry.lastSeenAt.map { Line("  \(RelativeTime.ago($0, now: state.now))", style: .dim) } ?? Line([])
        let marker = alertMarker(entry, state: state)
        guard let temperature = entry.lastTemperature else { return [marker + age, marker] }
        let reading = Line(Units.temperature(temperature, entry.lastUnits ?? state.units), style: .bold)
        let icon = WeatherCode.icon(for: entry.lastWeatherCode, state.iconSet, isDay: true)
        let withIcon = icon.isEmpty ? reading : reading + Line(" \(icon)")
        return [marker + withIcon + age, marker + withIcon, marker + reading]
    }

    /// "⚠ " (or "! ") in the most severe alert's colour, or nothing.
    static func alertMarker(_ entry: RecentSearch, state: HomeScreen.State) -> Line {
        guard let alerts = entry.lastAlerts, alerts.isActive(at: state.now), state.iconSet != .none else {
            return Line([])
        }
        return Line(state.iconSet == .ascii ? "! " : "⚠ ", style: AlertText.style(alerts.severity))
    }

    static func renderSuggestions(
        _ state: HomeScreen.State, into buffer: inout Buffer, below prompt: Rect, within content: Rect
    ) {
        let (box, rows) = suggestionBox(count: state.suggestions.count, below: prompt, within: content)
        let inner = Box(title: "Suggestions", border: .plain, clearsInside: true).draw(into: &buffer, area: box)
        var list = ListState(itemCount: state.suggestions.count, selected: state.suggestionIndex, pageSize: rows)
        list.select(state.suggestionIndex)
        let lines = state.suggestions.map { match -> Line in
            var line = Line([Span(match.displayName, style: .bold), Span("  \(match.place.zip)", style: .dim)])
            if match.isAlias { line = line + Line("  (\(match.place.city))", style: .dim) }
            if match.zipCount > 1 { line = line + Line("  \(match.zipCount) ZIPs", style: .dim) }
            return line
        }
        ListView(rows: lines, state: list, focused: state.suggestionIndex != nil).render(into: &buffer, area: inner)
    }

    /// The dropdown's frame and how many suggestions it shows: a row below the prompt, a column in from its
    /// border, at most 56 columns wide and 8 suggestions tall, and at least one suggestion even when short of rows.
    static func suggestionBox(count: Int, below prompt: Rect, within content: Rect) -> (box: Rect, rows: Int) {
        let under = Rect(
            x: prompt.x + 1, y: prompt.maxY + 1, width: prompt.width - 2, height: content.maxY - prompt.maxY - 1)
        let rows = min(count, max(1, under.height - 2), 8)
        let column = Layout.horizontal([.length(56), .fill(1)]).split(under)[0]
        return (Rect(x: column.x, y: column.y, width: column.width, height: rows + 2), rows)
    }

    static func renderLoading(_ loading: HomeScreen.Loading, into buffer: inout Buffer, area: Rect) {
        let text = "Loading the weather for \(loading.place.displayName)…"
        let width = min(area.width - 2, DisplayWidth.of(text) + 8)
        let box = area.centered(width: width, height: 5)
        let inner = Box(title: "Loading", focused: true, clearsInside: true).draw(into: &buffer, area: box)
        Spinner(tick: loading.tick, label: text).render(into: &buffer, area: inner.row(0).inset(left: 1, right: 1))
        Label("Esc cancel", style: .dim, alignment: .center).render(into: &buffer, area: inner.row(2))
    }
}
