import FoundationEssentials
import Lasso
import WeatherCore

/// The Map: the focus place and the recent searches drawn on a braille map, with nearby towns at closer zoom.
public enum MapScreen: ScreenModule {
    public enum Direction: Equatable, Sendable {
        case up, down, left, right
    }

    public enum ZoomDirection: Equatable, Sendable {
        case `in`, out
    }

    /// The map area's size in terminal cells (the body minus the legend rows).
    public struct Size: Hashable, Sendable {
        public var width: Int
        public var height: Int

        public init(width: Int, height: Int) {
            self.width = width
            self.height = height
        }

        /// Before the first layout: size-dependent work (pan steps) assumes a common terminal instead.
        public static let unknown = Size(width: 0, height: 0)
        static let assumed = Size(width: 80, height: 21)

        var isKnown: Bool { width > 0 && height > 0 }
    }

    /// A cell of the map area: column and row from its top-left.
    public struct Cell: Hashable, Sendable {
        public var column: Int
        public var row: Int

        public init(column: Int, row: Int) {
            self.column = column
            self.row = row
        }
    }

    /// A place drawn as a marker: the focus place or a recent search, with the last temperature seen there.
    public struct Mark: Equatable, Sendable {
        public var place: Place
        public var temperature: Double?
        /// The units `temperature` is in.
        public var units: UnitSystem?
        public var isFocus: Bool
        /// The place's alerts as last seen (the recent list's, as Home's ⚠ shows them); the focus's own are the
        /// state's `alerts`.
        public var alerts: AlertsSummary?

        public init(
            place: Place, temperature: Double? = nil, units: UnitSystem? = nil, isFocus: Bool = false,
            alerts: AlertsSummary? = nil
        ) {
            self.place = place
            self.temperature = temperature
            self.units = units
            self.isFocus = isFocus
            self.alerts = alerts
        }

        /// The same marker with its temperature converted into `system`.
        public func shown(in system: UnitSystem) -> Mark {
            guard let units, units != system else { return self }
            var mark = self
            mark.temperature = UnitConversion.temperature(temperature, from: units, to: system)
            mark.units = system
            return mark
        }
    }

    public struct State: Equatable, Sendable {
        public var focus: Place
        /// The focus place first (when it has coordinates), then recent searches newest first; only places that
        /// have coordinates, each place once.
        public var marks: [Mark]
        /// Index into `marks` of the place Enter opens; nil when nothing can be marked.
        public var selected: Int?
        public var center: GeoPoint
        /// Index into `MapZoom.scales`.
        public var zoom: Int
        public var viewSize: Size
        /// Towns to label, biggest first, looked up by the store whenever the view moves at closer zoom.
        public var towns: [PlaceMatch]
        /// The world's towns (``MapTowns/World``): asked in an effect once a place abroad or a view past the US needs
        /// them, and looked up with the ZIP towns once they are ready.
        var worldTowns = MapTowns.World.notAsked
        /// The place's active alerts to draw: an alert's polygon, or the counties an NWS zone-based one names.
        public var alerts: [WeatherAlert]
        /// Where the mouse button went down or last dragged to (map cells), while it is held: drags pan from it.
        public var dragAnchor: Cell?
        /// The weather layer drawn under the outlines (``MapLayerState``); off unless saved on.
        public var layer = MapLayerState()
        /// The radar layer's loop (``RadarLoopState``), while the layer is the radar.
        public var radar = RadarLoopState()
        /// How the radar's times are shown (the saved clock, else the unit system's).
        public var clock: ClockStyle = .twelve
        /// The last `r`: what it asked and how it went (``MapRefresh``); nil until the first.
        public var refresh: MapRefresh?
        /// The marked places' time zone rules by place id, looked up by `createScreen` (the marks are fixed when the Map
        /// opens): neither the state, the view nor the reducer opens the zone database.
        public var zones: [String: ZoneRules] = [:]
        /// Screen-reader mode (``AppEnvironment/screenReader``): the Map as a list of places in words
        /// (``MapPlaceList``), no picture. Set when the screen is made.
        public var inWords = false
        /// The app's language (``AppEnvironment/language``): the legends, notes and the list in words are in it;
        /// place names and the alerts' events stay as they are. Set when the screen is made.
        public var language: AppLanguage = .en

        public init(
            focus: Place, recents: [RecentSearch] = [], zoom: Int = MapZoom.defaultIndex, alerts: [WeatherAlert] = []
        ) {
            self.focus = focus
            marks = Self.marks(focus: focus, recents: recents)
            selected = marks.isEmpty ? nil : 0
            center = marks.first?.place.coordinate ?? MapZoom.contiguousUS
            self.zoom = MapZoom.clamped(zoom)
            viewSize = .unknown
            towns = []
            self.alerts = alerts
        }

