import Foundation
import Testing

@testable import WeatherCore

/// The next-two-hours sentence from 15-minute steps: each case is the amounts (mm, nil for a null) and codes of the
/// steps ending at 10:15, 10:30, … after `now`, and the sentence expected.
@Suite struct NextTwoHoursTests {
    static let day = LocalDate(year: 2026, month: 11, day: 22)
    static func time(_ hour: Int, _ minute: Int) -> LocalDateTime {
        LocalDateTime(date: day, hour: hour, minute: minute)
    }

    /// Steps ending every 15 minutes from 10:00 (the first one past at 10:00 sharp).
    static func quarters(_ steps: [(Double?, Int?)], from start: LocalDateTime = time(10, 0)) -> [Forecast.Quarter] {
        steps.enumerated().map { i, step in
            let minutes = start.hour * 60 + start.minute + 15 * i
            return Forecast.Quarter(
                time: LocalDateTime(date: day, hour: minutes / 60, minute: minutes % 60), precipitation: step.0,
                weatherCode: step.1)
        }
    }

    static func dry(_ n: Int) -> [(Double?, Int?)] { Array(repeating: (0, 3), count: n) }
    static func wet(_ n: Int, _ code: Int? = 61, _ mm: Double = 0.5) -> [(Double?, Int?)] {
        Array(repeating: (mm, code), count: n)
    }

    struct Case: CustomTestStringConvertible, Sendable {
        var steps: [(Double?, Int?)]
        var now: LocalDateTime = NextTwoHoursTests.time(10, 0)
        var units: UnitSystem = .metric
        var expected: String?
        var testDescription: String { expected ?? "nil" }
    }

