import Foundation
import ServiceEndpoints
import Testing
import WeatherCore

/// The endpoint table: each service's option, variable and default in one place, resolved by the one rule, and
/// every one answered by the fixture server at the paths the app asks.
@Suite struct ServiceEndpointTests {
    @Test func everyServiceResolvesByTheOneRule() throws {
        for endpoint in ServiceEndpoint.allCases {
            let defaulted = try APIConfiguration.resolve(endpoint, flag: nil, environment: [:])
            #expect(defaulted == APIConfiguration(baseURL: URL(string: endpoint.defaultURL)!, source: .defaultValue))
            let fromVariable = try APIConfiguration.resolve(
                endpoint, flag: nil, environment: [endpoint.environmentVariable: "http://127.0.0.1:9"])
            #expect(fromVariable.source == .environment && fromVariable.baseURL.absoluteString == "http://127.0.0.1:9")
            // Each of its paths, pasted whole, is cut back to the base.
            for path in endpoint.paths {
                let pasted = try APIConfiguration.resolve(
                    endpoint, flag: "http://127.0.0.1:9/x" + path, environment: [:])
                #expect(pasted.baseURL.absoluteString == "http://127.0.0.1:9/x", "\(endpoint) \(path)")
            }
            #expect(endpoint.help.contains(endpoint.environmentVariable) && endpoint.help.contains(endpoint.defaultURL))
        }
        // Flags and variables are all different.
        #expect(Set(ServiceEndpoint.allCases.map(\.flag)).count == ServiceEndpoint.allCases.count)
        #expect(Set(ServiceEndpoint.allCases.map(\.environmentVariable)).count == ServiceEndpoint.allCases.count)
    }

    /// The names users type, spelled once here beside the table (every other test reads them from it): they are a
    /// promise to scripts and must not change by accident.
    @Test func theVariablesAsUsersTypeThem() {
        #expect(
            ServiceEndpoint.allCases.map(\.environmentVariable) == [
                "LASSO_WEATHER_API_URL", "LASSO_WEATHER_ALERTS_URL", "LASSO_WEATHER_METEOALARM_URL",
                "LASSO_WEATHER_ECCC_URL", "LASSO_WEATHER_AIR_QUALITY_URL", "LASSO_WEATHER_ENSEMBLE_URL",
                "LASSO_WEATHER_ARCHIVE_URL", "LASSO_WEATHER_RADAR_URL", "LASSO_WEATHER_GEOCODING_URL",
            ])
    }
}
