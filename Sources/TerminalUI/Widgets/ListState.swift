/// Selection and scroll position of a list. Movement clamps at the ends (no wrap-around) and keeps the selection
/// within the `pageSize` rows that are visible. A plain value, so a screen's state can hold it.
public struct ListState: Hashable, Sendable {
    public private(set) var itemCount: Int
    /// The selected row, or nil when the list is empty.
    public private(set) var selected: Int?
    /// The first visible row.
    public private(set) var offset: Int
    /// Rows visible at once; PageUp/PageDown move by this. Update it from the layout with `setPageSize(_:)`.
    public private(set) var pageSize: Int

    public init(itemCount: Int = 0, selected: Int? = 0, pageSize: Int = 10) {
        self.itemCount = max(0, itemCount)
        self.selected = nil
        self.offset = 0
        self.pageSize = max(1, pageSize)
        select(selected)
    }

    /// Call when the items change: keeps the selection on a valid row (the last one if it fell off the end).
    public mutating func setItemCount(_ count: Int) {
        itemCount = max(0, count)
        select(selected ?? 0)
    }

    public mutating func setPageSize(_ rows: Int) {
        pageSize = max(1, rows)
        scrollToSelection()
    }

    /// Selects `index`, clamped to the rows; nil (or an empty list) clears the selection.
    public mutating func select(_ index: Int?) {
        if let index, itemCount > 0 {
            selected = min(max(0, index), itemCount - 1)
        } else {
            selected = nil
        }
        scrollToSelection()
    }

    public mutating func moveUp() { move(by: -1) }
    public mutating func moveDown() { move(by: 1) }
    public mutating func moveToFirst() { select(0) }
    public mutating func moveToLast() { select(itemCount - 1) }
    public mutating func pageUp() { move(by: -pageSize) }
    public mutating func pageDown() { move(by: pageSize) }

    /// ↑/↓ (and k/j when `vimKeys`), Home/End, PageUp/PageDown. Returns false for keys the list does not use.
    @discardableResult
    public mutating func handle(_ key: Key, vimKeys: Bool = true) -> Bool {
        switch key {
        case .up: moveUp()
        case .down: moveDown()
        case .char("k") where vimKeys: moveUp()
        case .char("j") where vimKeys: moveDown()
        case .home: moveToFirst()
        case .end: moveToLast()
        case .pageUp: pageUp()
        case .pageDown: pageDown()
        default: return false
        }
        return true
    }

    private mutating func move(by delta: Int) {
        guard itemCount > 0 else { return }
        select((selected ?? (delta > 0 ? -1 : itemCount)) + delta)
    }

    private mutating func scrollToSelection() {
        offset = Self.offset(keeping: selected, from: offset, height: pageSize, count: itemCount)
    }

    /// The first row to draw in `height` rows: `offset` moved just enough to show the selection, and never so far
    /// that rows are left blank at the bottom while items are hidden above.
    public func visibleOffset(height: Int) -> Int {
        Self.offset(keeping: selected, from: offset, height: max(1, height), count: itemCount)
    }

    static func offset(keeping selected: Int?, from offset: Int, height: Int, count: Int) -> Int {
        var o = min(offset, max(0, count - height))
        if let s = selected {
            if s < o { o = s }
            if s >= o + height { o = s - height + 1 }
        }
        return max(0, o)
    }
}
