import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The daily table alone: lows cyan, highs red, chances blue, the UV index by category, today bold, the range bar
/// bold on a dim track; 16 days scrolled, with how many more there are in the title.
@MainActor
struct DailyTableTests {
    let table = sections(DetailStates.data).body.daily

    /// The 16-day table from the 16-day fixture, scrolled to `scroll`.
    func sixteen(scroll: Int, iconSet: IconSet = .unicode) -> DailyTable {
        var state = DetailFixtures.state(snapshot: DetailFixtures.snapshot(days: .sixteen), days: .sixteen)
        state.iconSet = iconSet
        state.dayScroll = scroll
        return sections(state).body.daily
    }

    /// The 7-day table from the data fixture at 78 columns, the width Detail gives it at 80: the one literal of it,
    /// which Detail's screens draw one column in.
    nonisolated static let sevenDays = """
        Next 7 days ──────────────────────────────────────────────────────────────────
        Today ☁ Partly cloudy       47° ────────────────━━━━━━━━━━━━━━ 61°   10%  UV 2
        Mon   ☁ Overcast            45° ──────────────╺━━━━━━━━━━━━╸── 58°   30%  UV 1
        Tue   ☂ Slight rain         44° ─────────────╺━━━━━━━━━━╸───── 55°   80%  UV 1
        Wed   ☀ Clear sky           38° ───────╺━━━━━━━━━━━╸────────── 50°    0%  UV 4
        Thu   ☼ Mainly clear        40° ─────────╺━━━━━━━━━━━╸──────── 52°    5%  UV 4
        Fri   ❄ Slight snowfall     30° ━━━━━━━━━━──────────────────── 40°   60%  UV 1
        Sat   ≋ Fog                 33° ──╺━━━━━━━━━━━━─────────────── 45°   20%  UV 2
        """
    /// Its title, today bold with lows cyan, highs red, chances blue and the UV index by category (green: low);
    /// the range bar bold on a dim track.
    nonisolated static let sevenDaysStyles = """
        Next 7 days ──────────────────────────────────────────────────────────────────
        Today ☁ Partly cloudy       47° ────────────────━━━━━━━━━━━━━━ 61°   10%  UV 2
        Mon   ☁ Overcast            45° ──────────────╺━━━━━━━━━━━━╸── 58°   30%  UV 1
        row 0: 0..<11 bold "Next 7 days"
        row 0: 12..<78 dim "──────────────────────────────────────────────────────────────────"
        row 1: 0..<5 bold "Today"
        row 1: 28..<31 fg:cyan "47°"
        row 1: 32..<48 dim "────────────────"
        row 1: 48..<62 bold "━━━━━━━━━━━━━━"
        row 1: 63..<66 fg:red "61°"
        row 1: 69..<72 fg:blue "10%"
        row 1: 74..<77 dim "UV "
        row 1: 77..<78 fg:green "2"
        row 2: 28..<31 fg:cyan "45°"
        row 2: 32..<46 dim "──────────────"
        row 2: 46..<60 bold "╺━━━━━━━━━━━━╸"
        row 2: 60..<62 dim "──"
        row 2: 63..<66 fg:red "58°"
        row 2: 69..<72 fg:blue "30%"
        row 2: 74..<77 dim "UV "
        row 2: 77..<78 fg:green "1"
        """

    @Test func wideWithConditions() {
        let buffer = renderSection(table, width: 78, height: 8)
        expectNoDifference(buffer.text, Self.sevenDays)
        expectNoDifference(buffer.styleDump(rows: 0...2), Self.sevenDaysStyles)
    }

