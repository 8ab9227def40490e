import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// Known inputs for Detail's tests: a place, a fixed clock, and a forecast decoded from Open-Meteo JSON whose
/// every value follows a simple rule, so rendered grids can be checked by eye.
enum DetailFixtures {
    static let place = Place(
        zip: "10001", city: "New York", state: "NY", county: "New York", timeZone: "America/New_York",
        latitude: 40.75, longitude: -73.99)

    /// 2026-11-22 15:10 UTC = Sunday 10:10 AM in New York (EST, -5 h).
    static let now = Date(timeIntervalSince1970: 1_795_360_200)

    /// Hourly temperatures: a triangle wave, 60° at 3 PM down to 48° at 3 AM; it feels 3° colder.
    static func hourlyTemperature(_ i: Int) -> Double { Double(60 - abs((i + 7) % 24 - 12)) }
    static let chances = [0, 0, 10, 20, 40, 60, 80, 60, 40, 20, 10, 0]
    /// Rain falls (0.02 in an hour) while the chance is 60% or more, and the code says so.
    static func hourlyRain(_ i: Int) -> Double { chances[i % 12] >= 60 ? 0.02 : 0 }
    static func hourlyCode(_ i: Int) -> Int { chances[i % 12] >= 60 ? 61 : (chances[i % 12] >= 20 ? 3 : 2) }
    /// Wind 8–12 mph from the NW, gusts 10 mph more.
    static func hourlyWind(_ i: Int) -> Double { Double(8 + i % 5) }

    /// 48 hours from 10 AM Sunday, the current block, and 7 days, as the server sends them (imperial).
    static let imperialJSON: String = {
        let times = (0..<48).map { i in
            let day = 22 + (10 + i) / 24
            let hour = (10 + i) % 24
            return "\"2026-11-\(day)T\(hour < 10 ? "0" : "")\(hour):00\""
        }
        let temps = (0..<48).map { String(hourlyTemperature($0)) }
        let pops = (0..<48).map { String(chances[$0 % 12]) }
        func series(_ value: (Int) -> Double) -> String { (0..<48).map { String(value($0)) }.joined(separator: ",") }
        let days = (22...28).map { "\"2026-11-\($0)\"" }
        let rises = (22...28).map { "\"2026-11-\($0)T06:49\"" }
        let sets = (22...28).map { "\"2026-11-\($0)T16:32\"" }
        return """
            {"latitude":40.75,"longitude":-73.99,"utc_offset_seconds":-18000,"timezone":"America/New_York",
             "timezone_abbreviation":"EST",
             "current_units":{"temperature_2m":"°F","wind_speed_10m":"mp/h","precipitation":"inch","pressure_msl":"hPa"},
             "current":{"time":"2026-11-22T10:00","temperature_2m":54.3,"apparent_temperature":51.8,
               "relative_humidity_2m":62,"is_day":1,"precipitation":0.0,"weather_code":2,"cloud_cover":40,
               "pressure_msl":1016.2,"wind_speed_10m":12.4,"wind_direction_10m":315,"wind_gusts_10m":21.7,
               "uv_index":2.35},
             "hourly_units":{"temperature_2m":"°F"},
             "hourly":{"time":[\(times.joined(separator: ","))],"temperature_2m":[\(temps.joined(separator: ","))],
               "precipitation_probability":[\(pops.joined(separator: ","))],
               "apparent_temperature":[\(series { hourlyTemperature($0) - 3 })],
               "precipitation":[\(series(hourlyRain))],"weather_code":[\(series { Double(hourlyCode($0)) })],
               "wind_speed_10m":[\(series(hourlyWind))],"wind_gusts_10m":[\(series { hourlyWind($0) + 10 })],
               "wind_direction_10m":[\(series { _ in 315 })]},
             "daily_units":{"temperature_2m_max":"°F"},
             "daily":{"time":[\(days.joined(separator: ","))],"weather_code":[2,3,61,0,1,71,45],
               "temperature_2m_max":[61,58,55,50,52,40,45],"temperature_2m_min":[47,45,44,38,40,30,33],
               "sunrise":[\(rises.joined(separator: ","))],"sunset":[\(sets.joined(separator: ","))],
               "precipitation_probability_max":[10,30,80,0,5,60,20],"uv_index_max":[2.4,1.1,0.5,3.6,4.2,0.8,2.0]}}
            """
    }()

