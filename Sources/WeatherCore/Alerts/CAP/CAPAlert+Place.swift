import FoundationEssentials

extension [CAPAlert] {
    /// ECCC: the blocks in force at `now` in `language`, once per area whose polygon holds the place, shown with
    /// that area's name. An alert whose areas all miss the place is not the place's and is left out.
    func alerts(containing point: GeoPoint, language: String, at now: Date) -> [WeatherAlert] {
        flatMap { alert in
            alert.infos(in: language).filter { alert.isInForce($0, at: now) }.flatMap { info in
                info.areas.filter { $0.contains(point) }.prefix(1).map { alert.weatherAlert(info, area: $0) }
            }
        }
    }

    /// MeteoAlarm: the blocks in force at `now` in `language`; an alert is the place's own when one of its areas is
    /// (``MeteoAlarmAreas/ownArea(of:directory:)``), shown with that area's name; every other one is elsewhere,
    /// shown with all its areas' names.
    func alerts(ownArea isOwn: (CAPArea) -> Bool, language: String, at now: Date) -> PlaceAlerts {
        var result = PlaceAlerts(own: [], elsewhere: [])
        for alert in self {
            for info in alert.infos(in: language) where alert.isInForce(info, at: now) {
                if let area = info.areas.first(where: isOwn) {
                    result.own.append(alert.weatherAlert(info, area: area))
                } else if !info.areas.isEmpty {
                    let named = info.areas.map(\.areaDesc).filter { !$0.isEmpty }.joined(separator: ", ")
                    result.elsewhere.append(
                        alert.weatherAlert(info, area: CAPArea(areaDesc: named, polygons: [], geocodes: [:])))
                }
            }
        }
        return result
    }
}