    @Test func narrowDropsTheUVIndexThenTheConditionAndSaysHowManyDaysAreBelow() {
        expectNoDifference(
            renderSection(table, width: 38, height: 4).styleDump(),
            """
            Next 7 days ───────────────── ↓ 4 more
            Today ☁  47° ────────━━━━━━━ 61°   10%
            Mon   ☁  45° ───────━━━━━━━─ 58°   30%
            Tue   ☂  44° ──────╺━━━━━╸── 55°   80%
            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "───────────────── ↓ 4 more"
            row 1: 0..<5 bold "Today"
            row 1: 9..<12 fg:cyan "47°"
            row 1: 13..<21 dim "────────"
            row 1: 21..<28 bold "━━━━━━━"
            row 1: 29..<32 fg:red "61°"
            row 1: 35..<38 fg:blue "10%"
            row 2: 9..<12 fg:cyan "45°"
            row 2: 13..<20 dim "───────"
            row 2: 20..<27 bold "━━━━━━━"
            row 2: 27..<28 dim "─"
            row 2: 29..<32 fg:red "58°"
            row 2: 35..<38 fg:blue "30%"
            row 3: 9..<12 fg:cyan "44°"
            row 3: 13..<19 dim "──────"
            row 3: 19..<26 bold "╺━━━━━╸"
            row 3: 26..<28 dim "──"
            row 3: 29..<32 fg:red "55°"
            row 3: 35..<38 fg:blue "80%"
            """)
    }

    @Test func noIconsLeaveNoGap() {
        var plain = table
        plain.iconSet = .none
        expectNoDifference(
            renderSection(plain, width: 38, height: 4).styleDump(),
            """
            Next 7 days ───────────────── v 4 more
            Today  47° ─────────━━━━━━━━ 61°   10%
            Mon    45° ────────━━━━━━━╸─ 58°   30%
            Tue    44° ───────╺━━━━━━─── 55°   80%
            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "───────────────── v 4 more"
            row 1: 0..<5 bold "Today"
            row 1: 7..<10 fg:cyan "47°"
            row 1: 11..<20 dim "─────────"
            row 1: 20..<28 bold "━━━━━━━━"
            row 1: 29..<32 fg:red "61°"
            row 1: 35..<38 fg:blue "10%"
            row 2: 7..<10 fg:cyan "45°"
            row 2: 11..<19 dim "────────"
            row 2: 19..<27 bold "━━━━━━━╸"
            row 2: 27..<28 dim "─"
            row 2: 29..<32 fg:red "58°"
            row 2: 35..<38 fg:blue "30%"
            row 3: 7..<10 fg:cyan "44°"
            row 3: 11..<18 dim "───────"
            row 3: 18..<25 bold "╺━━━━━━"
            row 3: 25..<28 dim "───"
            row 3: 29..<32 fg:red "55°"
            row 3: 35..<38 fg:blue "80%"
            """)
    }

    @Test func noDaysSaySo() {
        var empty = table
        empty.days = []
        #expect(empty.preferredHeight == 2)
        expectNoDifference(
            renderSection(empty, width: 38, height: 3).styleDump(),
            """
            Next 7 days ──────────────────────────
            No daily forecast.

            row 0: 0..<11 bold "Next 7 days"
            row 0: 12..<38 dim "──────────────────────────"
            row 1: 0..<18 dim "No daily forecast."
            """)
    }

    /// Columns one space apart; the condition takes 40% of what the fixed ones leave (at most 24), the bar the
    /// rest (at most 40), and anything beyond stays empty at the end.
    @Test func columns() {
        func spans(_ width: Int, _ iconSet: IconSet) -> [Range<Int>] {
            let c = DailyTable.columns(Rect(x: 0, y: 0, width: width, height: 1), iconSet: iconSet)
            return [c[.day], c[.icon], c[.condition], c[.low], c[.bar], c[.high], c[.chance]].map { $0.x..<$0.maxX }
        }
        #expect(spans(78, .unicode) == [0..<5, 6..<7, 8..<29, 30..<34, 35..<68, 69..<73, 74..<78])
        #expect(spans(38, .none) == [0..<5, 5..<5, 5..<5, 6..<10, 11..<28, 29..<33, 34..<38])
        #expect(spans(150, .ascii) == [0..<5, 6..<7, 8..<31, 32..<36, 37..<77, 78..<82, 83..<87])
    }