    /// Sunday 10 AM: the fixture's first hour, the one containing `now`.
    static let firstHour = LocalDateTime(date: LocalDate(year: 2026, month: 11, day: 22), hour: 10)

    static func forecast(_ units: UnitSystem = .imperial) -> Forecast {
        // The JSON literal above is valid by construction; a failure here is a bug in the fixture.
        let imperial = try! Forecast(openMeteoJSON: Data(imperialJSON.utf8), units: .imperial)
        return imperial.converted(to: units)
    }

    /// The same forecast with 9 more days (a 16-day answer): Dec 6 is a Sunday 14 days ahead, cold and clear.
    static func sixteenDayForecast(_ units: UnitSystem = .imperial) -> Forecast {
        var long = forecast(.imperial)
        long.daily += (7..<16).map { d in
            Forecast.Day(
                date: LocalDate(year: 2026, month: 11, day: 22).adding(days: d), weatherCode: [0, 3, 71][d % 3],
                high: Double(36 + d), low: Double(24 + d), precipitationProbabilityMax: Double(d * 5),
                uvIndexMax: Double(d % 4) + 1.2)
        }
        return long.converted(to: units)
    }

    /// Fetched 3 minutes before `now`, with the place's zone as the forecast service resolves it; with 16 days
    /// when `days` says so.
    static func snapshot(
        _ units: UnitSystem = .imperial, age: TimeInterval = 180,
        freshness: ForecastSnapshot.Freshness = .fresh, days: ForecastDays = .seven
    ) -> ForecastSnapshot {
        ForecastSnapshot(
            forecast: days == .sixteen ? sixteenDayForecast(units) : forecast(units),
            fetchedAt: now.addingTimeInterval(-age), freshness: freshness, zone: zone)
    }

    /// The place's zone, looked up once for every test (the forecast service does it for the app).
    static let zone = ZoneRules.of(place)

    static func state(
        snapshot: ForecastSnapshot? = nil, units: UnitSystem = .imperial, days: ForecastDays = .seven
    ) -> DetailScreen.State {
        // Without a snapshot, the directory's zone as `createScreen` looks it up; with one, the snapshot's.
        DetailScreen.State(
            place: place, units: units, iconSet: .unicode, days: days, snapshot: snapshot,
            placeZone: snapshot == nil ? zone : nil, now: now)
    }
}

/// One call to the forecast service, as the parked dependency sees it.
struct LoadCall: Hashable, Sendable {
    var zip: String
    var units: UnitSystem
    var policy: LoadPolicy
    var days: ForecastDays = .seven
}

/// Values the test can read after effects wrote them from other tasks.
final class Recorded<Value: Sendable>: Sendable {
    private let storage = Mutex<[Value]>([])

    func append(_ value: Value) { storage.withLock { $0.append(value) } }
    var values: [Value] { storage.withLock { $0 } }
}

/// What `recordObservation` was called with.
struct Observation: Equatable, Sendable {
    var zip: String
    var temperature: Double?
    var units: UnitSystem
    var weatherCode: Int?
    var at: Date
}

