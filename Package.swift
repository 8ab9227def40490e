// swift-tools-version: 6.0
import PackageDescription

// Layering, top to bottom: executables → WeatherApp → WeatherCore, TerminalUI → Lasso.
// Only TerminalUI's ncurses backend imports CNCursesW.
let package = Package(
    name: "LassoWeather",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "lasso-weather", targets: ["LassoWeatherCLI"]),
        .executable(name: "weather-fixture-server", targets: ["WeatherFixtureServerCLI"]),
        .executable(name: "lasso-weather-bench", targets: ["LassoWeatherBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/swhitty/FlyingFox", from: "0.27.1"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3"),
    ],
    targets: [
        .systemLibrary(
            name: "CNCursesW",
            pkgConfig: "ncursesw",
            providers: [.apt(["libncurses-dev"])]
        ),
        // Resources/ embedded into the binary with C23 #embed, so the app needs no data files at run time.
        .target(
            name: "CResources",
            cSettings: [.unsafeFlags(["-std=c23"])]
        ),
        .target(name: "Lasso"),
        .target(
            name: "LassoTesting",
            dependencies: [
                "Lasso",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .target(name: "TerminalUI", dependencies: ["Lasso", "CNCursesW"]),
        .target(
            name: "WeatherCore",
            dependencies: [
                "CResources",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(name: "WeatherApp", dependencies: ["Lasso", "TerminalUI", "WeatherCore"]),
        .target(
            name: "WeatherFixtures",
            dependencies: [.product(name: "FlyingFox", package: "FlyingFox")]
        ),
        .executableTarget(
            name: "LassoWeatherCLI",
            dependencies: [
                "WeatherApp", "WeatherCore", "TerminalUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "WeatherFixtureServerCLI",
            dependencies: [
                "WeatherFixtures",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "LassoWeatherBench",
            dependencies: ["WeatherApp", "WeatherCore", "TerminalUI", "Lasso"]
        ),
        .testTarget(
            name: "LassoTests",
            dependencies: ["Lasso", "LassoTesting", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        .testTarget(
            name: "TerminalUITests",
            dependencies: ["TerminalUI", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        .testTarget(
            name: "WeatherCoreTests",
            dependencies: ["WeatherCore", "WeatherFixtures", .product(name: "CustomDump", package: "swift-custom-dump")]
        ),
        .testTarget(
            name: "WeatherAppTests",
            dependencies: [
                "WeatherApp", "LassoTesting", "TerminalUI", "WeatherCore",
                .product(name: "CustomDump", package: "swift-custom-dump"),
            ]
        ),
        .testTarget(name: "EndToEndTests", dependencies: ["WeatherFixtures"]),
    ],
    swiftLanguageModes: [.v6]
)
