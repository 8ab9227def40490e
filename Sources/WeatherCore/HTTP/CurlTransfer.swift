import CCurl
import FoundationEssentials
import Synchronization

/// One transfer: its easy handle and what arrives on it. The handle, the buffers and the flags are touched only
/// on the engine's thread (libcurl calls the callbacks from `curl_multi_perform` there); the continuation and the
/// cancel flag are shared with the awaiting task, behind a mutex.
final class CurlTransfer: @unchecked Sendable {
    let spec: HTTPRequestSpec
    private(set) var easy: UnsafeMutableRawPointer?
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: Int(CURL_ERROR_SIZE) + 1)

    private var body = Data()
    private var retryAfter: String?
    private var sawHead = false
    private var tooLarge = false
    /// The status and Location of the response whose head is arriving: a 1xx or a redirect is not the answer.
    private var headStatus = 0
    private var headHasLocation = false

    private let waiter = Mutex<Waiter>(Waiter())
    private struct Waiter {
        var continuation: CheckedContinuation<Result<HTTPAnswer, TransferFailure>, Never>?
        var cancelled = false
        var finished = false
    }

    init(spec: HTTPRequestSpec) {
        self.spec = spec
        errorBuffer.initialize(repeating: 0, count: Int(CURL_ERROR_SIZE) + 1)
    }

    deinit {
        releaseHandle()
        errorBuffer.deallocate()
    }

    // MARK: The awaiting side

    /// Stores the continuation; false when the transfer was cancelled first (the caller then finishes it).
    func attach(_ continuation: CheckedContinuation<Result<HTTPAnswer, TransferFailure>, Never>) -> Bool {
        waiter.withLock { state in
            state.continuation = continuation
            return !state.cancelled
        }
    }

    func markCancelled() { waiter.withLock { $0.cancelled = true } }
    var isCancelled: Bool { waiter.withLock { $0.cancelled } }

    /// Resumes the awaiting task once; later calls do nothing.
    func finish(_ result: Result<HTTPAnswer, TransferFailure>) {
        let continuation = waiter.withLock {
            state -> CheckedContinuation<Result<HTTPAnswer, TransferFailure>, Never>? in
            guard !state.finished, let continuation = state.continuation else { return nil }
            state.finished = true
            state.continuation = nil
            return continuation
        }
        continuation?.resume(returning: result)
    }

    static let cancelledFailure = TransferFailure(code: Int(CURLE_ABORTED_BY_CALLBACK.rawValue), detail: "cancelled")

    // MARK: The engine's side

    /// Makes and configures the easy handle; nil when libcurl refused (the reason is then the failure).
    func makeHandle(certificates: HTTPRequestSpec.Certificates) -> TransferFailure? {
        guard let easy = lw_curl_easy_init() else {
            return TransferFailure(code: Int(CURLE_FAILED_INIT.rawValue), detail: "could not start a transfer")
        }
        self.easy = easy
        let me = Unmanaged.passUnretained(self).toOpaque()
        let timeouts = spec.timeouts
        var codes: [CURLcode] = [
            lw_curl_setopt_string(easy, CURLOPT_URL, spec.url),
            lw_curl_setopt_pointer(easy, CURLOPT_ERRORBUFFER, errorBuffer),
            // Threads: libcurl must not use signals for its timeouts.
            lw_curl_setopt_long(easy, CURLOPT_NOSIGNAL, 1),
            lw_curl_allow_http_only(easy),
            lw_curl_setopt_long(easy, CURLOPT_FOLLOWLOCATION, 1),
            lw_curl_setopt_long(easy, CURLOPT_MAXREDIRS, 3),
            lw_curl_setopt_long(easy, CURLOPT_HTTP_VERSION, Int(CURL_HTTP_VERSION_2TLS)),
            lw_curl_setopt_long(easy, CURLOPT_TIMEOUT_MS, Self.milliseconds(timeouts.total)),
            lw_curl_setopt_long(easy, CURLOPT_CONNECTTIMEOUT_MS, Self.milliseconds(timeouts.connect)),
            lw_curl_setopt_string(easy, CURLOPT_USERAGENT, AppInfo.userAgent),
            // libcurl inflates what it asked for; the cap counts the inflated bytes too.
            lw_curl_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, "gzip"),
            // A Content-Length over the cap is refused before any body arrives (CURLE_FILESIZE_EXCEEDED).
            lw_curl_setopt_off(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(timeouts.maxBodyBytes)),
            lw_curl_setopt_callback(easy, CURLOPT_WRITEFUNCTION, curlWriteBody),
            lw_curl_setopt_pointer(easy, CURLOPT_WRITEDATA, me),
            lw_curl_setopt_callback(easy, CURLOPT_HEADERFUNCTION, curlReadHeader),
            lw_curl_setopt_pointer(easy, CURLOPT_HEADERDATA, me),
        ]
        headerList = lw_curl_slist_append(nil, "Accept: \(spec.accept)")
        codes.append(lw_curl_setopt_slist(easy, CURLOPT_HTTPHEADER, headerList))
        if spec.method == "POST" {
            codes.append(lw_curl_setopt_string(easy, CURLOPT_COPYPOSTFIELDS, ""))
        }
        if let bundle = certificates.bundle { codes.append(lw_curl_setopt_string(easy, CURLOPT_CAINFO, bundle)) }
        if let folder = certificates.directory { codes.append(lw_curl_setopt_string(easy, CURLOPT_CAPATH, folder)) }
        if let refused = codes.first(where: { $0 != CURLE_OK }) {
            return TransferFailure(code: Int(refused.rawValue), detail: String(cString: lw_curl_easy_strerror(refused)))
        }
        return nil
    }

    /// What the finished transfer amounts to, from libcurl's result code.
    func outcome(_ code: CURLcode) -> Result<HTTPAnswer, TransferFailure> {
        guard let easy else { return .failure(Self.cancelledFailure) }
        if code == CURLE_OK {
            var status = 0
            _ = lw_curl_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
            return .success(HTTPAnswer(status: status, body: body, retryAfter: retryAfter))
        }
        var osErrno = 0
        _ = lw_curl_getinfo_long(easy, CURLINFO_OS_ERRNO, &osErrno)
        // Connected means ready to send: TCP and the TLS handshake done (a stalled handshake is a connect timeout).
        var connectMicroseconds: curl_off_t = 0
        _ = lw_curl_getinfo_off(easy, CURLINFO_PRETRANSFER_TIME_T, &connectMicroseconds)
        let buffered = String(cString: errorBuffer)
        return .failure(
            TransferFailure(
                code: Int(code.rawValue), osErrno: Int32(truncatingIfNeeded: osErrno),
                connected: connectMicroseconds > 0, sawHead: sawHead,
                tooLarge: tooLarge || code == CURLE_FILESIZE_EXCEEDED,
                detail: buffered.isEmpty ? String(cString: lw_curl_easy_strerror(code)) : buffered))
    }

    /// Frees the handle and the header list; the engine removes the handle from the multi handle first.
    func releaseHandle() {
        if let easy { lw_curl_easy_cleanup(easy) }
        easy = nil
        if let headerList { lw_curl_slist_free_all(headerList) }
        headerList = nil
    }

    fileprivate func receive(body bytes: UnsafeRawBufferPointer) -> Bool {
        guard body.count + bytes.count <= spec.timeouts.maxBodyBytes else {
            tooLarge = true
            return false
        }
        body.append(contentsOf: bytes)
        return true
    }

    /// One header line. A status line starts a new response (a redirect's, then the final one's); the blank line
    /// ends its head.
    fileprivate func receive(header line: String) -> Bool {
        if line.hasPrefix("HTTP/") {
            retryAfter = nil
            sawHead = false
            headHasLocation = false
            headStatus = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
            return true
        }
        if line == "\r\n" || line == "\n" {
            // Only the final answer's head counts: after a 1xx or a followed redirect another head comes.
            let interim = (100..<200).contains(headStatus) || ((300..<400).contains(headStatus) && headHasLocation)
            sawHead = !interim
            return true
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmed
        switch name {
        case "retry-after":
            retryAfter = value
        case "location":
            headHasLocation = true
        case "content-length":
            if let length = Int(value), length > spec.timeouts.maxBodyBytes {
                tooLarge = true
                return false
            }
        default:
            break
        }
        return true
    }

    private static func milliseconds(_ duration: Duration) -> Int {
        max(1, Int((duration.durationSeconds * 1000).rounded(.up)))
    }
}

/// libcurl's write callback: the body, within the cap (returning less than given aborts the transfer).
private func curlWriteBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    return transfer.receive(body: bytes) ? size * count : 0
}

/// libcurl's header callback: one whole header line at a time.
private func curlReadHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    let bytes = UnsafeRawBufferPointer(start: data, count: size * count)
    let line = String(decoding: bytes, as: UTF8.self)
    return transfer.receive(header: line) ? size * count : 0
}
