import FoundationEssentials
import WeatherCore

/// The radar layer's loop: the frames of the last hour for the view, which one is shown, and how the fetch is going.
public struct RadarLoopState: Equatable, Sendable {
    /// The box and size the frames are asked for: 1.5× the view, at the view's braille-dot resolution.
    public typealias View = RadarView

    /// What the frames are asked for; nil until the layer first lays out.
    public var view: View?
    /// The loop's frame times, oldest first (the source's ``RadarFrameTimes/loop(now:)``).
    public var times: [Date] = []
    /// The frames fetched for `view`, by time.
    public var frames: [Date: RadarFrame] = [:]
    /// Times asked for and not answered yet.
    public var pending: Set<Date> = []
    /// The frame shown: an index into `times`.
    public var position = 0
    public var isPlaying = true
    /// Why the last frame failed, briefly ("HTTP 500"); nil once one arrives.
    public var problem: String?
    /// Frames of views left behind, newest first: a pan back within the last minutes asks nothing.
    public var cache: [RadarFrame] = []
    /// The Map is covered by another screen: nothing plays or is fetched.
    public var isCovered = false
    /// The next two hours from the forecast, after the newest radar frame (``RadarForecast``), oldest first: the
    /// first ``RadarForecast/steps`` of `forecastAnswer`'s after it.
    public var forecast: [RadarFrame] = []
    /// The forecast's last answer, kept while the Map is open: an hour more than the loop shows, so a new mosaic
    /// moves the loop on without asking (``RadarForecast/serves(receivedAt:stepsAhead:now:)``).
    public var forecastAnswer: ForecastAnswer?
    /// A forecast request is on its way.
    public var forecastPending = false
    /// Frames that repeat another time's picture with echoes: the source stopped moving. Never drawn nor played;
    /// the legend says "radar stale" (``RadarStaleness``).
    public var stale: RadarStaleness?

    public init() {}

    /// Every step one forecast request answered for `area` (up to ``RadarForecast/stepsAsked``), and when.
    public struct ForecastAnswer: Equatable, Sendable {
        public var area: GeoBox
        public var receivedAt: Date
        public var frames: [RadarFrame]

        public init(area: GeoBox, receivedAt: Date, frames: [RadarFrame]) {
            self.area = area
            self.receivedAt = receivedAt
            self.frames = frames
        }
    }

    /// The answer's steps after the newest radar frame, when it is for the view's box; none otherwise.
    var forecastAhead: [RadarFrame] {
        guard let answer = forecastAnswer, answer.area == view?.area else { return [] }
        let newest = times.last ?? .distantPast
        return answer.frames.filter { $0.time > newest }
    }

    /// The loop's forecast from the answer held: its first ``RadarForecast/steps`` after the newest frame.
    mutating func showForecast() {
        forecast = Array(forecastAhead.prefix(RadarForecast.steps))
        clampPosition()
    }

    /// Frames in the loop: the radar's, then the forecast's.
    public var count: Int { times.count + forecast.count }
    /// The frame at `position`, when it has arrived and is not stale.
    public var shown: RadarFrame? {
        if times.indices.contains(position) {
            let time = times[position]
            return stale?.times.contains(time) == true ? nil : frames[time]
        }
        let index = position - times.count
        return forecast.indices.contains(index) ? forecast[index] : nil
    }
    public var shownTime: Date? {
        if times.indices.contains(position) { return times[position] }
        let index = position - times.count
        return forecast.indices.contains(index) ? forecast[index].time : nil
    }
    /// Whether the frame shown is the forecast's.
    public var isForecastShown: Bool { position >= times.count && position < count }
    public var isLoading: Bool { !pending.isEmpty }
    public var isAtNewest: Bool { position == times.count - 1 }

    /// Whether the frame at `index` is a stale radar frame.
    func isStale(_ index: Int) -> Bool {
        times.indices.contains(index) && stale?.times.contains(times[index]) == true
    }

    /// The loop's next position, past stale frames; `position` itself when every other frame is stale.
    var nextPlayable: Int {
        guard count > 0 else { return position }
        for step in 1...count {
            let index = (position + step) % count
            if !isStale(index) { return index }
        }
        return position
    }

    /// The stale frames after a frame arrived or left: the loop's radar frames compared again.
    mutating func updateStaleness() {
        stale = RadarStaleness.find(in: times.compactMap { frames[$0] })
    }

    /// After the loop got shorter: a position past its end goes to the newest radar frame.
    mutating func clampPosition() {
        if position >= count { position = max(0, times.count - 1) }
    }
}
