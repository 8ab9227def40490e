import WeatherCore

/// The services' base URLs from the options and the environment, checked: the one thing that can fail before the
/// app opens its screen.
struct ServiceURLs: Sendable {
    let forecast: APIConfiguration
    let alerts: APIConfiguration
    let meteoAlarm: APIConfiguration
    let eccc: APIConfiguration
    let airQuality: APIConfiguration
    let ensemble: APIConfiguration
    let archive: APIConfiguration
    let radar: APIConfiguration
    let geocoding: APIConfiguration

    /// Fails with a clear message for a bad --api-url, --alerts-url, --meteoalarm-url, --eccc-url,
    /// --air-quality-url, --ensemble-url, --archive-url, --radar-url or
    /// --geocoding-url.
    init(options: ServiceOptions, environment: [String: String]) throws(CLIError) {
        do {
            forecast = try APIConfiguration.resolve(flag: options.apiURL, environment: environment)
        } catch {
            throw CLIError(error.message, status: ExitStatus.badInput)
        }
        do {
            alerts = try APIConfiguration.resolveAlerts(flag: options.alertsURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "alerts")
        }
        do {
            meteoAlarm = try APIConfiguration.resolveMeteoAlarm(flag: options.meteoAlarmURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "MeteoAlarm")
        }
        do {
            eccc = try APIConfiguration.resolveECCC(flag: options.ecccURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "ECCC")
        }
        do {
            airQuality = try APIConfiguration.resolveAirQuality(flag: options.airQualityURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "air quality")
        }
        do {
            ensemble = try APIConfiguration.resolveEnsemble(flag: options.ensembleURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "ensemble")
        }
        do {
            archive = try APIConfiguration.resolveArchive(flag: options.archiveURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "archive")
        }
        do {
            radar = try APIConfiguration.resolveRadar(flag: options.radarURL, environment: environment)
        } catch {
            throw Self.urlError(error, service: "radar")
        }
        geocoding = try Self.geocoding(flag: options.geocodingURL, environment: environment)
    }

    /// The geocoder's alone, for `lookup`, which asks no other service.
    static func geocoding(flag: String?, environment: [String: String]) throws(CLIError) -> APIConfiguration {
        do {
            return try APIConfiguration.resolveGeocoding(flag: flag, environment: environment)
        } catch {
            throw urlError(error, service: "geocoding")
        }
    }

    /// "The alerts URL "ftp://x" is not usable: the scheme must be http or https." (status 65).
    private static func urlError(_ error: WeatherError, service: String) -> CLIError {
        guard case .invalidBaseURL(let url, let reason) = error else {
            return CLIError(error.message, status: ExitStatus.badInput)
        }
        return CLIError(
            "The \(service) URL \"\(url.sanitizedForTerminal)\" is not usable: \(reason).", status: ExitStatus.badInput)
    }
}
