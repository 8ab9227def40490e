import TerminalUI

/// Where each of Detail's sections goes in the body area. Sections are dropped in priority order when rows run
/// out: the header and the licence footer always stay, then the current conditions, the 48-hour chart (shrunk to
/// its hour cursor's readout line when it has no room, as at 40×12), and the daily table. Spare rows become blank
/// lines between sections.
struct DetailLayout: Equatable {
    var header: Rect
    /// The alerts banner (or the quiet note that alerts are unavailable) right under the header, when there is one.
    var banner: Rect?
    var current: Rect?
    /// The next two hours and the air quality, right under the current conditions (no blank row between).
    var outlook: Rect?
    var hourly: Rect?
    /// The hour cursor's readout alone, when the chart does not fit.
    var readout: Rect?
    var daily: Rect?
    var footer: Rect
    /// The rows between header and footer, for the loading and error messages.
    var body: Rect

    init(area: Rect, body sections: DetailSections.Body?, hasBanner: Bool = false) {
        let content = area.inset(left: 1, right: 1)
        let (top, footer) = content.splitBottom(1)
        var (header, rest) = top.splitTop(top.height >= 6 ? 2 : 1)
        if hasBanner, rest.height >= 2 {
            let (banner, below) = rest.splitTop(1)
            self.banner = banner
            rest = below
        }
        self.header = header
        self.footer = footer
        body = rest
        guard let sections else { return }

        var available = rest.height
        // The outlook's rows (rain, air quality) come before the current panel's last lines of details, as long as
        // the panel keeps its big temperature (4 rows).
        // The normals' row ("3° warmer than normal") is the first to go: it never costs the panel, the rain or the
        // air their rows, and it is given only where the chart and the table keep their least.
        let outlookWanted =
            sections.outlook?.height(width: rest.width, available: available, includingNormals: false) ?? 0
        let normalsWanted = (sections.outlook?.height(width: rest.width, available: available) ?? 0) - outlookWanted
        let currentHeight = sections.current.height(
            width: rest.width, available: available - outlookWanted >= 4 ? available - outlookWanted : available)
        available -= currentHeight
        var outlookHeight = currentHeight > 0 ? min(outlookWanted, available) : 0
        if currentHeight > 0, normalsWanted > 0,
            available - outlookHeight - 1 >= HourlyChart.minimumHeight + DailyTable.minimumHeight
        {
            outlookHeight += 1
        }
        available -= outlookHeight
        let dailyWanted = sections.daily.preferredHeight
        var hourlyHeight = 0
        var dailyHeight = 0
        if available >= HourlyChart.minimumHeight + dailyWanted {
            dailyHeight = dailyWanted
            hourlyHeight = min(HourlyChart.maximumHeight, available - dailyWanted)
        } else if available >= HourlyChart.minimumHeight + DailyTable.minimumHeight {
            hourlyHeight = HourlyChart.minimumHeight
            dailyHeight = available - hourlyHeight
        } else if available >= HourlyChart.minimumHeight {
            hourlyHeight = available
        } else if available >= 1 + DailyTable.minimumHeight {
            dailyHeight = available - 1
        }
        let readoutHeight = hourlyHeight == 0 && available > dailyHeight ? 1 : 0

        // One blank row before each section while rows are spare, top first.
        var spare = available - hourlyHeight - readoutHeight - dailyHeight
        var y = rest.y
        func place(_ height: Int) -> Rect? {
            guard height > 0 else { return nil }
            if spare > 0 {
                y += 1
                spare -= 1
            }
            defer { y += height }
            return Rect(x: rest.x, y: y, width: rest.width, height: height)
        }
        current = place(currentHeight)
        if outlookHeight > 0 {
            outlook = Rect(x: rest.x, y: y, width: rest.width, height: outlookHeight)
            y += outlookHeight
        }
        hourly = place(hourlyHeight)
        readout = place(readoutHeight)
        daily = place(dailyHeight)
    }
}
