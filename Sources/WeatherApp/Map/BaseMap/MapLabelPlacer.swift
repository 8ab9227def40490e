/// Keeps map labels from overlapping: remembers which cells are taken and finds a free spot beside an anchor,
/// with a blank column between neighbouring labels so "Newark" and "Elizabeth" never read as one name.
struct MapLabelPlacer {
    let width: Int
    let height: Int
    private var taken: [Bool]

    init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        taken = Array(repeating: false, count: self.width * self.height)
    }

    func isFree(x: Int, y: Int) -> Bool {
        guard x >= 0, y >= 0, x < width, y < height else { return false }
        return !taken[y * width + x]
    }

    mutating func reserve(x: Int, y: Int, width w: Int = 1) {
        let low = max(0, x)
        let high = min(width, x + w)
        guard y >= 0, y < height, low < high else { return }
        for column in low..<high { taken[y * width + column] = true }
    }

    /// Finds room for `w` columns on row `y` just right of `x` (starting at `x + gap`), else just left of it
    /// (ending at `x - gap`), reserves it and returns the start column; nil when neither side has room.
    /// The anchor cell itself (the marker or town dot) may be taken: it is what the label names.
    mutating func place(width w: Int, besideX x: Int, y: Int, gap: Int) -> Int? {
        for start in [x + gap, x - gap - w + 1] where fits(start: start, width: w, y: y, anchor: x) {
            reserve(x: start, y: y, width: w)
            return start
        }
        return nil
    }

    /// The span and a blank column either side (where on the grid) are free, and the span is wholly on the grid.
    private func fits(start: Int, width w: Int, y: Int, anchor: Int) -> Bool {
        guard w > 0, start >= 0, start + w <= width, y >= 0, y < height else { return false }
        for column in max(0, start - 1)..<min(width, start + w + 1) where column != anchor && taken[y * width + column]
        {
            return false
        }
        return true
    }
}
