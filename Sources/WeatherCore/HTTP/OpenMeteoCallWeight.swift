import CivilCalendar
import FoundationEssentials

/// What Open-Meteo counts one request as, under its free terms (10,000 calls a day, 5,000 an hour, 600 a minute):
/// per location `max(1, V/10 × max(1, days/14))`, where V counts every `hourly`, `daily`, `current` and
/// `minutely_15` variable asked, times the ensemble members of the model asked. The pricing FAQ's example: two weeks
/// of 15 variables weigh 1.5 calls. A request to another service (the NWS, MeteoAlarm, ECCC, the radar) weighs
/// nothing here: it is told apart by path, so a fixture server standing in for every service is counted the same.
/// The archive is not read here: its requests state their weight (``ArchiveRequest/weight``), counted by the
/// budget that lets them go.
public enum OpenMeteoCallWeight {
    /// The calls a GET of `url` costs, or nil when it is not one of Open-Meteo's APIs.
    public static func of(_ url: URL) -> Double? {
        let path = url.path
        guard let api = apis.first(where: { path.hasSuffix($0.path) }) else { return nil }
        guard api.countsVariables else { return 1 }
        let query = Dictionary(
            (URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []).map {
                ($0.name, $0.value ?? "")
            }, uniquingKeysWith: { first, _ in first })
        let variables = ["hourly", "daily", "current", "minutely_15"].reduce(0) { count, key in
            count + (query[key].map(list)?.count ?? 0)
        }
        let members = (query["models"].map(list) ?? []).map { Self.members(String($0)) }.max() ?? 1
        let days = Self.days(query, defaultDays: api.defaultDays)
        let locations = max(1, query["latitude"].map(list)?.count ?? 1)
        let perLocation = max(1, Double(variables * members) / 10 * max(1, Double(days) / 14))
        return Double(locations) * perLocation
    }

    private struct API {
        var path: String
        var countsVariables = true
        var defaultDays = 7
    }

    private static let apis = [
        API(path: "/v1/forecast"), API(path: "/v1/ensemble"),
        API(path: "/v1/air-quality", defaultDays: 5), API(path: "/v1/search", countsVariables: false),
    ]

    /// The days a request spans: its dates, else its forecast days (the API's default) and past days.
    private static func days(_ query: [String: String], defaultDays: Int) -> Int {
        if let start = query["start_date"].flatMap(CivilDate.init(iso:)),
            let end = query["end_date"].flatMap(CivilDate.init(iso:))
        {
            return max(1, end.daysSince1970 - start.daysSince1970 + 1)
        }
        let forecast = query["forecast_days"].flatMap { Int($0) } ?? defaultDays
        return forecast + (query["past_days"].flatMap { Int($0) } ?? 0)
    }

    /// An ensemble model's members: a mean model counts as one; the member models as Open-Meteo lists them.
    private static func members(_ model: String) -> Int {
        if model.contains("ensemble_mean") { return 1 }
        return memberCounts.first { model.hasPrefix($0.key) }?.value ?? 1
    }

    private static let memberCounts = [
        "icon_seamless": 40, "icon_global": 40, "gfs_seamless": 31, "gfs025": 31, "ecmwf_ifs025": 51, "gem_global": 21,
    ]

    private static func list(_ value: String) -> [Substring] {
        value.split(separator: ",").filter { !$0.isEmpty }
    }
}
