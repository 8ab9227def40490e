import TerminalUI
import WeatherCore

/// The map's bottom row: the centre's coordinates and the scale on the left (noting "max zoom"/"min zoom" when a
/// zoom key can go no further, then how the last `r` went: "refreshing…", "updated just now", "radar unavailable:
/// HTTP 500"), and the selected place on the right when there is room.
struct MapLegend: Widget {
    let state: MapScreen.State

    static let zoomNoteStyle = Style(foreground: .yellow)

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        buffer.fill(area.row(0))
        let language = state.language
        let scale = MapScale.bar(kmPerColumn: MapScale.kmPerColumn(state.viewport), in: language)
        var spans = [
            Span(state.center.coordinates(in: language)),
            Span("  \(scale.bar) \(scale.label)", style: .dim),
        ]
        let zoomNote =
            state.isAtMaxZoom
            ? language.localized("max zoom") : state.isAtMinZoom ? language.localized("min zoom") : nil
        if let note = zoomNote {
            spans.append(Span(" · ", style: .dim))
            spans.append(Span(note, style: Self.zoomNoteStyle))
        }
        if let refresh = state.refresh {
            let note = refresh.note(now: state.layer.now, language: language)
            spans.append(Span(" · ", style: .dim))
            spans.append(Span(note.text, style: note.isProblem ? MapLayerLegend.problemStyle : .dim))
        }
        let left = Line(spans)
        let used = buffer.write(line: left, in: area.row(0)).count
        guard let selection = selectionText() else { return }
        let room = area.width - used - 2
        if DisplayWidth.of(selection) <= room {
            buffer.write(line: Line(selection, style: .bold), in: area.row(0), alignment: .right)
        }
    }

    /// "2/3 Boston, MA 60°F": which marked place Enter opens, and how many Tab cycles through.
    private func selectionText() -> String? {
        guard let index = state.selected, let mark = state.selectedMark else { return nil }
        let name = TextLayout.sanitize("\(mark.place.city), \(mark.place.state)")
        let temperature = mark.temperature.map { " " + Units.temperature($0, mark.units ?? .imperial) } ?? ""
        return "\(index + 1)/\(state.marks.count) \(name)\(temperature)"
    }
}
