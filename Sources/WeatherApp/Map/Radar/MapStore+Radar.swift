import FoundationEssentials
import Lasso
import WeatherCore

/// The radar layer's policy, for the source of the radar client it is given (``RadarSource``: its frame times, its
/// parts, its countries). The frames of the last hour (``RadarFrameTimes``) are asked for the view at once, in
/// parallel, for 1.5× the view at its braille-dot resolution; they play as a loop (``frameDelay`` a frame, a longer
/// ``newestHold`` on the newest). Frames are kept by time and view: a playing loop asks nothing, a view that moves
/// within the fetched box asks nothing, and one that leaves it asks again once it has settled (300 ms, like the
/// weather layer). Every ``refreshInterval(_:)`` (the source's cadence) the newest frame is added. A loop costs,
/// per part the view overlaps (one, except on views of more than one region), 7 GetMaps when it first shows (plus
/// one for each frame the source has not written yet), then 1 every cadence (the IEM's 5 minutes); the forecast's
/// one Open-Meteo request serves an hour at a view (``RadarForecast/serves(receivedAt:stepsAhead:now:)``); a
/// playing loop asks nothing. Nothing is asked or played while the Map is covered or the layer is off; leaving or
/// moving away cancels what is in flight.
extension MapStore {
    /// A frame of the loop is shown this long…
    public static let frameDelay: Duration = .milliseconds(500)
    /// …and the newest this long, so the loop reads as "up to now".
    public static let newestHold: Duration = .milliseconds(1500)
    /// A new frame every cadence of the source (the IEM's 5 minutes).
    public static func refreshInterval(_ source: RadarSource) -> Duration { .seconds(source.times.cadence) }
    /// Frames kept from views left behind.
    static let radarCacheCapacity = 28

    enum RadarCancelID: Hashable, Sendable {
        case fetch, loop, refresh, forecast
    }

    func reduceRadar(_ state: inout MapScreen.State, _ action: MapScreen.RadarAction, _ layer: LayerClients)
        -> MapScreen.ModuleEffect
    {
        guard state.layer.kind == .radar else { return .none }
        switch action {
        case .didLoadFrame(let frame):
            guard state.radar.view?.area == frame.area, state.radar.times.contains(frame.time) else { return .none }
            state.radar.frames[frame.time] = frame
            state.radar.pending.remove(frame.time)
            state.radar.problem = nil
            state.radar.cache = Array(
                ([frame] + state.radar.cache.filter { $0.time != frame.time || $0.area != frame.area })
                    .prefix(Self.radarCacheCapacity))
            state.radar.updateStaleness()
            return .none

        case .didFailFrame(let time, let reason):
            state.radar.pending.remove(time)
            state.radar.problem = reason
            return .none

        case .didLoadForecast(let frames):
            state.radar.forecastPending = false
            guard let first = frames.first, first.area == state.radar.view?.area else { return .none }
            // An answer asked before a newer mosaic came may start before it: those steps are the radar's now.
            state.radar.forecastAnswer = .init(area: first.area, receivedAt: layer.clock.now(), frames: frames)
            state.radar.showForecast()
            return .none

        case .didFailForecast:
            // The loop goes on with the radar's hour alone; the next refresh asks again.
            state.radar.forecastPending = false
            return .none

        case .didAdvance:
            guard state.radar.isPlaying, !state.radar.isCovered, state.radar.count > 0 else { return .none }
            // Stale frames are skipped: a source repeating one picture is not played as weather moving.
            state.radar.position = state.radar.nextPlayable
            state.layer.now = layer.clock.now()
            return scheduleAdvance(state, layer)

        case .didTogglePlay:
            state.radar.isPlaying.toggle()
            return state.radar.isPlaying ? scheduleAdvance(state, layer) : .cancel(id: RadarCancelID.loop)

        case .didStep(let forward):
            guard !state.radar.isPlaying, state.radar.count > 0 else { return .none }
            let count = state.radar.count
            state.radar.position = (state.radar.position + (forward ? 1 : count - 1)) % count
            return .none

        case .didRefresh:
            state.layer.now = layer.clock.now()
            return fetchRadar(&state, layer)
        }
    }

