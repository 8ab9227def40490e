import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The 24-hour clock beyond Detail's own rows: alerts' ends and spans (Detail's banner, the Alerts screen), the
/// radar legend, and the screens taking the saved clock when they are built.
@MainActor
struct ClockChoiceScreensTests {
    typealias A = AlertFixtures

    @Test func alertTimesOnTheTwentyFourHourClock() {
        var detail = DetailScreen.State(
            place: DetailFixtures.place, clock: .twentyFour, snapshot: DetailFixtures.snapshot(),
            now: DetailFixtures.now)
        detail.alerts = .loaded(A.snapshot)
        let banner = renderDetail(detail, width: 80, height: 22).lines()[2]
        #expect(banner.contains("⚠ Extreme Heat Warning until Sun 21:00 · +1 more"))

        var state = WeatherAlertsScreen.State(
            place: DetailFixtures.place, alerts: A.snapshot, utcOffsetSeconds: A.offset, now: A.now)
        (state.width, state.height, state.clock) = (80, 22, .twentyFour)
        var buffer = Buffer(width: 80, height: 22)
        _ = WeatherAlertsView(store: ViewStore(state: { state }, send: { _ in })).render(
            into: &buffer, area: buffer.area)
        #expect(buffer.lines().contains { $0.contains("Sun 09:40 – Sun 21:00 · NWS New York NY") })
        #expect(buffer.text.range(of: #"\d (AM|PM)"#, options: .regularExpression) == nil)
    }

    @Test func theRadarLegendOnTheTwentyFourHourClock() {
        var state = RadarRenderTests.state(width: 80, height: 24)
        let twelve = RadarRenderTests.render(state, width: 80, height: 24).lines()[22]
        state.clock = .twentyFour
        let legend = RadarRenderTests.render(state, width: 80, height: 24).lines()[22]
        let twelveHour = #"\d (AM|PM)"#
        #expect(twelve.range(of: twelveHour, options: .regularExpression) != nil)
        #expect(legend.range(of: twelveHour, options: .regularExpression) == nil, "\(legend)")
        #expect(legend.hasPrefix("Radar · ") && legend.contains(", 7 min ago"))
        #expect(legend.range(of: #"\d\d:\d\d( UTC)?, 7 min ago"#, options: .regularExpression) != nil)
    }

    @Test func screensTakeTheSavedClock() {
        let env = FlowFixtures.environment()
        let map = MapScreen.createScreen(focus: FlowFixtures.newYork, environment: env)
        #expect(map.store.state.clock == .twelve)
        // The focus place's zone is looked up here, once, for the radar's times: not on every frame.
        #expect(map.store.state.labelZone != nil && map.store.state.labelZone == ZoneRules.of(FlowFixtures.newYork))
        env.settings.update { $0.clock = .twentyFour }
        #expect(
            MapScreen.createScreen(focus: FlowFixtures.newYork, environment: env).store.state.clock == .twentyFour)
        let alerts = WeatherAlertsScreen.createScreen(
            place: FlowFixtures.newYork, alerts: A.snapshot, utcOffsetSeconds: A.offset, environment: env)
        #expect(alerts.store.state.clock == .twentyFour)
        // The zone is looked up here, once: neither the state, the view nor the reducer opens the zone database.
        #expect(alerts.store.state.zone != nil && alerts.store.state.zone == ZoneRules.of(FlowFixtures.newYork))
        env.settings.update {
            $0.units = .metric
            $0.clock = nil
            $0.windUnit = .kn
        }
        let detail = DetailScreen.createScreen(place: FlowFixtures.newYork, snapshot: nil, environment: env)
        #expect(detail.store.state.clock == .twentyFour && detail.store.state.windUnit == .kn)
    }
}
