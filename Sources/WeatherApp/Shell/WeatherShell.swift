import Lasso
import TerminalUI

/// The whole app as a terminal program: a title bar with the breadcrumb, the top screen, a status bar of key
/// hints, and the help overlay. Global keys live here; everything else goes to the top screen.
@MainActor
public final class WeatherShell: TerminalProgram {
    public static let minimumSize = (width: 40, height: 12)

    public let stack: NavigationStack<any AppScreen>
    private let flow: WeatherFlow
    private let banner: String?
    private let notices: @MainActor () -> [String]
    private var context: RunContext?
    private var help: HelpOverlay?
    private var cursor: (x: Int, y: Int)?
    /// The body area of the last frame, to bound the help overlay's scrolling.
    private var lastBody = Rect.zero
    private var observed: Set<ObjectIdentifier> = []
    private weak var observedTop: (any AppScreen)?

    /// - Parameters:
    ///   - banner: a label for the title bar's right side, e.g. "SAMPLE DATA" in demo mode.
    ///   - notices: problems to show above everything, e.g. "Can't save to …" (said once, kept on screen).
    public init(flow: WeatherFlow, banner: String? = nil, notices: @escaping @MainActor () -> [String] = { [] }) {
        self.flow = flow
        self.banner = banner
        self.notices = notices
        stack = NavigationStack<any AppScreen>()
        stack.observeChanges { [weak self] in self?.stackDidChange() }
        flow.launch(on: stack)
    }

    public func start(_ context: RunContext) {
        self.context = context
    }

    public var cursorPosition: (x: Int, y: Int)? { help == nil ? cursor : nil }

    public func handle(_ event: TerminalEvent) -> RunDecision {
        guard case .key(let key) = event else {
            context?.setNeedsDisplay()
            return .continue
        }
        if key == .ctrl("c") { return .exit(0) }
        if help != nil { return handleHelp(key) }
        guard let top = stack.top else { return .exit(0) }
        if top.handle(key) { return .continue }
        switch key {
        case .char("?"), .function(1):
            help = HelpOverlay(title: "Keys · \(top.breadcrumb)", bindings: top.helpBindings + Self.globalBindings)
        case .char("q") where !top.capturesText:
            return .exit(0)
        case .escape, .backspace:
            stack.pop()
        default:
            break
        }
        return .continue
    }

    static let globalBindings = [KeyHint("?", "this help"), KeyHint("q", "quit"), KeyHint("Ctrl-C", "quit")]

    private func handleHelp(_ key: Key) -> RunDecision {
        guard var overlay = help else { return .continue }
        switch key {
        case .down, .char("j"): overlay.scrollOffset = min(overlay.scrollOffset + 1, overlay.maxScrollOffset(in: lastBody))
        case .up, .char("k"): overlay.scrollOffset = max(0, overlay.scrollOffset - 1)
        default:  // any other key (Esc, ?, q, Enter) closes help; it never quits from under it
            help = nil
            return .continue
        }
        help = overlay
        return .continue
    }

    private func stackDidChange() {
        help = nil
        if let top = stack.top, top !== observedTop {
            // Each screen is observed once, the first time it reaches the top; later it only re-appears.
            if !observed.contains(ObjectIdentifier(top)) {
                observed.insert(ObjectIdentifier(top))
                top.observeChanges { [weak self] in self?.context?.setNeedsDisplay() }
            }
            observedTop = top
            top.didAppear()
        }
        observed.formIntersection(stack.screens.map { ObjectIdentifier($0) })
        context?.setNeedsDisplay()
    }

    public func render(into buffer: inout Buffer) {
        cursor = nil
        let area = buffer.area
        guard area.width >= Self.minimumSize.width, area.height >= Self.minimumSize.height else {
            TooSmallView(minWidth: Self.minimumSize.width, minHeight: Self.minimumSize.height).render(into: &buffer, area: area)
            return
        }
        let (titleRow, rest) = area.splitTop(1)
        var (body, statusRow) = rest.splitBottom(1)
        if let notice = notices().last {
            let (noticeRow, remaining) = body.splitTop(1)
            body = remaining
            buffer.write(line: Line("⚠ " + notice, style: Style(foreground: .yellow)).truncated(toWidth: noticeRow.width - 1),
                         in: noticeRow.inset(left: 1))
        }
        guard let top = stack.top else { return }
        TitleBar(crumbs: stack.screens.map(\.breadcrumb), banner: banner).render(into: &buffer, area: titleRow)
        lastBody = body
        top.layout(in: body)
        cursor = top.render(into: &buffer, area: body)
        var hints = top.keyHints
        hints.append(KeyHint("?", "help"))
        if !top.capturesText { hints.append(KeyHint("q", "quit")) }
        StatusBar(hints: hints).render(into: &buffer, area: statusRow)
        if let help {
            help.render(into: &buffer, area: body)
        }
    }
}
