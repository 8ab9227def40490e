import Testing

@testable import TerminalUI

/// Every widget, drawn in a small area inside a larger buffer, leaves every cell outside that area alone, including
/// when the area hangs off the buffer's edge.
@Suite struct ClippingTests {
    static let areas = [
        Rect(x: 3, y: 2, width: 6, height: 3),
        Rect(x: 0, y: 0, width: 1, height: 1),
        Rect(x: 15, y: 8, width: 10, height: 5),
        Rect(x: -3, y: -2, width: 8, height: 4),
        Rect(x: 5, y: 5, width: 0, height: 0),
    ]

    static var canvas: BrailleCanvas {
        var c = BrailleCanvas(width: 30, height: 10)
        c.line(from: (0, 0), to: (59, 39))
        c.label("label", x: 2, y: 1)
        return c
    }

    static var widgets: [any Widget] {
        [
            Label("a label that is long", overflow: .wrap),
            Label("東京都の天気"),
            TextField(state: TextFieldState(text: "Portland, OR"), placeholder: "ZIP"),
            ListView(rows: ["one", "two", "three", "four"], state: ListState(itemCount: 4, selected: 3)),
            ListView(rows: [], state: ListState(), emptyMessage: "nothing at all here"),
            Box(title: "Title", clearsInside: true),
            Alert(state: AlertState(title: "T", message: "a message", buttons: ["OK", "Cancel"])),
            Spinner(tick: 3, label: "loading"),
            StatusBar([(key: "q", label: "quit"), (key: "?", label: "help")], trailing: "now"),
            HelpOverlay(bindings: [KeyHint("q", "quit"), KeyHint("?", "help"), KeyHint("", "Section")]),
            TooSmallView(),
            canvas,
            BarChart(values: [10, 50, 100, 30, 70, 90, 20], range: 0...100),
            RangeBar(low: 10, high: 60, scale: 0...100),
        ]
    }

    @Test(arguments: areas)
    func widgetsNeverWriteOutsideTheirArea(area: Rect) {
        for widget in Self.widgets {
            let outside = writesOutside(widget, area: area)
            #expect(!outside, "\(type(of: widget)) wrote outside \(area)")
        }
    }
}
