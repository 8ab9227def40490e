/// The ensemble-mean model asked for a place, picked by region the way Open-Meteo's seamless models pick the
/// forecast's: the weather service whose ensemble covers the place best over the whole 16 days asked for.
/// Names as in Open-Meteo's Ensemble Mean API docs (https://open-meteo.com/en/docs/ensemble-mean-api).
public enum EnsembleModel: String, Codable, Sendable, CaseIterable {
    /// NOAA's GEFS, 0.25° for 10 days and 0.5° after (31 members): the US and Canadian forecasts' own family.
    case gefs = "ncep_gefs_ensemble_mean_seamless"
    /// ECMWF's IFS ensemble, 0.25° (51 members, 15 days): the best global ensemble, and Europe's own centre's.
    /// DWD's ICON-EU/D2 EPS are finer over Europe but stop after 5 days (7.5 for the global ICON-EPS), which would
    /// leave the second week, where the spread matters most, without marks.
    case ecmwfIFS = "ecmwf_ifs025_ensemble_mean"

    /// GEFS over North America (Mexico to the Arctic, Hawaii and Alaska included), ECMWF everywhere else.
    public static func forPlace(latitude: Double, longitude: Double) -> EnsembleModel {
        let northAmerica = (14...75).contains(latitude) && (-170 ... -50).contains(longitude)
        let hawaii = (18...23).contains(latitude) && (-161 ... -154).contains(longitude)
        return northAmerica || hawaii ? .gefs : .ecmwfIFS
    }

    /// "GEFS" or "ECMWF IFS", for the README and `now --json`.
    public var name: String {
        switch self {
        case .gefs: "NOAA GEFS"
        case .ecmwfIFS: "ECMWF IFS"
        }
    }
}
