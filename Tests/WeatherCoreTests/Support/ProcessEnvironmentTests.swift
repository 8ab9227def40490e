import Foundation
import Testing

@testable import WeatherCore

/// The environment read from `environ`, as the app's launch reads it instead of through `ProcessInfo`.
@Suite struct ProcessEnvironmentTests {
    @Test func itIsWhatProcessInfoSees() {
        #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
    }

    @Test func aVariableSetNowIsReadWithItsEqualsSignsAndEmptyValuesKept() {
        setenv("LW_PROCESS_ENVIRONMENT_TEST", "a=b=c", 1)
        setenv("LW_PROCESS_ENVIRONMENT_EMPTY", "", 1)
        defer {
            unsetenv("LW_PROCESS_ENVIRONMENT_TEST")
            unsetenv("LW_PROCESS_ENVIRONMENT_EMPTY")
        }
        let variables = ProcessEnvironment.current()
        #expect(variables["LW_PROCESS_ENVIRONMENT_TEST"] == "a=b=c")
        #expect(variables["LW_PROCESS_ENVIRONMENT_EMPTY"] == "")
    }
}
