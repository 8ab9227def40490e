import FoundationEssentials
import FuzzSupport

@testable import WeatherCore

/// Alerts abroad: ECCC's CAP XML (libxml2) and MeteoAlarm's JSON feed. Each decoder returns alerts or an error,
/// never crashes; every text is sanitised (newlines only in descriptions and instructions), every polygon point is
/// on the globe, and choosing what is in force for a place abroad never crashes either.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    var alerts: [CAPAlert] = []
    if let alert = try? CAPDocument.decode(data) { alerts.append(alert) }
    if let feed = try? MeteoAlarmFeed.decode(data) {
        invariant(feed.skipped >= 0, "skipped \(feed.skipped)")
        alerts += feed.alerts
    }
    let paragraphs: (String) -> Bool = { $0.hasSuffix("description") || $0.hasSuffix("instruction") }
    for alert in alerts {
        invariant(alert.infos.allSatisfy { !$0.event.isEmpty }, "a block without an event")
        checkDecoded(alert, keepsNewlines: paragraphs)
    }
    let now = Date(timeIntervalSince1970: 1_700_000_000)
    let point = GeoPoint(longitude: -63.57, latitude: 44.65)
    for alert in alerts.alerts(containing: point, language: "fr", at: now) {
        checkDecoded(alert, keepsNewlines: paragraphs)
    }
    let named = alerts.alerts(named: ["Banja Luka", "Halifax"], language: "en", at: now)
    for alert in named.own + named.elsewhere { checkDecoded(alert, keepsNewlines: paragraphs) }
    return 0
}
