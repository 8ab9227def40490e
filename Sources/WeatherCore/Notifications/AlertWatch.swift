/// What a run of checks remembers between them, as a value: which places have answered once (the app records a
/// place's first answer as what was in force when it started, ``AlertAnswer/isBaseline``) and which are failing
/// (a failing source is said once per failing stretch, not at every check).
public struct AlertWatch: Hashable, Sendable {
    /// The app's rule; `watch` tells about everything not notified before from its first check on.
    public var firstAnswerIsBaseline: Bool
    private(set) var answered: Set<String> = []
    private(set) var failing: Set<String> = []

    public init(firstAnswerIsBaseline: Bool) { self.firstAnswerIsBaseline = firstAnswerIsBaseline }

    /// One check's results: the answers to decide on, and a line for each place that has just begun failing.
    public mutating func take(
        _ results: [(place: Place, result: Result<[WeatherAlert], AlertsError>)]
    ) -> (answers: [AlertAnswer], newlyFailing: [(place: Place, error: AlertsError)]) {
        var answers: [AlertAnswer] = []
        var newlyFailing: [(place: Place, error: AlertsError)] = []
        for (place, result) in results {
            switch result {
            case .success(let alerts):
                failing.remove(place.id)
                let isBaseline = firstAnswerIsBaseline && !answered.contains(place.id)
                answered.insert(place.id)
                answers.append(AlertAnswer(place: place, alerts: alerts, isBaseline: isBaseline))
            case .failure(let error):
                if failing.insert(place.id).inserted { newlyFailing.append((place, error)) }
            }
        }
        return (answers, newlyFailing)
    }
}

extension AlertsService {
    /// One check of every place's alerts, all at once, so that places in one MeteoAlarm country share that
    /// country's one request (``MeteoAlarmClient`` joins requests in flight). Cache-first: an answer the screens
    /// fetched in the last 5 minutes costs nothing, unless `pastTheCache` (`watch --every 1m`). Results in the
    /// places' order.
    public func check(
        _ places: [Place], pastTheCache: Bool = false
    ) async -> [(place: Place, result: Result<[WeatherAlert], AlertsError>)] {
        let ask = pastTheCache ? refresh : load
        let answers = await withTaskGroup(of: Answer.self) { group in
            for (index, place) in places.enumerated() {
                group.addTask { await Answer(index: index, place: place, ask: ask) }
            }
            var answers = [Result<[WeatherAlert], AlertsError>?](repeating: nil, count: places.count)
            while let answer = await group.next() { answers[answer.index] = answer.result }
            return answers
        }
        // Every place has its answer; one that could be missing (the check cancelled) reads as cancelled, never a
        // crash: this runs beside every screen.
        return zip(places, answers).map { ($0, $1 ?? .failure(.failed(.cancelled))) }
    }
}

/// One place's answer in a check, with its place's position.
private struct Answer: Sendable {
    let index: Int
    let result: Result<[WeatherAlert], AlertsError>

    init(index: Int, place: Place, ask: @Sendable (Place) async throws(AlertsError) -> AlertsSnapshot) async {
        self.index = index
        do throws(AlertsError) {
            result = .success(try await ask(place).alerts)
        } catch {
            result = .failure(error)
        }
    }
}
