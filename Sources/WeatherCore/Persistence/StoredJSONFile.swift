import FoundationEssentials

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One JSON file on disk under the corrupt-file policy: whatever cannot be read or decoded is moved aside to
/// `<name>.corrupt-<UTC time>` with a warning, and the caller carries on with its defaults.
struct StoredJSONFile<Document: Codable>: Sendable {
    enum Peeked {
        case missing
        case document(Document)
        case corrupt(reason: String)
    }

    let url: URL
    let maxBytes: Int

    /// Reads and decodes without touching anything.
    func peek() -> Peeked {
        let result: AtomicFile.ReadResult
        do {
            result = try AtomicFile.read(url, maxBytes: maxBytes)
        } catch {
            return .corrupt(reason: error.reason.lowercased())
        }
        switch result {
        case .missing:
            return .missing
        case .tooLarge:
            return .corrupt(reason: "it is larger than \(Self.describeSize(maxBytes))")
        case .contents(let data):
            do {
                return .document(try PersistenceJSON.decoder().decode(Document.self, from: data))
            } catch {
                return .corrupt(reason: Self.describe(error))
            }
        }
    }

    /// Reads and decodes; a corrupt file is moved aside and reported, and nil returned as for a missing file.
    /// Callers that may race with other writers hold the file's lock, so a good file written meanwhile is never
    /// the one moved aside.
    func load(now: Date, warnings: PersistenceWarnings) -> Document? {
        switch peek() {
        case .missing:
            return nil
        case .document(let document):
            return document
        case .corrupt(let reason):
            moveAside(reason: reason, now: now, warnings: warnings)
            return nil
        }
    }

    func save(_ document: Document) throws {
        try AtomicFile.write(try PersistenceJSON.encoder().encode(document), to: url)
    }

    private func moveAside(reason: String, now: Date, warnings: PersistenceWarnings) {
        let name = url.lastPathComponent
        let stamp = now.formatted(
            Date.ISO8601FormatStyle(dateSeparator: .omitted, timeSeparator: .omitted, timeZone: .gmt)
        )
        var target = url.deletingLastPathComponent().appendingPathComponent("\(name).corrupt-\(stamp)")
        var suffix = 2
        while FileManager.default.fileExists(atPath: target.path) {
            target = url.deletingLastPathComponent().appendingPathComponent("\(name).corrupt-\(stamp)-\(suffix)")
            suffix += 1
        }
        if rename(url.path, target.path) == 0 {
            warnings.report(
                PersistenceWarning(
                    kind: .corrupt(file: url.path, movedTo: target.path),
                    message:
                        "\(name) was unreadable (\(reason)); moved it to \(target.lastPathComponent) and started fresh."
                ))
        } else {
            let failure = PersistenceError("rename", path: url.path)
            warnings.report(
                PersistenceWarning(
                    kind: .corrupt(file: url.path, movedTo: nil),
                    message:
                        "\(name) is unreadable (\(reason)) and couldn't be moved aside (\(failure.reason)); using defaults."
                ))
        }
    }

    private static func describeSize(_ bytes: Int) -> String {
        if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
        return "\(bytes) bytes"
    }

    private static func describe(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        func at(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return "it is not valid JSON"
        case .keyNotFound(let key, let context):
            return "\(at(context.codingPath + [key])) is missing"
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            return "bad value at \(at(context.codingPath))"
        @unknown default:
            return "it could not be decoded"
        }
    }
}
