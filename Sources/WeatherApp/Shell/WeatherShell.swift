import Lasso
import TerminalUI

/// The whole app as a terminal program: a title bar with the breadcrumb, the top screen, a status bar of key
/// hints, and the help overlay. Global keys live here; everything else goes to the top screen.
@MainActor
public final class WeatherShell: TerminalProgram {
    public static let minimumSize = (width: 40, height: 12)
    /// The help overlay's widest: its lines whole on a wide window, not a wall of text across it.
    static let helpMaxWidth = 100

    public let stack: NavigationStack<any AppScreen>
    private let flow: WeatherFlow
    /// Whether the terminal shows Unicode or ASCII alone, decided at launch (`AppEnvironment.textMode`).
    private var textMode: TextMode { flow.environment.textMode }
    private let banner: String?
    private let notices: @MainActor () -> [String]
    private var context: RunContext?
    /// Internal (not private) for the mouse routing in WeatherShell+Mouse.swift, as are `lastBody` and `lastFrame`.
    var help: HelpOverlay?
    private var cursor: (x: Int, y: Int)?
    /// Whether the last frame's focus was a text prompt (its cursor is seen in every mode).
    private var cursorOnText = false
    /// The body area of the last frame, to bound the help overlay's scrolling.
    var lastBody = Rect.zero
    /// Where the last frame put the bars and the screen, for hit-testing clicks against what was drawn.
    var lastFrame: MouseTargets?
    private var observed: Set<ObjectIdentifier> = []
    /// Tells the terminal of new alerts while the app runs; nil when notifications are off.
    private let alertNotifications: AlertNotifications?

    /// - Parameters:
    ///   - banner: a label for the title bar's right side, e.g. "SAMPLE DATA" in demo mode.
    ///   - notices: problems to show above everything, e.g. "Can't save to …" (said once, kept on screen).
    ///   - alertNotifications: started with the program; its bytes go to the terminal after a frame.
    public init(
        flow: WeatherFlow, banner: String? = nil, notices: @escaping @MainActor () -> [String] = { [] },
        alertNotifications: AlertNotifications? = nil
    ) {
        self.flow = flow
        self.alertNotifications = alertNotifications
        self.banner = banner
        self.notices = notices
        // Direct calls, not the stack's default `as? any Appearing`: a cast to a protocol existential scans every
        // conformance record of the binary on first use, which showed in launch profiles.
        stack = NavigationStack<any AppScreen>(
            dismantle: { $0.dismantle() }, appear: { $0.didAppear() }, disappear: { $0.didDisappear() })
        stack.observeChanges { [weak self] in self?.stackDidChange() }
        flow.launch(on: stack)
    }

    public func start(_ context: RunContext) {
        self.context = context
        alertNotifications?.start { [weak context] bytes in context?.sendToTerminal(bytes) }
    }

    /// The focus: the screen's, or the help overlay's first line while it is up.
    public var cursorPosition: (x: Int, y: Int)? { cursor }

    /// Seen on a text prompt, and on every focus for a screen reader; elsewhere placed but hidden.
    public var showsCursor: Bool { cursorOnText || flow.environment.screenReader }

    public func handle(_ event: TerminalEvent) -> RunDecision {
        if case .mouse(let mouse) = event { return handleMouse(mouse) }
        if case .paste(let text) = event {
            // Text for the screen on top (Home's prompt), never keys; under the help overlay it is dropped.
            if help == nil { _ = stack.top?.content.handlePaste(text) }
            return .continue
        }
        guard case .key(let key) = event else {
            context?.setNeedsDisplay()
            return .continue
        }
        if key == .ctrl("c") { return .exit(0) }
        if help != nil { return handleHelp(key) }
        guard let top = stack.top?.content else { return .exit(0) }
        if top.handle(key) { return .continue }
        switch shellKeys(for: top).action(for: key) {
        case .help?:
            // As wide as its lines where the window allows; on a narrow one they wrap.
            let language = flow.environment.language
            help = HelpOverlay(
                title: language.localized("Keys · {0}", top.breadcrumb),
                bindings: HintWords.help(top.helpEntries + shellKeys(for: top).helpEntries, in: language),
                footer: language.localized("Esc close"), scrollingFooter: language.localized("↑↓ more · {0}"),
                maxWidth: Self.helpMaxWidth)
        case .quit?:
            return .exit(0)
        case .back?:
            stack.pop()
        case nil:
            break
        }
        return .continue
    }

