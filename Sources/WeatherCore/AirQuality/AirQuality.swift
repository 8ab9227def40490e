/// The air now at a place, from Open-Meteo's air-quality API: the US AQI, the sub-index of each pollutant that goes
/// into it, and the concentrations (μg/m³). Any value may be missing: the service sends `null` where its model has
/// nothing (the real Washington sample has no sub-indices at all).
public struct AirQuality: Codable, Sendable, Equatable {
    /// The hour the values are for, wall-clock at the place (`current.time`; the service's `interval` is an hour).
    public var time: LocalDateTime?
    /// The US EPA Air Quality Index: the largest of the sub-indices.
    public var usAQI: Double?
    /// Each pollutant's own US AQI.
    public var subIndices: Pollutants
    /// Each pollutant's concentration, μg/m³.
    public var concentrations: Pollutants

    public init(
        time: LocalDateTime? = nil, usAQI: Double? = nil, subIndices: Pollutants = Pollutants(),
        concentrations: Pollutants = Pollutants()
    ) {
        self.time = time
        self.usAQI = usAQI
        self.subIndices = subIndices
        self.concentrations = concentrations
    }

    /// The EPA category of ``usAQI``; nil when the service sent none.
    public var category: AQICategory? { usAQI.map(AQICategory.init(aqi:)) }

    /// The pollutant driving the index: the one with the largest sub-index. On a tie the first in
    /// ``Pollutant/allCases`` order wins (PM2.5, PM10, ozone, NO2: fine particles are what most often drives the US
    /// index). Nil when no sub-index was sent.
    public var dominantPollutant: Pollutant? {
        var best: (pollutant: Pollutant, value: Double)?
        for pollutant in Pollutant.allCases {
            guard let value = subIndices[pollutant] else { continue }
            if best == nil || value > best!.value { best = (pollutant, value) }
        }
        return best?.pollutant
    }

    /// "AQI 42 Good", the index as a whole number and its category in words; nil without an index.
    public var indexText: String? { indexText(in: .en) }

    /// ``indexText`` in `language`: "AQI 42 Gut" (AQI is the same everywhere).
    public func indexText(in language: AppLanguage) -> String? {
        guard let usAQI, let category else { return nil }
        return "AQI \(AQICategory.wholeIndex(usAQI)) \(category.name(in: language))"
    }

    /// "AQI 42 Good · PM2.5": ``indexText`` and the dominant pollutant when there is one.
    public var summary: String? { summary(in: .en) }
}

/// The four pollutants the app asks about.
public enum Pollutant: String, CaseIterable, Codable, Sendable {
    case pm25, pm10, ozone, nitrogenDioxide

    /// How the pollutant is written on screen: "PM2.5", "PM10", "O3", "NO2" (ASCII, for every terminal font).
    public var name: String {
        switch self {
        case .pm25: "PM2.5"
        case .pm10: "PM10"
        case .ozone: "O3"
        case .nitrogenDioxide: "NO2"
        }
    }
}

/// One optional number per pollutant.
public struct Pollutants: Codable, Sendable, Equatable {
    public var pm25: Double?
    public var pm10: Double?
    public var ozone: Double?
    public var nitrogenDioxide: Double?

    public init(pm25: Double? = nil, pm10: Double? = nil, ozone: Double? = nil, nitrogenDioxide: Double? = nil) {
        self.pm25 = pm25
        self.pm10 = pm10
        self.ozone = ozone
        self.nitrogenDioxide = nitrogenDioxide
    }

    public subscript(pollutant: Pollutant) -> Double? {
        switch pollutant {
        case .pm25: pm25
        case .pm10: pm10
        case .ozone: ozone
        case .nitrogenDioxide: nitrogenDioxide
        }
    }
}
