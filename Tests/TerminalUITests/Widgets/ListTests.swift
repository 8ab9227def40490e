import CustomDump
import Testing

@testable import TerminalUI

@Suite struct ListStateTests {
    @Test func movesClampAtTheEnds() {
        var list = ListState(itemCount: 3, pageSize: 2)
        #expect(list.selected == 0)
        list.moveUp()
        #expect(list.selected == 0)
        list.moveDown()
        list.moveDown()
        list.moveDown()
        #expect(list.selected == 2)
        #expect(list.offset == 1)
    }

    @Test func handlesArrowsVimKeysHomeEndAndPaging() {
        var list = ListState(itemCount: 20, pageSize: 5)
        #expect(list.handle(.char("j")) == true)
        #expect(list.selected == 1)
        #expect(list.handle(.pageDown) == true)
        #expect(list.selected == 6)
        #expect(list.offset == 2)
        #expect(list.handle(.end) == true)
        #expect(list.selected == 19)
        #expect(list.offset == 15)
        #expect(list.handle(.pageUp) == true)
        #expect(list.selected == 14)
        #expect(list.offset == 14)
        #expect(list.handle(.home) == true)
        #expect(list.selected == 0)
        #expect(list.offset == 0)
        #expect(list.handle(.char("k")) == true)
        #expect(list.selected == 0)
        #expect(list.handle(.char("j"), vimKeys: false) == false)
        #expect(list.handle(.enter) == false)
    }

    @Test func emptyListHasNoSelection() {
        var list = ListState(itemCount: 0)
        #expect(list.selected == nil)
        list.moveDown()
        #expect(list.selected == nil)
        list.setItemCount(2)
        #expect(list.selected == 0)
    }

    @Test func shrinkingKeepsTheSelectionOnARow() {
        var list = ListState(itemCount: 5, selected: 4)
        list.setItemCount(3)
        #expect(list.selected == 2)
        list.setItemCount(0)
        #expect(list.selected == nil)
    }

    @Test func visibleOffsetFollowsTheSelectionForAnyHeight() {
        let list = ListState(itemCount: 10, selected: 7, pageSize: 10)
        #expect(list.offset == 0)
        #expect(list.visibleOffset(height: 3) == 5)
        #expect(list.visibleOffset(height: 10) == 0)
    }
}

@Suite struct ListViewTests {
    let rows: [Line] = ["Portland, OR 97201", "New York, NY 10001", "Austin, TX 78701", "Boise, ID 83702"]

    @Test func focusedSelectionIsMarkedAndReversed() {
        let view = ListView(rows: rows, state: ListState(itemCount: 4, selected: 1), focused: true)
        let buffer = render(view, width: 22, height: 4)
        expectNoDifference(
            buffer.text,
            """
              Portland, OR 97201
            › New York, NY 10001
              Austin, TX 78701
              Boise, ID 83702
            """)
        #expect((0..<22).allSatisfy { buffer[$0, 1].style.attributes.contains(.reverse) })
        #expect(!buffer[2, 0].style.attributes.contains(.reverse))
    }

    @Test func unfocusedSelectionHasOnlyADimMark() {
        let view = ListView(rows: rows, state: ListState(itemCount: 4, selected: 1), focused: false)
        let buffer = render(view, width: 22, height: 4)
        #expect(buffer.lines()[1] == "› New York, NY 10001")
        #expect(buffer[0, 1].style == .dim)
        #expect(!buffer[2, 1].style.attributes.contains(.reverse))
    }

    @Test func scrollsToTheSelectionWithIndicators() {
        var state = ListState(itemCount: 4, pageSize: 2)
        state.moveDown()
        state.moveDown()
        let buffer = render(ListView(rows: rows, state: state), width: 16, height: 2)
        // Rows are cut with "…" one column short of the edge, which holds the scroll marks.
        expectNoDifference(
            buffer.text,
            """
              New York, NY…▲
            › Austin, TX 7…▼
            """)
    }

    @Test func truncatesWideRowsWithoutSplitting() {
        let view = ListView(rows: ["東京都 100-0001", "ok"], state: ListState(itemCount: 2), focused: false)
        expectNoDifference(
            render(view, width: 9, height: 2).text,
            """
            › 東京都…
              ok
            """)
    }

    @Test func emptyStateIsCentredAndDim() {
        let view = ListView(rows: [], state: ListState(), emptyMessage: "No recent searches")
        let buffer = render(view, width: 24, height: 3)
        expectNoDifference(buffer.lines(), ["", "   No recent searches", ""])
        #expect(buffer[3, 1].style == .dim)
    }

    @Test func emptyMessageWrapsWhenNarrow() {
        let view = ListView(rows: [], state: ListState(), emptyMessage: "No recent searches yet")
        expectNoDifference(render(view, width: 10, height: 4).lines(), ["No recent", " searches", "   yet", ""])
    }
}
