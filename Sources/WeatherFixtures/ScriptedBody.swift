import FlyingSocks
import Foundation

/// A response body that yields `data` and then, if `failAtEnd`, throws — which makes FlyingFox close the
/// connection mid-response. Used for the truncated-body fault and for chunked bodies.
struct ScriptedBody: AsyncBufferedSequence, Sendable {
    typealias Element = UInt8

    let data: Data
    let failAtEnd: Bool

    struct Cut: Error {}

    func makeAsyncIterator() -> Iterator { Iterator(data: data, failAtEnd: failAtEnd) }

    struct Iterator: AsyncBufferedIteratorProtocol {
        let data: Data
        let failAtEnd: Bool
        var offset = 0

        mutating func next() async throws -> UInt8? {
            try await nextBuffer(suggested: 1)?.first
        }

        mutating func nextBuffer(suggested count: Int) async throws -> Data? {
            guard offset < data.count else {
                if failAtEnd { throw Cut() }
                return nil
            }
            let end = Swift.min(data.count, offset + Swift.max(1, count))
            defer { offset = end }
            return data.subdata(in: (data.startIndex + offset)..<(data.startIndex + end))
        }
    }
}
