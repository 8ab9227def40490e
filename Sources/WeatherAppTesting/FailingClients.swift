import IssueReporting
import WeatherApp
import WeatherCore

// `.failing` clients for the app's own dependencies: each call reports an issue (a failed test under Swift
// Testing, through IssueReporting as LassoTesting does, so this library never imports Testing) and answers as
// little as it can. A test that means a client to be called sets its own.

extension SettingsClient {
    /// For reducers that get the world as values: reading or writing the settings is an issue.
    public static let failing = SettingsClient(
        load: {
            reportIssue("SettingsClient.failing: the settings were read")
            return .defaults
        },
        save: { _ in reportIssue("SettingsClient.failing: the settings were written") })
}

extension ZoneLookup {
    /// Looking a zone up (a file read) is an issue.
    public static let failing = ZoneLookup { name in
        reportIssue("ZoneLookup.failing: the zone \(name) was looked up")
        return nil
    }
}

extension ForecastService {
    /// Every load is an issue, and fails.
    public static let failing = ForecastService(
        load: { place, _, _, _ throws(WeatherError) in
            reportIssue("ForecastService.failing: a forecast was asked for \(place.id)")
            throw WeatherError.transport("ForecastService.failing was asked for \(place.id)")
        },
        cached: { _, _ in nil })
}

extension AlertsService {
    /// Every load is an issue, and fails.
    public static let failing = AlertsService(
        load: { place throws(AlertsError) in
            reportIssue("AlertsService.failing: alerts were asked for \(place.id)")
            throw AlertsError.failed(.transport("AlertsService.failing was asked for \(place.id)"))
        })
}

extension ConditionsClient {
    /// Every request is an issue, and fails.
    public static let failing = ConditionsClient { request throws(WeatherError) in
        reportIssue("ConditionsClient.failing: conditions were asked for \(request.coordinates.count) places")
        throw WeatherError.transport("ConditionsClient.failing was asked for \(request.coordinates.count) places")
    }
}

extension MapLayerClient {
    /// Every request is an issue, and fails.
    public static let failing = MapLayerClient { request throws(WeatherError) in
        reportIssue("MapLayerClient.failing: a grid was asked for \(request.coordinates.count) points")
        throw WeatherError.transport("MapLayerClient.failing was asked for \(request.coordinates.count) points")
    }
}

extension RadarClient {
    /// Every request is an issue, and fails.
    public static let failing = RadarClient(source: .iem) { request throws(WeatherError) in
        reportIssue("RadarClient.failing: a radar image was asked for \(RadarRequest.timeText(request.time))")
        throw WeatherError.transport("RadarClient.failing was asked for \(RadarRequest.timeText(request.time))")
    }
}

extension GeocodingClient {
    /// Every search is an issue, and fails.
    public static let failing = GeocodingClient { name throws(WeatherError) in
        reportIssue("GeocodingClient.failing: \(name) was searched online")
        throw WeatherError.transport("GeocodingClient.failing was asked for \(name)")
    }
}
