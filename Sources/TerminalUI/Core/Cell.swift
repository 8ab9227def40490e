/// One screen cell. A wide grapheme occupies its cell plus a continuation cell whose symbol is empty.
public struct Cell: Hashable, Sendable {
    public var symbol: String
    public var style: Style

    public init(_ symbol: String = " ", style: Style = .plain) {
        self.symbol = symbol
        self.style = style
    }

    public static let blank = Cell()
    /// The right half of a wide character: backends skip it, since the terminal already advanced.
    public static let continuation = Cell("")

    public var isContinuation: Bool { symbol.isEmpty }
}
