import FoundationEssentials
import TerminalUI
import WeatherCore

/// Under the current conditions: what the next two hours hold ("Rain starting in about 30 min" and a sparkline of
/// the 15-minute amounts) and the air quality ("AQI 42 Good · PM2.5", the category in its colour). Side by side when
/// both fit on one row, else one row each; at narrow widths the sparkline, then the pollutant and the reason for a
/// failure, are dropped before anything is cut.
struct OutlookLines: Widget, Equatable {
    /// The air-quality part as drawn.
    enum Air: Equatable {
        /// Asked for, not answered yet: a dim "AQI …" keeps its place, so the layout does not move when it comes.
        case pending
        /// `age` ("2 h ago") when the request failed and a cached answer stands in.
        case loaded(AirQuality, age: String?)
        /// One dim line: "air quality unavailable", and the reason and since when as they fit ("HTTP 500, 3 min
        /// ago").
        case unavailable(reason: String, since: String)
    }

    var nextTwoHours: NextTwoHours?
    var air: Air?
    var iconSet: IconSet
    /// "Radar: rain 12 km west", after the next two hours' sentence.
    var radar: String?
    /// "3° warmer than normal for 25 Nov", on a row of its own after the others.
    var normals: NormalsText.Shown?
    /// Screen-reader mode: the sentence without the sparkline (a picture).
    var inWords = false
    /// The sentence's and the category's language.
    var language: AppLanguage = .en

    /// Columns between the rain part and the air part when they share a row.
    static let gap = 3
    /// The sparkline's full height: 2 mm in 15 minutes (8 mm an hour, heavy rain) fills a cell.
    static let sparklineRange = 0.0...2.0

    /// Nil when there is nothing to draw: no 15-minute data, and air quality off.
    init?(
        nextTwoHours: NextTwoHours?, air: Air?, iconSet: IconSet, radar: String? = nil,
        normals: NormalsText.Shown? = nil
    ) {
        guard nextTwoHours != nil || air != nil || radar != nil || normals != nil else { return nil }
        self.normals = normals
        self.nextTwoHours = nextTwoHours
        self.air = air
        self.iconSet = iconSet
        self.radar = radar
    }

    /// Rows wanted in `width` columns, at most `available`; without the normals' row when `includingNormals` is
    /// false (the layout gives that row last, only where the charts keep their room).
    func height(width: Int, available: Int, includingNormals: Bool = true) -> Int {
        let parts = [rainLine(width: .max), airLine(width: .max)].compactMap { $0 }
        let oneRow = parts.count < 2 || besideRain(width: width) != nil
        let normalsRow = includingNormals && normals != nil ? 1 : 0
        return min(available, (oneRow ? min(1, parts.count) : parts.count) + normalsRow)
    }

    func render(into buffer: inout Buffer, area: Rect) {
        guard !area.isEmpty else { return }
        let row = renderRainAndAir(into: &buffer, area: area)
        if let normals, row < area.height {
            buffer.write(
                line: NormalsText.line(
                    normals, ascii: iconSet == .ascii, width: area.width, language: language), in: area.row(row))
        }
    }

    /// The rain and air parts; returns the rows used.
    private func renderRainAndAir(into buffer: inout Buffer, area: Rect) -> Int {
        if let rain = rainLine(width: .max), let air = besideRain(width: area.width) {
            buffer.write(line: rain, in: area.row(0))
            buffer.write(line: air, in: area.row(0), alignment: .right)
            return 1
        }
        var row = 0
        for line in [rainLine(width: area.width), airLine(width: area.width)].compactMap({ $0 }) where row < area.height
        {
            buffer.write(line: line, in: area.row(row))
            row += 1
        }
        return row
    }

    // MARK: Next two hours

    /// The sentence and the sparkline; the sentence alone when both do not fit, cut to `width` as a last resort.
    func rainLine(width: Int) -> Line? {
        let radarPart = radar.map { Line($0, style: Style(foreground: .blue, attributes: .bold)) }
        guard let next = nextTwoHours else {
            return radarPart.map { $0.width <= width ? $0 : $0.truncated(toWidth: width) }
        }
        let style = Self.style(next.outlook)
        let sentence = Line(next.summary(in: language), style: style)
        let full = inWords ? sentence : sentence + Line(" ") + sparkline(next)
        // The radar's sentence follows when it fits; the sparkline goes first, then the radar.
        if let radarPart {
            for candidate in [full, sentence] where candidate.width + 3 + radarPart.width <= width {
                return candidate + Line(" · ", style: .dim) + radarPart
            }
        }
        if full.width <= width { return full }
        return sentence.width <= width ? sentence : sentence.truncated(toWidth: width)
    }

