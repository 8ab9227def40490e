import Testing

@testable import TerminalUI

/// The constraint layout: sizes, positions, spacing, rounding and what gives way when space is short.
@Suite struct LayoutTests {
    typealias C = Layout.Constraint

    func sizes(_ constraints: [C], _ total: Int, spacing: Int = 0) -> [Int] {
        Layout.horizontal(constraints, spacing: spacing).sizes(for: total)
    }

    @Test func lengthsThenFillsShareWhatIsLeftByWeight() {
        #expect(sizes([.length(5), .fill(1), .length(3)], 20) == [5, 12, 3])
        #expect(sizes([.fill(1), .fill(2)], 30) == [10, 20])
        #expect(sizes([.fill(1), .fill(0), .fill(1)], 9) == [4, 0, 5])
    }

    @Test func fillRoundingIsDeterministicAndAlwaysAddsUp() {
        // Each fill ends at the rounded-down share of the weights up to it.
        #expect(sizes([.fill(1), .fill(1), .fill(1)], 10) == [3, 3, 4])
        #expect(sizes([.fill(2), .fill(3)], 57) == [22, 35])
        for total in 0..<40 {
            #expect(sizes([.fill(3), .fill(1), .fill(2)], total).reduce(0, +) == total)
        }
    }

    @Test func percentagesRoundDownOfTheSpaceAfterSpacing() {
        #expect(sizes([.percentage(50), .percentage(50)], 9) == [4, 4])
        #expect(sizes([.percentage(40), .fill(1)], 21, spacing: 1) == [8, 12])
        #expect(sizes([.percentage(150)], 10) == [10])
    }

    @Test func minimumsGrowOnlyWhenThereAreNoFills() {
        #expect(sizes([.min(4), .fill(1)], 10) == [4, 6])
        #expect(sizes([.min(4), .min(2)], 10) == [6, 4])
        #expect(sizes([.length(4), .length(2)], 10) == [4, 2])
    }

    @Test func whenShortPercentagesGiveWayFirstThenLengthsFromTheEnd() {
        #expect(sizes([.length(5), .fill(1), .length(5)], 8) == [5, 0, 3])
        #expect(sizes([.percentage(50), .length(10)], 12) == [2, 10])
        #expect(sizes([.length(3), .min(3), .length(3)], 4) == [3, 1, 0])
        #expect(sizes([.length(3), .length(3)], 0) == [0, 0])
    }

    @Test func minimumSizeIsWhatLengthsMinimumsAndSpacingNeed() {
        let layout = Layout.horizontal([.length(5), .min(2), .fill(1), .percentage(50), .length(0)], spacing: 1)
        #expect(layout.minimumSize == 5 + 2 + 3)
        #expect(layout.sizes(for: 10)[0...1] == [5, 2])
        #expect(layout.sizes(for: 9)[0...1] == [5, 1])
        #expect(Layout.vertical([]).minimumSize == 0)
    }

    @Test func neverNegative() {
        #expect(sizes([.length(-2), .fill(-3), .percentage(-5)], 10) == [0, 0, 0])
        #expect(sizes([.min(-1), .length(1)], 10) == [9, 1])
        #expect(sizes([.length(2), .fill(1)], -5, spacing: 3) == [0, 0])
        #expect(Layout.horizontal([.length(1)], spacing: -2).spacing == 0)
    }

    @Test func splitPlacesAreasInOrderWithSpacingInsideTheArea() {
        let area = Rect(x: 2, y: 1, width: 20, height: 3)
        #expect(
            Layout.horizontal([.length(5), .fill(1), .length(3)], spacing: 1).split(area) == [
                Rect(x: 2, y: 1, width: 5, height: 3), Rect(x: 8, y: 1, width: 10, height: 3),
                Rect(x: 19, y: 1, width: 3, height: 3),
            ])
        #expect(
            Layout.vertical([.length(1), .fill(1)], spacing: 1).split(area) == [
                Rect(x: 2, y: 1, width: 20, height: 1), Rect(x: 2, y: 3, width: 20, height: 1),
            ])
        // Too little room even for the spacing: areas are clipped to the rectangle, never past it.
        let tight = Layout.horizontal([.length(2), .length(2), .length(2)], spacing: 2).split(
            Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(tight.allSatisfy { $0.x >= 0 && $0.maxX <= 3 && $0.width >= 0 })
    }

    @Test func aZeroLengthAreaIsSwitchedOffAndTakesNoSpacing() {
        let row = Rect(x: 0, y: 0, width: 12, height: 1)
        let areas = Layout.horizontal([.length(3), .length(0), .fill(1)], spacing: 1).split(row)
        #expect(areas.map(\.x) == [0, 3, 4])
        #expect(areas.map(\.width) == [3, 0, 8])
    }

    @Test func namedAreasReadByName() {
        enum Part: Hashable, Sendable { case label, value, unit, missing }
        let areas = Layout.horizontal([Part.label: .length(4), .value: .fill(1), .unit: .length(2)], spacing: 1)
            .split(Rect(x: 1, y: 0, width: 15, height: 1))
        #expect(areas[.label] == Rect(x: 1, y: 0, width: 4, height: 1))
        #expect(areas[.value] == Rect(x: 6, y: 0, width: 7, height: 1))
        #expect(areas[.unit] == Rect(x: 14, y: 0, width: 2, height: 1))
        #expect(areas[.missing].isEmpty)
        let rows = Layout.vertical([Part.label: .length(1), .value: .fill(1)]).split(
            Rect(x: 0, y: 0, width: 3, height: 4))
        #expect(rows[.value] == Rect(x: 0, y: 1, width: 3, height: 3))
    }
}
