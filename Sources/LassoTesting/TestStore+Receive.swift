import CustomDump
import Lasso

extension TestStore {
    /// Awaits the next action an effect delivers, checks it is `expected`, and asserts its state change.
    /// Waits only as long as the effect takes; `timeout` is the failure deadline.
    public func receive(
        _ expected: Action,
        timeout: Duration? = nil,
        assert updateExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async where Action: Equatable {
        let at = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let next = await nextReceived(matching: { $0 == expected }, timeout: timeout) else {
            return reportNothingReceived(describe(expected), within: timeout ?? self.timeout, at: at)
        }
        if next.action != expected {
            let difference = diff(expected, next.action, format: .proportional) ?? describe(next.action)
            return report(
                """
                Received an unexpected action: …

                \(indent(difference))

                (Expected: −, Received: +)
                """, at: at)
        }
        assertChange(of: next.action, before: next.before, after: next.after, updateExpected, at: at)
    }

    /// Like `receive(_:)` for actions that are not `Equatable` (e.g. carrying an `Error`): `matching` says whether
    /// the received action is the one expected.
    public func receive(
        matching: (Action) -> Bool,
        timeout: Duration? = nil,
        assert updateExpected: ((inout State) -> Void)? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        let at = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let next = await nextReceived(matching: matching, timeout: timeout) else {
            return reportNothingReceived("an action matching the predicate", within: timeout ?? self.timeout, at: at)
        }
        guard matching(next.action) else {
            return report("Received an unexpected action: \(describe(next.action))", at: at)
        }
        assertChange(of: next.action, before: next.before, after: next.after, updateExpected, at: at)
    }

    /// Lets running effects complete (up to `timeout`), then drops the actions they delivered; their state changes
    /// stay applied. For tests that only care about the end result of a chatty effect.
    public func skipReceivedActions(
        strict: Bool = true,
        timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        _ = await waiter.wait(for: { effects.runningCount == 0 }, timeout: timeout ?? self.timeout)
        if strict, received.isEmpty {
            report(
                "There were no received actions to skip.",
                at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
        }
        received.removeAll()
    }

    /// The next received action. Exhaustive stores take the oldest, matching or not (a mismatch is a failure);
    /// non-exhaustive ones skip past actions that do not match.
    private func nextReceived(matching: (Action) -> Bool, timeout: Duration?) async -> Received? {
        let limit = timeout ?? self.timeout
        if exhaustivity == .on {
            guard await waiter.wait(for: { !received.isEmpty }, timeout: limit) else { return nil }
            return received.removeFirst()
        }
        let found = await waiter.wait(
            for: {
                if let index = received.firstIndex(where: { matching($0.action) }) {
                    received.removeFirst(index)
                    return true
                }
                received.removeAll()
                return false
            },
            timeout: limit)
        return found ? received.removeFirst() : nil
    }

    private func reportNothingReceived(_ expected: String, within limit: Duration, at site: CallSite) {
        let effectsNote =
            effects.runningCount == 0
            ? "No effects are running."
            : "\(effects.runningCount) effect(s) still running\(idList)."
        report(
            """
            Expected to receive \(expected), but no action arrived within \(limit). \(effectsNote)
            Does the test resume every parked dependency the effect awaits?
            """, at: site)
    }

    var idList: String {
        let ids = effects.runningIDs.map(\.description)
        return ids.isEmpty ? "" : " (ids: \(ids.joined(separator: ", ")))"
    }
}
