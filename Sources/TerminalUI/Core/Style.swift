/// A terminal colour. `.default` keeps the terminal's own foreground or background.
public enum Color: Hashable, Sendable {
    case `default`
    case black, red, green, yellow, blue, magenta, cyan, white
    case brightBlack, brightRed, brightGreen, brightYellow, brightBlue, brightMagenta, brightCyan, brightWhite
    /// One of the 256 xterm palette entries; backends fall back to the nearest of 8 on smaller terminals.
    case indexed(UInt8)
}

/// How a cell is drawn. Views say what they mean (bold, dim, colour); backends decide what the terminal can show.
public struct Style: Hashable, Sendable {
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let reverse = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let italic = Attributes(rawValue: 1 << 4)
    }

    public var foreground: Color
    public var background: Color
    public var attributes: Attributes

    public init(foreground: Color = .default, background: Color = .default, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    public static let plain = Style()
    public static let bold = Style(attributes: .bold)
    public static let dim = Style(attributes: .dim)
    public static let reverse = Style(attributes: .reverse)
    public static let underline = Style(attributes: .underline)

    public func fg(_ color: Color) -> Style {
        var s = self
        s.foreground = color
        return s
    }
    public func bg(_ color: Color) -> Style {
        var s = self
        s.background = color
        return s
    }
    public func adding(_ attributes: Attributes) -> Style {
        var s = self
        s.attributes.formUnion(attributes)
        return s
    }
}
