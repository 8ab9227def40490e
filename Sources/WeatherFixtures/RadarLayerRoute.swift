import FlyingFox
import Foundation

/// Answers GetMap for the ``FixtureRadarLayer``s at one path in the shape of a plain time-enabled WMS 1.1.1 (as
/// GeoMet's and DWD's GeoServer are asked): `LAYERS`, `TIME=2026-11-24T18:40:00Z`, `BBOX`, `WIDTH`, `HEIGHT`. It logs
/// each frame with the IEM's (``FixtureServer/radarRequestRecords()``), applies the radar route's fault, and
/// answers a time off the layer's step with the WMS exception `InvalidDimensionValue`, and a time in
/// ``FixtureState/radarMissing`` with the exception "no frame for time …".
struct RadarLayerRoute: Sendable {
    let state: FixtureState
    let layers: [FixtureRadarLayer]

    func respond(to request: HTTPRequest) async throws -> HTTPResponse {
        let query = Dictionary(request.query.map { ($0.name.uppercased(), $0.value) }, uniquingKeysWith: { $1 })
        let timeText = query["TIME"] ?? ""
        let fault = await state.beginRadar(time: timeText, layer: query["LAYERS"] ?? "")
        if let early = try await RadarRoute.applyFault(fault) { return early }
        guard query["REQUEST"] == "GetMap", let layer = layers.first(where: { $0.layer == query["LAYERS"] }) else {
            return RadarRoute.exception("Invalid layer(s) given in the LAYERS parameter.", code: "LayerNotDefined")
        }
        let box = (query["BBOX"] ?? "").split(separator: ",").compactMap { Double($0) }
        guard box.count == 4, box[0] < box[2], box[1] < box[3], let width = query["WIDTH"].flatMap(Int.init),
            let height = query["HEIGHT"].flatMap(Int.init), (1...2048).contains(width), (1...2048).contains(height)
        else { return RadarRoute.exception("Missing or invalid BBOX, WIDTH or HEIGHT.", code: "MissingParameterValue") }
        guard let date = RadarRoute.date(timeText, stepMinutes: layer.stepMinutes) else {
            return RadarRoute.exception(
                "Time value \(timeText) is not one of the layer's \(layer.stepMinutes)-minute steps.",
                code: "InvalidDimensionValue")
        }
        if await state.radarMissing.contains(timeText) {
            return RadarRoute.exception(
                "no frame for time \(timeText) in layer \(layer.layer)", code: "NoApplicableCode")
        }
        guard
            let png = FixtureRadarImage.png(
                box: box, width: width, height: height, time: date, within: layer.box, palette: layer.palette)
        else { return FixtureResponse.make(500, "text/plain", Data("encoder failed".utf8)) }
        return fault == .truncatedBody
            ? FixtureResponse.truncated(png, "image/png") : FixtureResponse.make(200, "image/png", png)
    }
}
