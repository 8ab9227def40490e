/// Fetches a place's forecast spread (Open-Meteo's ensemble API, an ensemble-mean model).
public typealias EnsembleClient = OpenMeteoClient<EnsembleRequest, ForecastSpread>
