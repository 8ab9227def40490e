import Foundation
import Lasso
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The Map in the user's language (issue 37), German and Japanese at 80×24 and 40×12: the legend rows' words, the
/// coordinates' decimal symbol and hemispheres, the notes and the list in words translated; the picture, the place
/// names and the alerts' events as in English, every row within the width and on the row English has it on.
@MainActor
struct MapLanguageTests {
    typealias F = MapFixtures

    nonisolated static let sizes = [(80, 24), (40, 12)]

    static func expectWithin(_ buffer: Buffer, _ what: String) {
        for line in buffer.lines() {
            #expect(DisplayWidth.of(line) <= buffer.width, "\(what): \(line)")
        }
    }

    /// Testville with the tornado's and the heat warning's areas drawn, after an `r` two minutes ago.
    static func alertsState(_ language: AppLanguage, width: Int, height: Int) -> MapScreen.State {
        var state = F.state(zoom: 4, size: .init(width: width, height: height - 2))
        state.alerts = [MapAlertFixtures.tornado, MapAlertFixtures.heat]
        state.refresh = MapRefresh(askedAt: F.date, waiting: [])
        state.layer.now = F.date + 120
        state.language = language
        return state
    }

    static func alerts(_ language: AppLanguage, width: Int, height: Int) -> Buffer {
        F.render(
            alertsState(language, width: width, height: height), width: width, height: height,
            counties: MapAlertFixtures.counties
        ).buffer
    }

    /// The picture is the same in every language; the two rows under it are the alerts' and the legend's.
    @Test(arguments: sizes)
    func theLegendRowsInGermanAndJapanese(width: Int, height: Int) {
        let english = Self.alerts(.en, width: width, height: height).lines()
        let german = Self.alerts(.de, width: width, height: height)
        let japanese = Self.alerts(.ja, width: width, height: height)
        for buffer in [german, japanese] {
            Self.expectWithin(buffer, "\(width)")
            #expect(Array(buffer.lines().prefix(height - 2)) == Array(english.prefix(height - 2)))
        }
        let (alertsRow, legendRow) = (german.lines()[height - 2], german.lines()[height - 1])
        #expect(alertsRow.hasPrefix("⚠ Testville, TS: Tornado Warning (Gebie"), "\(alertsRow)")
        #expect(legendRow.hasPrefix("40,00°N 100,00°W  ├───┤ 50 km · aktuali"), "\(legendRow)")
        let japaneseLegend = japanese.lines()[height - 1]
        #expect(japaneseLegend.hasPrefix("北緯40.00° 西経100.00°  ├───┤ 50 km · "), "\(japaneseLegend)")
        if width == 80 {
            #expect(alertsRow.hasSuffix("Extreme Heat Warning (Countys)"))
            #expect(legendRow.contains("· aktualisiert vor 2 Min.") && legendRow.hasSuffix("1/3 Testville, TS 72°F"))
            #expect(japanese.lines()[height - 2].contains("Tornado Warning (区域) · Extreme Heat Warning (郡)"))
            #expect(japaneseLegend.contains("· 2分前更新") && japaneseLegend.hasSuffix("1/3 Testville, TS 72°F"))
        }
    }

    /// The zoom's limit, and a failed `r`: the source's name in the language, its reason as it is.
    @Test func theZoomNoteAndAFailedRefresh() {
        var state = Self.alertsState(.de, width: 80, height: 24)
        state.alerts = []
        state.zoom = MapZoom.scales.count - 1
        state.refresh = MapRefresh(askedAt: F.date, waiting: [.radar])
        state.refresh?.finish(.radar, problem: .init("radar", "HTTP 500"), at: F.date)
        let german = F.render(state, width: 80, height: 24).buffer.lines()[23]
        #expect(german.contains("max. Zoom · nicht aktualisiert: Radar (HTTP 500)"), "\(german)")
        state.language = .ja
        state.zoom = 0
        let japanese = F.render(state, width: 80, height: 24).buffer.lines()[23]
        #expect(japanese.contains("最小ズーム · 未更新: レーダー（HTTP 5"), "\(japanese)")
    }

