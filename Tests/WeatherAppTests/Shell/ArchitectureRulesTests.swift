import Foundation
import Testing

/// The rules of the app's shape that the compiler cannot hold, read from the sources: a reducer names every action
/// it is given (a `default:` would take a new action silently), and a Flow only turns Outputs into navigation (it
/// never sends a screen an action: the screen reacts itself, to its own appearance or to the state it was made with).
struct ArchitectureRulesTests {
    static let appSources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/WeatherApp")

    /// Every Swift file under `Sources/WeatherApp/<folder>` whose name passes `include`, with its text.
    static func sources(_ folder: String = "", include: (String) -> Bool) throws -> [(name: String, text: String)] {
        let root = appSources.appendingPathComponent(folder)
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" && include($0.lastPathComponent) } ?? []
        return try files.map { ($0.lastPathComponent, try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test func noReducerHasADefaultCase() throws {
        let reducers = try Self.sources { $0.contains("Store") }
        #expect(reducers.count >= 10)  // Home's, Detail's, the Map's and the Alerts screen's, with their parts
        for (name, text) in reducers {
            let lines = text.split(separator: "\n").filter { $0.contains(/^\s*default\s*:/) }
            #expect(lines.isEmpty, "\(name): \(lines.joined(separator: " / "))")
        }
    }

    @Test func noFlowSendsAScreenAnAction() throws {
        let flows = try Self.sources("Flow") { _ in true }
        #expect(flows.contains { $0.name == "WeatherFlow.swift" })
        for (name, text) in flows {
            #expect(!text.contains(".send("), "\(name) sends an action into a screen's store")
        }
    }
}
