import ArgumentParser
import FoundationEssentials
import WeatherCore

/// `lasso-weather lookup QUERY`: the directory's matches, one per line. Offline, except that a name no offline place
/// has exactly is also looked up once with the online geocoder.
package struct LookupCommand: AsyncParsableCommand {
    package init() {}

    package static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "List the ZIP codes or places matching a ZIP code, ZIP prefix or place name.",
        discussion: """
            Examples: lookup 10001, lookup 941, lookup springfield, lookup "Springfield, IL".
            Each line: ZIP, place, county, time zone, and a note (PO box, military, how many ZIP codes a place has).
            A name of three letters or more that no offline place has exactly is also sent to the online geocoder \
            (the name and your language only); its places are noted "found online". If it cannot be reached, \
            "online search unavailable" and the reason go to stderr and the offline matches are listed.
            Exit statuses: 0 matches found, 65 bad input, 66 no match.
            """
    )

    @Argument(help: "A ZIP code, the first digits of one, or a place name.")
    var query: String

    @Option(help: "At most this many lines (1 or more).")
    var limit: Int = 100

    @OptionGroup var geocoding: GeocodingOption

    @OptionGroup var lang: LanguageOption

    /// A limit below 1 is a usage error (status 64), said by ArgumentParser like any other.
    package func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be 1 or more (got \(limit)).") }
    }

    package func run() async throws {
        try await runReportingErrors {
            let environment = ProcessEnvironment.current()
            let territory = UserTerritory(environment: environment)
            let (language, contentLanguage) = LiveDependencies.languages(
                lang.choice, LiveDependencies.settingsForLanguage(environment), environment)
            let geocoding = try ServiceURLs.resolve(
                .geocoding, flag: geocoding.url, environment: environment, language: language)
            // The HTTP client starts nothing until the geocoder is asked: an offline answer needs no network.
            let http = HTTPClient(environment: environment)
            let geocoder = GeocodingClient.live(
                httpClient: http, baseURL: geocoding.baseURL,
                language: contentLanguage)
            let result: Result<(lines: [String], more: Bool), CLIError>
            do throws(CLIError) {
                result = .success(
                    try await Self.lines(
                        for: query, limit: limit, in: PlaceDirectory.shared, territory: territory,
                        online: PlaceQuery.Online(geocoder: geocoder), language: language))
            } catch {
                result = .failure(error)
            }
            try? await http.shutdown()
            let (lines, more) = try result.get()
            print(lines.joined(separator: "\n"))
            if more {
                writeToStandardError(
                    language.localized("There are more than {0} matches; use --limit to see more.", String(lines.count))
                )
            }
        }
    }

    /// The offline lines, with the geocoder's places after them when the name has no exact offline match.
    static func lines(
        for query: String, limit: Int, in directory: PlaceDirectory, territory: UserTerritory?,
        online: PlaceQuery.Online, language: AppLanguage = .en
    ) async throws(CLIError) -> (lines: [String], more: Bool) {
        let search = directory.search(query, limit: 1, territory: territory)
        guard let name = OnlineSearch.name(toAsk: query, offline: search) else {
            return try lines(for: query, limit: limit, in: directory, territory: territory, language: language)
        }
        let offline = directory.places(named: query, limit: limit + 1, territory: territory)
        let places: [Place]
        do throws(WeatherError) {
            places = try await online.geocoder.search(name)
        } catch {
            online.note(language.localized("online search unavailable: {0}", error.shortReason(in: language)))
            return try lines(for: query, limit: limit, in: directory, territory: territory, language: language)
        }
        let found = OnlineSearch.matches(places, query: query, directory: directory, shown: offline)
        let rows =
            found.map { LookupRow(online: $0, language: language) }
            + offline.map { LookupRow(match: $0, language: language) }
        if rows.isEmpty { throw PlaceQuery.noMatchOnline(query, language: language) }
        return (LookupRow.aligned(Array(rows.prefix(limit))), rows.count > limit)
    }

    /// The lines to print and whether there were more than `limit`; a `CLIError` for bad input or no match.
    static func lines(
        for query: String, limit: Int, in directory: PlaceDirectory, territory: UserTerritory?,
        language: AppLanguage = .en
    ) throws(CLIError) -> (lines: [String], more: Bool) {
        let search = directory.search(query, limit: 1, territory: territory)
        let rows: [LookupRow]
        switch search.mode {
        case .empty:
            throw CLIError(
                language.localized("Give a ZIP code, the first digits of one, or a place name."),
                status: ExitStatus.badInput)
        case .zipPrefix:
            let digits = query.trimmed
            rows = directory.zips.zips(withPrefix: digits, limit: limit + 1).map {
                LookupRow(zip: $0, language: language)
            }
            if rows.isEmpty {
                throw CLIError(
                    language.localized("No ZIP code begins with {0}.", digits), status: ExitStatus.unknownPlace)
            }
        case .zip:
            guard let exact = search.exact else {
                throw PlaceQuery.error(for: search.problem, input: query, language: language)
            }
            rows = [LookupRow(zip: exact, language: language)]
        case .city:
            rows = directory.places(named: query, limit: limit + 1, territory: territory).map {
                LookupRow(match: $0, language: language)
            }
            if rows.isEmpty {
                throw PlaceQuery.error(
                    for: search.problem ?? .noMatch(query.sanitizedForTerminal), input: query, language: language)
            }
        }
        // One row past the limit was asked for, to tell whether the list was cut.
        return (LookupRow.aligned(Array(rows.prefix(limit))), rows.count > limit)
    }
}
