import FoundationEssentials

extension LatestConditions {
    /// Decodes the answer to Home's many-places request (``ConditionsRequest``) with
    /// ``Forecast/batch(openMeteoJSON:places:units:)``; a place whose answer has no current temperature (nulls) is
    /// that place's failure, and the others are kept.
    static func batch(
        openMeteoJSON data: Data, places: Int, units: UnitSystem, fetchedAt: Date
    ) throws(WeatherError) -> [Result<LatestConditions, WeatherError>] {
        try Forecast.batch(openMeteoJSON: data, places: places, units: units).enumerated().map { index, answer in
            answer.flatMap { forecast in
                guard let conditions = LatestConditions(forecast, fetchedAt: fetchedAt), conditions.temperature != nil
                else { return .failure(.malformedResponse(detail: "no current temperature for place \(index + 1)")) }
                return .success(conditions)
            }
        }
    }
}

extension Forecast {
    /// Decodes the answer to a many-places request (``ConditionsRequest``): a JSON array with one object per place,
    /// in the order asked; one place is answered with a plain object, which is read the same way.
    ///
    /// Answers are matched to places by position only, so an answer with a different count than `places` fails as a
    /// whole (a short array cannot be matched safely). Within a good array each place stands alone: an element that
    /// is not a forecast object or is the service's error object is that place's failure, and the others are kept.
    static func batch(
        openMeteoJSON data: Data, places: Int, units: UnitSystem
    ) throws(WeatherError) -> [Result<Forecast, WeatherError>] {
        let answers: [BatchElement]
        do {
            answers = try JSONDecoder().decode(Batch.self, from: data).elements
        } catch {
            throw .malformedResponse(detail: LiveFetch.describe(decoding: error))
        }
        guard answers.count == places else {
            throw .malformedResponse(detail: "\(answers.count) answers for \(places) places")
        }
        return answers.enumerated().map { index, answer in
            let number = index + 1
            switch answer {
            case .unreadable:
                return .failure(.malformedResponse(detail: "place \(number) is not a forecast"))
            case .error(let reason):
                return .failure(.malformedResponse(detail: "place \(number): \(reason ?? "an error")"))
            case .forecast(let wire):
                return .success(Forecast(openMeteo: wire, units: units))
            }
        }
    }
}

/// The top level of a many-places answer: an array of elements, or one object standing for a one-element array.
private struct Batch: Decodable {
    var elements: [BatchElement]

    init(from decoder: any Decoder) throws {
        guard var array = try? decoder.unkeyedContainer() else {
            // Not an array: one place's object. Anything else (a number, a string) is not an answer at all.
            _ = try decoder.container(keyedBy: AnyKey.self)
            elements = [try BatchElement(from: decoder)]
            return
        }
        var elements: [BatchElement] = []
        while !array.isAtEnd {
            elements.append(try array.decode(BatchElement.self))
        }
        self.elements = elements
    }
}

/// One element of the array, decoded without ever failing the others.
private enum BatchElement: Decodable {
    case forecast(OpenMeteoResponse)
    /// `{"error": true, "reason": "…"}`, with the reason made safe for one line.
    case error(String?)
    case unreadable

    private struct ErrorObject: Decodable {
        var error: Bool?
        var reason: String?
    }

    init(from decoder: any Decoder) throws {
        if let object = try? ErrorObject(from: decoder), object.error == true {
            self = .error(LiveFetch.cleanReason(object.reason))
        } else if (try? decoder.container(keyedBy: AnyKey.self)) != nil,
            let wire = try? OpenMeteoResponse(from: decoder)
        {
            self = .forecast(wire)
        } else {
            self = .unreadable
        }
    }
}
