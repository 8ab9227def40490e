import Dispatch
import Synchronization

/// One helper thread (on another CPU than its maker's), started before its work is known, that runs the work handed
/// to it in order beside the main thread. The app makes it first thing and hands it the terminal's opening once the
/// options are checked: a thread made only then took up to half a millisecond to begin. The thread ends once the
/// lane is closed and empty.
public final class WorkLane: Sendable {
    private struct Queue {
        var work: [@Sendable () -> Void] = []
        var closed = false
    }

    private enum Next {
        case run(@Sendable () -> Void)
        case sleep
        case stop
    }

    private let queue = Mutex(Queue())
    private let wakeup = DispatchSemaphore(value: 0)

    /// Starts the thread now, so that it is running when work comes.
    public init() {
        if !startHelperThread({ [self] in drain() }) { close() }
    }

    /// Work for the helper, after what it was given before. Work left unbegun (no thread could be made, or the lane
    /// was closed first) does not run at all: a `ReadAhead`'s caller does its own.
    func add(_ work: @escaping @Sendable () -> Void) {
        let added = queue.withLock { queue -> Bool in
            guard !queue.closed else { return false }
            queue.work.append(work)
            return true
        }
        if added { wakeup.signal() }
    }

    /// No more work is coming: the thread ends when it has done what it has.
    public func close() {
        queue.withLock { $0.closed = true }
        wakeup.signal()
    }

    private func drain() {
        while true {
            let next = queue.withLock { queue -> Next in
                if !queue.work.isEmpty { return .run(queue.work.removeFirst()) }
                return queue.closed ? .stop : .sleep
            }
            switch next {
            case .run(let work): work()
            case .sleep: wakeup.wait()
            case .stop: return
            }
        }
    }
}
