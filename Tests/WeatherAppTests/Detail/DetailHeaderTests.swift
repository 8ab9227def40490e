import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The header alone: the place in bold and its ZIP dim, the local time at the right, then how fresh the data is.
@MainActor
struct DetailHeaderTests {
    @Test func freshDataIsDim() {
        let header = sections(DetailStates.data).header
        expectNoDifference(
            renderSection(header, width: 78, height: 2).styleDump(),
            """
            New York, NY  10001                                           Sun 10:10 AM EST
            updated 3 min ago
            row 0: 0..<12 bold "New York, NY"
            row 0: 12..<19 dim "  10001"
            row 1: 0..<17 dim "updated 3 min ago"
            """)
    }

    /// After `r` brought the forecast but not the air quality: said in yellow, as Alerts and the Map say theirs,
    /// until a later forecast replaces the one `r` brought; narrower, the age goes, then the reason.
    @Test func aSideSourceThatRDidNotUpdateIsSaid() throws {
        var state = DetailStates.data
        let snapshot = try #require(state.snapshot)
        var refresh = RefreshRequest(askedAt: state.now, asking: ["air quality", "spread"])
        refresh.outcome = .updated(snapshot.fetchedAt)
        refresh.settle("air quality", .failed("HTTP 500", dataFrom: nil))
        refresh.settle("spread", .answered)
        state.refresh = refresh
        let wide = renderSection(sections(state).header, width: 78, height: 2)
        expectNoDifference(
            wide.styleDump().split(separator: "\n").last.map(String.init),
            #"row 1: 0..<55 fg:yellow "updated 3 min ago · not updated: air quality (HTTP 500)""#)
        #expect(
            renderSection(sections(state).header, width: 40, height: 2).text.hasSuffix(
                "\nnot updated: air quality (HTTP 500)"))
        #expect(
            renderSection(sections(state).header, width: 30, height: 2).text.hasSuffix("\nnot updated: air quality"))
        state.snapshot?.fetchedAt = snapshot.fetchedAt.addingTimeInterval(600)
        #expect(!renderSection(sections(state).header, width: 78, height: 2).text.contains("not updated"))
    }

    /// The same lines in the app's language (issue 37): the header's own words and the sources' names, the failure's
    /// reason as it is.
    @Test func theNotesInTheAppsLanguage() throws {
        var state = DetailStates.data
        state.language = .de
        let snapshot = try #require(state.snapshot)
        var refresh = RefreshRequest(askedAt: state.now, asking: ["air quality"])
        refresh.outcome = .updated(snapshot.fetchedAt)
        refresh.settle("air quality", .failed("HTTP 500", dataFrom: nil))
        state.refresh = refresh
        let german = renderSection(sections(state).header, width: 78, height: 2).text
        #expect(
            german.hasSuffix("\naktualisiert vor 3 Min. · nicht aktualisiert: Luftqualität (HTTP 500)"), "\(german)")
        var offline = DetailStates.offline
        offline.language = .fr
        let french = renderSection(sections(offline).header, width: 78, height: 2).text
        #expect(french.contains("hors ligne : pas de connexion — données il y a 2 h"), "\(french)")
    }

    @Test func offlineDataIsYellow() {
        let header = sections(DetailStates.offline).header
        expectNoDifference(
            renderSection(header, width: 78, height: 2).styleDump(),
            """
            New York, NY  10001                                           Sun 10:10 AM EST
            offline: no connection — data from 2 h ago
            row 0: 0..<12 bold "New York, NY"
            row 0: 12..<19 dim "  10001"
            row 1: 0..<42 fg:yellow "offline: no connection — data from 2 h ago"
            """)
    }

    /// A service that answered with an error is not "offline": the line names it and says why.
    @Test func aServiceErrorIsNamedNotCalledOffline() {
        var state = DetailStates.offline
        state.status = .failed(.http(status: 500, reason: nil))
        let text = renderSection(sections(state).header, width: 78, height: 2).text
        #expect(text.contains("forecast service: HTTP 500 — data from"))
        #expect(!text.contains("offline"))
        // Narrow: the reason and the age stay.
        let narrow = renderSection(sections(state).header, width: 24, height: 2).text
        #expect(narrow.contains("HTTP 500 —"))
    }

    @Test func aRefreshShowsACyanSpinner() {
        var state = DetailStates.data
        state.status = .loading
        state.spinnerTick = 3
        expectNoDifference(
            renderSection(sections(state).header, width: 78, height: 2).styleDump(),
            """
            New York, NY  10001                                           Sun 10:10 AM EST
            ⠸ refreshing · updated 3 min ago
            row 0: 0..<12 bold "New York, NY"
            row 0: 12..<19 dim "  10001"
            row 1: 0..<2 fg:cyan "⠸ "
            row 1: 2..<32 dim "refreshing · updated 3 min ago"
            """)
    }

    @Test func beforeTheFirstDataOnlyThePlaceAndTime() {
        let header = DetailSections(DetailStates.loading).header
        #expect(header.freshness == nil)
        expectNoDifference(
            renderSection(header, width: 78, height: 2).styleDump(),
            """
            New York, NY  10001                                           Sun 10:10 AM EST

            row 0: 0..<12 bold "New York, NY"
            row 0: 12..<19 dim "  10001"
            """)
    }
}
