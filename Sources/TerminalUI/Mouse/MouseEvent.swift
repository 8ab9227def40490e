/// A mouse report from the terminal, decoded: what happened and where, in the app's 0-based cells.
public struct MouseEvent: Hashable, Sendable {
    public enum Button: Hashable, Sendable {
        case left, middle, right
    }

    public enum WheelDirection: Hashable, Sendable {
        case up, down, left, right
    }

    public enum Kind: Hashable, Sendable {
        case press(Button)
        /// A button went up (SGR reports do not say which).
        case release
        /// The pointer moved with a button held (button-event tracking reports no motion without one).
        case drag(Button)
        case wheel(WheelDirection)
    }

    public struct Modifiers: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }

        public static let shift = Modifiers(rawValue: 1)
        public static let meta = Modifiers(rawValue: 2)
        public static let control = Modifiers(rawValue: 4)
    }

    public var kind: Kind
    /// 0-based column.
    public var column: Int
    /// 0-based row.
    public var row: Int
    public var modifiers: Modifiers

    public init(_ kind: Kind, column: Int, row: Int, modifiers: Modifiers = []) {
        self.kind = kind
        self.column = column
        self.row = row
        self.modifiers = modifiers
    }

    /// A press of the left button: what counts as a click.
    public var isLeftPress: Bool { kind == .press(.left) }
}