    /// The UV index takes 5 columns at the end while the condition keeps its 24 (it goes first when narrow); 16
    /// days widen the day column for the day of the month.
    @Test func columnsWithTheUVIndex() {
        func spans(_ width: Int, length: ForecastDays = .seven) -> [Range<Int>] {
            let c = DailyTable.columns(
                Rect(x: 0, y: 0, width: width, height: 1), iconSet: .unicode, length: length, uv: true)
            return [c[.day], c[.icon], c[.condition], c[.low], c[.bar], c[.high], c[.chance], c[.uv]].map {
                $0.x..<$0.maxX
            }
        }
        #expect(spans(78) == [0..<5, 6..<7, 8..<26, 27..<31, 32..<62, 63..<67, 68..<72, 73..<78])
        #expect(spans(78, length: .sixteen) == [0..<6, 7..<8, 9..<27, 28..<32, 33..<62, 63..<67, 68..<72, 73..<78])
        // At 54 columns both still fit; at 48 the condition and the bar would share less than 24 with the UV
        // index, so it goes and the condition stays; at 38 both go.
        #expect(spans(54)[7] == 49..<54 && spans(54)[2] == 8..<17)
        #expect(spans(48)[7].isEmpty && spans(48)[2] == 8..<17)
        #expect(spans(38)[7].isEmpty && spans(38)[2].isEmpty)
    }

    @Test func sixteenDaysScrolledShowTheDayOfTheMonthAndHowManyMore() {
        let long = sixteen(scroll: 5)
        #expect(long.days.count == 16 && long.preferredHeight == 17)
        expectNoDifference(
            renderSection(long, width: 78, height: 8).styleDump(),
            """
            Next 16 days ────────────────────────────────────────────────── ↑ 5 · ↓ 4 more
            Fri 27 ❄ Slight snowfall     30° ━━━━━━━━━╸─────────────────── 40°   60%  UV 1
            Sat 28 ≋ Fog                 33° ──╺━━━━━━━━━━━╸────────────── 45°   20%  UV 2
            Sun 29 ☁ Overcast            31° ╺━━━━━━━━━━━╸──────────────── 43°   35%  UV 4
            Mon 30 ❄ Slight snowfall     32° ─╺━━━━━━━━━━━╸─────────────── 44°   40%  UV 1
            Tue 1  ☀ Clear sky           33° ──╺━━━━━━━━━━━╸────────────── 45°   45%  UV 2
            Wed 2  ☁ Overcast            34° ───╺━━━━━━━━━━━────────────── 46°   50%  UV 3
            Thu 3  ❄ Slight snowfall     35° ────╺━━━━━━━━━━━───────────── 47°   55%  UV 4
            row 0: 0..<12 bold "Next 16 days"
            row 0: 13..<78 dim "────────────────────────────────────────────────── ↑ 5 · ↓ 4 more"
            row 1: 29..<32 fg:cyan "30°"
            row 1: 33..<43 bold "━━━━━━━━━╸"
            row 1: 43..<62 dim "───────────────────"
            row 1: 63..<66 fg:red "40°"
            row 1: 69..<72 fg:blue "60%"
            row 1: 74..<77 dim "UV "
            row 1: 77..<78 fg:green "1"
            row 2: 29..<32 fg:cyan "33°"
            row 2: 33..<35 dim "──"
            row 2: 35..<48 bold "╺━━━━━━━━━━━╸"
            row 2: 48..<62 dim "──────────────"
            row 2: 63..<66 fg:red "45°"
            row 2: 69..<72 fg:blue "20%"
            row 2: 74..<77 dim "UV "
            row 2: 77..<78 fg:green "2"
            row 3: 29..<32 fg:cyan "31°"
            row 3: 33..<46 bold "╺━━━━━━━━━━━╸"
            row 3: 46..<62 dim "────────────────"
            row 3: 63..<66 fg:red "43°"
            row 3: 69..<72 fg:blue "35%"
            row 3: 74..<77 dim "UV "
            row 3: 77..<78 fg:yellow "4"
            row 4: 29..<32 fg:cyan "32°"
            row 4: 33..<34 dim "─"
            row 4: 34..<47 bold "╺━━━━━━━━━━━╸"
            row 4: 47..<62 dim "───────────────"
            row 4: 63..<66 fg:red "44°"
            row 4: 69..<72 fg:blue "40%"
            row 4: 74..<77 dim "UV "
            row 4: 77..<78 fg:green "1"
            row 5: 29..<32 fg:cyan "33°"
            row 5: 33..<35 dim "──"
            row 5: 35..<48 bold "╺━━━━━━━━━━━╸"
            row 5: 48..<62 dim "──────────────"
            row 5: 63..<66 fg:red "45°"
            row 5: 69..<72 fg:blue "45%"
            row 5: 74..<77 dim "UV "
            row 5: 77..<78 fg:green "2"
            row 6: 29..<32 fg:cyan "34°"
            row 6: 33..<36 dim "───"
            row 6: 36..<48 bold "╺━━━━━━━━━━━"
            row 6: 48..<62 dim "──────────────"
            row 6: 63..<66 fg:red "46°"
            row 6: 69..<72 fg:blue "50%"
            row 6: 74..<77 dim "UV "
            row 6: 77..<78 fg:yellow "3"
            row 7: 29..<32 fg:cyan "35°"
            row 7: 33..<37 dim "────"
            row 7: 37..<49 bold "╺━━━━━━━━━━━"
            row 7: 49..<62 dim "─────────────"
            row 7: 63..<66 fg:red "47°"
            row 7: 69..<72 fg:blue "55%"
            row 7: 74..<77 dim "UV "
            row 7: 77..<78 fg:yellow "4"
            """)
    }