        public var dotsPerDegree: Double { MapZoom.scales[zoom] }
        public var isAtMaxZoom: Bool { zoom == MapZoom.scales.count - 1 }
        public var isAtMinZoom: Bool { zoom == 0 }
        /// Whether towns are looked up: from ``MapZoom/townsFromIndex`` on the picture; in words from
        /// ``MapZoom/townsInWordsFromIndex``, where a list of the largest ten is no smear.
        public var showsTowns: Bool { zoom >= (inWords ? MapZoom.townsInWordsFromIndex : MapZoom.townsFromIndex) }
        public var showsCountyLines: Bool { zoom >= MapZoom.countyLinesFromIndex }
        public var selectedMark: Mark? { selected.map { marks[$0] } }
        /// The place the labels speak of: the selected one, else the focus. The radar's times are in its zone.
        public var labelPlace: Place { selectedMark?.place ?? focus }
        /// The label place's zone, for the radar's times; nil: they are shown in UTC.
        public var labelZone: ZoneRules? { zones[labelPlace.id] }

        /// What the map shows at `viewSize` (or at a common terminal size before the first layout).
        public var viewport: MapViewport { viewport(width: 0, height: 0) }

        /// What the map shows in `width`×`height` cells (braille: 2×4 dots a cell); `viewSize` (or a common
        /// terminal size) when either is 0.
        func viewport(width: Int, height: Int) -> MapViewport {
            let given = Size(width: width, height: height)
            let size = given.isKnown ? given : viewSize.isKnown ? viewSize : Size.assumed
            return MapViewport(
                center: center, dotsPerDegree: dotsPerDegree, width: size.width * 2, height: size.height * 4)
        }

        static func marks(focus: Place, recents: [RecentSearch]) -> [Mark] {
            let focusRecent = recents.first { $0.place.id == focus.id }
            var marks: [Mark] = []
            if focus.hasCoordinates {
                marks.append(
                    Mark(
                        place: focus, temperature: focusRecent?.lastTemperature,
                        units: focusRecent?.lastUnits, isFocus: true))
            }
            var seen: Set<String> = [focus.id]
            for recent in recents where recent.place.hasCoordinates && seen.insert(recent.place.id).inserted {
                marks.append(
                    Mark(
                        place: recent.place, temperature: recent.lastTemperature, units: recent.lastUnits,
                        alerts: recent.lastAlerts))
            }
            return marks
        }
    }

    /// Every action is in a group of one concern, each reduced by its own function with an exhaustive switch.
    /// The Map's appearing and disappearing are the layer's: nothing else on the Map starts or stops with them.
    public enum Action: Equatable, Sendable {
        /// The keys' view: where the map looks, which marker is selected, the size it is laid out at.
        case view(ViewAction)
        /// The mouse on the map.
        case pointer(PointerAction)
        /// The weather layer (`l`, its fetch and its clock).
        case layer(LayerAction)
        /// `r`: every source asked again.
        case refresh(RefreshAction)
        /// The town labels' sources.
        case towns(TownsAction)
    }

    public enum TownsAction: Equatable, Sendable {
        /// The world's towns, indexed off the main thread: labelled from now on with the ZIP towns.
        case didLoadWorld(WorldTowns.Index)
    }

    public enum ViewAction: Equatable, Sendable {
        case didPan(Direction)
        case didZoom(ZoomDirection)
        /// Back to the focus place (key `0`).
        case didRecenter
        case didCycleSelection(forward: Bool)
        case didConfirmSelection
        /// The map area was laid out at a new size (cells).
        case didResize(width: Int, height: Int)
    }

    public enum PointerAction: Equatable, Sendable {
        /// A click on the map: a marker under it is selected, or opened when it already was; a drag may follow.
        case didPress(Cell)
        /// The pointer dragged by this many cells (right, down): the map follows it.
        case didDrag(dx: Int, dy: Int)
        /// The button went up: the drag is over.
        case didRelease
        /// A wheel step over the map: zoom one step, keeping the place under the pointer where it is.
        case didZoomAround(ZoomDirection, Cell)
    }

    public enum Output: Equatable, Sendable {
        /// Enter on a marked place: the flow opens its Detail.
        case didSelectPlace(Place)
    }

    /// The radar layer's loop (its frames, its clock, the keys that play and step it).
    public enum RadarAction: Equatable, Sendable {
        case didLoadFrame(RadarFrame)
        case didFailFrame(Date, String)
        /// The next two hours from the forecast, or why not.
        case didLoadForecast([RadarFrame])
        case didFailForecast(String)
        /// The frame's time is up: the next one.
        case didAdvance
        /// Space: pause or play.
        case didTogglePlay
        /// `[` / `]` while paused.
        case didStep(forward: Bool)
        /// The source's cadence passed (the IEM's 5 minutes): a newer frame exists.
        case didRefresh
    }

    /// The layer's work stops while another screen covers the Map and starts again when it is uncovered.
    public static let disappearAction: Action? = .layer(.didDisappear)

    /// A placeholder focus for the protocol; the flow always passes the real place.
    public static let defaultInitialState = State(
        focus: Place(zip: "00000", city: "", state: "", latitude: 0, longitude: 0))
}
