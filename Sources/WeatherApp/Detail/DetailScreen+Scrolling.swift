import WeatherCore

/// The hour cursor, the chart's window and the daily table's scroll: where they are, and how the reducer keeps
/// them valid when keys move them, a refresh shifts the hours, time passes or the layout changes size.
extension DetailScreen.State {
    /// The index in `hours` of the first hour at or after `time`, else the last one; nil without either. Hours
    /// that passed while the screen was open clamp to the current hour this way.
    static func index(of time: LocalDateTime?, in hours: [Forecast.Hour]) -> Int? {
        guard let time, !hours.isEmpty else { return nil }
        return hours.firstIndex { $0.time >= time } ?? hours.count - 1
    }

    func hourIndex(_ time: LocalDateTime?) -> Int? { Self.index(of: time, in: upcomingHours) }

    /// The cursor's index in `upcomingHours`.
    public var cursorIndex: Int? { hourIndex(cursorHour) }

    /// The index in `upcomingHours` of the chart's first visible hour.
    public var firstVisibleIndex: Int { hourIndex(firstVisibleHour) ?? 0 }

    /// How many hours the chart shows at the width the layout reported; nil before a layout, or while no chart
    /// is drawn (the window then waits for one).
    var visibleHourCount: Int? {
        guard sectionSizes.chartWidth > 0 else { return nil }
        return HourlyChart.geometry(hourCount: upcomingHours.count, chartWidth: sectionSizes.chartWidth, offset: 0)
            .capacity
    }

    /// Puts the cursor and the window back on hours that exist: the same clock hours when they still do, else
    /// the nearest (the current hour when no cursor was set yet); then scrolls the window just enough to show
    /// the cursor, and never past the last hour.
    mutating func settleHours() {
        let hours = upcomingHours
        guard !hours.isEmpty else {
            cursorHour = nil
            firstVisibleHour = nil
            return
        }
        let cursor = Self.index(of: cursorHour, in: hours) ?? 0
        var first = min(Self.index(of: firstVisibleHour, in: hours) ?? cursor, cursor)
        if let capacity = visibleHourCount {
            first = min(max(first, cursor - capacity + 1), max(0, hours.count - capacity))
        }
        cursorHour = hours[cursor].time
        firstVisibleHour = hours[first].time
    }

    /// Moves the cursor an hour or to either end, scrolling the chart when it would leave the window.
    mutating func moveHourCursor(_ move: DetailScreen.HourMove) {
        let hours = upcomingHours
        guard let cursor = Self.index(of: cursorHour, in: hours) else { return }
        let target =
            switch move {
            case .previous: cursor - 1
            case .next: cursor + 1
            case .first: 0
            case .last: hours.count - 1
            }
        cursorHour = hours[min(max(0, target), hours.count - 1)].time
        settleHours()
    }

    /// The furthest the daily table scrolls: the days that do not fit its rows (none while it is not drawn).
    var maxDayScroll: Int {
        let rows = sectionSizes.dayRows
        return rows > 0 ? max(0, upcomingDays.count - rows) : 0
    }

    /// Scrolls the daily table by rows or pages (a page is the rows it shows), within its days.
    mutating func scrollDays(_ scroll: DetailScreen.DayScroll) {
        let step =
            switch scroll {
            case .rows(let n): n
            case .pages(let n): n * max(1, sectionSizes.dayRows)
            }
        dayScroll = min(max(0, dayScroll + step), maxDayScroll)
    }

    /// Keeps the daily table's scroll within its days after they or its rows changed.
    mutating func settleDayScroll() {
        dayScroll = min(dayScroll, maxDayScroll)
    }
}
