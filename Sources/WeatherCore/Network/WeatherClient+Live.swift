import AsyncHTTPClient
import Foundation
import NIOCore

extension WeatherClient {
    /// The real client: one GET per request to `<baseURL>/v1/forecast`, through the shared `httpClient`
    /// (see ``AsyncHTTPClient/HTTPClient/makeForWeather(timeouts:)``; its connect timeout is the one that applies).
    /// The whole request, body included, is bounded by `timeouts.total`; cancelling the calling task cancels it.
    /// Hourly data is kept to the 48 hours from now at the place.
    public static func live(
        baseURL: URL = APIConfiguration.defaultBaseURL, httpClient: HTTPClient,
        timeouts: WeatherTimeouts = .production, now: @escaping @Sendable () -> Date = { Date() }
    ) -> WeatherClient {
        WeatherClient { request throws(WeatherError) in
            let url = request.url(base: baseURL)
            let body = try await LiveFetch(httpClient: httpClient, timeouts: timeouts).get(url)
            let forecast: Forecast
            do {
                forecast = try Forecast(openMeteoJSON: body, units: request.units)
            } catch {
                throw .malformedResponse(detail: LiveFetch.describe(decoding: error))
            }
            let fallbackNow = LocalDateTime(
                secondsSince1970: now().timeIntervalSince1970, utcOffsetSeconds: forecast.utcOffsetSeconds)
            return forecast.trimmingHourly(from: forecast.current?.time ?? fallbackNow, count: 48)
        }
    }
}

/// One GET with the total timeout, the body cap and error classification.
struct LiveFetch: Sendable {
    let httpClient: HTTPClient
    let timeouts: WeatherTimeouts

    /// The body of a 200 answer; any other outcome is a ``WeatherError``.
    func get(_ url: URL) async throws(WeatherError) -> Data {
        let progress = FetchProgress()
        do {
            return try await withThrowingTaskGroup(of: Data.self) { group in
                group.addTask { try await self.exchange(url, progress: progress) }
                group.addTask {
                    try await Task.sleep(for: self.timeouts.total)
                    throw WeatherError.timedOut(seconds: self.timeouts.totalSeconds)
                }
                defer { group.cancelAll() }
                return try await group.next()!
            }
        } catch let error as WeatherError {
            throw Task.isCancelled ? .cancelled : error
        } catch {
            if Task.isCancelled { throw .cancelled }
            throw ErrorClassifier(host: url.host ?? "?", timeouts: timeouts, sawHead: progress.sawHead)
                .classify(error)
        }
    }

    private func exchange(_ url: URL, progress: FetchProgress) async throws -> Data {
        var request = HTTPClientRequest(url: url.absoluteString)
        request.headers.add(name: "Accept", value: "application/json")
        request.headers.add(name: "User-Agent", value: "LassoWeather/1.0")
        let response = try await httpClient.execute(request, timeout: timeouts.total.nioTimeAmount)
        progress.markHead()
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > timeouts.maxBodyBytes
        {
            throw WeatherError.responseTooLarge(limitBytes: timeouts.maxBodyBytes)
        }
        let buffer = try await response.body.collect(upTo: timeouts.maxBodyBytes)
        let data = Data(buffer.readableBytesView)
        guard response.status.code == 200 else {
            throw Self.statusError(
                status: Int(response.status.code), body: data,
                retryAfter: response.headers.first(name: "Retry-After"))
        }
        return data
    }

    /// Open-Meteo errors are `{"error": true, "reason": "…"}`; a proxy may send HTML instead (no reason then).
    static func statusError(status: Int, body: Data, retryAfter: String?) -> WeatherError {
        struct ErrorBody: Decodable { var reason: String? }
        let reason = (try? JSONDecoder().decode(ErrorBody.self, from: body))?.reason
            .map { String($0.sanitizedForTerminal.prefix(300)) }
            .flatMap { $0.isEmpty ? nil : $0 }
        if status == 429 {
            let seconds = retryAfter.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }.flatMap {
                $0 >= 0 ? $0 : nil
            }
            return .rateLimited(reason: reason, retryAfterSeconds: seconds)
        }
        return .http(status: status, reason: reason)
    }

    static func describe(decoding error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            "not valid JSON"
        case DecodingError.dataCorrupted(let context), DecodingError.typeMismatch(_, let context),
            DecodingError.keyNotFound(_, let context), DecodingError.valueNotFound(_, let context):
            "unexpected data at \(context.codingPath.map(\.stringValue).joined(separator: ".").sanitizedForTerminal)"
        default:
            "not valid JSON"
        }
    }
}

/// Whether the response head arrived: a failure after it means the body was cut off.
final class FetchProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var head = false

    func markHead() { lock.withLock { head = true } }
    var sawHead: Bool { lock.withLock { head } }
}
