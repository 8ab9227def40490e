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
        /// Why, in any language.
        case corrupt(reason: PersistenceWarning.Words)
    }

    let url: URL
    let maxBytes: Int

    /// Reads and decodes without touching anything.
    func peek() -> Peeked {
        let result: AtomicFile.ReadResult
        do {
            result = try AtomicFile.read(url, maxBytes: maxBytes)
        } catch {
            return .corrupt(reason: { $0 == .en ? error.reason.lowercased() : error.reason(in: $0) })
        }
        switch result {
        case .missing:
            return .missing
        case .tooLarge:
            let size = maxBytes
            return .corrupt(reason: { $0.localized("it is larger than {0}", sizeText(size, in: $0)) })
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

    private func moveAside(reason: @escaping PersistenceWarning.Words, now: Date, warnings: PersistenceWarnings) {
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
                PersistenceWarning(kind: .corrupt(file: url.path, movedTo: target.path)) {
                    [aside = target.lastPathComponent] in
                    $0.localized(
                        "{0} was unreadable ({1}); moved it to {2} and started fresh.", name, reason($0), aside)
                })
        } else {
            let failure = PersistenceError("rename", path: url.path)
            warnings.report(
                PersistenceWarning(kind: .corrupt(file: url.path, movedTo: nil)) {
                    $0.localized(
                        "{0} is unreadable ({1}) and couldn't be moved aside ({2}); using defaults.", name, reason($0),
                        failure.reason(in: $0))
                })
        }
    }

    /// Why the JSON did not decode, in any language; the path in it ("items[0]") as the file has it.
    private static func describe(_ error: any Error) -> PersistenceWarning.Words {
        guard let error = error as? DecodingError else {
            let text = "\(error)"
            return { _ in text }
        }
        func at(_ path: [any CodingKey]) -> String {
            let text = path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
            return text.hasPrefix(".") ? String(text.dropFirst()) : text
        }
        switch error {
        case .dataCorrupted(let context) where context.codingPath.isEmpty:
            return { $0.localized("it is not valid JSON") }
        case .keyNotFound(let key, let context):
            let path = at(context.codingPath + [key])
            return { $0.localized("{0} is missing", path) }
        case .dataCorrupted(let context), .typeMismatch(_, let context), .valueNotFound(_, let context):
            let path = at(context.codingPath)
            return { $0.localized("bad value at {0}", path) }
        @unknown default:
            return { $0.localized("it could not be decoded") }
        }
    }
}

/// "64 KB", "100 bytes": a file's size limit. Outside the generic type, so a closure saying it captures no metatype.
private func sizeText(_ bytes: Int, in language: AppLanguage) -> String {
    if bytes >= 1 << 20 { return "\(bytes >> 20) MB" }
    if bytes >= 1 << 10 { return "\(bytes >> 10) KB" }
    return language.localized("{0} bytes", String(bytes))
}
