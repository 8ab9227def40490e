import Foundation
import Lasso
import LassoTesting
import Synchronization
import TerminalUI
import WeatherCore

@testable import WeatherApp

/// A layer client whose requests the test answers, the choices saved, and grids made to order.
enum MapLayerFixtures {
    typealias F = MapFixtures
    static let laidOut = MapScreen.Size(width: 80, height: 21)

    /// Saved choices, in order.
    final class Saved: Sendable {
        private let kinds = Mutex<[MapLayerKind]>([])
        func append(_ kind: MapLayerKind) { kinds.withLock { $0.append(kind) } }
        var all: [MapLayerKind] { kinds.withLock { $0 } }
        /// The settings client `l` writes through: each save is recorded as the layer it saved.
        var settings: SettingsClient { SettingsClient(load: { Settings() }, save: { self.append($0.mapLayer) }) }
    }

    /// A client whose every request waits in `calls` for the test's answer.
    static func client(_ calls: ParkedCalls<LayerGridRequest, LayerGrid>) -> MapLayerClient {
        MapLayerClient { request throws(WeatherError) in
            do {
                return try await calls.call(request)
            } catch let error as WeatherError {
                throw error
            } catch {
                throw .cancelled
            }
        }
    }

    static func reducer(
        _ calls: ParkedCalls<LayerGridRequest, LayerGrid>, time: TestTime, saved: Saved = Saved()
    ) -> MapStore {
        MapStore(
            towns: { _, _ in [] }, mapLayer: client(calls), radar: .failing, radarForecast: nil, clock: time.appClock,
            settings: saved.settings, alerts: nil)
    }

    /// Testville at `zoom`, laid out at 80×21, with the layer `kind` (and no grid yet).
    static func state(_ kind: MapLayerKind = .none, zoom: Int = 4, units: UnitSystem = .imperial) -> MapScreen.State {
        var state = F.state(zoom: zoom)
        state.viewSize = laidOut
        state.layer = MapLayerState(kind: kind, units: units)
        return state
    }

    /// The request for the state's view.
    static func request(_ state: MapScreen.State) -> LayerGridRequest {
        LayerGridRequest(around: state.viewport.bounds, units: state.layer.units)
    }

    /// A grid answering `request`: temperature and precipitation from `value(column, row)`.
    static func grid(
        _ request: LayerGridRequest, at date: Date,
        value: (Int, Int) -> LayerGrid.Point? = { _, _ in .init(temperature: 68, precipitation: 0) }
    ) -> LayerGrid {
        let points = (0..<LayerGridRequest.rows).flatMap { row in
            (0..<LayerGridRequest.columns).map { value($0, row) }
        }
        return LayerGrid(
            area: request.area, columns: LayerGridRequest.columns, rows: LayerGridRequest.rows, points: points,
            units: request.units, fetchedAt: date)
    }

    /// `state` with `grid` drawn and cached, as after its answer at `now`.
    static func showing(_ grid: LayerGrid, _ state: MapScreen.State, now: Date) -> MapScreen.State {
        var state = state
        state.layer.grid = grid
        state.layer.cache = [grid]
        state.layer.now = now
        return state
    }
}
