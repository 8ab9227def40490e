/// A US county or county equivalent (parish, borough, independent city, territory district), as NWS alerts name
/// them through SAME codes.
public struct County: Hashable, Sendable {
    /// 5 digits: the state's FIPS code and the county's ("36061" is New York County, NY).
    public var fips: String
    /// "New York", "Doña Ana": without "County" or "Parish".
    public var name: String
    public var bounds: GeoBox

    public init(fips: String, name: String, bounds: GeoBox) {
        self.fips = fips
        self.name = name
        self.bounds = bounds
    }
}
