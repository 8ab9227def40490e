import ArgumentParser
import FoundationEssentials
import WeatherCore

/// `lasso-weather lookup QUERY`: the directory's matches, one per line. Works offline; no network at all.
struct LookupCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lookup",
        abstract: "List the ZIP codes or places matching a ZIP code, ZIP prefix or place name.",
        discussion: """
            Examples: lookup 10001, lookup 941, lookup springfield, lookup "Springfield, IL".
            Each line: ZIP, place, county, time zone, and a note (PO box, military, how many ZIP codes a place has).
            Exit statuses: 0 matches found, 65 bad input, 66 no match.
            """
    )

    @Argument(help: "A ZIP code, the first digits of one, or a place name.")
    var query: String

    @Option(help: "At most this many lines (1 or more).")
    var limit: Int = 100

    /// A limit below 1 is a usage error (status 64), said by ArgumentParser like any other.
    func validate() throws {
        guard limit >= 1 else { throw ValidationError("--limit must be 1 or more (got \(limit)).") }
    }

    func run() throws {
        try runReportingErrorsSync {
            let territory = UserTerritory(environment: ProcessEnvironment.current())
            let (lines, more) = try Self.lines(
                for: query, limit: limit, in: PlaceDirectory.shared, territory: territory)
            print(lines.joined(separator: "\n"))
            if more { writeToStandardError("There are more than \(lines.count) matches; use --limit to see more.") }
        }
    }

    /// The lines to print and whether there were more than `limit`; a `CLIError` for bad input or no match.
    static func lines(
        for query: String, limit: Int, in directory: PlaceDirectory, territory: UserTerritory?
    ) throws(CLIError) -> (lines: [String], more: Bool) {
        let search = directory.search(query, limit: 1, territory: territory)
        let rows: [LookupRow]
        switch search.mode {
        case .empty:
            throw CLIError("Give a ZIP code, the first digits of one, or a place name.", status: ExitStatus.badInput)
        case .zipPrefix:
            let digits = query.trimmed
            rows = directory.zips.zips(withPrefix: digits, limit: limit + 1).map(LookupRow.init(zip:))
            if rows.isEmpty {
                throw CLIError("No ZIP code begins with \(digits).", status: ExitStatus.unknownPlace)
            }
        case .zip:
            guard let exact = search.exact else { throw PlaceQuery.error(for: search.problem, input: query) }
            rows = [LookupRow(zip: exact)]
        case .city:
            rows = directory.places(named: query, limit: limit + 1, territory: territory).map(
                LookupRow.init(match:))
            if rows.isEmpty {
                throw PlaceQuery.error(for: search.problem ?? .noMatch(query.sanitizedForTerminal), input: query)
            }
        }
        // One row past the limit was asked for, to tell whether the list was cut.
        return (LookupRow.aligned(Array(rows.prefix(limit))), rows.count > limit)
    }
}
