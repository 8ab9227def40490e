import CustomDump
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Both layers drawn on the fixture map, with styles, at 80×24 and 40×12, in 256, 16 and 8 colours and without
/// colours (NO_COLOR): the field as cell backgrounds, markers and their labels untouched on top, outlines in a
/// contrasting colour, values at the grid points at close zoom or without colours, and the legend row.
@MainActor
struct MapLayerRenderTests {
    typealias F = MapFixtures
    typealias L = MapLayerFixtures

    /// Temperature −20 °C in the westmost column rising by 8 °C a column to 36 °C; 3 mm of rain at the middle four
    /// points of rows 2 and 3, dry elsewhere.
    static func field(_ column: Int, _ row: Int) -> LayerGrid.Point? {
        let wet = (3...4).contains(column) && (2...3).contains(row)
        return .init(temperature: Double(-20 + 8 * column), precipitation: wet ? 3 : 0)
    }

    /// Testville with `kind` on, its grid fetched for a view of `width`×`height` at `zoom` (the body less the two
    /// legend rows), shown `minutes` after it was fetched.
    static func state(
        _ kind: MapLayerKind, width: Int, height: Int, zoom: Int = 4, minutes: Double = 3
    ) -> MapScreen.State {
        var state = F.state(zoom: zoom, size: .init(width: width, height: height - 2))
        state.layer = MapLayerState(kind: kind, units: .metric)
        let grid = L.grid(LayerGridRequest(around: state.viewport.bounds, units: .metric), at: F.date, value: field)
        state.layer.grid = grid
        state.layer.cache = [grid]
        state.layer.now = F.date.addingTimeInterval(minutes * 60)
        return state
    }