/// Detail's reducer wired to controllable doubles: loads stay parked until the test answers them, and time moves
/// only when the test advances it.
@MainActor
struct DetailHarness {
    let loads = ParkedCalls<LoadCall, ForecastSnapshot>()
    let savedUnits = Recorded<UnitSystem>()
    let savedDays = Recorded<ForecastDays>()
    let savedWindUnits = Recorded<WindUnit?>()
    let savedClocks = Recorded<ClockStyle?>()
    /// The settings as saved when the screen opened (its state's), before it or a test saved others.
    let opened = Recorded<Settings>()
    let observations = Recorded<Observation>()
    let recordedAlerts = Recorded<AlertsSummary?>()
    let time = TestTime(start: DetailFixtures.now)
    /// What the alerts service answers, at once: none, unless a test says otherwise.
    var alerts = AlertsService.mock([], at: DetailFixtures.now)
    /// None: asked only by tests whose state is not `.off`.
    var airQuality: AirQualityService? = nil
    /// None: asked only by the spread's tests.
    var spread: SpreadService? = nil
    /// None: asked only by the radar's tests.
    var radar: RadarClient? = nil
    /// None: asked only by the normals' tests.
    var normals: NormalsService? = nil
    /// The settings client the reducer writes through; nil: `settingsClient`, which records each choice saved.
    var settings: SettingsClient? = nil

    /// The reducer for a screen opened in `units`, which are also the saved ones until the screen saves others.
    /// `choices` are the saved wind unit and clock until `w` saves another.
    func reducer(
        units: UnitSystem = .imperial, days: ForecastDays = .seven, choices: SavedUnitChoices = SavedUnitChoices()
    ) -> DetailStore {
        let (loads, observations, recordedAlerts) = (loads, observations, recordedAlerts)
        opened.append(Settings(units: units, forecastDays: days, windUnit: choices.windUnit, clock: choices.clock))
        return DetailStore(
            forecasts: ForecastService(load: { place, units, policy, days throws(WeatherError) in
                do {
                    return try await loads.call(LoadCall(zip: place.zip, units: units, policy: policy, days: days))
                } catch let error as WeatherError {
                    throw error
                } catch {
                    throw .cancelled
                }
            }),
            alerts: alerts,
            recentSearches: Self.recording(observations, recordedAlerts),
            settings: settings ?? settingsClient,
            clock: time.appClock,
            airQuality: airQuality,
            spread: spread,
            radar: radar,
            normals: normals
        )
    }

    /// A recent-searches client that records the weather and the alerts Detail stores, and holds no list (so the
    /// alerts' place is recorded first, as a new one).
    private nonisolated static func recording(
        _ observations: Recorded<Observation>, _ alerts: Recorded<AlertsSummary?>
    ) -> RecentSearchesClient {
        RecentSearchesClient(
            all: { [] }, record: { _, _ in [] }, updateObservation: { _, _, _, _, _ in [] },
            updateAlerts: { _, summary in
                alerts.append(summary)
                return []
            },
            remove: { _ in nil }, restore: { _, _ in [] },
            updateConditions: { updates in
                for (zip, conditions) in updates {
                    observations.append(
                        Observation(
                            zip: zip, temperature: conditions.temperature, units: conditions.units,
                            weatherCode: conditions.weatherCode, at: conditions.fetchedAt))
                }
                return []
            })
    }

    /// The settings as saved now: the screen's when it opened, with every choice saved since (by the screen or
    /// by the test, standing for another screen). What `createScreen` would send with `didAppear`.
    var saved: Settings { Self.saved(opened, savedUnits, savedDays, savedWindUnits, savedClocks) }

    private nonisolated static func saved(
        _ opened: Recorded<Settings>, _ units: Recorded<UnitSystem>, _ days: Recorded<ForecastDays>,
        _ winds: Recorded<WindUnit?>, _ clocks: Recorded<ClockStyle?>
    ) -> Settings {
        var settings = opened.values.last ?? Settings()
        if let last = units.values.last { settings.units = last }
        if let last = days.values.last { settings.forecastDays = last }
        if let last = winds.values.last { settings.windUnit = last }
        if let last = clocks.values.last { settings.clock = last }
        return settings
    }

    /// The settings client the reducer writes through: each save is recorded as the choices it changed.
    var settingsClient: SettingsClient {
        let (opened, units, days, winds, clocks) = (opened, savedUnits, savedDays, savedWindUnits, savedClocks)
        return SettingsClient(
            load: { Self.saved(opened, units, days, winds, clocks) },
            save: { new in
                let old = Self.saved(opened, units, days, winds, clocks)
                if new.units != old.units { units.append(new.units) }
                if new.forecastDays != old.forecastDays { days.append(new.forecastDays) }
                if new.windUnit != old.windUnit { winds.append(new.windUnit) }
                if new.clock != old.clock { clocks.append(new.clock) }
            })
    }

