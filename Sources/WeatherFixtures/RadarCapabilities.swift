import FlyingFox
import Foundation

/// `n0q-t.cgi`'s GetCapabilities, WMS 1.1.1, in the shape of MapServer's real answer (the IEM's `n0r-t.cgi`
/// capabilities recorded in OWSLib's tests): layer `nexrad-n0q-wmst` with its time `Extent`, which runs to the last
/// day of this year, or ended yesterday while the fixture plays a stale source (``FixtureRadarStale``).
enum RadarCapabilities {
    static func response(now: Date, stale: Bool) -> HTTPResponse {
        let today = RadarRoute.dayText(now)
        let end = stale ? RadarRoute.dayText(now.addingTimeInterval(-86_400)) : "\(today.prefix(4))-12-31"
        let body = """
            <?xml version='1.0' encoding="UTF-8" standalone="no" ?>
            <WMT_MS_Capabilities version="1.1.1">
            <Service><Name>OGC:WMS</Name><Title>IEM WMS Service</Title></Service>
            <Capability>
            <Layer><Name>nexrad_base_reflect</Name><Title>IEM WMS Service</Title><SRS>EPSG:4326</SRS>
            <LatLonBoundingBox minx="-126" miny="24" maxx="-66" maxy="50" />
            <Layer queryable="0" opaque="0" cascaded="0"><Name>nexrad-n0q-wmst</Name><Title>NEXRAD BASE REFLECT</Title>
            <SRS>EPSG:4326</SRS><LatLonBoundingBox minx="-126" miny="24" maxx="-66" maxy="50" />
            <Dimension name="time" units="ISO8601"/>
            <Extent name="time" default="2011-02-21T19:30:00Z" nearestValue="0">2011-02-16/\(end)/PT5M</Extent>
            </Layer></Layer></Capability></WMT_MS_Capabilities>
            """
        return FixtureResponse.make(200, "application/vnd.ogc.wms_xml", Data(body.utf8))
    }
}

extension RadarRoute {
    /// `2026-11-24`, UTC.
    static func dayText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : String(value) }
        return "\(parts.year ?? 0)-\(two(parts.month ?? 0))-\(two(parts.day ?? 0))"
    }
}
