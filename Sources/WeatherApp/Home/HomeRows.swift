import Foundation
import TerminalUI
import WeatherCore

/// The pieces of Home drawn from state: recent rows, the suggestion dropdown, the loading overlay.
enum HomeRows {
    /// "1 New York, NY  10001          72°F ☀  3 min ago": the temperature and its age right-aligned.
    static func recent(_ entry: RecentSearch, number: Int, state: HomeScreen.State, width: Int) -> Line {
        var left = Line([
            Span(number <= 9 ? "\(number) " : "  ", style: .dim),
            Span(entry.place.displayName, style: .bold),
            Span(" \(entry.place.zip)", style: .dim),
        ])
        var right = Line([])
        if let temperature = entry.lastTemperature {
            let units = entry.lastUnits ?? state.units
            let icon = WeatherCode.icon(for: entry.lastWeatherCode, state.iconSet, isDay: true)
            right = right + Line(Units.temperature(temperature, units), style: .bold)
            if !icon.isEmpty { right = right + Line(" \(icon)") }
        }
        if let seen = entry.lastSeenAt {
            right = right + Line("  \(RelativeTime.ago(seen, now: state.now))", style: .dim)
        }
        let gap = width - left.width - right.width
        guard gap >= 2 else {
            left = left.truncated(toWidth: width)
            return left
        }
        return left + Line(String(repeating: " ", count: gap)) + right
    }

    static func renderSuggestions(_ state: HomeScreen.State, into buffer: inout Buffer, below prompt: Rect, within content: Rect) {
        let rows = min(state.suggestions.count, max(1, content.maxY - prompt.maxY - 3), 8)
        let box = Rect(x: prompt.x + 1, y: prompt.maxY + 1, width: min(prompt.width - 2, 56), height: rows + 2)
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

    static func renderLoading(_ loading: HomeScreen.Loading, into buffer: inout Buffer, area: Rect) {
        let text = "Loading the weather for \(loading.place.displayName)…"
        let width = min(area.width - 2, DisplayWidth.of(text) + 8)
        let box = area.centered(width: width, height: 5)
        let inner = Box(title: "Loading", focused: true, clearsInside: true).draw(into: &buffer, area: box)
        Spinner(tick: loading.tick, label: text).render(into: &buffer, area: inner.row(0).inset(left: 1, right: 1))
        Label("Esc cancel", style: .dim, alignment: .center).render(into: &buffer, area: inner.row(2))
    }
}
