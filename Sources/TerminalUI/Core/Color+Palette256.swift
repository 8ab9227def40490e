/// Named entries of the xterm 256-colour palette that the basic sixteen lack. On a terminal with fewer colours each
/// falls back to the nearest basic one (``ColorPalette``): orange to yellow, purple to magenta, maroon to red. So a
/// view must never tell things apart by these colours alone.
extension Color {
    /// xterm 208, (255, 135, 0).
    public static let orange = Color.indexed(208)
    /// xterm 129, (175, 0, 255).
    public static let purple = Color.indexed(129)
    /// xterm 88, (135, 0, 0): a dark red.
    public static let maroon = Color.indexed(88)
}
