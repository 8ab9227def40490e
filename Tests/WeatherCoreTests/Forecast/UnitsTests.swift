import Testing

@testable import WeatherCore

@Suite struct UnitsTests {
    @Test func requestParametersPerSystem() {
        #expect(
            Units.queryItems(for: .imperial).map { "\($0.name)=\($0.value)" }
                == ["temperature_unit=fahrenheit", "wind_speed_unit=mph", "precipitation_unit=inch"])
        #expect(
            Units.queryItems(for: .metric).map { "\($0.name)=\($0.value)" }
                == ["temperature_unit=celsius", "wind_speed_unit=kmh", "precipitation_unit=mm"])
    }

    @Test func temperatures() {
        #expect(Units.temperature(72.4, .imperial) == "72°F")
        #expect(Units.temperature(21.5, .metric) == "22°C")
        #expect(Units.temperature(-0.4, .metric) == "0°C")
        #expect(Units.temperature(-3.6, .metric) == "-4°C")
        #expect(Units.temperature(nil, .imperial) == "—")
        #expect(Units.temperature(.nan, .imperial) == "—")
        #expect(Units.degrees(71.6) == "72°")
    }

    @Test func windAndMphLabel() {
        #expect(Units.windSpeed(12.3, .mph) == "12 mph")
        #expect(Units.windSpeed(19.6, .kmh) == "20 km/h")
        #expect(Units.windSpeed(nil, .kmh) == "—")
        #expect(Units.wind(speed: 12, direction: 315, .mph) == "12 mph NW")
        #expect(Units.wind(speed: 12, direction: nil, .mph) == "12 mph")
        #expect(Units.wind(speed: nil, direction: 90, .mph) == "—")
        #expect(Units.normalizedLabel("mp/h") == "mph")
        #expect(Units.normalizedLabel("inch") == "in")
        #expect(Units.normalizedLabel("km/h") == "km/h")
    }

    @Test func precipitationPressureAndPercent() {
        #expect(Units.precipitation(0.123, .imperial) == "0.12 in")
        #expect(Units.precipitation(3.44, .metric) == "3.4 mm")
        #expect(Units.precipitation(-0.001, .imperial) == "0.00 in")
        #expect(Units.precipitation(nil, .metric) == "—")
        #expect(Units.pressure(1016.2, .metric) == "1016 hPa")
        #expect(Units.pressure(1016.2, .imperial) == "30.01 inHg")
        #expect(Units.pressure(nil, .imperial) == "—")
        #expect(Units.percent(39.6) == "40%")
        #expect(Units.uvIndex(5.55) == "6")
        #expect(Units.percent(nil) == "—")
    }

    @Test func compassPointsAndArrows() {
        let cases: [(Double, String, String)] = [
            (0, "N", "↓"), (22.4, "N", "↓"), (22.6, "NE", "↙"), (90, "E", "←"), (180, "S", "↑"),
            (225, "SW", "↗"), (270, "W", "→"), (315, "NW", "↘"), (359, "N", "↓"), (360, "N", "↓"), (-45, "NW", "↘"),
            (720 + 90, "E", "←"),
        ]
        for (degrees, point, arrow) in cases {
            #expect(Units.compass(degrees) == point, "\(degrees)")
            #expect(Units.windArrow(degrees) == arrow, "\(degrees)")
        }
        #expect(Units.compass(nil) == "—")
        #expect(Units.windArrow(nil) == "—")
        #expect(Units.windArrow(315, iconSet: .ascii) == "NW")
        #expect(Units.windArrow(315, iconSet: .none) == "NW")
    }

    @Test func conversions() {
        #expect(UnitConversion.fahrenheit(fromCelsius: 100) == 212)
        #expect(abs(UnitConversion.celsius(fromFahrenheit: 72) - 22.2222) < 0.001)
        #expect(abs(UnitConversion.mph(fromKmh: 100) - 62.137) < 0.001)
        #expect(UnitConversion.inches(fromMillimetres: 25.4) == 1)
        #expect(abs(UnitConversion.inchesOfMercury(fromHectopascals: 1013.25) - 29.9213) < 0.0001)
    }

    @Test func convertsAWholeForecastAndBack() {
        let metric = Forecast(
            units: .metric,
            unitLabels: UnitLabels(temperature: "°C", windSpeed: "km/h", precipitation: "mm", pressure: "hPa"),
            current: .init(temperature: 20, feelsLike: nil, precipitation: 25.4, pressure: 1000, windSpeed: 16.09344),
            hourly: [.init(time: LocalDateTime(iso: "2026-11-22T10:00")!, temperature: 0, windSpeed: nil)],
            daily: [.init(date: LocalDate(iso: "2026-11-22")!, high: 30, low: -10, precipitationSum: 2.54)]
        )
        let imperial = metric.converted(to: .imperial)
        #expect(imperial.units == .imperial)
        #expect(imperial.current?.temperature == 68)
        #expect(imperial.current?.feelsLike == nil)
        #expect(imperial.current?.precipitation == 1)
        #expect(imperial.current?.pressure == 1000)
        #expect(abs((imperial.current?.windSpeed ?? 0) - 10) < 1e-9)
        #expect(imperial.hourly[0].temperature == 32)
        #expect(imperial.daily[0].high == 86 && imperial.daily[0].low == 14)
        #expect(imperial.unitLabels.temperature == "°F" && imperial.unitLabels.windSpeed == "mph")
        let back = imperial.converted(to: .metric)
        #expect(abs((back.daily[0].low ?? 0) - -10) < 1e-9)
        #expect(metric.converted(to: .metric) == metric)
    }
}