    static func render(
        _ state: MapScreen.State, width: Int, height: Int, colors: ColorDepth = .palette256
    ) -> Buffer {
        let view = MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: F.geometry, colors: colors)
        var buffer = Buffer(width: width, height: height)
        view.layout(in: buffer.area)
        _ = view.render(into: &buffer, area: buffer.area)
        return buffer
    }

    static func backgrounds(_ buffer: Buffer, rows: Range<Int>) -> Set<Color> {
        var colors: Set<Color> = []
        for y in rows {
            for x in 0..<buffer.width { colors.insert(buffer[x, y].style.background) }
        }
        return colors
    }

    @Test func temperatureAt80x24() {
        let buffer = Self.render(Self.state(.temperature, width: 80, height: 24), width: 80, height: 24)
        let lines = buffer.lines()
        // West: about −10 °C (cyan-blue, 45); east: about 26 °C (orange, 208); the field is smooth between.
        #expect(buffer[0, 0].style.background == .indexed(45))
        #expect(buffer[79, 21].style.background == .indexed(208))
        let used = Self.backgrounds(buffer, rows: 0..<22)
        #expect(used.count >= 8 && used.count <= 17 && !used.contains(.default) == false)
        #expect(used.isSubset(of: Set(MapLayerRamp.temperature(.palette256).colors + [.default])))
        // Testville's marker and label keep their own look (no background): they stand out from the field.
        let y = lines.firstIndex { $0.contains("Testville") }!
        let x = lines[y].distance(
            from: lines[y].startIndex, to: lines[y].firstIndex(of: "◆")!)
        #expect(buffer[x, y].style == MapRenderer.Styles.selected)
        // The state outline (dim blue on its own) takes the text colour that reads on the field.
        let edge = (0..<80).first { buffer[$0, 10].symbol == "⡇" }!
        let background = buffer[edge, 10].style.background
        #expect(background != .default && buffer[edge, 10].style.foreground == background.contrastingText)
        // Zoom 4 is not close: no values written at the grid points.
        #expect(!lines[0..<22].joined().contains("-4°") && !lines[0..<22].joined().contains(" 4°"))
        expectNoDifference(
            Array(lines[22...23]),
            [
                "Temperature °C · updated 3 min ago     -20  -12  -4  4  12  20  28  36",
                "40.00°N 100.00°W  ├───┤ 50 km                             1/3 Testville, TS 72°F",
            ])
        // Swatches: the coldest step (below -24 °C) blank, then every second step with the value it starts at.
        #expect(buffer[36, 22].style == Style(foreground: .brightWhite, background: .indexed(21)))
        #expect(buffer[38, 22].style == Style(foreground: .brightWhite, background: .indexed(33)))
        #expect(buffer[68, 22].style == Style(foreground: .brightWhite, background: .indexed(160)))
    }

    @Test func temperatureAt40x12WithValuesAtCloseZoom() {
        let buffer = Self.render(Self.state(.temperature, width: 40, height: 12, zoom: 6), width: 40, height: 12)
        let lines = buffer.lines()
        expectNoDifference(
            Array(lines[10...11]),
            ["Temperature °C · updated 3 min ago", "40.00°N 100.00°W  ├──────┤ 20 km"])
        #expect(buffer[0, 0].style.background != .default)
        // At zoom 6 the view holds grid points: their values, bold, on the field's colour.
        let text = lines[0..<10].joined(separator: "\n")
        #expect(text.contains("-4°") || text.contains("4°"))
        let row = lines.firstIndex { $0.contains("°") && !$0.contains("72°F") && !$0.contains("Temperature") }!
        let column = lines[row].distance(from: lines[row].startIndex, to: lines[row].firstIndex(of: "°")!)
        let style = buffer[column, row].style
        #expect(style.attributes == .bold && style.background != .default)
        #expect(style.foreground == style.background.contrastingText)
    }

    @Test func precipitationIsBlueWhereItFallsAndNothingWhereItIsDry() {
        let buffer = Self.render(Self.state(.precipitation, width: 80, height: 24), width: 80, height: 24)
        let lines = buffer.lines()
        #expect(lines[22].hasPrefix("Precipitation mm · updated 3 min ago"))
        let used = Self.backgrounds(buffer, rows: 0..<22)
        // Dry cells keep the terminal's background; wet ones take a blue of the precipitation ramp.
        #expect(used.contains(.default))
        #expect(used.subtracting([.default]).isSubset(of: Set(MapLayerRamp.precipitation(.palette256).colors)))
        #expect(used.count >= 2)
        #expect(buffer[0, 0].style.background == .default && buffer[79, 21].style.background == .default)
        // The 3 mm middle (between 2 and 4 mm) is blue 33, around the map's centre (where Testville's marker is).
        #expect((30..<50).contains { buffer[$0, 13].style.background == .indexed(33) })
    }

    @Test func sixteenAndEightColoursUseTheirOwnSteps() {
        for depth in [ColorDepth.basic16, .basic8] {
            let buffer = Self.render(
                Self.state(.temperature, width: 80, height: 24), width: 80, height: 24, colors: depth)
            let used = Self.backgrounds(buffer, rows: 0..<22).subtracting([.default])
            #expect(used.isSubset(of: Set(MapLayerRamp.temperature(depth).colors)), "\(depth)")
            #expect(used.count >= 3, "\(depth)")
        }
        let eight = Self.render(Self.state(.temperature, width: 80, height: 24), width: 80, height: 24, colors: .basic8)
        #expect(eight[0, 0].style.background == .blue && eight[79, 21].style.background == .yellow)
    }

    @Test func withoutColoursTheValuesAreWrittenAtTheGridPoints() {
        for (width, height) in [(80, 24), (40, 12)] {
            let buffer = Self.render(
                Self.state(.temperature, width: width, height: height), width: width, height: height, colors: .none)
            let lines = buffer.lines()
            #expect(Self.backgrounds(buffer, rows: 0..<height) == [.default])
            let map = lines[0..<(height - 2)].joined(separator: "\n")
            #expect(map.contains("-4°") && map.contains("4°"), "\(width)×\(height)")
            #expect(lines[height - 2].hasPrefix("Temperature °C · updated 3 min ago"))
            if width == 80 { #expect(lines[height - 2].hasSuffix("values at grid points")) }
        }
        let rain = Self.render(Self.state(.precipitation, width: 80, height: 24), width: 80, height: 24, colors: .none)
        let map = rain.lines()[0..<22].joined(separator: "\n")
        // Wet points say how much; dry ones say nothing.
        #expect(map.contains("3.0") && !map.contains("-4°"))
    }

    @Test func theLegendSaysLoadingAndUnavailable() {
        var loading = Self.state(.temperature, width: 80, height: 24)
        loading.layer.grid = nil
        loading.layer.loadingArea = LayerGridRequest.area(around: loading.viewport.bounds)
        var lines = Self.render(loading, width: 80, height: 24).lines()
        #expect(lines[22].hasPrefix("Temperature °C · loading…     -20"))
        var failed = Self.state(.temperature, width: 40, height: 12)
        failed.layer.grid = nil
        failed.layer.problem = "HTTP 500"
        let buffer = Self.render(failed, width: 40, height: 12)
        lines = buffer.lines()
        expectNoDifference(
            buffer.styleDump(rows: 10...10),
            """
            Temperature °C · layer unavailable: HTT…
            row 10: 0..<14 bold "Temperature °C"
            row 10: 14..<17 dim " · "
            row 10: 17..<40 fg:yellow "layer unavailable: HTT…"
            """)
        // The map is drawn as without a layer: outlines and the marked place.
        #expect(lines[0..<10].joined().contains("Testville") && lines[0..<10].joined().contains("⡇"))
        #expect(Self.backgrounds(buffer, rows: 0..<10) == [.default])
    }

    @Test func withTheLayerOffNothingChanges() {
        var state = Self.state(.temperature, width: 80, height: 24)
        state.layer.kind = .none
        state.viewSize = .init(width: 80, height: 23)
        let withGrid = Self.render(state, width: 80, height: 24)
        let plain = F.render(F.state(zoom: 4, size: .init(width: 80, height: 23)), width: 80, height: 24).buffer
        #expect(withGrid == plain)
    }
}
