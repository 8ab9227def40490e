import ServiceEndpoints

extension RadarSource {
    /// NEXRAD from the Iowa Environmental Mesonet: the archive WMS (`ridge.cgi`), one layer per composite, read by
    /// the mosaic's date (that layer has no time extent, so no calendar can run out under it: the time-enabled
    /// `n0q-t.cgi` answers a TIME past its hand-written extent with a 2011 storm), in the NWS's colours, every 5
    /// minutes. A minute not written yet is MapServer's ServiceException (status 200) "msDrawRasterLayerLow():
    /// Unable to access file. Corrupt, empty or missing file '…/n0q_202701021435.png' for layer
    /// 'composite-archive-uscomp'" (the archive layer's mapfile fails on missing data rather than skip it).
    public static let iem = RadarSource(
        network: "NEXRAD", region: "the US", regionShort: "US", countries: ["US"],
        credit: "Radar: Iowa Environmental Mesonet, NEXRAD",
        composites: [.conus, .alaska, .hawaii, .puertoRico, .guam],
        path: ServiceEndpoint.radar.paths[0], timeParameter: .archiveDate(product: "n0q"),
        colors: .nwsReflectivity, times: .iem, missingFrameWords: ["ServiceException", "empty or missing file"])
}