    /// The radar coming on, the Map opening with it on, or the Map uncovered: the loop, the 5-minute refresh, and
    /// the frames missing for the view.
    func startRadar(_ state: inout MapScreen.State, _ layer: LayerClients) -> MapScreen.ModuleEffect {
        state.radar.isCovered = false
        state.layer.now = layer.clock.now()
        let refresh = MapScreen.ModuleEffect.timer(
            id: RadarCancelID.refresh, every: Self.refreshInterval(layer.radar.source), clock: layer.clock.clock
        ) { .layer(.radar(.didRefresh)) }
        var effects = [refresh, fetchRadar(&state, layer)]
        if state.radar.isPlaying { effects.append(scheduleAdvance(state, layer)) }
        return .merge(effects)
    }

    /// Everything the radar runs, stopped (the layer turned off or cycled on, the Map covered or left).
    func stopRadar(_ state: inout MapScreen.State) -> MapScreen.ModuleEffect {
        state.radar.pending = []
        state.radar.forecastPending = false
        return .merge(
            .cancel(id: RadarCancelID.fetch), .cancel(id: RadarCancelID.loop), .cancel(id: RadarCancelID.refresh),
            .cancel(id: RadarCancelID.forecast), .cancel(id: LayerCancelID.settle))
    }

    /// After the view moved: nothing while the fetched box still covers it, else the frames once it settles.
    func radarAfterMove(_ state: inout MapScreen.State, _ layer: LayerClients) -> MapScreen.ModuleEffect {
        if let view = state.radar.view, Self.radarView(view, serves: state) { return .cancel(id: LayerCancelID.settle) }
        return .delayed(id: LayerCancelID.settle, by: Self.settleDelay, clock: layer.clock.clock) {
            .layer(.didSettle)
        }
    }

    /// The loop's times for now, the view's box, and one effect asking every frame missing (from the cache first),
    /// in parallel; a new view cancels the frames still coming for the old one. `forcingForecast` (`r`) asks the
    /// forecast again even when the one held is current.
    func fetchRadar(_ state: inout MapScreen.State, _ layer: LayerClients, forcingForecast: Bool = false)
        -> MapScreen.ModuleEffect
    {
        let now = layer.clock.now()
        let source = layer.radar.source
        let times = source.times.loop(now: now)
        let view =
            state.radar.view.flatMap { Self.radarView($0, serves: state) ? $0 : nil } ?? Self.radarView(for: state)
        let movedAway = state.radar.view != view
        let wasAtNewest = state.radar.isAtNewest || state.radar.times.isEmpty
        state.radar.view = view
        if state.radar.times != times {
            // Keep showing the same instant; a loop that was at its newest frame stays at the newest.
            let shown = state.radar.shownTime
            state.radar.times = times
            state.radar.position = wasAtNewest ? times.count - 1 : shown.flatMap(times.firstIndex) ?? times.count - 1
        }
        if movedAway {
            state.radar.frames = [:]
            state.radar.forecast = []
            state.radar.clampPosition()
        }
        let forecast = fetchForecast(&state, layer, movedAway: movedAway, forcing: forcingForecast)
        state.radar.frames = state.radar.frames.filter { times.contains($0.key) }
        for time in times where state.radar.frames[time] == nil {
            if let cached = state.radar.cache.first(where: { $0.time == time && $0.area == view.area }) {
                state.radar.frames[time] = cached
            }
        }
        state.radar.updateStaleness()
        let missing = times.filter { state.radar.frames[$0] == nil }
        // A place outside the source's countries asks nothing, even when its view reaches a part (Vancouver).
        guard source.serves(state.focus), source.covers(view.area), !missing.isEmpty else {
            state.radar.pending = []
            return .merge(movedAway ? .cancel(id: RadarCancelID.fetch) : .none, forecast)
        }
        // Frames already on their way for this view are not asked twice.
        if !movedAway, Set(missing).isSubset(of: state.radar.pending) { return forecast }
        state.radar.pending = Set(missing)
        let client = layer.radar
        let language = state.language
        let requests = missing.map { RadarRequest(area: view.area, width: view.width, height: view.height, time: $0) }
        let frames = MapScreen.ModuleEffect.run(id: RadarCancelID.fetch) { send in
            await withTaskGroup(of: Void.self) { group in
                for request in requests {
                    group.addTask {
                        await send.result(of: { () async throws(WeatherError) in
                            try await client.frame(request)
                        }) { result in
                            switch result {
                            case .success(let frame): .layer(.radar(.didLoadFrame(frame)))
                            case .failure(.cancelled): nil
                            case .failure(let error):
                                .layer(.radar(.didFailFrame(request.time, error.shortReason(in: language))))
                            }
                        }
                    }
                }
            }
        }
        return .merge(frames, forecast)
    }