    static let cases: [Case] = [
        // At 10:00 the step ending at 10:00 is past; the one ending at 10:15 is happening now.
        Case(steps: dry(9), expected: "No precipitation in the next 2 hours"),
        // The 10 steps asked for, from the current quarter, reach 2 hours ahead at any minute of it.
        Case(steps: dry(10), expected: "No precipitation in the next 2 hours"),
        Case(steps: dry(10), now: time(10, 14), expected: "No precipitation in the next 2 hours"),
        // 8 steps from the current quarter (the first already over) reach 91 minutes at its last minute: not 2 hours.
        Case(steps: dry(8), now: time(10, 14), expected: "No precipitation in the next 1 h 30 min"),
        Case(steps: wet(8), now: time(10, 1), expected: "Rain for the next 1 h 40 min"),
        // A step short of two hours is not two hours: 10 steps read 15 minutes later reach 1 h 46 min.
        Case(steps: dry(10), now: time(10, 29), expected: "No precipitation in the next 1 h 45 min"),
        Case(steps: dry(3) + wet(6), expected: "Rain starting in about 30 min"),
        Case(steps: dry(3) + wet(6), now: time(10, 7), expected: "Rain starting in about 25 min"),
        Case(steps: dry(3) + wet(6), now: time(10, 12), expected: "Rain starting in about 20 min"),
        Case(steps: dry(2) + wet(1) + dry(6), now: time(10, 14), expected: "Rain starting in about 5 min"),
        Case(steps: dry(1) + wet(1) + dry(7), now: time(10, 14), expected: "Rain stopping in about 5 min"),
        Case(steps: wet(4, 73) + dry(5), expected: "Snow stopping in about 45 min"),
        Case(steps: dry(1) + wet(5, 71) + dry(3), expected: "Snow stopping in about 1 h 15 min"),
        Case(steps: dry(1) + wet(4, 66) + dry(4), expected: "Freezing rain stopping in about 1 h"),
        Case(steps: wet(9, 63), expected: "Rain for the next 2 hours"),
        Case(steps: dry(8) + wet(1, 65), expected: "Rain starting in about 1 h 45 min"),
        // What codes mean: drizzle, showers and thunderstorms are rain; snow grains and snow showers are snow;
        // freezing drizzle and freezing rain are freezing rain; wet without a precipitation code is "Precipitation".
        Case(steps: dry(2) + wet(7, 53), expected: "Rain starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 81), expected: "Rain starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 95), expected: "Rain starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 77), expected: "Snow starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 86), expected: "Snow starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 56), expected: "Freezing rain starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 67), expected: "Freezing rain starting in about 15 min"),
        Case(steps: dry(2) + wet(7, 3), expected: "Precipitation starting in about 15 min"),
        Case(steps: dry(2) + wet(7, nil), expected: "Precipitation starting in about 15 min"),
        // The first wet step with a precipitation code names the kind.
        Case(steps: dry(2) + wet(1, 3) + wet(6, 71), expected: "Snow starting in about 15 min"),
        // The threshold: 0.1 mm in 15 minutes is wet, less is dry.
        Case(steps: dry(2) + wet(7, 61, 0.09), expected: "No precipitation in the next 2 hours"),
        Case(steps: dry(2) + wet(7, 61, 0.1), expected: "Rain starting in about 15 min"),
        // Inches: 0.004 in is 0.1016 mm (wet), 0.003 in is 0.0762 mm (dry).
        Case(steps: dry(2) + wet(7, 61, 0.003), units: .imperial, expected: "No precipitation in the next 2 hours"),
        Case(steps: dry(2) + wet(7, 61, 0.004), units: .imperial, expected: "Rain starting in about 15 min"),
        // A null amount counts as dry; with no amount at all there is nothing to say.
        Case(steps: [(nil, 61), (nil, 61)] + wet(7), expected: "Rain starting in about 15 min"),
        Case(steps: Array(repeating: (nil, 61), count: 9), expected: nil),
        // Steps already past are skipped: at 11:00 the rain that stopped at 10:30 is gone.
        Case(steps: wet(3) + dry(10), now: time(11, 0), expected: "No precipitation in the next 2 hours"),
        Case(steps: wet(3) + dry(6), now: time(10, 20), expected: "Rain stopping in about 10 min"),
        // Data that reaches less than 2 hours ahead (an old cached forecast) says how far it knows.
        Case(steps: dry(9), now: time(10, 50), expected: "No precipitation in the next 1 h 10 min"),
        Case(steps: dry(9), now: time(11, 33), expected: "No precipitation in the next 25 min"),
        Case(steps: wet(9, 71), now: time(11, 50), expected: "Snow for the next 10 min"),
        Case(steps: wet(9), now: time(11, 58), expected: "Rain for the next 5 min"),
        // All past: nothing to say.
        Case(steps: wet(9), now: time(12, 0), expected: nil),
        Case(steps: [], expected: nil),
    ]

    @Test(arguments: cases)
    func theSentence(_ c: Case) {
        let next = NextTwoHours(quarters: Self.quarters(c.steps), units: c.units, now: c.now)
        #expect(next?.summary == c.expected)
    }

    @Test func theWindowHoldsTheStepsFromNowToTwoHoursAhead() throws {
        let next = try #require(
            NextTwoHours(quarters: Self.quarters(Self.dry(12)), units: .metric, now: Self.time(10, 5)))
        // From 10:15 (happening now) to 12:15, whose 15 minutes start at 12:00, before 12:05; 12:30's start after.
        #expect(next.steps.map(\.time) == (1...9).map { Self.quarters(Self.dry(12))[$0].time })
        #expect(next.steps.first?.time == Self.time(10, 15) && next.steps.last?.time == Self.time(12, 15))
    }

    @Test func stepsCarryTheAmountInTheForecastsUnitsAndInMillimetres() throws {
        let quarters = Self.quarters([(0, 3), (0.02, 61)])
        let next = try #require(NextTwoHours(quarters: quarters, units: .imperial, now: Self.time(9, 50)))
        #expect(next.steps.map(\.precipitation) == [0, 0.02])
        #expect(next.steps.map(\.millimetres) == [0, 0.508])
        #expect(next.steps.map(\.isWet) == [false, true])
        #expect(next.outlook == .starting(.rain, minutes: 10))
    }

    @Test func unsortedStepsAreReadInTimeOrder() {
        let quarters = Self.quarters(Self.dry(3) + Self.wet(6)).reversed()
        #expect(
            NextTwoHours(quarters: Array(quarters), units: .metric, now: Self.time(10, 0))?.summary
                == "Rain starting in about 30 min")
    }

    @Test func aForecastReadsItsStepsInItsOwnOffset() throws {
        var forecast = Forecast(utcOffsetSeconds: -18_000, units: .metric)
        #expect(forecast.nextTwoHours(at: Date()) == nil)  // no 15-minute data
        forecast.minutely15 = Self.quarters(Self.dry(3) + Self.wet(6))
        // 2026-11-22 15:00 UTC is 10:00 at -5 h.
        let date = try #require(
            Calendar(identifier: .gregorian).date(
                from: DateComponents(timeZone: .gmt, year: 2026, month: 11, day: 22, hour: 15)))
        #expect(forecast.nextTwoHours(at: date)?.summary == "Rain starting in about 30 min")
        #expect(forecast.nextTwoHours(at: date.addingTimeInterval(3 * 3600)) == nil)
    }

    @Test func durationsReadAsMinutesThenHours() {
        #expect(
            [5, 45, 60, 75, 120].map(NextTwoHours.duration) == ["5 min", "45 min", "1 h", "1 h 15 min", "2 h"])
    }
}
