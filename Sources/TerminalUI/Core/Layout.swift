/// Splits a rectangle into a row of columns (`.horizontal`) or a stack of rows (`.vertical`) by constraints, like
/// ratatui's Layout, so views state their columns instead of adding up offsets.
///
/// How sizes are found, deterministically:
/// 1. `spacing` cells go between neighbouring areas; an area constrained to `.length(0)` is switched off and takes
///    no spacing either (a column drawn only sometimes).
/// 2. Of what spacing leaves, `.length` and `.min` take their size, `.percentage` its share (rounded down), `.fill`
///    nothing yet.
/// 3. When that is too much, percentages shrink first, then lengths and minimums, each from the last area back.
/// 4. What is left goes to the fills by weight (each ends at the rounded-down share of the weights up to it, so the
///    sizes always add up); with no fills, to the minimums alike; otherwise it stays empty at the end.
/// Sizes are never negative and areas never leave the rectangle.
public struct Layout: Hashable, Sendable {
    public enum Direction: Hashable, Sendable { case horizontal, vertical }

    public enum Constraint: Hashable, Sendable {
        /// Exactly `n` cells.
        case length(Int)
        /// At least `n` cells; grows with the space left when there are no fills.
        case min(Int)
        /// A share of the space left over, by weight.
        case fill(Int)
        /// `p` percent of the space (after spacing), rounded down.
        case percentage(Int)
    }

    public var direction: Direction
    public var constraints: [Constraint]
    public var spacing: Int

    public init(_ direction: Direction, _ constraints: [Constraint], spacing: Int = 0) {
        self.direction = direction
        self.constraints = constraints
        self.spacing = max(0, spacing)
    }

    public static func horizontal(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.horizontal, constraints, spacing: spacing)
    }

    public static func vertical(_ constraints: [Constraint], spacing: Int = 0) -> Layout {
        Layout(.vertical, constraints, spacing: spacing)
    }

    /// The areas of `area`, one per constraint, in order.
    public func split(_ area: Rect) -> [Rect] {
        let total = direction == .horizontal ? area.width : area.height
        let start = direction == .horizontal ? area.x : area.y
        var cursor = start
        var placedOne = false
        return zip(constraints, sizes(for: total)).map { constraint, size in
            if constraint != .length(0) {
                if placedOne { cursor += spacing }
                placedOne = true
            }
            let from = min(cursor, start + total)
            let length = min(size, start + total - from)
            cursor += size
            return direction == .horizontal
                ? Rect(x: from, y: area.y, width: length, height: area.height)
                : Rect(x: area.x, y: from, width: area.width, height: length)
        }
    }

    /// The cells needed for every `.length` and `.min` and the spacing between areas: less, and some area shrinks.
    public var minimumSize: Int {
        let shown = constraints.filter { $0 != .length(0) }.count
        return constraints.reduce(spacing * max(0, shown - 1)) { total, constraint in
            switch constraint {
            case .length(let n), .min(let n): total + max(0, n)
            case .fill, .percentage: total
            }
        }
    }

    /// The size of each area in `total` cells (steps 1-4 above).
    public func sizes(for total: Int) -> [Int] {
        let shown = constraints.filter { $0 != .length(0) }.count
        let space = max(0, total - spacing * max(0, shown - 1))
        var sizes = constraints.map { constraint -> Int in
            switch constraint {
            case .length(let n), .min(let n): max(0, n)
            case .percentage(let p): space * min(max(0, p), 100) / 100
            case .fill: 0
            }
        }
        var excess = sizes.reduce(0, +) - space
        for shrinksFirst in [true, false] where excess > 0 {
            for i in sizes.indices.reversed() where excess > 0 && isPercentage(constraints[i]) == shrinksFirst {
                let cut = min(sizes[i], excess)
                sizes[i] -= cut
                excess -= cut
            }
        }
        guard excess < 0 else { return sizes }
        let weights = constraints.map { constraint -> Int in
            if case .fill(let w) = constraint { return max(0, w) }
            return 0
        }
        let growing = weights.contains { $0 > 0 } ? weights : constraints.map { if case .min = $0 { 1 } else { 0 } }
        let totalWeight = growing.reduce(0, +)
        guard totalWeight > 0 else { return sizes }
        var weightSoFar = 0
        var given = 0
        for i in sizes.indices where growing[i] > 0 {
            weightSoFar += growing[i]
            let end = -excess * weightSoFar / totalWeight
            sizes[i] += end - given
            given = end
        }
        return sizes
    }

    private func isPercentage(_ constraint: Constraint) -> Bool {
        if case .percentage = constraint { return true }
        return false
    }
}

// MARK: Named areas

extension Layout {
    /// A layout whose areas are read by name: `Layout.horizontal([Column.day: .length(5), .bar: .fill(1)])`.
    /// The names come in constraint order and are unique.
    public struct Named<Name: Hashable & Sendable>: Sendable {
        public var layout: Layout
        public var names: [Name]

        public func split(_ area: Rect) -> Areas<Name> {
            Areas(rects: Dictionary(zip(names, layout.split(area)), uniquingKeysWith: { first, _ in first }))
        }
    }

    /// The areas of a named split.
    public struct Areas<Name: Hashable & Sendable>: Sendable {
        let rects: [Name: Rect]

        /// The area named `name`; an empty rectangle for a name the layout does not have.
        public subscript(name: Name) -> Rect { rects[name] ?? .zero }
    }

    public static func horizontal<Name>(_ named: KeyValuePairs<Name, Constraint>, spacing: Int = 0) -> Named<Name> {
        Named(layout: .horizontal(named.map { $0.value }, spacing: spacing), names: named.map { $0.key })
    }

    public static func vertical<Name>(_ named: KeyValuePairs<Name, Constraint>, spacing: Int = 0) -> Named<Name> {
        Named(layout: .vertical(named.map { $0.value }, spacing: spacing), names: named.map { $0.key })
    }
}
