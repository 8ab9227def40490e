import Foundation

/// Deterministic, plausible weather for any coordinate and local time: the same inputs always give the same
/// numbers (no randomness, no clock), so tests can rely on them. All values are metric (°C, km/h, mm, hPa).
struct SyntheticWeather: Sendable {
    let latitude: Double
    let longitude: Double

    struct Sample: Sendable {
        var temperature, humidity, dewPoint, apparentTemperature: Double
        var precipitationProbability, precipitation, rain, showers, snowfall, snowDepth: Double
        var weatherCode: Int
        var pressureMSL, surfacePressure, cloudCover, visibility: Double
        var windSpeed, windDirection, windGusts, uvIndex: Double
        var isDay: Bool
    }

    /// Codes the fixture cycles through, roughly by how common they are.
    private static let codes = [
        0, 0, 0, 1, 1, 1, 2, 2, 2, 3, 3, 45, 48, 51, 53, 55, 56, 61, 63, 65, 66, 71, 73, 75,
        77, 80, 81, 82, 85, 86, 95, 96, 99, 0, 1, 2, 3,
    ]

    /// A value in 0..<1 from the coordinate and up to two extra integers (splitmix64).
    func unit(_ a: Int, _ b: Int = 0, salt: UInt64) -> Double {
        var x = UInt64(bitPattern: Int64(Int((latitude * 100).rounded())) &* 73_856_093)
        x ^= UInt64(bitPattern: Int64(Int((longitude * 100).rounded())) &* 19_349_663)
        x ^= UInt64(bitPattern: Int64(a) &* 83_492_791) ^ UInt64(bitPattern: Int64(b) &* 2_654_435_761) ^ salt
        x &+= 0x9E37_79B9_7F4A_7C15
        x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
        x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
        x ^= x >> 31
        return Double(x >> 11) / Double(1 << 53)
    }

    /// 1 at the local summer solstice, -1 at the winter one (flipped south of the equator).
    private func season(_ day: Int) -> Double {
        let dayOfYear = Double(((day % 365) + 365) % 365)
        return cos(2 * .pi * (dayOfYear - 171) / 365) * (latitude >= 0 ? 1 : -1)
    }

    /// Sunrise and sunset as local hours for a day (days since 1970-01-01 at the place).
    func sun(day: Int) -> (rise: Double, set: Double) {
        let length = min(23, max(1, 12 + 5 * season(day) * min(abs(latitude), 66) / 66))
        let noon = 12.2 + (unit(day, salt: 1) - 0.5) * 0.4
        return (noon - length / 2, noon + length / 2)
    }

    func code(day: Int, hour: Double) -> Int {
        let block = Int(hour / 6)
        return Self.codes[Int(unit(day, block, salt: 2) * Double(Self.codes.count))]
    }

    func sample(day: Int, hour: Double) -> Sample {
        let code = code(day: day, hour: hour)
        let base =
            27 - 0.45 * abs(latitude) + 9 * season(day) * min(abs(latitude), 60) / 60
            + (unit(day, salt: 3) - 0.5) * 8
        let swing = 4 + unit(day, salt: 4) * 5
        let temperature = base + swing * sin(2 * .pi * (hour - 9) / 24)
        let wet = [51, 53, 55, 56, 57, 61, 63, 65, 66, 67, 71, 73, 75, 77, 80, 81, 82, 85, 86, 95, 96, 99].contains(
            code)
        let snowy = [71, 73, 75, 77, 85, 86].contains(code)
        let showery = [80, 81, 82].contains(code)
        let precipitation = wet ? 0.2 + unit(day, Int(hour), salt: 5) * 3.8 : 0
        let humidity =
            wet || code == 45 || code == 48
            ? 85 + unit(day, Int(hour), salt: 6) * 14
            : 40 + unit(day, Int(hour), salt: 6) * 40
        let cloud: Double =
            switch code {
            case 0: unit(day, salt: 7) * 10
            case 1: 10 + unit(day, salt: 7) * 20
            case 2: 35 + unit(day, salt: 7) * 35
            default: 85 + unit(day, salt: 7) * 15
            }
        let wind = 3 + unit(day, salt: 8) * 30 + 4 * sin(2 * .pi * hour / 24)
        let sun = sun(day: day)
        let isDay = hour >= sun.rise && hour < sun.set
        let uvPeak = max(0, 10 - abs(latitude) / 8) * (1 - cloud / 150)
        let uv = isDay ? uvPeak * max(0, sin(.pi * (hour - sun.rise) / (sun.set - sun.rise))) : 0
        let pressure = 1000 + unit(day, salt: 9) * 30 + sin(2 * .pi * hour / 12)
        return Sample(
            temperature: temperature, humidity: humidity, dewPoint: temperature - (100 - humidity) / 5,
            apparentTemperature: temperature - wind / 10 + (humidity - 50) / 25,
            precipitationProbability: wet ? 55 + unit(day, salt: 10) * 45 : unit(day, salt: 10) * 25,
            precipitation: precipitation, rain: wet && !snowy && !showery ? precipitation : 0,
            showers: showery ? precipitation : 0, snowfall: snowy ? precipitation * 0.7 : 0,
            snowDepth: snowy ? 0.05 + unit(day, salt: 11) * 0.3 : 0, weatherCode: code,
            pressureMSL: pressure, surfacePressure: pressure - 5, cloudCover: cloud,
            visibility: code == 45 || code == 48 ? 800 : 24_140, windSpeed: wind,
            windDirection: (unit(day, salt: 12) * 360 + hour * 3).truncatingRemainder(dividingBy: 360),
            windGusts: wind * 1.4 + 5, uvIndex: uv, isDay: isDay
        )
    }
}
