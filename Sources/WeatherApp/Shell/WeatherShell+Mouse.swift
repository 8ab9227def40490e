import TerminalUI

/// What the last frame drew where, so a click means what the user saw under the pointer.
struct MouseTargets {
    var titleBar: TitleBar
    var titleRow: Rect
    var body: Rect
    var statusRow: Rect
    /// The columns of each status-bar hint (nil where it was dropped for room), and the key a click on it presses
    /// (same order).
    var hintColumns: [Range<Int>?]
    var hintPresses: [Key?]
}

extension WeatherShell {
    /// A click on a breadcrumb goes back to that screen; a click on a key hint presses its key (the same path as
    /// typing it); anything else in the body goes to the top screen. The help overlay closes on a click and
    /// scrolls with the wheel.
    func handleMouse(_ event: MouseEvent) -> RunDecision {
        guard let frame = lastFrame, let top = stack.top?.content else { return .continue }
        if help != nil { return mouseOnHelp(event) }
        let point = (x: event.column, y: event.row)
        switch event.kind {
        case .press(.left) where frame.titleRow.contains(x: point.x, y: point.y):
            if let index = frame.titleBar.crumb(atColumn: point.x, in: frame.titleRow), index < stack.screens.count - 1
            {
                stack.pop(toCount: index + 1)
            }
        case .press(.left) where frame.statusRow.contains(x: point.x, y: point.y):
            if let index = frame.hintColumns.firstIndex(where: { $0?.contains(point.x) == true }),
                let key = frame.hintPresses[index]
            {
                return handle(.key(key))
            }
        case .press, .wheel:
            if frame.body.contains(x: point.x, y: point.y) { top.handleMouse(event, in: frame.body) }
        case .drag, .release:
            // A gesture that started in the body is the screen's wherever the pointer goes.
            top.handleMouse(event, in: frame.body)
        }
        return .continue
    }

    private func mouseOnHelp(_ event: MouseEvent) -> RunDecision {
        switch event.kind {
        case .press: help = nil
        case .wheel(.up): return handle(.key(.up))
        case .wheel(.down): return handle(.key(.down))
        case .wheel, .drag, .release: break
        }
        return .continue
    }
}
