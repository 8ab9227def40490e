import TerminalUI

extension DetailView {
    /// A click or drag on the 48-hour chart moves the hour cursor under the pointer; a click on the alerts banner
    /// opens the alerts; the wheel over the daily table scrolls it. Hit-tested on the layout `render` uses.
    public func mouseAction(_ event: MouseEvent, in area: Rect) -> DetailScreen.Action? {
        let state = store.state
        let sections = DetailSections(state)
        let layout = DetailLayout(area: area, body: sections.body, hasBanner: sections.banner != nil)
        let (x, y) = (event.column, event.row)
        switch event.kind {
        case .press(.left), .drag(.left):
            if let body = sections.body, let chart = layout.hourly, chart.contains(x: chart.x, y: y),
                let index = body.hourly.inWords
                    ? body.hourly.hourIndex(atRow: y, in: chart) : body.hourly.hourIndex(atColumn: x, in: chart)
            {
                let time = body.hourly.hours[index].time
                return time == state.cursorHour ? nil : .didPointAtHour(time)
            }
            if event.kind == .press(.left), let banner = layout.banner, banner.contains(x: x, y: y),
                !state.activeAlerts.isEmpty
            {
                return .didPressAlerts
            }
            return nil
        case .wheel(let direction) where layout.daily?.contains(x: x, y: y) == true:
            switch direction {
            case .up: return .didScrollDays(.rows(-1))
            case .down: return .didScrollDays(.rows(1))
            case .left, .right: return nil
            }
        default:
            return nil
        }
    }
}
