import FoundationEssentials
import TerminalUI
import WeatherCore

/// The pieces of Home drawn from state: the recent list's alert marker and status, the suggestion dropdown, the
/// loading overlay. The rows themselves are ``RecentRowCells`` laid out by ``RecentColumns``.
enum HomeRows {
    /// "⚠ " (or "! ") in the most severe alert's colour, or nothing.
    static func alertMarker(_ entry: RecentSearch, state: HomeScreen.State) -> Line {
        guard let alerts = entry.lastAlerts, alerts.isActive(at: state.now), state.iconSet != .none else {
            return Line([])
        }
        return Line(
            state.iconSet == .ascii ? "! " : "⚠ ", style: AlertText.style(alerts.severity, colour: alerts.colour))
    }

    /// The recent list's rows, laid out for the list's inside (`inner`).
    static func recentLines(_ state: HomeScreen.State, inner: Rect) -> [Line] {
        let cells = state.recents.enumerated().map { index, entry in
            var cells = RecentRowCells(entry, number: index + 1, state: state)
            guard state.isMarkedRemoved(entry.place.id) else { return cells }
            // Marked removed: no weather, just the word, in the column that is never dropped.
            (cells.marker, cells.temperature, cells.icon, cells.condition, cells.highLow, cells.age) = (
                .empty, Line(state.language.localized("removed")), .empty, .empty, .empty, .empty
            )
            return cells
        }
        // The list's selection gutter, and its scroll marks' column when the rows overflow.
        let scrollable = cells.count > inner.height
        let columns = RecentColumns(cells, width: inner.width - 2 - (scrollable ? 1 : 0))
        return zip(cells, state.recents).map { cells, entry in
            state.isMarkedRemoved(entry.place.id) ? columns.line(cells).adding(.dim) : columns.line(cells)
        }
    }

    /// A dim word on the list's bottom border, right-aligned: "updating…" while a refresh runs; after one that left
    /// places not updated, why ("not updated: no connection"), for as long as some row is still stale. In the
    /// screen's language (the reason is worded in it already).
    static func refreshStatus(_ state: HomeScreen.State) -> String? {
        if !state.refreshing.isEmpty { return state.language.localized("updating…") }
        guard let problem = state.refreshProblem else { return nil }
        let policy = CachePolicy.standard
        let stale = state.recents.contains { entry in
            entry.lastSeenAt.map { !policy.isFresh($0, now: state.now) } ?? true
        }
        return stale ? Phrase.notUpdated(state.language, problem) : nil
    }

    static func renderRefreshStatus(_ state: HomeScreen.State, into buffer: inout Buffer, box: Rect) {
        guard let status = refreshStatus(state), box.width >= 8 else { return }
        let text = " " + TextLayout.truncate(status, toWidth: box.width - 8) + " "
        let x = box.maxX - 2 - DisplayWidth.of(text)
        buffer.write(text, x: x, y: box.maxY - 1, style: .dim)
    }

    /// The dropdown where `HomeLayout.suggestions` put it.
    static func renderSuggestions(
        _ state: HomeScreen.State, dropdown: (box: Rect, inner: Rect, list: ListState), into buffer: inout Buffer
    ) {
        let language = state.language
        let inner = Box(title: language.localized("Suggestions"), border: .plain, clearsInside: true).draw(
            into: &buffer, area: dropdown.box)
        let list = dropdown.list
        let lines = state.suggestions.map { match -> Line in
            var line = Line(match.displayName, style: .bold)
            // The alternate name that found it: typing "sao paulo" and seeing Luanda is otherwise a puzzle.
            if let alias = match.alias { line = line + Line(" (\(alias))", style: .dim) }
            if !match.place.zip.isEmpty { line = line + Line("  \(match.place.zip)", style: .dim) }
            if match.isAlias { line = line + Line("  (\(match.place.city))", style: .dim) }
            if match.zipCount > 1 {
                line = line + Line("  " + language.localized("{0} ZIPs", String(match.zipCount)), style: .dim)
            }
            if match.isOnline { line = line + Line("  " + language.localized("online"), style: .dim) }
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

    /// The online search's quiet line under the prompt: a spinner while it runs, a dim "online search
    /// unavailable" when it failed (offline search still answers).
    static func renderOnlineStatus(_ state: HomeScreen.State, into buffer: inout Buffer, row: Rect) {
        guard let online = state.online, online.query == state.prompt.text else { return }
        switch online.phase {
        case .searching(let tick):
            // In words nothing moves: the label alone.
            let frames = state.inWords ? [] : Spinner.braille
            Spinner(
                tick: tick, label: state.language.localized("Searching online…"), frames: frames, labelStyle: .dim
            ).render(into: &buffer, area: row)
        case .failed(let reason):
            let text = state.language.localized("online search unavailable: {0}", reason)
            buffer.write(line: Line(text, style: .dim).truncated(toWidth: row.width), in: row)
        case .found:
            break
        }
    }

    static func renderLoading(
        _ loading: HomeScreen.Loading, inWords: Bool, language: AppLanguage, into buffer: inout Buffer, area: Rect
    ) {
        let text = language.localized("Loading the weather for {0}…", loading.place.displayName)
        let width = min(area.width - 2, DisplayWidth.of(text) + 8)
        let box = area.centered(width: width, height: 5)
        let inner = Box(title: language.localized("Loading"), focused: true, clearsInside: true).draw(
            into: &buffer, area: box)
        Spinner(tick: loading.tick, label: text, frames: inWords ? [] : Spinner.braille).render(
            into: &buffer, area: inner.row(0).inset(left: 1, right: 1))
        Label(language.localized("Esc cancel"), style: .dim, alignment: .center).render(
            into: &buffer, area: inner.row(2))
    }
}
