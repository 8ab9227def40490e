import Testing

@testable import LassoWeatherCommands

/// `watch --every`: 1m, 5m, 1h or minutes; under a minute is a usage error.
struct WatchIntervalTests {
    @Test(arguments: [("1m", 1), ("5m", 5), ("1h", 60), ("10", 10), ("2H", 120), ("120s", 2)])
    func accepted(text: String, minutes: Int) {
        #expect(WatchInterval(argument: text)?.minutes == minutes)
    }

    @Test(arguments: ["0", "0m", "30s", "90s", "", "m", "5x", "-1", "1.5m", "soon"])
    func refused(text: String) {
        #expect(WatchInterval(argument: text) == nil)
    }

    @Test func theDefaultIsFiveMinutes() {
        #expect(WatchInterval.standard.duration == .seconds(300))
    }

    @Test func underAMinuteIsAUsageError() {
        #expect(throws: (any Error).self) { try WatchCommand.parse(["10001", "--every", "30s"]) }
        #expect(throws: Never.self) { try WatchCommand.parse(["10001", "--every", "1m", "--notify-min", "Moderate"]) }
        #expect(throws: (any Error).self) { try WatchCommand.parse(["--notify-min", "bad"]) }
    }
}