    /// One cell per step: a bar in the kind's colour for a wet step, a dim dot for a dry one.
    private func sparkline(_ next: NextTwoHours) -> Line {
        let chart = Sparkline(values: [], range: Self.sparklineRange, ascii: iconSet == .ascii).chart
        // Only a wet outlook has wet steps, so its colour is the bars'.
        let wet = Self.style(next.outlook)
        return Line(
            next.steps.map { step in
                step.isWet
                    ? Span(chart.glyph(eighths: chart.level(step.millimetres, rows: 1)), style: wet)
                    : Span(iconSet == .ascii ? "." : "·", style: .dim)
            })
    }

    /// Rain blue, snow cyan, freezing rain magenta; a dry outlook plain.
    static func style(_ outlook: NextTwoHours.Outlook) -> Style {
        switch outlook {
        case .dry: .plain
        case .continuing(let kind), .starting(let kind, _), .stopping(let kind, _):
            switch kind {
            case .rain, .precipitation: Style(foreground: .blue)
            case .snow: Style(foreground: .cyan)
            case .freezingRain: Style(foreground: .magenta)
            }
        }
    }

    // MARK: Air quality

    /// "AQI 42 Good · PM2.5 (2 h ago)", dropping the age, then the pollutant, before cutting to `width`.
    func airLine(width: Int) -> Line? {
        let candidates = airCandidates
        guard !candidates.isEmpty else { return nil }
        return candidates.first { $0.width <= width } ?? candidates[candidates.count - 1].truncated(toWidth: width)
    }

    /// The air line beside the rain line on one row of `width`, uncut, when it fits whole (a failure may drop
    /// since when, never its reason); nil: they take a row each.
    private func besideRain(width: Int) -> Line? {
        guard let rain = rainLine(width: .max) else { return nil }
        let whole: Int = if case .unavailable = air { 2 } else { 1 }
        return airCandidates.prefix(whole).first { rain.width + Self.gap + $0.width <= width }
    }

    /// The air line's forms, longest first.
    private var airCandidates: [Line] {
        guard let air else { return [] }
        let candidates: [Line]
        switch air {
        case .pending:
            candidates = [Line("AQI …", style: .dim)]
        case .loaded(let quality, let age):
            guard let aqi = quality.usAQI, let category = quality.category else {
                candidates = [Line("AQI \(Units.missing)", style: .dim)]
                break
            }
            let index = [
                Span("AQI ", style: .dim),
                Span(
                    "\(AQICategory.wholeIndex(aqi)) \(category.name(in: language))",
                    style: AirQualityText.style(category)),
            ]
            let pollutant = quality.dominantPollutant.map { [Span(" · ", style: .dim), Span($0.name)] } ?? []
            let ago = age.map { [Span(" (\($0))", style: .dim)] } ?? []
            candidates = [Line(index + pollutant + ago), Line(index + pollutant), Line(index)]
        case .unavailable(let reason, let since):
            candidates = [
                Line(language.localized("air quality unavailable: {0}, {1}", reason, since), style: .dim),
                Line(language.localized("air quality unavailable: {0}", reason), style: .dim),
                Line(language.localized("air quality unavailable"), style: .dim),
            ]
        }
        return candidates
    }
}

extension OutlookLines.Air {
    /// What the screen's air-quality status draws; nil when it is off.
    /// - Parameters:
    ///   - age: since when a failure lasts ("3 min ago" by default; a clock time in words).
    ///   - language: the default ages' language.
    init?(
        _ status: DetailScreen.AirQualityStatus, now: Date, age: ((Date) -> String)? = nil,
        language: AppLanguage = .en
    ) {
        let ago = { (date: Date) in Phrase.ago(seconds: Int(now.timeIntervalSince(date)), in: language) }
        switch status {
        case .off: return nil
        case .pending: self = .pending
        case .loaded(let snapshot):
            self = .loaded(snapshot.airQuality, age: snapshot.isOffline ? ago(snapshot.fetchedAt) : nil)
        case .unavailable(let error, let since):
            self = .unavailable(reason: error.shortReason(in: language), since: age?(since) ?? ago(since))
        }
    }
}
