/// Every outside service the app asks, in one table, as `KeyMap` is for keys: its option, environment variable,
/// default URL, the paths it is asked at (the endpoint a user may paste whole, dropped from a base URL) and the
/// words for it. The options' help, the URLs' resolution, the test harnesses' environment and the fixture server's
/// routes read it, so a new service is one case here plus its client. Names and addresses only: no decoding.
public enum ServiceEndpoint: String, CaseIterable, Sendable {
    case forecast, alerts, meteoAlarm, eccc, airQuality, ensemble, archive, radar, geocoding

    /// The command-line option, without its dashes.
    public var flag: String {
        switch self {
        case .forecast: "api-url"
        case .alerts: "alerts-url"
        case .meteoAlarm: "meteoalarm-url"
        case .eccc: "eccc-url"
        case .airQuality: "air-quality-url"
        case .ensemble: "ensemble-url"
        case .archive: "archive-url"
        case .radar: "radar-url"
        case .geocoding: "geocoding-url"
        }
    }

    /// The environment variable the option falls back to.
    public var environmentVariable: String {
        switch self {
        case .forecast: "LASSO_WEATHER_API_URL"
        case .alerts: "LASSO_WEATHER_ALERTS_URL"
        case .meteoAlarm: "LASSO_WEATHER_METEOALARM_URL"
        case .eccc: "LASSO_WEATHER_ECCC_URL"
        case .airQuality: "LASSO_WEATHER_AIR_QUALITY_URL"
        case .ensemble: "LASSO_WEATHER_ENSEMBLE_URL"
        case .archive: "LASSO_WEATHER_ARCHIVE_URL"
        case .radar: "LASSO_WEATHER_RADAR_URL"
        case .geocoding: "LASSO_WEATHER_GEOCODING_URL"
        }
    }

    /// Where it is asked when neither the option nor the variable says otherwise.
    public var defaultURL: String {
        switch self {
        case .forecast: "https://api.open-meteo.com"
        case .alerts: "https://api.weather.gov"
        case .meteoAlarm: "https://feeds.meteoalarm.org"
        case .eccc: "https://api.weather.gc.ca"
        case .airQuality: "https://air-quality-api.open-meteo.com"
        case .ensemble: "https://ensemble-api.open-meteo.com"
        case .archive: "https://archive-api.open-meteo.com"
        case .radar: "https://mesonet.agron.iastate.edu"
        case .geocoding: "https://geocoding-api.open-meteo.com"
        }
    }

    /// The paths the app asks below the base URL, longest first: a URL pasted with one of them is cut back to its
    /// base. The radar's second is the time-enabled layer the app asked before its archive layer.
    public var paths: [String] {
        switch self {
        case .forecast: ["/v1/forecast"]
        case .alerts: ["/alerts/active", "/alerts"]
        case .meteoAlarm: ["/api/v1/warnings"]
        case .eccc: ["/collections/weather-alerts/items", "/collections/weather-alerts"]
        case .airQuality: ["/v1/air-quality"]
        case .ensemble: ["/v1/ensemble"]
        case .archive: ["/v1/archive"]
        case .radar: ["/cgi-bin/wms/nexrad/ridge.cgi", "/cgi-bin/wms/nexrad/n0q-t.cgi"]
        case .geocoding: ["/v1/search"]
        }
    }

    /// The service in a message: "The ensemble URL "ftp://x" is not usable…".
    public var name: String {
        switch self {
        case .forecast: "weather API"
        case .alerts: "alerts"
        case .meteoAlarm: "MeteoAlarm"
        case .eccc: "ECCC"
        case .airQuality: "air quality"
        case .ensemble: "ensemble"
        case .archive: "archive"
        case .radar: "radar"
        case .geocoding: "geocoding"
        }
    }

    /// What the option asks for, in its help.
    var what: String {
        switch self {
        case .forecast: "Open-Meteo-compatible server to ask"
        case .alerts: "NWS-compatible alerts server to ask"
        case .meteoAlarm: "MeteoAlarm-compatible server for alerts in Europe"
        case .eccc: "ECCC-compatible OGC API server for alerts in Canada"
        case .airQuality: "Open-Meteo-compatible air-quality server to ask"
        case .ensemble: "Open-Meteo-compatible ensemble server for the forecast's spread"
        case .archive: "Open-Meteo-compatible historical server for the 1991–2020 normals"
        case .radar: "WMS server with the NEXRAD composite"
        case .geocoding: "Open-Meteo-compatible geocoder for names not in the offline directory"
        }
    }

    /// The option's help: "Open-Meteo-compatible server to ask (default https://api.open-meteo.com; env
    /// LASSO_WEATHER_API_URL)."
    public var help: String { "\(what) (default \(defaultURL); env \(environmentVariable))." }
}
