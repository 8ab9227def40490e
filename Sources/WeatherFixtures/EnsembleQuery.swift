import Foundation

extension OpenMeteoRoute {
    /// `/v1/ensemble` as Open-Meteo's Ensemble API answers it for an ensemble-mean model (errors in the forecast's
    /// shape).
    static let ensemble = onePlace(
        .ensemble, EnsembleQuery.self,
        badRequestReason: OpenMeteoFault.cannotInitialize("EnsembleMultiDomains", from: "ecmwf", key: "models"),
        malformedBody: #"{"latitude":40.75,"longitude":-74.0,"hourly":{"temperature_2m":[4.1,,"#)
}

/// One `/v1/ensemble` request: the forecast's parameters (checked by ``ForecastQuery``, its `_spread` variables set
/// apart) and one ensemble-mean model.
struct EnsembleQuery: OnePlaceQuery {
    var forecast: ForecastQuery
    var model: String
    /// The `hourly` variables in the order asked, spreads included.
    var hourly: [String]

    /// The ensemble-mean models the fixture knows, and how many days each forecasts (as Open-Meteo's docs say).
    static let horizons = [
        "ncep_gefs_ensemble_mean_seamless": 35, "ncep_gefs025_ensemble_mean": 10, "ecmwf_ifs025_ensemble_mean": 15,
        "dwd_icon_eps_ensemble_mean_seamless": 7,
    ]
    static let spreadSuffix = "_spread"

    init(_ items: [(name: String, value: String)]) throws(ForecastQuery.Invalid) {
        let value = { (name: String) in items.last { $0.name == name }?.value }
        model = value("models") ?? ""
        guard Self.horizons[model] != nil else {
            throw ForecastQuery.Invalid(
                reason: "Cannot initialize EnsembleMultiDomains from invalid String value \(model) for key models")
        }
        hourly = (value("hourly") ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty }
        let bases = hourly.map { $0.hasSuffix(Self.spreadSuffix) ? String($0.dropLast(Self.spreadSuffix.count)) : $0 }
        let rest = items.filter { $0.name != "hourly" && $0.name != "models" }
        forecast = try ForecastQuery(rest + [("hourly", bases.joined(separator: ","))])
    }

    var timezone: String? { forecast.timezone }
    var latitude: Double { forecast.latitude }
    var longitude: Double { forecast.longitude }

    func body(zone: FixtureTimeZone, now: Date, variant: ForecastResponder.Variant) -> JSONValue {
        EnsembleResponder(query: self, zone: zone, now: now, variant: variant).body()
    }
}
