import FoundationEssentials
import TerminalUI
import WeatherCore

/// One recent place's row as separate cells, before ``RecentColumns`` lays them out: number, name and ZIP (if any), the
/// alert marker, then the latest conditions (temperature, icon, words, today's high and low) and their age.
///
/// Fresh data (under 10 minutes old) is drawn plainly with no age; older data, a refresh that failed or one not yet
/// made, is dimmed and says how old it is ("2 h ago"); a place never seen shows "—".
struct RecentRowCells: Equatable {
    var number: String
    var name: String
    var zip: String
    var marker: Line
    var temperature: Line
    var icon: Line
    var condition: Line
    var highLow: Line
    var age: Line

    init(_ entry: RecentSearch, number: Int, state: HomeScreen.State) {
        self.number = number <= 9 ? "\(number)" : ""
        name = entry.place.displayName
        zip = entry.place.zip
        marker = HomeRows.alertMarker(entry, state: state)
        let units = state.units(at: entry.place)
        guard let conditions = entry.lastConditions?.converted(to: units) else {
            (temperature, icon, condition, highLow, age) = (
                Line(Units.missing, style: .dim), .empty, .empty, .empty, .empty
            )
            return
        }
        let fresh = CachePolicy.standard.isFresh(conditions.fetchedAt, now: state.now)
        let dim: Style.Attributes = fresh ? [] : .dim
        temperature = Line(Units.temperature(conditions.temperature, units), style: fresh ? .bold : .dim)
        let symbol = WeatherCode.icon(for: conditions.weatherCode, state.iconSet, isDay: conditions.isDay)
        icon = Line(symbol).adding(dim)
        condition =
            conditions.weatherCode == nil
            ? .empty : Line(WeatherCode.description(for: conditions.weatherCode, in: state.language)).adding(dim)
        highLow =
            conditions.high == nil && conditions.low == nil
            ? .empty
            : Line(
                state.language.localized(
                    "H {0} L {1}", Units.degrees(conditions.high), Units.degrees(conditions.low))
            ).adding(dim)
        let said =
            state.inWords
            ? state.clockTime(of: conditions.fetchedAt)
            : RelativeTime.ago(conditions.fetchedAt, now: state.now, in: state.language)
        age = fresh ? .empty : Line(said, style: .dim)
    }

    /// The ZIP's columns after the name, with its space; none for a place that has no ZIP (outside the US).
    var zipWidth: Int { zip.isEmpty ? 0 : 1 + zip.count }
}

/// The columns of Home's recent list, shared by every row so the values line up, and dropped by priority when the
/// list is narrow: the condition's words first, then today's high and low, then the age, then the icon; the
/// temperature stays. The name takes what is left (at least ``nameMinimum``), its ZIP only when it fits whole.
struct RecentColumns: Equatable {
    static let nameMinimum = 12
    /// At most this many blank cells between the widest name and the temperature.
    static let nameGap = 12
    /// The condition's words are cut to this ("Thunderstorm with…").
    static let conditionMaximum = 16

    /// Cells per column, in drawing order; 0 is a column left out.
    var temperature = 0
    var icon = 0
    var condition = 0
    var highLow = 0
    var age = 0
    /// Each column's cells within the row, from `Layout` (computed once for every row).
    private(set) var areas: [Rect] = []

    init(_ rows: [RecentRowCells], width: Int) {
        func widest(_ cell: (RecentRowCells) -> Line) -> Int { rows.map { cell($0).width }.max() ?? 0 }
        temperature = widest { $0.marker + $0.temperature }
        var room = width - 2 - Self.nameMinimum - (temperature + 1)
        // Priority order: each column goes in only if it (and a space before it) still fits.
        func fit(_ wanted: Int) -> Int {
            guard wanted > 0, wanted + 1 <= room else { return 0 }
            room -= wanted + 1
            return wanted
        }
        icon = fit(widest(\.icon))
        age = fit(widest(\.age))
        highLow = fit(widest(\.highLow))
        condition = fit(min(Self.conditionMaximum, widest(\.condition)))
        // The name takes what is left, but on a wide list no more than its widest and a gap: the weather stays
        // next to the names rather than across the window, and the rest is blank at the end.
        let widestName = rows.map { DisplayWidth.of($0.name) + $0.zipWidth }.max() ?? 0
        let nameWanted = max(Self.nameMinimum, widestName) + Self.nameGap
        var constraints: [Layout.Constraint] = [
            .length(1), .fill(1), .length(temperature), .length(icon), .length(condition), .length(highLow),
            .length(age),
        ]
        if room > nameWanted - Self.nameMinimum + 1 {
            constraints[1] = .length(nameWanted)
            constraints.append(.fill(1))
        }
        areas = Layout.horizontal(constraints, spacing: 1).split(Rect(x: 0, y: 0, width: width, height: 1))
    }

    /// The row as one line, as wide as the list's rows.
    func line(_ row: RecentRowCells) -> Line {
        let nameWidth = areas[1].width
        var name = Line(row.name, style: .bold)
        if !row.zip.isEmpty, name.width + row.zipWidth <= nameWidth { name = name + Line(" \(row.zip)", style: .dim) }
        let cells: [(Line, Alignment)] = [
            (Line(row.number, style: .dim), .left), (name, .left), (row.marker + row.temperature, .right),
            (row.icon, .left), (row.condition, .left), (row.highLow, .left), (row.age, .right),
        ]
        var spans: [Span] = []
        var x = 0
        for ((cell, alignment), area) in zip(cells, areas) where area.width > 0 {
            let text = cell.truncated(toWidth: area.width)
            let lead = area.x - x + TextLayout.leadingGap(area.width - text.width, alignment: alignment)
            if lead > 0 { spans.append(Span(TextLayout.spaces(lead))) }
            spans += text.spans
            x = area.x + TextLayout.leadingGap(area.width - text.width, alignment: alignment) + text.width
        }
        return Line(spans)
    }
}

extension HomeScreen.State {
    /// In words, when data came: a clock time in the user's zone ("from 10:07 AM"), or UTC without one.
    func clockTime(of date: Date) -> String { AppText.from(clock(of: date), in: language) }

    /// A clock time in the user's zone ("10:07 AM"), or UTC without one.
    func clock(of date: Date) -> String {
        let offset = localZone?.localTime(at: date).offset
        let time = LocalDateTime(secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: offset ?? 0)
        return time.clock(clock, in: language) + (offset == nil ? " UTC" : "")
    }
}