    func shellKeys(for top: any ScreenView) -> KeyMap<ShellCommand> {
        // Back is not offered while the screen itself takes Esc (an alert's full text closes on it).
        Self.keyMap(canGoBack: stack.screens.count > 1 && !top.takes(.escape), capturesText: top.capturesText)
    }

    private func handleHelp(_ key: Key) -> RunDecision {
        guard var overlay = help else { return .continue }
        switch key {
        case .down, .char("j"):
            overlay.scrollOffset = min(overlay.scrollOffset + 1, overlay.maxScrollOffset(in: lastBody))
        case .up, .char("k"): overlay.scrollOffset = max(0, overlay.scrollOffset - 1)
        case .end, .pageDown: overlay.scrollOffset = overlay.maxScrollOffset(in: lastBody)
        case .home, .pageUp: overlay.scrollOffset = 0
        default:  // any other key (Esc, ?, q, Enter) closes help; it never quits from under it
            help = nil
            return .continue
        }
        help = overlay
        return .continue
    }

    private func stackDidChange() {
        help = nil
        // Each screen is observed once, the first time it reaches the top. (The stack tells it it appeared.)
        if let top = stack.top, !observed.contains(ObjectIdentifier(top)) {
            observed.insert(ObjectIdentifier(top))
            top.observeChanges { [weak self] in self?.context?.setNeedsDisplay() }
        }
        observed.formIntersection(stack.screens.map { ObjectIdentifier($0) })
        context?.setNeedsDisplay()
    }

    /// The positions among `keys`' hints of help and quit: the status bar keeps them when it drops the others.
    static func alwaysShown(in keys: KeyMap<ShellCommand>) -> [Int] {
        keys.activeBindings.filter { $0.hint != nil }.enumerated().compactMap { index, binding in
            let command = binding.hintPress.flatMap(binding.action(for:))
            return command == .help || command == .quit ? index : nil
        }
    }

    public func render(into buffer: inout Buffer) {
        // The terminal shows ASCII alone (the Linux console, a Latin-1 locale): whatever a view drew, the frame
        // goes out in ASCII stand-ins.
        defer { if textMode == .ascii { buffer.replaceNonASCII() } }
        cursor = nil
        cursorOnText = false
        lastFrame = nil
        let area = buffer.area
        guard area.width >= Self.minimumSize.width, area.height >= Self.minimumSize.height else {
            TooSmallView(
                minWidth: Self.minimumSize.width, minHeight: Self.minimumSize.height,
                words: Self.tooSmallWords(flow.environment.language)
            ).render(into: &buffer, area: area)
            return
        }
        let (titleRow, rest) = area.splitTop(1)
        var (body, statusRow) = rest.splitBottom(1)
        if let notice = notices().last {
            let (noticeRow, remaining) = body.splitTop(1)
            body = remaining
            buffer.write(
                line: Line("⚠ " + notice, style: Style(foreground: .yellow)).truncated(toWidth: noticeRow.width - 1),
                in: noticeRow.inset(left: 1))
        }
        guard let top = stack.top?.content else { return }
        let titleBar = TitleBar(crumbs: stack.screens.map { $0.content.breadcrumb }, banner: banner)
        titleBar.render(into: &buffer, area: titleRow)
        lastBody = body
        top.layout(in: body)
        cursor = top.render(into: &buffer, area: body)
        cursorOnText = top.focusIsText
        let shellKeys = shellKeys(for: top)
        let screenKeys = top.statusKeys
        let statusBar = StatusBar(
            hints: HintWords.words(screenKeys.hints + shellKeys.hints, in: flow.environment.language),
            pinned: Set(Self.alwaysShown(in: shellKeys).map { screenKeys.hints.count + $0 }))
        // In words the screen's status leads the status line, and the hints take what is left of it.
        if flow.environment.screenReader, let words = top.statusWords, !words.isEmpty {
            let said = Line(" " + TextLayout.sanitize(words)).truncated(toWidth: statusRow.width)
            buffer.write(line: said, in: statusRow)
            statusRow = statusRow.inset(left: min(statusRow.width, said.width + 1))
        }
        statusBar.render(into: &buffer, area: statusRow)
        lastFrame = MouseTargets(
            titleBar: titleBar, titleRow: titleRow, body: body, statusRow: statusRow,
            hintColumns: statusBar.hintColumns(in: statusRow), hintPresses: screenKeys.presses + shellKeys.hintPresses)
        if let help {
            help.render(into: &buffer, area: body)
            cursor = help.cursorPosition(in: body)
            cursorOnText = false
        }
    }
}
