import IssueReporting
import Lasso

extension TestStore {
    /// Ends the test: waits (up to `timeout`) for running effects to complete, then fails on effects still running,
    /// received actions not asserted, and outputs not asserted. Remaining effects are cancelled either way.
    public func finish(
        timeout: Duration? = nil,
        fileID: StaticString = #fileID, filePath: StaticString = #filePath,
        line: UInt = #line, column: UInt = #column
    ) async {
        isFinished = true
        defer { effects.cancelAll() }
        // Effects whose answer is already in hand finish promptly; give them that chance before judging.
        _ = await waiter.wait(for: { effects.runningCount == 0 }, timeout: timeout ?? self.timeout)
        guard exhaustivity == .on else { return }
        failOnLeftovers(
            context: "at the end of the test", includingEffects: true,
            at: CallSite(fileID: fileID, filePath: filePath, line: line, column: column))
    }

    /// Reports received actions, outputs and (at the end) running effects nobody asserted, then forgets them.
    /// Effects may legitimately still run between steps, so only the end of a test counts them.
    func failOnLeftovers(context: String, includingEffects: Bool = false, at site: CallSite) {
        Self.reportLeftovers(
            received: received.map(\.action), outputs: pendingOutputs,
            runningEffects: includingEffects ? effects.runningIDs.map(\.description) : nil,
            runningCount: effects.runningCount, context: context, at: site)
        received.removeAll()
        pendingOutputs.removeAll()
    }

    /// One issue per kind of leftover. Static and nonisolated so `deinit` can use it too.
    nonisolated static func reportLeftovers(
        received: [Action], outputs: [Output], runningEffects ids: [String]?, runningCount: Int,
        context: String, at site: CallSite
    ) {
        if !received.isEmpty {
            let list = received.map { "  • " + String(customDumping: $0) }.joined(separator: "\n")
            site.report("\(received.count) received action(s) not asserted \(context):\n\(list)")
        }
        if !outputs.isEmpty {
            let list = outputs.map { "  • " + String(customDumping: $0) }.joined(separator: "\n")
            site.report("\(outputs.count) output(s) not asserted \(context):\n\(list)")
        }
        if let ids, runningCount > 0 {
            let idNote = ids.isEmpty ? "" : " (ids: \(ids.joined(separator: ", ")))"
            site.report(
                """
                \(runningCount) effect(s) still running \(context)\(idNote). Resume the dependencies they await \
                and receive their actions, or cancel them.
                """)
        }
    }
}

/// Where an assertion was written, so failures point at the test line.
struct CallSite: Sendable {
    let fileID: StaticString
    let filePath: StaticString
    let line: UInt
    let column: UInt

    func report(_ message: String) {
        reportIssue(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
