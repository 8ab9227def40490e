/// One side source of `now` (alerts, air quality, the spread, the normals): started beside the forecast, given at
/// most its grace once the forecast is ready, and put into the report. `now` takes a list of these instead of a
/// task written out for each, so a new source is one more entry.
struct NowSideSource: Sendable {
    let name: String
    /// Waits for the answer (within the grace) and gives what to write into the report.
    let settle: @Sendable () async -> @Sendable (inout NowReport) -> Void
    /// Stops the fetch and waits for it to end (the forecast failed: nothing will be printed).
    let cancel: @Sendable () async -> Void

    /// Starts `fetch` now; `put` writes its result (or `timedOut`'s failure past `grace`) into the report.
    static func start<Value: Sendable, Failure: Error>(
        _ name: String, grace: Duration, timedOut: @escaping @Sendable (Double) -> Failure,
        fetch: @escaping @Sendable () async throws(Failure) -> Value,
        put: @escaping @Sendable (inout NowReport, Result<Value, Failure>) -> Void
    ) -> NowSideSource {
        let task = SideFetch.start(fetch)
        return NowSideSource(
            name: name,
            settle: {
                let result = await SideFetch.result(of: task, grace: grace, timedOut: timedOut)
                return { report in put(&report, result) }
            },
            cancel: {
                task.cancel()
                _ = await task.value
            })
    }
}

extension Array where Element == NowSideSource {
    /// Every source's answer, waited for side by side (each within its own grace, so the forecast waits at most
    /// the longest grace, not their sum), written into `report` in the list's order.
    func settle(into report: inout NowReport) async {
        let writers = await withTaskGroup(of: (Int, @Sendable (inout NowReport) -> Void).self) { group in
            for (index, source) in enumerated() { group.addTask { (index, await source.settle()) } }
            var writers: [Int: @Sendable (inout NowReport) -> Void] = [:]
            for await (index, writer) in group { writers[index] = writer }
            return writers
        }
        for index in indices { writers[index]?(&report) }
    }

    /// Stops every source and waits for each to end.
    func cancelAll() async {
        for source in self { await source.cancel() }
    }
}
