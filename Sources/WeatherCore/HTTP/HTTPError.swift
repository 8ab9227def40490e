/// Why ``HTTPClient`` got no whole answer, in the HTTP layer's own terms. A status other than 200 is not one: it
/// is an answer. The clients of each service turn this into their own error (``WeatherError``), so the layer
/// knows nothing of what the requests are for.
public enum HTTPError: Error, Equatable, Sendable {
    /// The host could not be reached: not found, refused, reset or closed before an answer (the detail says which).
    case cannotConnect(host: String, detail: String)
    /// The TLS handshake failed or the certificate was not trusted (libcurl's reason, sanitised).
    case insecureConnection(host: String, detail: String)
    /// No connection within the connect limit.
    case connectTimeout(seconds: Double)
    /// The whole request took longer than the total limit.
    case totalTimeout(seconds: Double)
    /// The body was larger than the cap.
    case tooLarge(limitBytes: Int)
    /// The connection closed before the whole body arrived.
    case truncated
    /// The body was compressed and could not be inflated.
    case badContentEncoding
    /// The calling task was cancelled, or the client shut down.
    case cancelled
    /// Anything else from libcurl (sanitised description).
    case transport(String)
}
