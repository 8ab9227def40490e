import FoundationEssentials
import FuzzSupport

@testable import WeatherCore

#if canImport(Glibc)
    import Glibc
#endif

/// Stored files: settings, recent searches and a cache entry, each given the input as its file. A file that does
/// not decode is reported (one warning naming where it went), moved aside with its bytes intact, and the default
/// used; writing afterwards leaves a good file. A file that decodes is read as decoded, warns of nothing, and
/// round-trips: encoding what was read and decoding that gives the same value, and encoding again the same bytes.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes(start, count))
    clearScratch()
    let settingsURL = scratch.appendingPathComponent("settings.json")
    check(data, at: settingsURL, default: Settings.defaults) { warnings in
        JSONDocumentStore(file: settingsURL, defaultValue: Settings.defaults, warnings: warnings, now: { epoch })
    }
    let recentsURL = scratch.appendingPathComponent("recents.json")
    check(data, at: recentsURL, default: RecentSearchList()) { warnings in
        JSONDocumentStore(file: recentsURL, defaultValue: RecentSearchList(), warnings: warnings, now: { epoch })
    }
    checkCache(data)
    return 0
}

private let epoch = Date(timeIntervalSince1970: 1_800_000_000)

/// Where the files go: `LASSO_FUZZ_SCRATCH` (`make fuzz` sets one in /dev/shm, where fsync costs nothing) or a
/// folder in /tmp.
private let scratch: URL = {
    let path = ProcessInfo.processInfo.environment["LASSO_FUZZ_SCRATCH"] ?? "/tmp/lasso-fuzz-stored-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return URL(fileURLWithPath: path)
}()

private func clearScratch() {
    for name in (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? [] {
        try? FileManager.default.removeItem(at: scratch.appendingPathComponent(name))
    }
}

private func check<Document: Codable & Equatable & Sendable>(
    _ data: Data, at url: URL, default defaultValue: Document,
    store: (PersistenceWarnings) -> JSONDocumentStore<Document>
) {
    try? data.write(to: url)
    let peeked = StoredJSONFile<Document>(url: url, maxBytes: 1 << 20).peek()
    let warnings = PersistenceWarnings()
    let documents = store(warnings)
    let read = documents.read()
    switch peeked {
    case .missing:
        invariant(false, "a file just written is missing")
    case .document(let document):
        invariant(read == document, "read differs from the decoded document")
        invariant(warnings.all.isEmpty, "a good file warned: \(warnings.all)")
        roundTrip(document)
    case .corrupt:
        checkMovedAside(data, from: url, warnings: warnings)
        invariant(read == defaultValue, "a damaged file did not give the default")
        documents.write(read)
        let replaced = StoredJSONFile<Document>(url: url, maxBytes: 1 << 20).peek()
        guard case .document(let document) = replaced, document == defaultValue else {
            return invariant(false, "the damaged file was not replaced by a good one")
        }
    }
}

private func checkCache(_ data: Data) {
    let warnings = PersistenceWarnings()
    let cache = DiskCache<Forecast>(directory: scratch, warnings: warnings, now: { epoch })
    let url = cache.fileURL(for: "10001-imperial")
    try? data.write(to: url)
    let peeked = StoredJSONFile<CacheEntry<Forecast>>(url: url, maxBytes: 4 << 20).peek()
    let entry = cache.entry(for: "10001-imperial")
    switch peeked {
    case .missing:
        invariant(false, "a file just written is missing")
    case .document(let document):
        invariant(entry?.value == document.value && entry?.fetchedAt == document.fetchedAt, "cache read differs")
        invariant(warnings.all.isEmpty, "a good cache file warned: \(warnings.all)")
        roundTrip(document.value)
        let encoded = encode(document)
        let again = try? PersistenceJSON.decoder().decode(CacheEntry<Forecast>.self, from: encoded)
        invariant(again?.fetchedAt == document.fetchedAt, "the fetch time changed in a round trip")
        invariant(again.map(encode) == encoded, "a cache entry encodes differently after a round trip")
    case .corrupt:
        invariant(entry == nil, "a damaged cache file gave an entry")
        checkMovedAside(data, from: url, warnings: warnings)
    }
}

/// One warning, naming the file and where it went; the file is gone from its place and its bytes are there.
private func checkMovedAside(_ data: Data, from url: URL, warnings: PersistenceWarnings) {
    let all = warnings.all
    guard all.count == 1, case .corrupt(let file, let movedTo?) = all[0].kind else {
        return invariant(false, "a damaged file gave the warnings \(all)")
    }
    invariant(file == url.path, "the warning names \(file)")
    invariant(!FileManager.default.fileExists(atPath: url.path), "the damaged file is still in place")
    // (AtomicFile, not Data(contentsOf:), which leaks its buffer for an empty file in this Foundation.)
    let kept = try? AtomicFile.read(URL(fileURLWithPath: movedTo), maxBytes: 1 << 20)
    invariant(kept == .contents(data) || (data.isEmpty && kept == .contents(Data())), "the moved-aside file lost bytes")
    invariant(!all[0].message.unicodeScalars.contains(where: isControl), "the warning holds a control character")
}

private func encode(_ value: some Encodable) -> Data {
    do {
        return try PersistenceJSON.encoder().encode(value)
    } catch {
        fatalError("invariant broken: what was decoded does not encode: \(error)")
    }
}

/// Encoding what was decoded, then decoding it, gives it back; encoding that again gives the same bytes.
private func roundTrip<Document: Codable & Equatable>(_ document: Document) {
    let first = encode(document)
    guard let decoded = try? PersistenceJSON.decoder().decode(Document.self, from: first) else {
        return invariant(false, "what was written does not read back: \(String(decoding: first, as: UTF8.self))")
    }
    invariant(decoded == document, "a round trip changed the value")
    invariant(encode(decoded) == first, "a round trip changed the bytes")
}
