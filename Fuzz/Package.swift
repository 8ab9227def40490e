// swift-tools-version: 6.0
import PackageDescription

// libFuzzer targets, one per parser family (`make fuzz`; README "Fuzzing"). A package of its own so the main
// package's build and tests never see them: each is built with -sanitize=fuzzer,address, and libFuzzer supplies
// `main`. They reach the parsers' internal entry points through `@testable import` (debug builds enable testing).
let targets: [(name: String, dependencies: [Target.Dependency])] = [
    ("FuzzTerminalInput", [.product(name: "TerminalUI", package: "LassoWeather")]),
    ("FuzzOpenMeteo", [.product(name: "WeatherCore", package: "LassoWeather")]),
    (
        "FuzzAlerts",
        [.product(name: "WeatherCore", package: "LassoWeather"), .product(name: "TerminalUI", package: "LassoWeather")]
    ),
    ("FuzzCapAlerts", [.product(name: "WeatherCore", package: "LassoWeather")]),
    ("FuzzTimeZone", [.product(name: "WeatherCore", package: "LassoWeather")]),
    ("FuzzStoredFiles", [.product(name: "WeatherCore", package: "LassoWeather")]),
    ("FuzzRadar", [.product(name: "WeatherCore", package: "LassoWeather")]),
    ("FuzzStatusFormat", [.product(name: "StatusLineFormat", package: "LassoWeather")]),
]

let package = Package(
    name: "LassoWeatherFuzz",
    platforms: [.macOS(.v14)],
    dependencies: [.package(name: "LassoWeather", path: "..")],
    targets: targets.map { target in
        .executableTarget(
            name: target.name, dependencies: target.dependencies + ["FuzzSupport"],
            // No top-level code, so no `main`: libFuzzer's is the program's.
            swiftSettings: [.unsafeFlags(["-parse-as-library"])]
        )
    } + [.target(name: "FuzzSupport")],
    swiftLanguageModes: [.v6]
)
