extension WeatherError {
    /// The weather clients' reading of a failed request: the HTTP layer's reason, said as the weather service's.
    init(_ error: HTTPError) {
        switch error {
        case .cannotConnect(let host, let detail): self = .cannotConnect(host: host, detail: detail)
        case .insecureConnection(let host, let detail): self = .insecureConnection(host: host, detail: detail)
        case .connectTimeout(let seconds): self = .connectTimeout(seconds: seconds)
        case .totalTimeout(let seconds): self = .timedOut(seconds: seconds)
        case .tooLarge(let limit): self = .responseTooLarge(limitBytes: limit)
        case .truncated: self = .truncatedResponse
        case .badContentEncoding: self = .malformedResponse(detail: "the compressed body could not be inflated")
        case .cancelled: self = .cancelled
        case .transport(let detail): self = .transport(detail)
        }
    }
}
