import FoundationEssentials
import TerminalUI
import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// The Map in words (screen-reader mode): the recent places and the largest towns in view, nearest the selected
/// place first, each with its distance, direction, last temperature and alerts; then the radar as a sentence. No
/// picture, and nothing in it moves by itself (the radar's loop is not shown: its newest frame is read).
struct MapPlaceList: Widget {
    var state: MapScreen.State

    /// Towns listed at most, the largest first: a list to read, not a gazetteer.
    static let townLimit = 10
    /// The radar speaks of the nearest echo within this distance of the selected place.
    static let radarRadiusKilometres = 150.0

    /// One line of the list.
    struct Entry: Equatable {
        var name: String
        var kilometres: Double
        var direction: String
        /// "54°F"; nil for a town, or a place with no reading.
        var temperature: String?
        /// "1 alert: Winter Storm Warning"; nil with none.
        var alerts: String?
        /// Index into the state's marks; nil for a town.
        var mark: Int?
    }

    var units: UnitSystem { state.layer.units }
    var origin: Place { state.labelPlace }
    var language: AppLanguage { state.language }

    /// The marks and the towns, nearest `origin` first (ties by name), a town at a mark's place left out.
    var entries: [Entry] {
        let here = origin.coordinate
        let marked = state.marks.enumerated().map { index, mark in
            Entry(
                name: TextLayout.sanitize(mark.place.displayName),
                kilometres: here.distanceKm(to: mark.place.coordinate),
                direction: Self.direction(from: here, to: mark.place.coordinate),
                temperature: mark.temperature.flatMap {
                    $0.isFinite ? Units.temperature($0, mark.units ?? units) : nil
                },
                alerts: mark.isFocus ? alertsText : mark.alerts.flatMap(summaryText), mark: index)
        }
        let names = Set(marked.map(\.name))
        let towns = state.towns.filter(\.place.hasCoordinates).prefix(Self.townLimit).map { town in
            Entry(
                name: TextLayout.sanitize(town.displayName), kilometres: here.distanceKm(to: town.place.coordinate),
                direction: Self.direction(from: here, to: town.place.coordinate))
        }.filter { !names.contains($0.name) }
        return (marked + towns).sorted { ($0.kilometres, $0.name) < ($1.kilometres, $1.name) }
    }

    /// "2 alerts: Winter Storm Warning, Wind Advisory" for the focus place (the events as issued); nil without any.
    private var alertsText: String? {
        let events = state.alerts.map { AlertText.oneLine($0.event) }
        guard !events.isEmpty else { return nil }
        let list = language.list(events)
        return events.count == 1
            ? language.localized("1 alert: {0}", list)
            : language.localized("{0} alerts: {1}", String(events.count), list)
    }

    /// "2 alerts, the worst Severe" for another place, from its alerts as last seen while they are in force.
    private func summaryText(_ summary: AlertsSummary) -> String? {
        guard state.layer.now.map(summary.isActive(at:)) ?? true else { return nil }
        let worst = AlertText.grade(summary.severity.rawValue, in: language)
        return summary.count == 1
            ? language.localized("1 alert, {0}", worst)
            : language.localized("{0} alerts, the worst {1}", String(summary.count), worst)
    }

    /// The list's line for `entry`: "Newark, NJ 07102, 14 km west, 50°F".
    func line(_ entry: Entry) -> String {
        let distance =
            entry.kilometres < 1
            ? RadarWords.here(in: language)
            : RadarWords.distance(entry.kilometres, entry.direction, units, in: language)
        return language.list([entry.name, distance] + [entry.temperature, entry.alerts].compactMap { $0 })
    }

    /// The radar's newest frame as a sentence about the selected place, when the radar layer is on and has one;
    /// which way the nearest echo moves from the oldest frame's to the newest's, when both show it and it moved.
    var radarSentence: String? {
        guard state.layer.kind == .radar else { return nil }
        let frames = state.radar.times.compactMap { state.radar.frames[$0] }.filter { $0.source == .radar }
        guard let newest = frames.last else { return RadarWords.loading(in: language) }
        guard
            let echo = newest.nearestPrecipitation(
                latitude: origin.latitude, longitude: origin.longitude, radiusKilometres: Self.radarRadiusKilometres)
        else { return RadarWords.clear(within: Self.radarRadiusKilometres, units, in: language) }
        let sentence = RadarWords.echo(
            dbz: echo.dbz, kilometres: echo.kilometres, direction: echo.direction, units, in: language)
        guard let oldest = frames.first, oldest != newest,
            let then = RadarEcho.nearest(in: oldest, around: origin, radius: Self.radarRadiusKilometres),
            let now = RadarEcho.nearest(in: newest, around: origin, radius: Self.radarRadiusKilometres),
            let heading = now.direction(since: then)
        else { return sentence }
        return RadarWords.moving(sentence, heading, in: language)
    }

    /// How the last `r` went, its times as clock times at the selected place ("updated 10:07 AM").
    var refreshNote: String? {
        let zone = state.labelZone
        let (clock, language) = (state.clock, language)
        return state.refresh?.note(now: state.layer.now, language: language) { date in
            LocalDateTime(
                secondsSince1970: date.timeIntervalSince1970, utcOffsetSeconds: zone?.localTime(at: date).offset ?? 0
            )
            .clock(clock, in: language) + (zone == nil ? " UTC" : "")
        }.text
    }

    func render(into buffer: inout Buffer, area: Rect) {
        _ = renderFocus(into: &buffer, area: area)
    }

    /// Draws the list; returns the first cell of the selected place's line, the focus, when it is in view.
    func renderFocus(into buffer: inout Buffer, area: Rect) -> (x: Int, y: Int)? {
        guard !area.isEmpty else { return nil }
        let title = language.localized("Places near {0}, nearest first", TextLayout.sanitize(origin.displayName))
        buffer.write(line: Line(title, style: .bold).truncated(toWidth: area.width), in: area.row(0))
        var rows = area.inset(top: 1)
        // Status in words at the bottom (how `r` went, then the radar), each a line of its own.
        for status in [radarSentence, refreshNote].compactMap({ $0 }) where rows.height > 1 {
            buffer.write(line: Line(status).truncated(toWidth: area.width), in: rows.row(rows.height - 1))
            rows = rows.inset(bottom: 1)
        }
        let entries = entries
        let selectedRow = entries.firstIndex { $0.mark != nil && $0.mark == state.selected }
        // The selected line stays in view: the list starts late enough to show it.
        let first = max(0, (selectedRow ?? 0) - rows.height + 1)
        var focus: (x: Int, y: Int)?
        for (offset, index) in entries.indices.dropFirst(first).prefix(rows.height).enumerated() {
            let selected = index == selectedRow
            let line = Line((selected ? "> " : "  ") + line(entries[index]), style: selected ? .bold : .plain)
            buffer.write(line: line.truncated(toWidth: rows.width), in: rows.row(offset))
            if selected { focus = (rows.x, rows.y + offset) }
        }
        return focus
    }

    /// The eight-point direction from `a` to `b`: "north", "south-west"….
    static func direction(from a: GeoPoint, to b: GeoPoint) -> String {
        let dx = (b.longitude - a.longitude) * cos(a.latitude * .pi / 180)
        let dy = b.latitude - a.latitude
        return RadarWords.direction(degrees: atan2(dy, dx) * 180 / .pi)
    }
}
