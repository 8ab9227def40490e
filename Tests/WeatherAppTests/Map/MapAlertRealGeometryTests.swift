import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Alerts over the real embedded counties: structural facts only, since the data may be regenerated.
@MainActor
struct MapAlertRealGeometryTests {
    let directory = ZipDirectory.shared

    private func render(zoom: Int, alerts: [WeatherAlert], counties: CountyGeometry = .shared) throws -> Buffer {
        let newYork = try #require(directory.place(zip: "10001"))
        var state = MapScreen.State(focus: newYork, zoom: zoom, alerts: alerts)
        let mapRows = alerts.isEmpty ? 21 : 20
        _ = MapFixtures.withoutLayer(directory: directory).reduce(
            into: &state, action: .view(.didResize(width: 80, height: mapRows)))
        return MapFixtures.render(state, width: 80, height: 22, geometry: .shared, counties: counties).buffer
    }

    /// Cells of the map area (not the legend rows) drawn in `style`.
    private func cells(_ buffer: Buffer, _ style: Style) -> Int {
        buffer.styleRuns(rows: 0...19).filter { $0.style == style }.reduce(0) { $0 + $1.columns.count }
    }

    /// Richmond city, VA is smaller than a dot when the whole world is in view: its centre is marked instead.
    @Test func aCountyTooSmallToOutlineIsADot() throws {
        let alert = WeatherAlert(id: "h", event: "Heat Advisory", severity: .severe, sameCodes: ["051760"])
        let buffer = try render(zoom: 0, alerts: [alert])
        #expect(cells(buffer, Style(foreground: .red, attributes: .bold)) == 1)
        #expect(buffer.lines()[20] == "⚠ New York, NY: Heat Advisory (counties)")
    }

    @Test func manhattanAndBrooklynOutlinedAndShadedUpClose() throws {
        let alert = WeatherAlert(
            id: "h", event: "Excessive Heat Warning", severity: .extreme, sameCodes: ["036061", "036047"])
        let buffer = try render(zoom: 7, alerts: [alert])
        #expect(cells(buffer, Style(foreground: .red, attributes: .bold)) > 40, "outlines")
        #expect(cells(buffer, Style(foreground: .red)) > 10, "shading")
        #expect(buffer.text.contains("◆ New York"))
    }

    /// At close zoom every county is outlined dimly, so far more dim cells than the coastlines alone.
    @Test func countyLinesAtCloseZoom() throws {
        let plain = try render(zoom: 6, alerts: [], counties: .empty)
        let withCounties = try render(zoom: 6, alerts: [])
        #expect(cells(withCounties, .dim) > cells(plain, .dim) + 40)
        let far = try render(zoom: 4, alerts: [])
        #expect(far.styleDump() == (try render(zoom: 4, alerts: [], counties: .empty)).styleDump())
    }
}
