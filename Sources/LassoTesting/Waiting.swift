import IssueReporting
import Lasso

extension LassoStore {
    /// Returns once the store's state satisfies `condition`, checking it at every state change (no polling).
    /// The timeout only ends a failing test, with an issue naming `what`.
    public func waitUntil(
        _ what: String, timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ condition: @escaping @MainActor (State) -> Bool
    ) async {
        let waiter = ConditionWaiter()
        observeState { _ in waiter.signal() }
        guard await waiter.wait(for: { condition(state) }, timeout: timeout) else {
            return reportIssue("Timed out waiting until \(what)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}

extension NavigationStack {
    /// Returns once the stack satisfies `condition`, checking it at every push, pop or replacement.
    public func waitUntil(
        _ what: String, timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ condition: @escaping @MainActor (NavigationStack) -> Bool
    ) async {
        let waiter = ConditionWaiter()
        observeChanges { waiter.signal() }
        guard await waiter.wait(for: { condition(self) }, timeout: timeout) else {
            return reportIssue("Timed out waiting until \(what)", fileID: fileID, filePath: filePath, line: line, column: column)
        }
    }
}
