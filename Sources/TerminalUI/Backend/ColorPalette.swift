/// Maps `Color` to a terminal colour number for the colours the terminal has: 256, 16 or 8 (or none).
/// -1 means the terminal's own default (ncurses `use_default_colors`), so backgrounds stay the user's.
struct ColorPalette: Hashable, Sendable {
    /// Colours the terminal can show (`COLORS`); below 8, or with `NO_COLOR`, every colour is the default.
    let colorCount: Int

    init(colorCount: Int) { self.colorCount = colorCount }

    var hasColors: Bool { colorCount >= 8 }

    func number(for color: Color) -> Int16 {
        guard hasColors else { return -1 }
        switch color {
        case .default: return -1
        case .black: return 0
        case .red: return 1
        case .green: return 2
        case .yellow: return 3
        case .blue: return 4
        case .magenta: return 5
        case .cyan: return 6
        case .white: return 7
        case .brightBlack: return bright(0)
        case .brightRed: return bright(1)
        case .brightGreen: return bright(2)
        case .brightYellow: return bright(3)
        case .brightBlue: return bright(4)
        case .brightMagenta: return bright(5)
        case .brightCyan: return bright(6)
        case .brightWhite: return bright(7)
        case .indexed(let index): return indexed(Int(index))
        }
    }

    private func bright(_ base: Int16) -> Int16 { colorCount >= 16 ? base + 8 : base }

    private func indexed(_ index: Int) -> Int16 {
        if index < colorCount { return Int16(index) }
        if index < 16 { return Int16(index % 8) }
        // A 256-colour index on a smaller terminal: the nearest of the basic colours it has.
        let target = Self.rgb(index)
        let candidates = 0..<(colorCount >= 16 ? 16 : 8)
        let best = candidates.min { Self.distance(Self.rgb($0), target) < Self.distance(Self.rgb($1), target) }
        return Int16(best ?? 7)
    }

    /// The xterm palette's red, green and blue for an index 0…255.
    static func rgb(_ index: Int) -> (Int, Int, Int) {
        switch index {
        case 0..<16: return basic[index]
        case 16..<232:
            let c = index - 16
            func level(_ v: Int) -> Int { v == 0 ? 0 : 55 + 40 * v }
            return (level(c / 36), level(c / 6 % 6), level(c % 6))
        default:
            let v = 8 + 10 * (min(index, 255) - 232)
            return (v, v, v)
        }
    }

    private static let basic: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205), (229, 229, 229),
        (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255), (0, 255, 255),
        (255, 255, 255),
    ]

    private static func distance(_ a: (Int, Int, Int), _ b: (Int, Int, Int)) -> Int {
        let dr = a.0 - b.0
        let dg = a.1 - b.1
        let db = a.2 - b.2
        return dr * dr + dg * dg + db * db
    }
}

/// Colour pairs allocated on first use: pair 0 is default on default, the rest are numbered in order.
/// When the terminal runs out of pairs, further combinations fall back to pair 0 (attributes still show).
struct ColorPairTable: Sendable {
    struct Key: Hashable, Sendable {
        let foreground: Int16
        let background: Int16
    }

    let capacity: Int
    private(set) var pairs: [Key: Int16] = [:]

    init(capacity: Int) { self.capacity = capacity }

    /// The pair for a colour combination, and whether it is new (the caller must `init_pair` it).
    mutating func pair(foreground: Int16, background: Int16) -> (number: Int16, isNew: Bool) {
        if foreground == -1, background == -1 { return (0, false) }
        let key = Key(foreground: foreground, background: background)
        if let number = pairs[key] { return (number, false) }
        let next = pairs.count + 1
        guard next < capacity, next <= Int(Int16.max) else { return (0, false) }
        pairs[key] = Int16(next)
        return (Int16(next), true)
    }
}
