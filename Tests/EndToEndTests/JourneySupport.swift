import Foundation
import Testing
import WeatherFixtures

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The fixture server as its own process, in a tmux session of its own (so app sessions can come and go), and
/// plain HTTP to read what it serves and to switch its faults.
final class FixtureProcess {
    let session: TmuxSession
    let url: String

    init() async throws {
        session = try await TmuxSession(
            Products.path("weather-fixture-server"), arguments: ["--port", "0"], width: 100, height: 5)
        let screen = try await session.waitFor("http://")
        guard let match = screen.firstMatch(of: /http:\/\/[0-9.]+:\d+/) else {
            throw TmuxError.timeout("the fixture server's URL")
        }
        url = String(match.0)
    }

    /// Switches one route's fault (the forecast's by default); the others keep answering.
    func setFault(_ mode: String, on route: FixtureRoute = .forecast) async throws {
        _ = try await FixtureHTTP.request(
            "\(url)/admin/fault?mode=\(mode)&route=\(route.rawValue)", method: "POST")
    }

    /// The `current` block the server answers for a coordinate, in °F and mph as the app asks.
    func current(latitude: Double, longitude: Double) async throws -> [String: Any] {
        let query =
            "latitude=\(String(format: "%.4f", latitude))&longitude=\(String(format: "%.4f", longitude))"
            + "&current=temperature_2m,apparent_temperature,relative_humidity_2m&timezone=auto"
            + "&temperature_unit=fahrenheit&wind_speed_unit=mph&precipitation_unit=inch"
        let data = try await FixtureHTTP.request("\(url)/v1/forecast?\(query)")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["current"] as? [String: Any] ?? [:]
    }
}

enum FixtureHTTP {
    static func request(_ url: String, method: String = "GET") async throws -> Data {
        var request = URLRequest(url: URL(string: url)!, timeoutInterval: 10)
        request.httpMethod = method
        let (data, _) = try await URLSession.shared.data(for: request)
        return data
    }
}
