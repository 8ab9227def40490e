import CustomDump
import IssueReporting
import Lasso

/// Asserts which modules are on `stack`, bottom (root) first. Elements that are not `ModuleScreen`s are named by
/// their type, so a mismatch still says what is there.
@MainActor
public func assertStack<Element>(
    _ stack: NavigationStack<Element>,
    _ expected: [any ScreenModule.Type],
    fileID: StaticString = #fileID, filePath: StaticString = #filePath,
    line: UInt = #line, column: UInt = #column
) {
    let actual = stack.screens.map(screenName)
    let wanted = expected.map { String(describing: $0) }
    guard actual != wanted else { return }
    let difference = diff(wanted, actual, format: .proportional) ?? String(customDumping: actual)
    reportIssue(
        """
        Navigation stack does not match the expectation: …

        \(difference)

        (Expected: −, Actual: +)
        """,
        fileID: fileID, filePath: filePath, line: line, column: column)
}

/// The store of the top screen, which must run `module`. Lets flow tests play a screen's part by dispatching its
/// outputs: `stack.topStore(HomeScreen.self)?.dispatchOutput(.didChoosePlace(place, snapshot))`.
extension NavigationStack {
    public func topStore<Module: ScreenModule>(
        _ module: Module.Type,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) -> LassoStore<Module>? {
        if let screen = top as? any ModuleScreen<Module> {
            return screen.store
        }
        let found = top.map(screenName) ?? "an empty stack"
        reportIssue(
            "Expected a \(Module.self) screen on top of the stack, found \(found).",
            fileID: fileID, filePath: filePath, line: line, column: column)
        return nil
    }
}

@MainActor
private func screenName(_ element: Any) -> String {
    if let screen = element as? any ModuleScreen {
        return String(describing: screen.moduleType)
    }
    return String(describing: type(of: element))
}
