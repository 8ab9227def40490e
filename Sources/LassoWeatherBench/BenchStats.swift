import Foundation

/// One row of the printed table: what was measured, the figure, and a note (target, sample count).
struct BenchRow {
    var name: String
    var value: String
    var note: String = ""
}

enum BenchStats {
    /// Times `body` `iterations` times; `prepare` runs untimed before each sample.
    static func samples(
        iterations: Int, prepare: (Int) -> Void = { _ in }, _ body: (Int) -> Void
    ) -> [Duration] {
        let clock = ContinuousClock()
        var samples: [Duration] = []
        samples.reserveCapacity(iterations)
        for index in 0..<iterations {
            prepare(index)
            samples.append(clock.measure { body(index) })
        }
        return samples.sorted()
    }

    static func percentile(_ sorted: [Duration], _ fraction: Double) -> Duration {
        sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))]
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        guard !sorted.isEmpty else { return .nan }
        return sorted.count % 2 == 1
            ? sorted[sorted.count / 2]
            : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
    }

    /// "p50 12.3 µs, p99 40.1 µs"
    static func p50p99(_ sorted: [Duration]) -> String {
        "p50 \(format(percentile(sorted, 0.5))), p99 \(format(percentile(sorted, 0.99)))"
    }

    /// Microseconds below 1 ms, milliseconds above.
    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let micros = Double(seconds) * 1e6 + Double(attoseconds) / 1e12
        return micros < 1000 ? String(format: "%.1f µs", micros) : String(format: "%.2f ms", micros / 1000)
    }

    static func milliseconds(_ value: Double) -> String { String(format: "%.1f ms", value) }
}

/// Keeps results alive so the optimiser cannot drop the work.
@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// Prints rows as an aligned three-column table.
func printTable(_ title: String, _ rows: [BenchRow]) {
    let nameWidth = max(30, rows.map(\.name.count).max() ?? 0)
    let valueWidth = max(10, rows.map(\.value.count).max() ?? 0)
    func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }
    print("\n## \(title)\n")
    print("| \(pad("benchmark", nameWidth)) | \(pad("result", valueWidth)) | note")
    print("|\(String(repeating: "-", count: nameWidth + 2))|\(String(repeating: "-", count: valueWidth + 2))|------")
    for row in rows { print("| \(pad(row.name, nameWidth)) | \(pad(row.value, valueWidth)) | \(row.note)") }
    fflush(nil)
}

/// Runs `body` `iterations` times and returns the median and 99th-percentile durations: every in-process table.
func measure(
    _ name: String, iterations: Int, _ body: (Int) -> Void
) -> (name: String, p50: Duration, p99: Duration) {
    let clock = ContinuousClock()
    var samples: [Duration] = []
    samples.reserveCapacity(iterations)
    for index in 0..<iterations { samples.append(clock.measure { body(index) }) }
    samples.sort()
    return (name, samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 99 / 100)])
}
