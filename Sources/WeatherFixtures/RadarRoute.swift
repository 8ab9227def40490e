import FlyingFox
import Foundation

/// Answers the IEM's time-enabled WMS (`/cgi-bin/wms/nexrad/n0q-t.cgi`) with ``FixtureRadarImage``'s moving band,
/// logging each frame's TIME and applying the radar route's own fault. Like the real service, a request it cannot
/// serve is a WMS ServiceException in XML with status 200.
struct RadarRoute: Sendable {
    let state: FixtureState

    static let path = "/cgi-bin/wms/nexrad/n0q-t.cgi"

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let time = request.query["TIME"]
        let fault = await state.beginRadar(time: time ?? "")
        switch fault {
        case .slow(let seconds):
            try await Task.sleep(for: .seconds(seconds))
        case .hang:
            try await FixtureResponse.hang()
        case .serverError:
            return FixtureResponse.make(500, "text/html; charset=utf-8", Data(ForecastRoute.html.utf8))
        case .rateLimited(let retryAfter):
            var response = FixtureResponse.make(429, "text/plain", Data("Too Many Requests".utf8))
            if let retryAfter { response.headers[HTTPHeader("Retry-After")] = String(retryAfter) }
            return response
        case .badRequest:
            return Self.exception("msWMSLoadGetMapParams(): WMS server error. Invalid TIME\u{1B}[2J")
        case .malformedJSON:
            return FixtureResponse.make(200, "image/png", Data("\u{89}PNG not really".utf8))
        case .oversizedBody:
            return FixtureResponse.make(200, "image/png", FixtureResponse.oversized())
        case .oversizedChunked:
            return FixtureResponse.oversizedChunked("image/png")
        case .none, .truncatedBody, .nulls, .escapes:
            break
        }
        let query = Dictionary(request.query.map { ($0.name.uppercased(), $0.value) }, uniquingKeysWith: { $1 })
        guard query["LAYERS"] == "nexrad-n0q-wmst", query["REQUEST"] == "GetMap" else {
            return Self.exception(
                "msWMSLoadGetMapParams(): WMS server error. Invalid layer(s) given in the LAYERS parameter.")
        }
        let box = (query["BBOX"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard box.count == 4, box[0] < box[2], box[1] < box[3], let width = query["WIDTH"].flatMap(Int.init),
            let height = query["HEIGHT"].flatMap(Int.init), (1...2048).contains(width), (1...2048).contains(height)
        else {
            return Self.exception(
                "msWMSLoadGetMapParams(): WMS server error. Missing or invalid BBOX, WIDTH or HEIGHT.")
        }
        guard let text = time, let date = Self.date(text) else {
            return Self.exception("msWMSApplyTime(): WMS server error. Invalid TIME given.")
        }
        // `nulls`: a frame twice the size asked, which a client must refuse.
        let scale = fault == .nulls ? 2 : 1
        guard let png = FixtureRadarImage.png(box: box, width: width * scale, height: height * scale, time: date)
        else { return FixtureResponse.make(500, "text/plain", Data("encoder failed".utf8)) }
        return fault == .truncatedBody
            ? FixtureResponse.truncated(png, "image/png") : FixtureResponse.make(200, "image/png", png)
    }

    /// A WMS 1.1.1 ServiceException, status 200, as MapServer sends it.
    static func exception(_ message: String) -> HTTPResponse {
        let body = """
            <?xml version='1.0' encoding="UTF-8" standalone="no" ?>
            <ServiceExceptionReport version="1.1.1"><ServiceException>\(message)</ServiceException></ServiceExceptionReport>
            """
        return FixtureResponse.make(200, "application/vnd.ogc.se_xml", Data(body.utf8))
    }

    /// `2026-11-24T18:40:00Z` (seconds must be 00, on a 5-minute boundary as the service keeps them).
    static func date(_ text: String) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6, text.hasSuffix("Z"), parts[5] == 0, parts[4] % 5 == 0 else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        (components.hour, components.minute, components.second) = (parts[3], parts[4], 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)
    }
}
