import Foundation

/// The `minutely_15` block: 15-minute steps from the current quarter (or every quarter of the forecast days), each
/// the precipitation of the 15 minutes before its time. A few places (``FixtureRainPlace``) start raining, stop
/// snowing, and so on within two hours of the request, so every sentence of the app's next-two-hours line shows;
/// elsewhere the steps follow the hourly data.
extension ForecastResponder {
    func minutely15(today: Int, secondOfDay: Double, days: [Int]) -> [(String, JSONValue)] {
        let currentQuarter = Int(secondOfDay / 900)
        // (day, quarter of the day, quarters after the current one)
        let steps: [(day: Int, quarter: Int, ahead: Int)] =
            if let count = query.forecastMinutely15 {
                (0..<count).map { k in (today + (currentQuarter + k) / 96, (currentQuarter + k) % 96, k) }
            } else {
                days.flatMap { day in
                    (0..<96).map { q in (day, q, (day - today) * 96 + q - currentQuarter) }
                }
            }
        let rain = FixtureRainPlace.near(latitude: query.latitude, longitude: query.longitude)
        let samples = steps.map { step in
            // Each step is the 15 minutes before its time: weather as it was at their start.
            let start = step.day * 96 + step.quarter - 1
            let (day, quarter) = (Int((Double(start) / 96).rounded(.down)), (start % 96 + 96) % 96)
            var sample = weather.sample(day: day, hour: Double(quarter) / 4)
            if let rain {
                (sample.precipitation, sample.weatherCode) = rain.scenario.step(step.ahead)
            } else {
                sample.precipitation /= 4  // the hourly amount, spread over its quarters
            }
            return sample
        }
        var block: [(String, JSONValue)] = [
            ("time", .array(steps.map { .string(Self.dateTime(day: $0.day, hour: Double($0.quarter) / 4)) }))
        ]
        for name in query.minutely15 {
            block.append((name, .array(samples.map { value(Variables.point[name]!, $0) })))
        }
        return [
            ("minutely_15_units", units(["time": "iso8601"], query.minutely15, Variables.point)),
            ("minutely_15", .object(block)),
        ]
    }
}
