import Foundation
import Testing
import WeatherFixtures

@testable import WeatherCore

/// The live radar client over real HTTP against the fixture server's WMS, in its fault modes.
@Suite(.serialized) struct RadarClientTests {
    static let request = RadarRequest(
        area: GeoBox(minLongitude: -76, minLatitude: 38, maxLongitude: -72, maxLatitude: 42), width: 120, height: 90,
        time: RadarFrameTimes.iem.newest(now: NetFixture.now))

    func frame(_ fault: FixtureFault = .none) async throws -> Result<RadarFrame, WeatherError> {
        let server = FixtureServer(now: { NetFixture.now })
        await server.setFault(fault, on: .radar)
        return try await NetFixture.serving(server) { server, http, base in
            let client = RadarClient.live(source: .iem, baseURL: base, httpClient: http, timeouts: .radar)
            do throws(WeatherError) {
                let frame = try await client.frame(Self.request)
                #expect(await server.radarRequests() == [RadarRequest.timeText(Self.request.time)])
                return .success(frame)
            } catch {
                return .failure(error)
            }
        }
    }

    @Test func aFrameArrivesDecoded() async throws {
        let frame = try await frame().get()
        #expect(frame.time == Self.request.time && frame.area == Self.request.area && frame.source == .radar)
        #expect(frame.image.width == 120 && frame.image.height == 90)
        #expect(frame.image.pixels.contains { $0 != RadarImage.noEcho })
        #expect(frame.dbz(latitude: 40, longitude: -74) != nil)  // the band's centre line passes near here
    }

    @Test(arguments: [
        (FixtureFault.serverError, WeatherError.http(status: 500, reason: nil)),
        (
            .badRequest,
            .malformedResponse(
                detail: "not a PNG image (the service said: msWMSLoadGetMapParams(): WMS server error. Invalid TIME)")
        ),
        (.nulls, .malformedResponse(detail: "an image of 240×180 pixels, larger than the 120×90 asked")),
        (.oversizedBody, .responseTooLarge(limitBytes: 2 * 1_048_576)),
    ])
    func faultsSayWhy(fault: FixtureFault, error: WeatherError) async throws {
        #expect(try await frame(fault) == .failure(error))
    }

    @Test func aCutOffOrFakePNGIsRefused() async throws {
        for fault in [FixtureFault.truncatedBody, .malformedJSON] {
            guard case .failure(let error) = try await frame(fault) else {
                Issue.record("\(fault) gave a frame")
                continue
            }
            let readable =
                error == .truncatedResponse || error.message.contains("damaged PNG")
                || error.message.contains("not a PNG image")
            #expect(readable, "\(fault): \(error)")
        }
    }
}
