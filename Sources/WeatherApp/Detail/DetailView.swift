import Lasso
import TerminalUI
import WeatherCore

/// Draws Detail and turns keys into Detail's Actions. Holds no state of its own. Esc and Backspace are left to
/// the shell, which pops the screen.
public struct DetailView: ScreenView {
    public typealias Module = DetailScreen
    public let store: ViewStore<DetailScreen.State, DetailScreen.Action>

    public static let attribution = "Weather data by Open-Meteo.com"

    public init(store: ViewStore<DetailScreen.State, DetailScreen.Action>) {
        self.store = store
    }

    public var breadcrumb: String { TextLayout.sanitize(store.state.place.displayName) }

    /// In words: how the last `r` went, else how fresh the data is, its times as clock times at the place.
    public var statusWords: String? {
        let state = store.state
        guard state.inWords else { return nil }
        if let refresh = state.refresh {
            return refresh.note(now: state.now, language: state.language) {
                state.clockTime(of: $0) ?? Phrase.ago(seconds: Int(state.now.timeIntervalSince($0)), in: state.language)
            }
        }
        return DetailSections.header(state).statusWords
    }

    public var keyMap: KeyMap<DetailScreen.Action> { DetailScreen.keyMap(store.state) }

    /// The hour cursor's window and the daily table's scroll depend on the sizes the sections get, which only
    /// layout knows: the shell calls this before each frame, and new sizes reach the store before anything is drawn.
    public func layout(in area: Rect) {
        let state = store.state
        let sections = DetailSections(state)
        let layout = DetailLayout(area: area, body: sections.body, hasBanner: sections.banner != nil)
        let sizes = DetailScreen.SectionSizes(
            chartWidth: layout.hourly.map(HourlyChart.chartWidth(in:)) ?? 0,
            dayRows: layout.daily.map { max(0, $0.height - 1) } ?? 0)
        if state.sectionSizes != sizes { store.send(.didLayout(sizes)) }
    }

    public func render(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        let state = store.state
        let sections = DetailSections(state)
        buffer.fill(area)
        let layout = DetailLayout(area: area, body: sections.body, hasBanner: sections.banner != nil)
        var focus: (x: Int, y: Int)?
        sections.header.render(into: &buffer, area: layout.header)
        if let banner = sections.banner, let rect = layout.banner { banner.render(into: &buffer, area: rect) }
        if let body = sections.body {
            if let rect = layout.current { body.current.render(into: &buffer, area: rect) }
            if let outlook = body.outlook, let rect = layout.outlook { outlook.render(into: &buffer, area: rect) }
            if let rect = layout.hourly {
                body.hourly.render(into: &buffer, area: rect)
                focus = body.hourly.readoutRow(in: rect)
            }
            if let rect = layout.readout {
                body.hourly.renderReadout(into: &buffer, row: rect)
                focus = (rect.x, rect.y)
            }
            if let rect = layout.daily {
                body.daily.render(into: &buffer, area: rect)
                // Its first day row shown, under the title rule.
                if state.daysHaveFocus, rect.height >= 2 { focus = (rect.x, rect.y + 1) }
            }
        } else if let error = state.failureWithoutData {
            Self.renderFailure(error, into: &buffer, area: layout.body, language: state.language)
        } else {
            let label = state.language.localized("Loading {0}…", breadcrumb)
            let frames = state.iconSet == .unicode ? Spinner.braille : Spinner.ascii
            // In words nothing moves: the label alone.
            let line = state.inWords ? Line(label) : Spinner(tick: state.spinnerTick, label: label, frames: frames).line
            buffer.write(line: line, in: layout.body.row(layout.body.height / 2), alignment: .center)
        }
        buffer.write(
            line: Line(Phrase.attribution(state.language), style: .dim), in: layout.footer, alignment: .right)
        return focus
    }

    /// The error in words, then how to retry, centred in the body.
    static func renderFailure(
        _ error: WeatherError, into buffer: inout Buffer, area: Rect, language: AppLanguage = .en
    ) {
        guard area.height >= 1 else { return }
        let room = area.height - 2
        let message =
            room > 0 ? Label.wrappedLines(error.message(in: language), width: min(area.width, 60), height: room) : []
        var shown =
            [Line(language.localized("Couldn't load the forecast."), style: Style(foreground: .red, attributes: .bold))]
            + message.map { Line($0) } + [Line(language.localized("Press r to retry."), style: .dim)]
        if shown.count > area.height { shown = [shown[shown.count - 1]] }
        let top = area.y + max(0, (area.height - shown.count) / 2)
        for (i, line) in shown.enumerated() where top + i < area.maxY {
            buffer.write(line: line, in: area.row(top + i - area.y), alignment: .center)
        }
    }
}
