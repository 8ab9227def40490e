import WeatherCore

/// Timings of the embedded ZIP directory and map geometry. "first" rows are a single sample: the process's
/// first touch of the embedded bytes (page faults included); "cold load" rows build a fresh instance each time.
func directoryBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    var results: [(name: String, p50: Duration, p99: Duration)] = []
    let clock = ContinuousClock()
    let first = clock.measure { sink(ZipDirectory.embedded().place(zip: "10001")) }
    results.append(("directory: first load + lookup", first, first))
    results.append(
        measure("directory: cold load + lookup", iterations: 50) {
            sink(ZipDirectory.embedded().place(zip: "10001"))
        })
    let directory = ZipDirectory.embedded()
    let zips = (0..<200).map { _ in zipString(Int.random(in: 501...99950)) }
    results.append(
        measure("directory: exact lookup", iterations: 2000) { index in
            sink(try? directory.lookup(zip: zips[index % zips.count]))
        })
    let prefixes = ["941", "100", "6060", "9", "021", "30", "7770"]
    results.append(
        measure("directory: prefix search (10)", iterations: 2000) { index in
            sink(directory.zips(withPrefix: prefixes[index % prefixes.count], limit: 10))
        })
    let firstCity = clock.measure { sink(directory.search("springfield")) }
    results.append(("directory: first city search (builds tables)", firstCity, firstCity))
    let names = ["springfield", "Springfield, IL", "portland or", "san jose", "new york", "st louis", "s", "ma"]
    results.append(
        measure("directory: city search (10)", iterations: 2000) { index in
            sink(directory.places(named: names[index % names.count], limit: 10))
        })
    // Every prefix of what a user might type, as the prompt searches on each key.
    let typed = ["Springfield, IL", "94103", "portland or", "10001-1234", "San José", "00000"].flatMap { text in
        (1...text.count).map { String(text.prefix($0)) }
    }
    results.append(
        measure("directory: type-ahead search", iterations: 3000) { index in
            sink(directory.search(typed[index % typed.count]))
        })
    let firstNearest = clock.measure { sink(directory.nearest(latitude: 40.75, longitude: -73.99, limit: 10)) }
    results.append(("directory: first nearest (builds index)", firstNearest, firstNearest))
    let points = [(40.75, -73.99), (37.77, -122.41), (61.2, -149.9), (21.3, -157.85), (39.0, -95.0)]
    results.append(
        measure("directory: nearest 10", iterations: 2000) { index in
            let point = points[index % points.count]
            sink(directory.nearest(latitude: point.0, longitude: point.1, limit: 10))
        })
    results.append(measure("map geometry: cold decode", iterations: 20) { sink(MapGeometry.embedded()) })
    return results
}

/// Timings of the combined US and world search (issue 28: a keystroke's suggestions p99 ≤ 2 ms; the first lookup,
/// inflating both directories, ≤ 60 ms). `lasso-weather-bench directory` runs these and the ZIP rows alone.
func worldSearchBenchmarks() -> [(name: String, p50: Duration, p99: Duration)] {
    var results: [(name: String, p50: Duration, p99: Duration)] = []
    let clock = ContinuousClock()
    // A fresh pair of directories: the process's first inflating of the ZIP index and the world (two at once).
    let directory = PlaceDirectory(zips: ZipDirectory.embedded(), world: WorldDirectory.embedded())
    let first = clock.measure { sink(directory.search("zurich")) }
    results.append(("places: first name search (inflates both)", first, first))
    let territory = UserTerritory(code: "GB")
    // Every prefix of what a user might type, as the prompt searches on each key.
    let typed = ["zurich", "sao paulo", "springfield, il", "b", "lon", "toronto, on"].flatMap { text in
        (1...text.count).map { String(text.prefix($0)) }
    }
    results.append(
        measure("places: keystroke suggestions (10), US + world", iterations: 3000) { index in
            sink(directory.search(typed[index % typed.count], territory: territory))
        })
    results.append(
        measure("places: reopen by GeoNames id", iterations: 50) { _ in
            sink(directory.place(id: PlaceID.geonames(1_850_147).description))
        })
    return results
}

private func measure(
    _ name: String, iterations: Int, _ body: () -> Void
) -> (name: String, p50: Duration, p99: Duration) {
    measure(name, iterations: iterations) { (_: Int) in body() }
}

/// Keeps results alive so the optimiser cannot drop the work.
@inline(never) private func sink<T>(_ value: T) { withExtendedLifetime(value) {} }

/// A ZIP-shaped string: 501 → "00501".
private func zipString(_ value: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, 5 - digits.count)) + digits
}
