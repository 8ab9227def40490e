import TerminalUI
import WeatherCore

/// Two rows: the place and its local time, then how fresh the data is (with a spinner while loading).
struct DetailHeader {
    let state: DetailScreen.State

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let place = Line([
            Span(TextLayout.sanitize(state.place.displayName), style: .bold),
            Span("  " + TextLayout.sanitize(state.place.zip), style: .dim),
        ])
        let placeRange = buffer.write(line: place, in: area.row(0))
        let freshness = area.height > 1 ? freshnessLine(width: area.width) : nil
        var freshRange = area.x..<area.x
        if let freshness { freshRange = buffer.write(line: freshness, in: area.row(1)) }

        // The clock goes right of the place, or right of the freshness line when the place leaves no room.
        let time = DetailText.localTime(state.localNow, abbreviation: state.snapshot?.forecast.timezoneAbbreviation ?? "")
        guard let time else { return }
        let width = DisplayWidth.of(time)
        if placeRange.count + 2 + width <= area.width {
            buffer.write(time, x: area.maxX - width, y: area.y)
        } else if area.height > 1, freshRange.count + 2 + width <= area.width {
            buffer.write(time, x: area.maxX - width, y: area.y + 1)
        }
    }

    /// "updated 3 min ago", "offline — data from 2 h ago · no connection" (shorter forms when narrow), with a
    /// spinner in front while loading. Nothing before the first data arrives: the body shows the spinner then.
    private func freshnessLine(width: Int) -> Line? {
        guard let snapshot = state.snapshot else { return nil }
        let spinner = state.isLoading
            ? [Span(Spinner.frame(at: state.spinnerTick, frames: frames) + " ", style: Style(foreground: .cyan))] : []
        let age = RelativeTime.ago(snapshot.fetchedAt, now: state.now)
        let candidates: [Span]
        if let reason = state.offlineReason.map(DetailText.shortReason) {
            let style = Style(foreground: .yellow)
            candidates = [Span("offline — data from \(age) · \(reason)", style: style),
                          Span("offline — \(age) · \(reason)", style: style), Span("offline — \(age)", style: style)]
        } else {
            candidates = [Span(state.isLoading ? "refreshing · updated \(age)" : "updated \(age)", style: .dim)]
        }
        let room = width - spinner.reduce(0) { $0 + $1.width }
        return Line(spinner + [candidates.first { $0.width <= room } ?? candidates[candidates.count - 1]])
    }

    private var frames: [String] { state.iconSet == .unicode ? Spinner.braille : Spinner.ascii }
}
