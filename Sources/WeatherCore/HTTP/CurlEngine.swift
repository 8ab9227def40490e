import CCurl
import FoundationEssentials
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// One libcurl multi handle driven by one thread: every transfer of the process shares its connections (reuse,
/// HTTP/2 multiplexing where the server offers it). Other threads hand it work through `inbox` and wake it with
/// `curl_multi_wakeup`, the one multi call that is safe from any thread.
final class CurlEngine: @unchecked Sendable {
    private let multi: UnsafeMutableRawPointer
    private let certificates: HTTPRequestSpec.Certificates
    private let inbox = Mutex<Inbox>(Inbox())
    private var thread: pthread_t?
    /// Transfers in the multi handle, by easy handle: the engine thread's alone.
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    private struct Inbox {
        var added: [CurlTransfer] = []
        var cancelled: [CurlTransfer] = []
        var stopping = false
    }

    /// Initialises libcurl (once per process) and starts the thread; the reason when that fails.
    static func start(certificates: HTTPRequestSpec.Certificates) -> Result<CurlEngine, LoadFailure> {
        var why = [CChar](repeating: 0, count: 256)
        guard lw_curl_load(&why, why.count) == 0 else {
            let text = why.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
            return .failure(LoadFailure(reason: String(decoding: text, as: UTF8.self)))
        }
        guard let engine = CurlEngine(certificates: certificates) else {
            return .failure(LoadFailure(reason: "its multi handle or thread could not be made"))
        }
        return .success(engine)
    }

    /// Why libcurl could not be used (its global init or the multi handle failed).
    struct LoadFailure: Error {
        var reason: String
    }

    private init?(certificates: HTTPRequestSpec.Certificates) {
        guard let multi = lw_curl_multi_init() else { return nil }
        self.multi = multi
        self.certificates = certificates
        let box = Unmanaged.passRetained(self).toOpaque()
        var thread = pthread_t()
        guard
            pthread_create(
                &thread, nil,
                { context in
                    let engine = Unmanaged<CurlEngine>.fromOpaque(context!).takeRetainedValue()
                    engine.run()
                    return nil
                }, box) == 0
        else {
            Unmanaged<CurlEngine>.fromOpaque(box).release()
            lw_curl_multi_cleanup(multi)
            return nil
        }
        self.thread = thread
    }

    /// Queues a transfer; false once the engine has stopped.
    func add(_ transfer: CurlTransfer) -> Bool {
        inbox.withLock { inbox in
            guard !inbox.stopping else { return false }
            inbox.added.append(transfer)
            lw_curl_multi_wakeup(multi)
            return true
        }
    }

    /// Ends a transfer at once, wherever it is.
    func cancel(_ transfer: CurlTransfer) {
        inbox.withLock { inbox in
            guard !inbox.stopping else { return }
            inbox.cancelled.append(transfer)
            lw_curl_multi_wakeup(multi)
        }
    }

    /// Fails what is left as cancelled, ends the thread and frees the multi handle. Safe to call twice.
    func stop() {
        let running = inbox.withLock { inbox -> Bool in
            guard !inbox.stopping else { return false }
            inbox.stopping = true
            lw_curl_multi_wakeup(multi)
            return true
        }
        guard running, let thread else { return }
        pthread_join(thread, nil)
        lw_curl_multi_cleanup(multi)
    }

    private func run() {
        while true {
            let (added, cancelled, stopping) = inbox.withLock { inbox in
                defer {
                    inbox.added = []
                    inbox.cancelled = []
                }
                return (inbox.added, inbox.cancelled, inbox.stopping)
            }
            for transfer in added { start(transfer) }
            for transfer in cancelled { end(transfer, with: .failure(CurlTransfer.cancelledFailure)) }
            if stopping {
                for transfer in Array(active.values) { end(transfer, with: .failure(CurlTransfer.cancelledFailure)) }
                return
            }
            var running: Int32 = 0
            _ = lw_curl_multi_perform(multi, &running)
            collectFinished()
            // Woken early by curl_multi_wakeup, and never later than libcurl's own next timeout.
            _ = lw_curl_multi_poll(multi, active.isEmpty ? 60_000 : 1_000)
        }
    }

    private func start(_ transfer: CurlTransfer) {
        if transfer.isCancelled {
            transfer.finish(.failure(CurlTransfer.cancelledFailure))
            return
        }
        if let failure = transfer.makeHandle(certificates: certificates) {
            transfer.releaseHandle()
            transfer.finish(.failure(failure))
            return
        }
        guard let easy = transfer.easy, lw_curl_multi_add_handle(multi, easy) == CURLM_OK else {
            transfer.releaseHandle()
            transfer.finish(.failure(TransferFailure(code: Int(CURLE_FAILED_INIT.rawValue), detail: "not started")))
            return
        }
        active[easy] = transfer
    }

    private func collectFinished() {
        var left: Int32 = 0
        while let message = lw_curl_multi_info_read(multi, &left) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle,
                let transfer = active[easy]
            else { continue }
            end(transfer, with: transfer.outcome(lw_curl_msg_result(message)))
        }
    }

    /// Takes the transfer out of the multi handle, frees its handle and resumes its caller.
    private func end(_ transfer: CurlTransfer, with result: Result<HTTPAnswer, TransferFailure>) {
        if let easy = transfer.easy, active.removeValue(forKey: easy) != nil {
            lw_curl_multi_remove_handle(multi, easy)
        }
        transfer.releaseHandle()
        transfer.finish(result)
    }
}
