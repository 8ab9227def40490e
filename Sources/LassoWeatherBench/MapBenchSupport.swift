import Foundation
import TerminalUI
import WeatherApp
import WeatherCore

/// The Map in a 200×60 buffer, as the benches measure it: each call draws a frame again (laid out first unless
/// `layout` is false: the view lays itself out on its first render).
@MainActor
func mapFrames(_ view: MapView, layout: Bool = true) -> () -> Void {
    var buffer = Buffer(width: 200, height: 60)
    return {
        buffer.reset()
        if layout { view.layout(in: buffer.area) }
        _ = view.render(into: &buffer, area: buffer.area)
    }
}

/// The Map around New York's 10001 against the fixture server, with a live client, as the request benches start:
/// shut the client down when done.
func liveMapBench(serverURL: String) throws -> (base: URL, focus: Place, http: HTTPClient) {
    guard let base = URL(string: serverURL), let focus = ZipDirectory.shared.place(zip: "10001") else {
        throw BenchError("no fixture server URL or no 10001")
    }
    return (base, focus, HTTPClient.makeForWeather(timeouts: .production))
}
