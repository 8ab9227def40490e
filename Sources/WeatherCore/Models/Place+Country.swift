extension Place {
    /// The place's country in English ("Japan"), for sentences such as "no official alerts source for Japan": the
    /// world directory's name for it (read only for places outside the US), else its ISO code.
    public var countryName: String {
        if isInUS { return "the United States" }
        return WorldDirectory.shared.regions.countryNames[country] ?? country
    }
}
