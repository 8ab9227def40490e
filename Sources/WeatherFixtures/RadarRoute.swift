import FlyingFox
import Foundation
import ServiceEndpoints

/// Answers the IEM's radar WMS with ``FixtureRadarImage``'s moving band, logging each frame's layer and time and
/// applying the radar route's own fault: the archive layer (`ridge.cgi`, the four `composite-archive-*` layers
/// read by year/month/day/time, each drawing only within its composite's reach, a missing-file exception for the
/// minutes ``FixtureState/radarMissing`` names), and the time-enabled `n0q-t.cgi` (TIME, and GetCapabilities with
/// its time extent). Like the real service, a request it cannot serve is a WMS ServiceException in XML with
/// status 200.
struct RadarRoute: Sendable {
    let state: FixtureState
    let now: @Sendable () -> Date

    /// The archive layer's path; the time-enabled one (the table's second) answers GetCapabilities.
    static let archivePath = ServiceEndpoint.radar.paths[0]

    /// Each archive layer's reach (west, south, east, north): the extents the IEM's compositor writes
    /// (akrherz/radcomp), Guam's included.
    static let composites: [String: [Double]] = [
        "composite-archive-uscomp": [-126, 23.01, -65.01, 50],
        "composite-archive-akcomp": [-170.5, 53.21, -130.5, 68.71],
        "composite-archive-hicomp": [-162.41, 15.44, -152.41, 24.44],
        "composite-archive-prcomp": [-71.07, 13.1, -61.07, 23.1], "composite-archive-gucomp": [140.5, 9.2, 149, 17.7],
    ]

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        // MapServer reads parameter names in any case.
        let query = Dictionary(request.query.map { ($0.name.uppercased(), $0.value) }, uniquingKeysWith: { $1 })
        let archive = request.path.hasSuffix(Self.archivePath)
        if !archive, query["REQUEST"]?.lowercased() == "getcapabilities" {
            await state.countOther()
            return RadarCapabilities.response(now: now(), stale: await state.radarStale != .none)
        }
        let timeText = archive ? Self.archiveTime(query) : query["TIME"]
        let fault = await state.beginRadar(time: timeText ?? "", layer: query["LAYERS"] ?? "")
        if let early = try await Self.applyFault(fault) { return early }
        let layers = archive ? Array(Self.composites.keys) + ["composite-archive"] : ["nexrad-n0q-wmst"]
        guard let layer = query["LAYERS"], layers.contains(layer), query["REQUEST"] == "GetMap" else {
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
        guard let text = timeText, var date = Self.date(text) else {
            return Self.exception(
                archive
                    ? "msEvalRegex(): Regular expression error. Parameter pattern validation failed."
                    : "msWMSApplyTime(): WMS server error. Invalid TIME given.")
        }
        let stale = await state.radarStale
        if archive {
            guard query["PROD"] == "n0q" else {
                return Self.exception("msEvalRegex(): Regular expression error. Parameter pattern validation failed.")
            }
            if await state.radarMissing.contains(text) {
                let stamp = text.filter(\.isNumber).prefix(12)
                let file =
                    "/mesonet/ARCHIVE/data/\(text.prefix(4))/\(text.dropFirst(5).prefix(2))/"
                    + "\(text.dropFirst(8).prefix(2))/GIS/\(layer.split(separator: "-").last ?? "")/n0q_\(stamp).png"
                return Self.exception(
                    "msDrawMap(): Image handling error. Failed to draw layer named '\(layer)'. "
                        + "msDrawRasterLayerLow(): Unable to access file. Corrupt, empty or missing file '\(file)' "
                        + "for layer '\(layer)'. \(file): No such file or directory")
            }
            if stale == .all { date = FixtureRadarImage.frozenTime }
        } else if stale != .none {
            date = FixtureRadarImage.frozenTime
        }
        // `nulls`: a frame twice the size asked, which a client must refuse.
        let scale = fault == .nulls ? 2 : 1
        guard
            let png = FixtureRadarImage.png(
                box: box, width: width * scale, height: height * scale, time: date, within: Self.composites[layer])
        else { return FixtureResponse.make(500, "text/plain", Data("encoder failed".utf8)) }
        return fault == .truncatedBody
            ? FixtureResponse.truncated(png, "image/png") : FixtureResponse.make(200, "image/png", png)
    }

    /// The answer a fault makes instead of a frame, nil to go on.
    static func applyFault(_ fault: FixtureFault) async throws -> HTTPResponse? {
        try await fault.response(
            FaultAnswers(
                contentType: "image/png", chunkedType: "image/png",
                serverError: FixtureResponse.make(500, "text/html; charset=utf-8", Data(ForecastRoute.html.utf8)),
                rateLimited: FixtureResponse.make(429, "text/plain", Data("Too Many Requests".utf8)),
                badRequest: exception("msWMSLoadGetMapParams(): WMS server error. Invalid TIME\u{1B}[2J"),
                malformed: Data("\u{89}PNG not really".utf8)))
    }

    /// `2026-11-24T18:40:00Z` from the archive's year, month, day and time (HHMI), nil when one is malformed.
    static func archiveTime(_ query: [String: String]) -> String? {
        guard let year = query["YEAR"], let month = query["MONTH"], let day = query["DAY"], let time = query["TIME"],
            year.count == 4, month.count == 2, day.count == 2, time.count == 4,
            (year + month + day + time).allSatisfy(\.isNumber)
        else { return nil }
        return "\(year)-\(month)-\(day)T\(time.prefix(2)):\(time.suffix(2)):00Z"
    }

    /// `2026-11-24T18:40:00Z`, UTC.
    static func timeText(_ date: Date) -> String {
        let day = dayText(date)
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let minute = ((seconds % 86_400) + 86_400) % 86_400 / 60
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(day)T\(two(minute / 60)):\(two(minute % 60)):00Z"
    }

    /// A WMS 1.1.1 ServiceException, status 200, as MapServer sends it (with an exception `code` as GeoServer does).
    static func exception(_ message: String, code: String? = nil) -> HTTPResponse {
        let open = code.map { "<ServiceException code=\"\($0)\">" } ?? "<ServiceException>"
        let body = """
            <?xml version='1.0' encoding="UTF-8" standalone="no" ?>
            <ServiceExceptionReport version="1.1.1">\(open)\(message)</ServiceException></ServiceExceptionReport>
            """
        return FixtureResponse.make(200, "application/vnd.ogc.se_xml", Data(body.utf8))
    }

    /// `2026-11-24T18:40:00Z` (seconds must be 00, on a boundary of the service's step: the IEM's 5 minutes).
    static func date(_ text: String, stepMinutes: Int = 5) -> Date? {
        let parts = text.split(whereSeparator: { "-T:Z".contains($0) }).compactMap { Int($0) }
        guard parts.count == 6, text.hasSuffix("Z"), parts[5] == 0, parts[4] % stepMinutes == 0 else { return nil }
        var components = DateComponents()
        (components.year, components.month, components.day) = (parts[0], parts[1], parts[2])
        (components.hour, components.minute, components.second) = (parts[3], parts[4], 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: components)
    }
}
