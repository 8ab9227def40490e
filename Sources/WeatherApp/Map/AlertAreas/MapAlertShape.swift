import TerminalUI
import WeatherCore

/// What the Map draws for one alert, in the alert's severity colour: a storm-based alert's polygon, or the counties
/// a zone-based alert names by SAME code.
struct MapAlertShape: Equatable {
    enum Area: Equatable {
        /// The warning polygon's outline (its first ring).
        case polygon([GeoPoint])
        /// Indices into `CountyGeometry.counties`.
        case counties([Int])
    }

    var event: String
    var severity: WeatherAlert.Severity
    var area: Area

    /// The alerts the Map can draw, in the order given (most severe first). A polygon wins when there is one
    /// (storm-based warnings also list their counties, which would outline far more than the warned area); alerts
    /// with neither a polygon nor a known county are left out.
    static func shapes(for alerts: [WeatherAlert], counties: CountyGeometry) -> [MapAlertShape] {
        alerts.compactMap { alert in
            let area: Area
            if let ring = alert.polygon.first, ring.count >= 3 {
                area = .polygon(ring)
            } else {
                let known = alert.countyFIPS.compactMap { counties.index(fips: $0) }
                guard !known.isEmpty else { return nil }
                area = .counties(known)
            }
            return MapAlertShape(event: TextLayout.sanitize(alert.event), severity: alert.severity, area: area)
        }
    }

    /// "(area)" or "(counties)": how the legend says what was drawn.
    var kind: String { kind(in: .en) }

    /// ``kind`` in `language`.
    func kind(in language: AppLanguage) -> String {
        switch area {
        case .polygon: language.localized("area")
        case .counties: language.localized("counties")
        }
    }

    /// Outlines and legend text: Extreme and Severe red, Moderate orange (yellow where the terminal has only 8 or
    /// 16 colours: the palette picks the nearest), Minor and Unknown the terminal's own colour; bold over the map.
    var outlineStyle: Style { fillStyle.adding(.bold) }

    /// The stipple inside the area: the same colour, not bold, so it reads as a light shade.
    var fillStyle: Style {
        switch severity {
        case .extreme, .severe: Style(foreground: .red)
        case .moderate: Style(foreground: .indexed(208))
        case .minor, .unknown: .plain
        }
    }
}
