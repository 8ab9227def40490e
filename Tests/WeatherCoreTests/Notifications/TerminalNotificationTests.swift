import Testing

@testable import WeatherCore

/// The bytes a new alert becomes: which sequence for which terminal, tmux's passthrough, and network text cleaned.
struct TerminalNotificationTests {
    func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }

    @Test func osc777CarriesTitleAndBodyEndedByST() {
        let bytes = TerminalNotification.sequence(
            title: "⚠ Tornado Warning", body: "Take cover", kind: .osc777, insideTmux: false)
        #expect(text(bytes) == "\u{1B}]777;notify;⚠ Tornado Warning;Take cover\u{1B}\\")
    }

    @Test func osc9CarriesOneLine() {
        let bytes = TerminalNotification.sequence(title: "Flood", body: "Rising", kind: .osc9, insideTmux: false)
        #expect(text(bytes) == "\u{1B}]9;Flood: Rising\u{1B}\\")
    }

    @Test func insideTmuxTheSequenceIsWrappedWithEachEscDoubled() {
        let bytes = TerminalNotification.sequence(title: "T", body: "B", kind: .osc777, insideTmux: true)
        #expect(text(bytes) == "\u{1B}Ptmux;\u{1B}\u{1B}]777;notify;T;B\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test func escapesBellsSTControlsAndSemicolonsAreStripped() {
        let hostile = "Warn\u{1B}]0;pwned\u{07}ing\u{1B}[31m; now\u{9C}\u{9B}2J\u{07}\u{01}"
        let bytes = TerminalNotification.sequence(title: hostile, body: hostile, kind: .osc777, insideTmux: false)
        let payload = bytes.dropFirst(2).dropLast(2)
        #expect(!payload.contains(0x1B) && !payload.contains(0x07) && !payload.contains(0x9C))
        #expect(text(bytes) == "\u{1B}]777;notify;Warning now;Warning now\u{1B}\\")
    }

    @Test func titleAndBodyAreCappedAt200Characters() {
        let long = String(repeating: "é", count: 500)
        #expect(NotificationText.clean(long).count == 200)
        let bytes = TerminalNotification.sequence(title: long, body: long, kind: .osc777, insideTmux: false)
        #expect(text(bytes).count == "\u{1B}]777;notify;;\u{1B}\\".count + 400)
    }

    @Test func anOSC9BodyNeverStartsWithADigitAndSemicolon() {
        let bytes = TerminalNotification.sequence(title: "4;3", body: "x", kind: .osc9, insideTmux: false)
        let payload = text(bytes).dropFirst(4)  // ESC ] 9 ;
        #expect(!(payload.first?.isNumber ?? false))
        #expect(text(bytes) == "\u{1B}]9;⚠ 43: x\u{1B}\\")
    }

    @Test func oneBellPerRefreshAfterEveryNewAlertsSequence() {
        let notes = ["A", "B"].map {
            AlertNote(alert: WeatherAlert(id: $0, event: $0, severity: .severe), placeName: "Here")
        }
        let bytes = TerminalNotification.output(for: notes, kind: .osc777, insideTmux: false)
        #expect(bytes.filter { $0 == 0x07 }.count == 1 && bytes.last == 0x07)
        #expect(text(bytes).components(separatedBy: "]777;").count == 3)
        #expect(TerminalNotification.output(for: notes, kind: .bellOnly, insideTmux: true) == [0x07])
        #expect(TerminalNotification.output(for: notes, kind: .off, insideTmux: false).isEmpty)
        #expect(TerminalNotification.output(for: [], kind: .osc9, insideTmux: false).isEmpty)
    }

    @Test func autoChoosesByTermProgramAndTerm() {
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM_PROGRAM": "iTerm.app"]) == .osc9)
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM": "xterm-kitty"]) == .osc9)
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM_PROGRAM": "WezTerm"]) == .osc9)
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM": "foot"]) == .osc777)
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM": "rxvt-unicode-256color"]) == .osc777)
        #expect(TerminalNotificationKind.choose(.auto, environment: ["TERM": "tmux-256color"]) == .osc777)
        // A setting forces either, a bell alone, or nothing, whatever the terminal.
        let kitty = ["TERM": "xterm-kitty"]
        #expect(TerminalNotificationKind.choose(.osc777, environment: kitty) == .osc777)
        #expect(TerminalNotificationKind.choose(.osc9, environment: [:]) == .osc9)
        #expect(TerminalNotificationKind.choose(.bell, environment: kitty) == .bellOnly)
        #expect(TerminalNotificationKind.choose(.off, environment: kitty) == .off)
        #expect(TerminalNotification.insideTmux(environment: ["TMUX": "/tmp/tmux-1/default,1,0"]))
        #expect(!TerminalNotification.insideTmux(environment: [:]))
    }
}
