import Foundation
import ServiceEndpoints
import Testing
import WeatherFixtures

/// Proxies as every command-line tool has them (libcurl reads `http_proxy`, `no_proxy`, …): `now` against hosts
/// under `.invalid`, which no resolver knows, so an answer can only have come through the proxy.
@Suite(.leavesNothingBehind) struct ProxyCommandTests {
    /// Every service at a host that cannot resolve; the fixture server, acting as the proxy, answers for all.
    static let unreachable = [
        ServiceEndpoint.forecast.environmentVariable: "http://weather.invalid",
        ServiceEndpoint.alerts.environmentVariable: "http://alerts.weather.invalid",
        ServiceEndpoint.meteoAlarm.environmentVariable: "http://meteoalarm.weather.invalid",
        ServiceEndpoint.eccc.environmentVariable: "http://eccc.weather.invalid",
        ServiceEndpoint.airQuality.environmentVariable: "http://air.weather.invalid",
        ServiceEndpoint.ensemble.environmentVariable: "http://ensemble.weather.invalid",
    ]

    @Test func httpProxyCarriesEveryRequest() async throws {
        try await withSandbox { sandbox, url in
            let proxy = ["http_proxy": url.absoluteString, "no_proxy": ""]
            let run = try await sandbox.run(
                ["now", "10001", "--json", "--refresh"], environment: Self.unreachable.merging(proxy) { $1 })
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stderr.isEmpty)
            let json = try parseJSONObject(run.stdout)
            #expect(json["temperature"] is Double)
            #expect(json["offlineReason"] is NSNull)
            #expect(await sandbox.server.forecastRequestCount() == 1)
            #expect(await sandbox.server.requestCount(on: .airQuality) == 1)
            // The proxy got the request for the real host, with the app's own headers.
            let alerts = await sandbox.server.alertsRequests()
            #expect(alerts.map(\.host) == ["alerts.weather.invalid"])
            #expect(alerts.first?.userAgent?.hasPrefix("lasso-weather/") == true)
        }
    }

    @Test func noProxyNamesTheHostThatThenFails() async throws {
        try await withSandbox { sandbox, url in
            let proxy = ["http_proxy": url.absoluteString, "no_proxy": "weather.invalid"]
            let run = try await sandbox.run(
                ["now", "10001", "--refresh"], environment: Self.unreachable.merging(proxy) { $1 })
            // no_proxy matches the domain and its subdomains: nothing went through the proxy.
            #expect(run.status == 69)
            #expect(
                run.stderr == "lasso-weather: Could not reach the weather service at weather.invalid (host not found); "
                    + "check your internet connection.\n")
            #expect(await sandbox.server.forecastRequestCount() == 0)
            #expect(await sandbox.server.alertsRequestCount() == 0)
        }
    }
}
