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
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await waitForEvents(
            what, timeout: timeout, at: site, observe: { signal in observeState { _ in signal() } },
            until: { condition(self.state) })
    }
}

extension NavigationStack {
    /// Returns once the stack satisfies `condition`, checking it at every push, pop or replacement.
    public func waitUntil(
        _ what: String, timeout: Duration = .seconds(5),
        fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
        _ condition: @escaping @MainActor (NavigationStack) -> Bool
    ) async {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        await waitForEvents(
            what, timeout: timeout, at: site, observe: { observeChanges($0) }, until: { condition(self) })
    }
}

/// Waits until `condition` holds, re-checking it whenever the observed thing signals a change.
@MainActor
private func waitForEvents(
    _ what: String, timeout: Duration, at site: CallSite,
    observe: (@escaping @MainActor () -> Void) -> Void, until condition: () -> Bool
) async {
    let waiter = ConditionWaiter()
    observe { waiter.signal() }
    if await !waiter.wait(for: condition, timeout: timeout) {
        site.report("Timed out waiting until \(what)")
    }
}
