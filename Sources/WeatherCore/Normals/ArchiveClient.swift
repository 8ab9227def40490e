import FoundationEssentials
import ServiceEndpoints

/// Fetches a place's 30 years of daily highs and lows (Open-Meteo's Historical API).
public typealias ArchiveClient = OpenMeteoClient<ArchiveRequest>

extension ArchiveRequest: OpenMeteoRequest {
    public static let endpoint = ServiceEndpoint.archive
    /// 30 years of days is a big answer (about 400 KB) that the service takes seconds to gather; nothing waits on
    /// it, so it may take longer than the forecast.
    public static let limits = HTTPLimits(connect: .seconds(5), total: .seconds(30))
    /// Counted when the budget let it go (``ArchiveBudget``), not again as it is sent.
    public var ledgerWeight: Double { 0 }

    public func answer(_ body: Data, now: Date) throws -> ArchiveDays { try ArchiveDays(openMeteoJSON: body) }
}
