import Testing

@testable import WeatherCore

/// The weather clients' boundary: each way the HTTP layer fails becomes the weather error, and so the sentence,
/// the app has always shown for it.
@Suite struct HTTPErrorMappingTests {
    @Test func eachHTTPErrorBecomesItsWeatherError() {
        let cases: [(HTTPError, WeatherError)] = [
            (
                .cannotConnect(host: "h", detail: "connection refused"),
                .cannotConnect(host: "h", detail: "connection refused")
            ),
            (
                .insecureConnection(host: "h", detail: "bad certificate"),
                .insecureConnection(host: "h", detail: "bad certificate")
            ),
            (.connectTimeout(seconds: 5), .connectTimeout(seconds: 5)),
            (.totalTimeout(seconds: 15), .timedOut(seconds: 15)),
            (.tooLarge(limitBytes: 4_194_304), .responseTooLarge(limitBytes: 4_194_304)),
            (.truncated, .truncatedResponse),
            (.badContentEncoding, .malformedResponse(detail: "the compressed body could not be inflated")),
            (.cancelled, .cancelled),
            (.transport("too many redirects"), .transport("too many redirects")),
        ]
        for (http, weather) in cases { #expect(WeatherError(http) == weather) }
    }

    @Test func theMessagesAreTheOnesShownBefore() {
        #expect(
            WeatherError(.totalTimeout(seconds: 15)).message == "The weather service did not answer within 15 seconds.")
        #expect(
            WeatherError(.badContentEncoding).message
                == "The weather service sent a response that could not be read (the compressed body could not be inflated)."
        )
        #expect(
            WeatherError(.tooLarge(limitBytes: 4_194_304)).message
                == "The weather service sent more than 4 MB; the response was refused.")
    }
}
