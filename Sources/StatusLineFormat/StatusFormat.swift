import SafeText

/// A `now --format` string, read once before anything is fetched: literal text and `%x` placeholders.
public struct StatusFormat: Equatable, Sendable {
    public enum Piece: Equatable, Sendable {
        case text(String)
        case field(StatusField)
    }

    public let pieces: [Piece]

    /// Reads `format`; `%%` is a percent sign, any other `%` must start a known placeholder.
    public init(_ format: String) throws(StatusFormatError) {
        var pieces: [Piece] = []
        var text = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            guard character == "%" else {
                text.append(character)
                continue
            }
            guard let letter = characters.next() else { throw .lonePercent }
            if letter == "%" {
                text.append("%")
            } else if let field = StatusField(rawValue: letter) {
                if !text.isEmpty { pieces.append(.text(text)) }
                text = ""
                pieces.append(.field(field))
            } else {
                throw .unknown(letter)
            }
        }
        if !text.isEmpty { pieces.append(.text(text)) }
        self.pieces = pieces
    }

    /// The line, each placeholder replaced by `value(field)`.
    public func render(_ value: (StatusField) -> String) -> String {
        pieces.map { piece in
            switch piece {
            case .text(let text): text
            case .field(let field): value(field)
            }
        }.joined()
    }
}

/// Why a `--format` string cannot be used; the sentence ArgumentParser prints for the usage error.
public enum StatusFormatError: Error, Equatable, CustomStringConvertible {
    case unknown(Character)
    case lonePercent

    public var description: String {
        switch self {
        case .unknown(let letter):
            "Unknown placeholder %\(Sanitizer.clean(String(letter))) in --format; "
                + "`lasso-weather now --help` lists them (%% is a percent sign)."
        case .lonePercent:
            "--format ends with a lone %; write %% for a percent sign."
        }
    }
}
