import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// What the Map draws for each alert, its colours, the stipple shading, and the screen built with alerts.
@MainActor
struct MapAlertPartsTests {
    typealias A = MapAlertFixtures

    @Test func aPolygonWinsOverCountiesAndAlertsWithNoAreaAreLeftOut() {
        let shapes = MapAlertShape.shapes(for: [A.tornado, A.heat, A.marine, A.wind], counties: A.counties)
        #expect(shapes.map(\.event) == ["Tornado Warning", "Extreme Heat Warning", "Wind Advisory"])
        #expect(shapes.map(\.kind) == ["area", "counties", "counties"])
        #expect(shapes[0].area == .polygon(A.tornado.polygon[0]))
        #expect(shapes[1].area == .counties([0]))  // 99001; 99999 names no county
        #expect(shapes[2].area == .counties([1]))
        #expect(MapAlertShape.shapes(for: [A.heat], counties: .empty).isEmpty)
        var degenerate = A.tornado
        degenerate.polygon = [[GeoPoint(longitude: -97, latitude: 39), GeoPoint(longitude: -96, latitude: 39)]]
        #expect(MapAlertShape.shapes(for: [degenerate], counties: A.counties).map(\.kind) == ["counties"])
    }

    @Test func severityColours() {
        func shape(_ severity: WeatherAlert.Severity) -> MapAlertShape {
            MapAlertShape(event: "X", severity: severity, area: .counties([0]))
        }
        #expect(shape(.extreme).outlineStyle == Style(foreground: .red, attributes: .bold))
        #expect(shape(.severe).fillStyle == Style(foreground: .red))
        // Orange on 256-colour terminals; the palette's nearest basic colour (yellow) on smaller ones.
        #expect(shape(.moderate).outlineStyle == Style(foreground: .indexed(208), attributes: .bold))
        #expect(shape(.minor).outlineStyle == .bold && shape(.minor).fillStyle == .plain)
        #expect(shape(.unknown).fillStyle == .plain)
    }

    /// A 6×3-cell square: one dot (row 2 of the cell) in every other cell inside, none outside; a hole stays clear.
    @Test func stippleFillsInsideInACheckerboard() {
        var canvas = BrailleCanvas(width: 8, height: 3)
        let square: [(x: Double, y: Double)] = [(2, 0), (14, 0), (14, 12), (2, 12), (2, 0)]
        MapStipple.fill([square], on: &canvas, style: .plain)
        let rows = (0..<3).map { y in (0..<8).map { canvas.character(x: $0, y: y) }.joined() }
        #expect(rows == ["  ⠄ ⠄ ⠄ ", " ⠄ ⠄ ⠄  ", "  ⠄ ⠄ ⠄ "])
        var holed = BrailleCanvas(width: 8, height: 3)
        let hole: [(x: Double, y: Double)] = [(6, 4), (10, 4), (10, 8), (6, 8), (6, 4)]
        MapStipple.fill([square, hole], on: &holed, style: .plain)
        #expect((0..<8).map { holed.character(x: $0, y: 1) }.joined() == " ⠄   ⠄  ")
    }

    @Test func createScreenPutsTheAlertsInTheState() {
        let screen = MapScreen.createScreen(
            focus: FlowFixtures.newYork, alerts: [A.heat], environment: FlowFixtures.environment())
        #expect(screen.store.state.alerts == [A.heat])
        #expect(
            MapScreen.createScreen(focus: FlowFixtures.newYork, environment: FlowFixtures.environment())
                .store.state.alerts.isEmpty)
        #expect(MapScreen.State(focus: FlowFixtures.newYork).alerts.isEmpty)
    }
}
