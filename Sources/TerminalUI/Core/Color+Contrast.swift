/// Text that reads on a coloured background: black on light colours, white on dark ones, judged by the xterm
/// palette's red, green and blue (``ColorPalette/rgb(_:)``) with the usual luma weights.
extension Color {
    public var contrastingText: Color {
        let index: Int? =
            switch self {
            case .default: nil
            case .black: 0
            case .red: 1
            case .green: 2
            case .yellow: 3
            case .blue: 4
            case .magenta: 5
            case .cyan: 6
            case .white: 7
            case .brightBlack: 8
            case .brightRed: 9
            case .brightGreen: 10
            case .brightYellow: 11
            case .brightBlue: 12
            case .brightMagenta: 13
            case .brightCyan: 14
            case .brightWhite: 15
            case .indexed(let value): Int(value)
            }
        guard let index else { return .default }
        let (r, g, b) = ColorPalette.rgb(index)
        return 299 * r + 587 * g + 114 * b >= 128_000 ? .black : .brightWhite
    }
}
