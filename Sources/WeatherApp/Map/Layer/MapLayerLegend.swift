import FoundationEssentials
import TerminalUI
import WeatherCore

/// The row above the map's legend while a layer is on: its name and units, how the data is ("loading…", "updated
/// 3 min ago", "layer unavailable: no connection"), then the scale: the ramp's steps as swatches, each showing the
/// value it starts at, as many as fit. Without colours the scale says the numbers on the map are the values.
struct MapLayerLegend: Widget {
    let layer: MapLayerState
    let depth: ColorDepth
    var language: AppLanguage = .en

    static let problemStyle = Style(foreground: .yellow)

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty, layer.isOn else { return }
        buffer.fill(area.row(0))
        var spans = [Span(title, style: .bold)]
        if let status {
            spans.append(Span(" · ", style: .dim))
            spans.append(status)
        }
        let head = Line(spans)
        let room = area.width - head.width - 2
        let scale = room > 0 ? scaleSpans(maxWidth: room) : []
        if !scale.isEmpty { spans.append(Span("  ")) }
        buffer.write(line: Line(spans + scale).truncated(toWidth: area.width), in: area.row(0))
    }

    /// "Temperature °F", "Precipitation mm".
    var title: String {
        layer.kind == .temperature
            ? language.localized("Temperature {0}", Units.temperatureLabel(layer.units))
            : language.localized("Precipitation {0}", Units.precipitationLabel(layer.units, in: language))
    }

    /// What is known about the data; the problem wins, then the request in flight, then the age.
    var status: Span? {
        if let problem = layer.problem {
            return Span(
                language.localized("layer unavailable: {0}", TextLayout.sanitize(problem)), style: Self.problemStyle)
        }
        if layer.isLoading { return Span(language.localized("loading…"), style: .dim) }
        guard let grid = layer.grid else { return nil }
        let age = Int((layer.now ?? grid.fetchedAt).timeIntervalSince(grid.fetchedAt))
        return Span(Phrase.updated(language, Phrase.ago(seconds: age, in: language)), style: .dim)
    }

    /// The swatches, every step when they fit, else every second, third… step; the first and last always.
    func scaleSpans(maxWidth: Int) -> [Span] {
        guard depth.hasColors, let ramp = MapLayerRamp.ramp(layer.kind, depth) else {
            let text = language.localized("values at grid points")
            return DisplayWidth.of(text) <= maxWidth ? [Span(text, style: .dim)] : []
        }
        let swatches = ramp.colors.indices.map { step -> Span in
            let start = step == 0 ? ramp.floor : ramp.thresholds[step - 1]
            let text = start.map { " \(Units.decimal(Self.value(layer.kind, $0, layer.units), in: language)) " } ?? "  "
            return Span(
                text, style: Style(foreground: ramp.colors[step].contrastingText, background: ramp.colors[step]))
        }
        for stride in 1...max(1, swatches.count) {
            let kept = swatches.indices.filter { $0 % stride == 0 || $0 == swatches.count - 1 }.map { swatches[$0] }
            if kept.reduce(0, { $0 + $1.width }) <= maxWidth { return kept }
        }
        return []
    }

    /// A threshold (metric) in the user's units, as short as it can be said: "-4", "50"; "0.5" mm, ".02" in.
    static func value(_ kind: MapLayerKind, _ metric: Double, _ units: UnitSystem) -> String {
        switch kind {
        case .none, .radar:
            return ""
        case .temperature:
            let value = units == .imperial ? UnitConversion.fahrenheit(fromCelsius: metric) : metric
            return String(Units.degrees(value).dropLast())
        case .precipitation:
            guard units == .imperial else {
                return metric < 1 ? MapLayerPainter.decimal(metric, digits: 1) : String(Int(metric))
            }
            return MapLayerPainter.decimal(UnitConversion.inches(fromMillimetres: metric), digits: 3)
        }
    }
}