    /// The radar's row: its name, the frame's age, "paused", in the language; the times as the clock says them.
    @Test(arguments: sizes)
    func theRadarRow(width: Int, height: Int) {
        for language in [AppLanguage.de, .ja] {
            var state = RadarRenderTests.state(width: width, height: height)
            state.language = language
            state.radar.isPlaying = false
            let buffer = RadarRenderTests.render(state, width: width, height: height)
            Self.expectWithin(buffer, "\(language) radar \(width)")
            let row = buffer.lines()[height - 2]
            let (name, age, paused) = language == .de ? ("Radar", "vor 7 Min.", "angehalten") : ("レーダー", "7分前", "一時停止中")
            #expect(row.hasPrefix("\(name) · ") && row.contains(age), "\(row)")
            if width == 80 { #expect(row.contains("  \(paused)"), "\(row)") }
            #expect(!row.contains("paused") && !row.contains("ago"))
        }
    }

    /// The weather layer's row: its name, how fresh it is, and the scale's values with the language's decimal
    /// symbol.
    @Test(arguments: sizes)
    func theLayerRow(width: Int, height: Int) {
        let english = MapLayerRenderTests.render(
            MapLayerRenderTests.state(.precipitation, width: width, height: height), width: width, height: height)
        for language in [AppLanguage.de, .ja] {
            var state = MapLayerRenderTests.state(.precipitation, width: width, height: height)
            state.language = language
            let buffer = MapLayerRenderTests.render(state, width: width, height: height)
            Self.expectWithin(buffer, "\(language) layer \(width)")
            let row = buffer.lines()[height - 2]
            let head = language == .de ? "Niederschlag mm · aktualisiert" : "降水量 mm · 3分前更新"
            #expect(row.hasPrefix(head), "\(row)")
            #expect(Array(buffer.lines().prefix(height - 2)) == Array(english.lines().prefix(height - 2)))
            if language == .de && width == 80 { #expect(row.contains(" ,5 ") || row.contains(",2"), "\(row)") }
        }
    }

    /// The Map in words: the title, the distances and directions, the alerts and the radar in the language.
    @Test(arguments: sizes)
    func theListInWords(width: Int, height: Int) {
        func render(_ language: AppLanguage) -> Buffer {
            var state = MapInWordsTests.state(units: .metric)
            state.language = language
            state.alerts = [MapInWordsTests.alert("Winter Storm Warning")]
            state.layer = MapLayerState(kind: .radar, units: .metric)
            return F.render(state, width: width, height: height - 2).buffer
        }
        let english = render(.en)
        let german = render(.de)
        let japanese = render(.ja)
        for buffer in [german, japanese] {
            Self.expectWithin(buffer, "words \(width)")
            #expect(buffer.lines().count == english.lines().count)
        }
        let text = german.text
        #expect(text.contains(" Orte nahe Testville, TS, die nächsten"), "\(text)")
        #expect(text.contains("> Testville, TS, hier, 72°F, 1 Warnun"), "\(text)")
        #expect(text.contains("  Bigton, TS, 139 km nordwestlich") && text.contains(" Radar: wird geladen"), "\(text)")
        let ja = japanese.text
        #expect(ja.contains(" Testville, TS付近の場所(近い順)") && ja.contains("> Testville, TS、ここ、72°F"), "\(ja)")
        #expect(ja.contains("  Bigton, TS、北西 139 km") && ja.contains(" レーダー: 読み込み中"), "\(ja)")
        // The selected line is where English has it.
        #expect(german.lines().firstIndex { $0.hasPrefix(" >") } == english.lines().firstIndex { $0.hasPrefix(" >") })
    }

    /// The radar's sentence about the nearest echo, and which way it moves.
    @Test func theRadarSentenceInTheLanguage() {
        let (oldest, newest) = (F.date, F.date + 600)
        var state = MapInWordsTests.state(units: .metric)
        state.towns = []
        state.layer = MapLayerState(kind: .radar, units: .metric)
        state.radar.times = [oldest, newest]
        state.radar.frames = [
            oldest: MapInWordsTests.frame(oldest, echoAt: 105, 110),
            newest: MapInWordsTests.frame(newest, echoAt: 115, 100),
        ]
        state.language = .de
        #expect(
            MapPlaceList(state: state).radarSentence == "Radar: mäßiger Regen 12 km östlich, zieht nach Nordosten")
        state.language = .ja
        #expect(MapPlaceList(state: state).radarSentence == "レーダー: 東 12 kmにやや強い雨、北東へ移動中")
    }

    @Test func theBreadcrumb() {
        var state = F.state()
        state.language = .de
        #expect(MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: F.geometry).breadcrumb == "Karte")
        state.language = .ja
        #expect(MapView(store: ViewStore(state: { state }, send: { _ in }), geometry: F.geometry).breadcrumb == "地図")
    }
}