    /// The next two hours for the view, when there is a forecast source and the view reaches a composite: from the
    /// answer held while it serves (for this box, under an hour old, the loop's steps still ahead), else asked, once
    /// (a request already on its way for this view is waited for). `forcing` (`r`) asks past the answer held.
    private func fetchForecast(
        _ state: inout MapScreen.State, _ layer: LayerClients, movedAway: Bool, forcing: Bool
    ) -> MapScreen.ModuleEffect {
        guard let client = layer.radarForecast, let view = state.radar.view, let newest = state.radar.times.last,
            layer.radar.source.serves(state.focus), layer.radar.source.covers(view.area)
        else { return .none }
        state.radar.showForecast()
        let serves = state.radar.forecastAnswer.map {
            $0.area == view.area
                && RadarForecast.serves(
                    receivedAt: $0.receivedAt, stepsAhead: state.radar.forecastAhead.count, now: layer.clock.now())
        }
        guard forcing || serves != true, forcing || movedAway || !state.radar.forecastPending else { return .none }
        state.radar.forecastPending = true
        let request = RadarForecastRequest(area: view.area, width: 80, height: 60, after: newest)
        let language = state.language
        return .task(id: RadarCancelID.forecast) { () async throws(WeatherError) in
            try await client.fetch(request)
        } then: { result in
            switch result {
            case .success(let frames): .layer(.radar(.didLoadForecast(frames)))
            case .failure(.cancelled): nil
            case .failure(let error): .layer(.radar(.didFailForecast(error.shortReason(in: language))))
            }
        }
    }

    private func scheduleAdvance(_ state: MapScreen.State, _ layer: LayerClients) -> MapScreen.ModuleEffect {
        let delay = state.radar.isAtNewest ? Self.newestHold : Self.frameDelay
        return .delayed(id: RadarCancelID.loop, by: delay, clock: layer.clock.clock) { .layer(.radar(.didAdvance)) }
    }

    /// 1.5× the view (as the weather layer asks), at two pixels a cell across and four down: the braille dots.
    public static func radarView(for state: MapScreen.State) -> RadarLoopState.View {
        let area = LayerGridRequest.area(around: state.viewport.bounds)
        let size = state.viewSize.isKnown ? state.viewSize : MapScreen.Size(width: 80, height: 21)
        let width = Int((Double(size.width * 2) * LayerGridRequest.margin).rounded())
        let height = Int((Double(size.height * 4) * LayerGridRequest.margin).rounded())
        return RadarLoopState.View(
            area: area, width: min(RadarRequest.maxSide, width), height: min(RadarRequest.maxSide, height))
    }

    /// A fetched box serves the view while it contains it and the view is not zoomed in past twice the frames'
    /// resolution (they would draw as blocks).
    static func radarView(_ view: RadarLoopState.View, serves state: MapScreen.State) -> Bool {
        let shown = LayerGridRequest.onGlobe(state.viewport.bounds)
        let tolerance = 1e-9
        let inside =
            view.area.minLongitude <= shown.minLongitude + tolerance
            && view.area.maxLongitude >= shown.maxLongitude - tolerance
            && view.area.minLatitude <= shown.minLatitude + tolerance
            && view.area.maxLatitude >= shown.maxLatitude - tolerance
        let fetchedSpan = view.area.maxLongitude - view.area.minLongitude
        let shownSpan = shown.maxLongitude - shown.minLongitude
        return inside && shownSpan * LayerGridRequest.margin * 2 >= fetchedSpan
    }
}
