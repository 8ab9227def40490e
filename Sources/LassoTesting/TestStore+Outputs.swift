import CustomDump
import Lasso

extension TestStore where Output: Equatable {
    /// Asserts that exactly `expected` was dispatched since the outputs were last asserted, in order.
    public func assertOutputs(
        _ expected: [Output],
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let actual = pendingOutputs
        pendingOutputs.removeAll()
        guard actual != expected else { return }
        let difference = diff(expected, actual, format: .proportional) ?? describe(actual)
        report(
            """
            Outputs do not match the expectation: …

            \(indent(difference))

            (Expected: −, Actual: +)
            """, at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Asserts that the oldest unasserted output is `expected`.
    public func receiveOutput(
        _ expected: Output,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) {
        let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard !pendingOutputs.isEmpty else {
            return report("Expected output \(describe(expected)), but no output was dispatched.", at: site)
        }
        let actual = pendingOutputs.removeFirst()
        guard actual != expected else { return }
        let difference = diff(expected, actual, format: .proportional) ?? describe(actual)
        report(
            """
            Received an unexpected output: …

            \(indent(difference))

            (Expected: −, Actual: +)
            """, at: site)
    }
}

extension TestStore {
    /// Forgets the unasserted outputs, for tests that deliberately ignore them.
    public func skipOutputs() {
        pendingOutputs.removeAll()
    }
}