    @Test func asciiSaysMoreWithCarets() {
        expectNoDifference(
            renderSection(sixteen(scroll: 5, iconSet: .ascii), width: 60, height: 4).styleDump(),
            """
            Next 16 days ──────────────────────────────── ^ 5 · v 8 more
            Fri 27 + Slight sno…  30° ======------------ 40°   60%  UV 1
            Sat 28 = Fog          33° -========--------- 45°   20%  UV 2
            Sun 29 @ Overcast     31° ========---------- 43°   35%  UV 4
            row 0: 0..<12 bold "Next 16 days"
            row 0: 13..<60 dim "──────────────────────────────── ^ 5 · v 8 more"
            row 1: 22..<25 fg:cyan "30°"
            row 1: 26..<32 bold "======"
            row 1: 32..<44 dim "------------"
            row 1: 45..<48 fg:red "40°"
            row 1: 51..<54 fg:blue "60%"
            row 1: 56..<59 dim "UV "
            row 1: 59..<60 fg:green "1"
            row 2: 22..<25 fg:cyan "33°"
            row 2: 26..<27 dim "-"
            row 2: 27..<35 bold "========"
            row 2: 35..<44 dim "---------"
            row 2: 45..<48 fg:red "45°"
            row 2: 51..<54 fg:blue "20%"
            row 2: 56..<59 dim "UV "
            row 2: 59..<60 fg:green "2"
            row 3: 22..<25 fg:cyan "31°"
            row 3: 26..<34 bold "========"
            row 3: 34..<44 dim "----------"
            row 3: 45..<48 fg:red "43°"
            row 3: 51..<54 fg:blue "35%"
            row 3: 56..<59 dim "UV "
            row 3: 59..<60 fg:yellow "4"
            """)
    }

    @Test func aScrollPastTheEndShowsTheLastDays() {
        let lines = renderSection(sixteen(scroll: 40), width: 78, height: 4).lines()
        #expect(lines[0].hasSuffix(" ↑ 13 more"))
        #expect(lines[3].hasPrefix("Mon 7 "))
    }
}
