import FoundationEssentials
import Lasso
import WeatherCore

/// The Alerts screen's logic: the list's selection, the full text's scrolling within its wrapped length (which the
/// view reports with its layout), and a load when the screen opens without alerts in hand (or on `r`).
public struct WeatherAlertsStore: LassoReducer {
    public typealias Module = WeatherAlertsScreen
    public typealias State = WeatherAlertsScreen.State
    public typealias Effect = WeatherAlertsScreen.ModuleEffect

    let alerts: AlertsService
    let clock: AppClock

    public init(alerts: AlertsService, clock: AppClock) {
        self.alerts = alerts
        self.clock = clock
    }

    enum CancelID: Hashable, Sendable { case load }

    public func reduce(into state: inout State, action: WeatherAlertsScreen.Action) -> Effect {
        switch action {
        case .didAppear(let saved):
            state.now = clock.now()
            state.clock = saved.effectiveClock
            clampSelection(&state)
            guard !state.hasAppeared else { return .none }
            state.hasAppeared = true
            if case .loaded = state.content { return .none }
            return load(&state)

        case .didPressRefresh:
            // `r` asks the service now, past its 5-minute cache; presses within 10 seconds are one ask.
            state.now = clock.now()
            guard RefreshRequest.allowsAsk(after: state.refresh, now: state.now) else { return .none }
            state.refresh = RefreshRequest(askedAt: state.now, source: "alerts")
            return load(&state, pastTheCache: true)

        case .didLoad(.success(let snapshot)):
            state.content = .loaded(snapshot)
            if state.refresh?.outcome == .asking {
                // A cached answer standing in for a failed fetch is not an update.
                state.refresh?.outcome =
                    snapshot.staleBecause.map {
                        .failed($0.shortReason(in: state.language), dataFrom: snapshot.fetchedAt)
                    }
                    ?? .updated(snapshot.fetchedAt)
            }
            clampSelection(&state)
            return .none

        case .didLoad(.failure(.failed(.cancelled))):
            return .none

        case .didLoad(.failure(let error)):
            if state.refresh?.outcome == .asking {
                let shown: Date? = if case .loaded(let snapshot) = state.content { snapshot.fetchedAt } else { nil }
                state.refresh?.outcome = .failed(Self.reason(error, in: state.language), dataFrom: shown)
            }
            // Alerts in hand stay on screen; only having none is a failure.
            if case .loaded = state.content { return .none }
            state.content = .failed(error)
            return .none

        case .didMoveSelection(let delta):
            guard state.reading == nil, !state.alerts.isEmpty else { return .none }
            state.selected = min(max(0, state.selected + delta), state.alerts.count - 1)
            return .none

        case .didOpenAlert(let index):
            guard state.reading == nil, state.alerts.indices.contains(index) else { return .none }
            state.selected = index
            return reduce(into: &state, action: .didOpenSelected)

        case .didOpenSelected:
            guard state.reading == nil, state.alerts.indices.contains(state.selected) else { return .none }
            state.reading = state.selected
            state.readingID = state.alerts[state.selected].id
            state.scroll = 0
            return .none

        case .didCloseText:
            state.reading = nil
            state.readingID = nil
            state.scroll = 0
            return .none

        case .didScroll(let move):
            guard state.reading != nil else { return .none }
            let page = max(1, state.textHeight - 1)
            let target =
                switch move {
                case .lines(let n): state.scroll + n
                case .pages(let n): state.scroll + n * page
                case .top: 0
                case .bottom: Int.max / 2
                }
            state.scroll = min(max(0, target), state.maxScroll)
            return .none

        case .didLayout(let width, let height, let lineCount):
            state.width = max(0, width)
            state.height = max(0, height)
            state.lineCount = max(0, lineCount)
            state.scroll = min(state.scroll, state.maxScroll)
            return .none
        }
    }

    /// "HTTP 500", "no connection", or the whole reason when it is not a failed request.
    static func reason(_ error: AlertsError, in language: AppLanguage) -> String {
        if case .failed(let failure) = error { return failure.shortReason(in: language) }
        return error.message(in: language)
    }

    private func load(_ state: inout State, pastTheCache: Bool = false) -> Effect {
        if case .failed = state.content { state.content = .loading }
        let (load, place) = (pastTheCache ? alerts.refresh : alerts.load, state.place)
        return .task(id: CancelID.load) { () async throws(AlertsError) in
            try await load(place)
        } then: {
            .didLoad($0)
        }
    }

    /// The list changes under the screen (a load re-orders it, alerts end): the open text stays on the same alert
    /// (by id), or closes when that alert is gone; the selection and the scroll stay within bounds.
    private func clampSelection(_ state: inout State) {
        let alerts = state.alerts
        state.selected = min(state.selected, max(0, alerts.count - 1))
        if let reading = state.reading {
            let id = state.readingID
            if let index = alerts.firstIndex(where: { $0.id == id }) {
                state.reading = index
                state.selected = index
            } else if reading < alerts.count, id == nil {
                state.reading = reading
            } else {
                state.reading = nil
                state.readingID = nil
                state.scroll = 0
            }
        }
        state.scroll = min(state.scroll, state.maxScroll)
    }
}

extension WeatherAlertsScreen.State {
    /// Rows for the full text: the body less the title row, the rule under it and the footer.
    var textHeight: Int { max(0, height - 3) }

    var maxScroll: Int { max(0, lineCount - textHeight) }
}
