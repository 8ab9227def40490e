import Foundation
import Testing
import WeatherCore

/// The Map's weather layer in a real terminal against the local server: `l` shows it from one 48-point request,
/// a pan inside the fetched area asks nothing more (the server's request log shows it), and a failing forecast
/// route says "layer unavailable" while the map keeps panning and zooming. The choice is saved.
@Suite(.serialized, .leavesNothingBehind)
struct MapLayerEndToEndTests {
    let folder = TemporaryFolder("lw-layer")
    var root: URL { folder.url }

    /// The layer's requests in the server's log: the ones asking for the whole grid.
    func layerRequests(_ server: FixtureProcess) async throws -> Int {
        try await server.forecastLog().filter { $0["places"] as? Double == Double(LayerGridRequest.maxPoints) }.count
    }

    /// The legend's coordinates (the frame's last row starts with them).
    func centre(_ screen: String) -> String {
        let rows = screen.split(separator: "\n").map(String.init)
        return rows.last { $0.contains("°N") && $0.contains("°W") }.map { String($0.prefix(17)) } ?? ""
    }

    @Test func theLayerAppearsPansInsideAskNothingAndAFailureLeavesTheMapUsable() async throws {
        let server = try await FixtureProcess()
        let app = try await TmuxSession.app(
            home: root, arguments: ["--api-url", server.url, "--alerts-url", server.url, "10001"])
        try await app.waitFor("Weather data by Open-Meteo.com")
        try await app.send("m")
        try await app.waitFor("map with its legend") { $0.contains("› Map") && $0.contains("40.75°N") }
        #expect(try await layerRequests(server) == 0)

        // First the radar (none here: RadarEndToEndTests has it), which says so; its forecast steps are one
        // request for the grid's points (with minutely_15, not current).
        try await app.send("l", literal: true)
        try await app.waitFor("the radar's row") { $0.contains("Radar · radar unavailable: no connection") }
        try await app.waitFor("the radar's forecast") { _ in (try? await layerRequests(server)) == 1 }
        let radar = try await layerRequests(server)

        try await app.send("l", literal: true)
        var screen = try await app.waitFor("the temperature layer") { $0.contains("Temperature °F · updated just now") }
        #expect(try await layerRequests(server) == radar + 1)

        // A quarter of the view east stays inside the area fetched (1.5× the view): no request. That none follows
        // once the view has settled is proved under the test clock:
        // MapLayerStoreTests.aPanInsideTheFetchedAreaAsksNothingAndOneOutsideAsksOnceTheViewHasSettled.
        let before = centre(screen)
        try await app.send("Right")
        screen = try await app.waitFor("the map moved") { centre($0) != before && !centre($0).isEmpty }
        #expect(try await layerRequests(server) == radar + 1)
        #expect(try await app.screen().contains("Temperature °F · updated"))

        // Precipitation is drawn from the same grid.
        try await app.send("l", literal: true)
        try await app.waitFor("the precipitation layer") { $0.contains("Precipitation in · updated") }
        #expect(try await layerRequests(server) == radar + 1)

        // Two more steps leave the area: once the view settles, one request, which fails.
        try await server.setFault("server-error")
        try await app.send("Right")
        try await app.send("Right")
        screen = try await app.waitFor("the layer's failure") { $0.contains("layer unavailable: HTTP 500") }
        #expect(try await layerRequests(server) == radar + 2)
        // The map still zooms and pans.
        let scale = screen.split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? ""
        try await app.send("+", literal: true)
        try await app.waitFor("zoomed in") { screen in
            (screen.split(separator: "\n").last { $0.contains("km") }.map(String.init) ?? "") != scale
        }
        try await app.send("q", literal: true)
        #expect(try await app.waitForExit().status == 0)

        // The choice was saved: the settings file names it.
        let settings = try TmuxSession.savedSettings(home: root)
        #expect(settings.contains("\"mapLayer\"") && settings.contains("precipitation"))
    }
}
