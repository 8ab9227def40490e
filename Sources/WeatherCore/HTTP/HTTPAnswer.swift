import FoundationEssentials

/// A whole answer of any status, its body within the cap.
public struct HTTPAnswer: Sendable {
    public var status: Int
    public var body: Data
    /// The `Retry-After` header of the final response, when it had one.
    public var retryAfter: String?

    public init(status: Int, body: Data, retryAfter: String? = nil) {
        self.status = status
        self.body = body
        self.retryAfter = retryAfter
    }
}

/// How a transfer failed, in libcurl's terms: what ``ErrorClassifier`` turns into an ``HTTPError``.
struct TransferFailure: Error, Equatable, Sendable {
    /// The `CURLcode`; 0 never occurs here.
    var code: Int
    /// The socket's errno for a failed connect (`CURLINFO_OS_ERRNO`), 0 when there was none.
    var osErrno: Int32 = 0
    /// Whether a connection (to the server or the proxy) was made before it failed.
    var connected = false
    /// Whether a whole response head had arrived: a failure after it means the body was cut off.
    var sawHead = false
    /// Whether our own cap ended it (the `Content-Length` or the bytes written).
    var tooLarge = false
    /// libcurl's own sentence for it (its error buffer), unsanitised.
    var detail = ""
}
