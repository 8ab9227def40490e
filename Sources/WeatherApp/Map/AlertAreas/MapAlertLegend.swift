import TerminalUI
import WeatherCore

/// The row above the map's legend while alerts are drawn: "⚠ New York, NY: Extreme Heat Warning (counties) ·
/// Tornado Warning (area)", each name in its alert's colour, most severe first, cut to the width. The alerts are
/// the focus place's (those Detail had, or `r`'s), so the row names it: after Tab to another marked place they
/// are still the focus place's, and say so.
struct MapAlertLegend: Widget {
    let alerts: [MapAlertShape]
    /// Whose alerts they are.
    let owner: Place
    /// The kinds' words' language; the events stay as issued.
    var language: AppLanguage = .en

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty, let first = alerts.first else { return }
        buffer.fill(area.row(0))
        let name = TextLayout.sanitize("\(owner.city), \(owner.state)")
        var spans = [Span("⚠ ", style: first.outlineStyle), Span("\(name): ", style: .bold)]
        var named: Set<String> = []
        for alert in alerts {
            let text = "\(alert.event) (\(alert.kind(in: language)))"
            // Two alerts of one kind (a Flood Warning for two sets of counties) are named once.
            guard named.insert(text).inserted else { continue }
            if named.count > 1 { spans.append(Span(" · ", style: .dim)) }
            spans.append(Span(text, style: alert.outlineStyle))
        }
        buffer.write(line: Line(spans).truncated(toWidth: area.width), in: area.row(0))
    }
}