    func store(_ state: DetailScreen.State) -> TestStore<DetailScreen> {
        TestStore(
            initialState: state,
            reducer: reducer(
                units: state.units, days: state.days,
                choices: SavedUnitChoices(windUnit: state.chosenWindUnit, clock: state.chosenClock)))
    }

    static let noAlerts = AlertsSnapshot(alerts: [], fetchedAt: DetailFixtures.now)

    /// Receives the (empty) answer about alerts that every first appearance and refresh asks for.
    func receiveNoAlerts(_ store: TestStore<DetailScreen>, at date: Date = DetailFixtures.now) async {
        let none = AlertsSnapshot(alerts: [], fetchedAt: DetailFixtures.now)
        await store.receive(.alerts(.didLoad(.success(none), at: date))) {
            $0.refresh?.settle("alerts", .answered)
            $0.alerts = .loaded(none)
            $0.alertsCheckedAt = date
        }
    }

    /// Lets the 30-second clock tick once; returns the time it ticked at.
    func tick() async -> Date {
        await time.advance(by: DetailStore.tickInterval)
        return time.now
    }
}

/// Detail's screens with the data fixture (`DetailStates.data`), one literal per size: every render test of a
/// whole Detail screen expects one of these with the rows it changes replaced (`replacingLines`).
extension DetailFixtures {
    /// The 80×24 terminal's body: the 7-day table drawn one column in, as its own tests draw it (its literal lives
    /// in `DailyTableTests` only).
    static let screen80x22 = [
        """
         New York, NY  10001                                           Sun 10:10 AM EST
         updated 3 min ago
         █▀▀ █ █ °F              Feels like 52°F      Wind     12 mph NW ↘         UV 2
         ▀▀█ ▀▀█                 Humidity   62%       Gusts    22 mph
         ▀▀▀   ▀                 Clouds     40%       Pressure 30.01 inHg
         ☁ Partly cloudy         Precip     0.00 in   Rise/set 6:49 AM / 4:32 PM
         Next 48 hours ───────────────────────────────────────── Sun 10 AM – Mon 9 AM →
           60°       ⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⣀
                ⠐⠒⠉⠉⠉                     ⠉⠉⠉⠒⠒⠒⠤⠤⠤⠤⠤⠤⣀⣀⣀                     ⣀⣀⣀⠤⠤⠤⠤⠤
           48°                                           ⠉⠉⠉⠒⠒⠒⠤⠤⠤⣀⣀⣀⠤⠤⠤⠒⠒⠒⠉⠉⠉
         rain%       ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁          ▁▁ ▂▂ ▃▃ ▅▅ ▆▆ ▅▅ ▃▃ ▂▂ ▁▁
                     12 PM    3 PM     6 PM     9 PM     Mon      3 AM     6 AM
         Sun 10 AM  ☁ Partly cloudy  55°F feels 52°F  precip 0% 0.00 in  wind 8 mph NW
        """,
        DailyTableTests.sevenDays.indentingLines(by: 1),
        "                                                 Weather data by Open-Meteo.com",
    ].joined(separator: "\n")

    /// Where `screen80x22` draws the 7-day table.
    static let dailyTable80x22 = Rect(x: 1, y: 13, width: 78, height: 8)

    /// The 40×12 terminal's body: no room for the chart or the table.
    static let screen40x10 = """
         New York, NY  10001   Sun 10:10 AM EST
         updated 3 min ago

         █▀▀ █ █ °F  ☁ Partly cloudy
         ▀▀█ ▀▀█     Feels like 52°F
         ▀▀▀   ▀     H 61° · L 47°
         Wind 12 mph NW ↘ · Humidity 62%
         Pressure 30.01 inHg · Gusts 22 mph
         Sun 10 AM  ☁  55°F  precip 0%
                 Weather data by Open-Meteo.com
        """
}
