import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The loop's next two hours: 15-minute precipitation in the radar's scale (Marshall–Palmer), the grid's steps
/// after the newest radar frame as pictures of the box, and the one many-places request against the fixture server.
@Suite struct RadarForecastTests {
    static let area = GeoBox(minLongitude: -76, minLatitude: 38, maxLongitude: -72, maxLatitude: 42)

    @Test func precipitationBecomesReflectivityByMarshallPalmer() {
        #expect(RadarForecast.dbz(millimetresIn15Minutes: 0) == nil)
        #expect(RadarForecast.dbz(millimetresIn15Minutes: 0.02) == nil)  // 0.08 mm/h: dry
        #expect(RadarForecast.dbz(millimetresIn15Minutes: 0.25) == 23)  // 1 mm/h
        #expect(RadarForecast.dbz(millimetresIn15Minutes: 2.5) == 39)  // 10 mm/h
        #expect(RadarForecast.dbz(millimetresIn15Minutes: 12.5) == 50)  // 50 mm/h
    }

    @Test func stepsAfterTheNewestFrameBecomeFramesOfTheBox() throws {
        func quarter(_ minute: Int, _ millimetres: Double) -> Forecast.Quarter {
            Forecast.Quarter(
                time: LocalDateTime(secondsSince1970: 1_795_361_400 + Double(minute * 60), utcOffsetSeconds: 0),
                precipitation: millimetres)
        }
        // Every point: dry at 15:30, wetter each step after, for longer than one request asks.
        let series = (0...16).map { quarter($0 * 15, Double($0) * 0.5) }
        let quarters = Array(repeating: Optional(series), count: LayerGridRequest.maxPoints)
        let request = RadarForecastRequest(
            area: Self.area, width: 20, height: 15, after: Date(timeIntervalSince1970: 1_795_361_400 + 10 * 60))
        let frames = RadarForecast.frames(quarters: quarters, request: request)
        // Every step asked after the newest frame is kept (the loop shows the first eight, the rest serve the hour).
        #expect(frames.count == RadarForecast.stepsAsked)
        #expect(frames.first?.time == Date(timeIntervalSince1970: 1_795_361_400 + 15 * 60))  // after 15:40
        #expect(frames.allSatisfy { $0.source == .forecast && $0.area == Self.area && $0.image.width == 20 })
        #expect(frames.first?.image.dbz(x: 10, y: 7) == RadarForecast.dbz(millimetresIn15Minutes: 0.5))
        #expect(frames[RadarForecast.steps - 1].image.dbz(x: 0, y: 0) == RadarForecast.dbz(millimetresIn15Minutes: 4))
        #expect(frames.last?.image.dbz(x: 0, y: 0) == RadarForecast.dbz(millimetresIn15Minutes: 7))
    }

    /// An answer serves while it is under an hour old (the models run hourly) and the loop's steps lie ahead.
    @Test func anAnswerServesForAnHourWhileTheLoopsStepsLieAhead() {
        let received = NetFixture.now
        #expect(RadarForecast.serves(receivedAt: received, stepsAhead: 12, now: received))
        #expect(RadarForecast.serves(receivedAt: received, stepsAhead: 8, now: received.addingTimeInterval(3599)))
        #expect(!RadarForecast.serves(receivedAt: received, stepsAhead: 12, now: received.addingTimeInterval(3600)))
        #expect(!RadarForecast.serves(receivedAt: received, stepsAhead: 7, now: received.addingTimeInterval(60)))
        #expect(!RadarForecast.serves(receivedAt: received, stepsAhead: 12, now: received.addingTimeInterval(-1)))
    }

    @Test func oneManyPlacesRequestAgainstTheFixtureServer() async throws {
        let request = RadarForecastRequest(area: Self.area, width: 40, height: 30, after: NetFixture.now)
        let url = request.conditionsRequest.url(base: URL(string: "http://h")!).absoluteString
        #expect(url.contains("minutely_15=precipitation") && url.contains("forecast_minutely_15=14"))
        #expect(!url.contains("current="))
        try await NetFixture.serving(FixtureServer(now: { NetFixture.now })) { server, http, base in
            let frames = try await RadarForecastClient.live(baseURL: base, httpClient: http).fetch(request)
            // An hour more than the loop shows: the answer serves the loop for the hour the model's run lasts.
            #expect(frames.count >= RadarForecast.steps + 4 && frames.count <= RadarForecast.stepsAsked)
            #expect(frames.allSatisfy { $0.time > NetFixture.now && $0.source == .forecast })
            #expect(frames.map(\.time) == frames.map(\.time).sorted())
            let log = await server.forecastRequests()
            #expect(log.map(\.places) == [LayerGridRequest.maxPoints])
        }
    }
}
