// swift-tools-version: 6.0
import PackageDescription

// Layering, top to bottom; a target imports only targets below it:
//   executables → LassoWeatherCommands (lasso-weather's) → WeatherApp → Lasso, TerminalUI, WeatherCore
//   the bench and the app's tests → WeatherAppTesting (the test environment, never in lasso-weather) → WeatherApp
//   TerminalUI → LaunchWork, SafeText;  WeatherCore → SafeText, CivilCalendar
//   WeatherFixtures (the fake services) → SafeText, CivilCalendar;  StatusLineFormat (`now --format`) → SafeText
// Lasso, LaunchWork, SafeText and CivilCalendar import none of the others; TerminalUI and WeatherCore never import
// each other.
// Only TerminalUI's ncurses backend imports CNCursesW (and CTerminalRescue, its crash path).
let package = Package(
    name: "LassoWeather",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "lasso-weather", targets: ["LassoWeatherCLI"]),
        .executable(name: "weather-fixture-server", targets: ["WeatherFixtureServerCLI"]),
        .executable(name: "lasso-weather-bench", targets: ["LassoWeatherBench"]),
        // For the fuzz package (Fuzz/Package.swift), which can only depend on products; nothing else uses them.
        .library(name: "WeatherCore", targets: ["WeatherCore"]),
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "StatusLineFormat", targets: ["StatusLineFormat"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
        // Time that tests control: a test clock (effects take turns on LassoTesting's serial test executor).
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
        // IssueReportingTestSupport makes `reportIssue` (and so CustomDump's expectNoDifference) fail Swift Testing
        // tests on Linux; without it a failed expectation only prints.
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.13.1"),
    ],
    targets: [
        // No pkgConfig: SwiftPM would drop its -D_XOPEN_SOURCE flag with a warning anyway (shim.h defines what
        // the wide-character API needs), and the headers live in /usr/include. `make deps` installs them.
        .systemLibrary(name: "CNCursesW", providers: [.apt(["libncurses-dev"])]),
        // Every HTTP request goes through the system's libcurl: its proxies, its TLS (the distribution's OpenSSL,
        // patched with the system), HTTP/2. libcurl4-openssl-dev at build time (`make deps`), libcurl4 at run time.
        .systemLibrary(name: "CLibCurl", pkgConfig: "libcurl", providers: [.apt(["libcurl4-openssl-dev"])]),
        // Typed wrappers for libcurl's variadic calls, which Swift cannot make.
        .target(name: "CCurl", dependencies: ["CLibCurl"]),
        // The embedded resources are zstd frames, decoded on first use (libzstd is loaded by libcurl anyway; it
        // packs the data 30% tighter than zlib and decodes faster).
        .systemLibrary(name: "CZstd", pkgConfig: "libzstd", providers: [.apt(["libzstd-dev"])]),
        // Radar frames are PNGs: the system's libpng reads them (and writes the fixture server's).
        .systemLibrary(name: "CPNG", pkgConfig: "libpng16", providers: [.apt(["libpng-dev"])]),
        // Canada's alerts are CAP XML: the system's libxml2 parses them (no network, no DTD, no entities).
        .systemLibrary(name: "CXML2", pkgConfig: "libxml-2.0", providers: [.apt(["libxml2-dev"])]),
        // Resources/embedded/ (zstd frames) embedded into the binary with C23 #embed: no data files at run time.
        .target(
            name: "CResources",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        .target(name: "Lasso"),
        // Every outside service's option, environment variable, default URL and paths, in one table (names only):
        // below WeatherCore and the fixture server alike, which share none of each other's parsing.
        .target(name: "ServiceEndpoints"),
        .target(
            name: "LassoTesting",
            dependencies: [
                "Lasso",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        // The crash path's signal handler, in C: only async-signal-safe calls on bytes prepared in advance.
        .target(name: "CTerminalRescue"),
        // Untrusted text made safe for where it goes: the one terminal-text sanitizer and the one JSON string
        // writer. No dependencies, so TerminalUI, WeatherCore and the fixture server all use it.
        .target(name: "SafeText"),
        // Day numbers and proleptic Gregorian dates, and floor division: the one copy of the calendar arithmetic.
        // Under WeatherCore and the fixture server alike (the fake services do not import the app's core).
        .target(name: "CivilCalendar"),
        // The `now --format` language: its placeholders and the parser, for the CLI, its tests and the fuzz target.
        .target(name: "StatusLineFormat", dependencies: ["SafeText"]),
        .target(name: "TerminalUI", dependencies: ["CNCursesW", "CTerminalRescue", "LaunchWork", "SafeText"]),
        // A thread started on another CPU: the CPU-set calls are GNU extensions Swift's Glibc module leaves out.
        .target(name: "CThreads"),
        // Launch work begun on a helper thread beside the main one: the terminal opens there.
        .target(name: "LaunchWork", dependencies: ["CThreads"]),
        .target(
            name: "WeatherCore",
            dependencies: [
                "CResources", "CCurl", "CZstd", "CPNG", "CXML2", "SafeText", "CivilCalendar", "ServiceEndpoints",
            ]
        ),
        .target(name: "WeatherApp", dependencies: ["Lasso", "LaunchWork", "TerminalUI", "WeatherCore"]),
        // `AppEnvironment.test(clock:)` and the app's failing clients, for the tests and the bench; `lasso-weather`
        // never links it.
        .target(
            name: "WeatherAppTesting",
            dependencies: [
                "WeatherApp", "WeatherCore", .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            ]
        ),
        .target(
            name: "WeatherFixtures",
            dependencies: [
                "CPNG", "SafeText", "CivilCalendar", "ServiceEndpoints",
                .product(name: "FlyingFox", package: "FlyingFox"),
                .product(name: "FlyingSocks", package: "FlyingFox"),
            ]
        ),
        // `lasso-weather`'s commands, a library so that its tests import it; the executable is only main.swift.
        .target(
            name: "LassoWeatherCommands",
            dependencies: [
                "WeatherApp", "WeatherCore", "TerminalUI", "LaunchWork", "SafeText", "StatusLineFormat",
                "ServiceEndpoints", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "LassoWeatherCLI",
            dependencies: [
                "LassoWeatherCommands", "LaunchWork",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WeatherFixtureServerCLI",
            dependencies: [
                "WeatherFixtures", "ServiceEndpoints",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "LassoWeatherBench",
            dependencies: [
                "WeatherApp", "WeatherAppTesting", "WeatherCore", "TerminalUI", "Lasso",
                // The radar bench decodes the fixture's frames.
                "WeatherFixtures",
            ]
        ),
        .testTarget(
            name: "LassoTests",
            dependencies: [
                "Lasso", "LassoTesting",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(name: "LaunchWorkTests", dependencies: ["LaunchWork"]),
        .testTarget(name: "SafeTextTests", dependencies: ["SafeText"]),
        .testTarget(name: "CivilCalendarTests", dependencies: ["CivilCalendar"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "LaunchWork", "LassoTesting",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ]
        ),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: [
                "WeatherCore", "WeatherFixtures", "LassoTesting", "CivilCalendar", "ServiceEndpoints",
                .product(name: "CustomDump", package: "swift-custom-dump"),
                .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
            ],
            // Real recorded answers, read by path (#filePath) like the README in KeyTableTests.
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: [
                "WeatherApp", "WeatherAppTesting", "LassoTesting", "TerminalUI", "WeatherCore",
                // The fixture server, for the Map drawing a radar source it serves (SecondRadarSourceTests).
                "WeatherFixtures",
                .product(name: "Clocks", package: "swift-clocks"),
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(
            name: "EndToEndTests", dependencies: ["WeatherFixtures", "WeatherCore", "LassoTesting", "ServiceEndpoints"]),
        // The CLI's own logic (the reports, the commands' parsing), through its library, not the executable.
        .testTarget(
            name: "LassoWeatherCLITests",
            dependencies: ["LassoWeatherCommands", "WeatherCore", "StatusLineFormat"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
