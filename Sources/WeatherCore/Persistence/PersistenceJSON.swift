import FoundationEssentials

/// The one JSON format for every file LassoWeather writes: readable, stable key order, ISO 8601 dates in UTC
/// with milliseconds.
enum PersistenceJSON {
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            // The formatter truncates, and .123 is stored as .12299…; aim at the middle of the nearest millisecond
            // so truncation lands on it.
            let milliseconds = (date.timeIntervalSince1970 * 1000).rounded()
            let rounded = Date(timeIntervalSince1970: (milliseconds + 0.5) / 1000)
            try container.encode(rounded.formatted(withMilliseconds))
        }
        return encoder
    }

    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            let text = try container.decode(String.self)
            if let date = UTCTimestamp.date(text) ?? (try? Date(text, strategy: withMilliseconds)) { return date }
            if let date = try? Date(text, strategy: Date.ISO8601FormatStyle()) { return date }
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not an ISO 8601 date: \(text)")
        }
        return decoder
    }

    private static let withMilliseconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
}
