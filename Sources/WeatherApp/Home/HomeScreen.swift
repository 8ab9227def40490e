import FoundationEssentials
import Lasso
import TerminalUI
import WeatherCore

/// Home: the search prompt (a ZIP code or a place anywhere) with type-ahead suggestions, and the recent searches.
public enum HomeScreen: ScreenModule {
    /// A line next to the prompt that says, in words, what went wrong or what is happening.
    public struct InlineMessage: Equatable, Sendable {
        /// What to tell, as an intent (``HomeNotice``); `text` is its words.
        public var notice: HomeNotice
        public var isError: Bool

        public init(_ notice: HomeNotice, isError: Bool = true) {
            self.notice = notice
            self.isError = isError
        }

        /// Words already worded (a service's message, a problem's).
        public init(_ text: String, isError: Bool = true) {
            self.init(.said(text), isError: isError)
        }

        /// The words in English: what two messages are compared by, and the fade is matched on.
        public var text: String { notice.words }

        /// The words shown, in `language`.
        public func text(in language: AppLanguage) -> String { notice.words(in: language) }

        /// Two messages are the same when they say the same words (an intent or the same words given whole).
        public static func == (a: InlineMessage, b: InlineMessage) -> Bool {
            a.text == b.text && a.isError == b.isError
        }
    }

    /// A forecast request in flight, shown as an overlay with a spinner; Esc cancels it.
    public struct Loading: Equatable, Sendable {
        public var place: Place
        public var tick: Int = 0
    }

    /// A fetch that failed with nothing cached: the alert offers Retry and Cancel.
    public struct Failure: Equatable, Sendable {
        public var place: Place
        public var alert: AlertState
    }

    /// What a refresh of the recent places' conditions (one many-places request) came to.
    public struct Refresh: Equatable, Sendable {
        /// The places asked (their ``Place/id``), in order.
        public var asked: [String]
        /// The places whose conditions could not be updated: every one asked when the request failed as a whole.
        public var failed: [String]
        /// Why (the request's failure, or the first place's); nil when every place was updated.
        public var problem: WeatherError?
        /// The list after the new conditions were stored; nil when nothing was stored.
        public var recents: [RecentSearch]?

        public init(asked: [String], failed: [String], problem: WeatherError?, recents: [RecentSearch]?) {
            self.asked = asked
            self.failed = failed
            self.problem = problem
            self.recents = recents
        }
    }

    /// The online search of the text typed: under way (with its spinner's frame), answered, or failed.
    public struct OnlineSearch: Equatable, Sendable {
        public enum Phase: Equatable, Sendable {
            case searching(tick: Int)
            case found
            /// Why, in a few words ("no connection").
            case failed(String)
        }

        /// The prompt's text it is for.
        public var query: String
        public var phase: Phase
        /// Enter was pressed while it ran: the best place opens when it answers.
        public var opensWhenDone = false
        /// The geocoder's places, as matches, once it answered: what Enter resolves the name with.
        var found: [PlaceMatch] = []
        /// Home was opened on this name by a deep start (`lasso-weather Testville`): a decisive answer opens its
        /// place, several are offered, and with none (or no geocoder) this, the offline answer, stands.
        var deepStartFallback: DeepStart?
        /// The deep start's search as Home is made: its request starts when Home first appears.
        var startsOnAppear = false

        public init(query: String, phase: Phase, opensWhenDone: Bool = false) {
            self.query = query
            self.phase = phase
            self.opensWhenDone = opensWhenDone
        }

        public var isSearching: Bool {
            if case .searching = phase { return true }
            return false
        }
    }

    public struct State: Equatable, Sendable {
        public static let promptLimit = 40

        /// Every printable key types here, whatever is selected: no place name can trigger a command.
        public var prompt = TextFieldState(maxLength: promptLimit, filter: .any)
        public var suggestions: [PlaceMatch] = []
        /// The highlighted suggestion; nil until the user moves into the suggestions (or a choice is required).
        public var suggestionIndex: Int?
        /// The user last moved in the recent list (↑↓…), so the focus, and the terminal's cursor, is its selected
        /// row; typing gives it back to the prompt.
        public var listHasFocus = false
        /// Screen-reader mode (``AppEnvironment/screenReader``): no spinners, their words alone. Set when Home is
        /// made.
        public var inWords = false
        /// The app's language (``AppEnvironment/language``): the rows' conditions are named in it.
        public var language: AppLanguage = .en
        /// In words, the zone and the clock ages are said in as clock times ("from 10:07 AM"), which do not tick;
        /// no zone: UTC. Set when Home is made.
        public var localZone: ZoneRules?
        public var clock: ClockStyle = .twelve
        public var message: InlineMessage?
        /// The typed name's online search, when one was started (offline has no place named exactly so).
        public var online: OnlineSearch?
        public var recents: [RecentSearch]
        public var list: ListState
        /// The places marked removed (Delete), each with its row when marked: they stay in `recents`, dimmed, until
        /// Home is left, and Delete on one restores it. Already gone from disk, so quitting loses nothing wanted.
        public var removals: [RecentSearchRemoval] = []
        public var loading: Loading?
        public var failure: Failure?
        public var units: UnitSystem
        /// No units saved and none from the locale: each row is in its place's country's units (Tokyo °C, Austin
        /// °F), converted from the one request's `units`.
        public var placeDecidesUnits = false
        public var iconSet: IconSet
        /// The saved length of the daily table: a place opens with that many days asked, so Detail needs no second
        /// request.
        public var days: ForecastDays
        /// The time ages are measured against ("3 min ago"); set when Home appears and on each refresh tick.
        public var now: Date
        /// The places (their ids) whose conditions are being fetched now (one request for them all); empty when none is.
        public var refreshing: [String] = []
        /// Why the last refresh could not update every place asked, in a few words ("no connection"); those rows
        /// keep their data, dimmed with its age. Nil after a refresh that updated every place.
        public var refreshProblem: String?
        /// A refresh the user asked for (Ctrl-R) is under way: its outcome is said in the message line.
        public var refreshWasAsked = false

        public init(
            recents: [RecentSearch] = [], units: UnitSystem = .imperial, iconSet: IconSet = .unicode,
            days: ForecastDays = .seven, now: Date = Date(timeIntervalSince1970: 0)
        ) {
            self.recents = recents
            self.units = units
            self.iconSet = iconSet
            self.days = days
            self.now = now
            list = ListState(itemCount: recents.count, selected: recents.isEmpty ? nil : 0)
        }
    }

    /// Every action is in a group of one concern, each reduced by its own function, except the screen's
    /// lifecycle and the message line's fade, which belong to no group.
    public enum Action: Equatable, Sendable {
        /// Home became the top screen, with the settings as saved then: units may have been switched on a Detail
        /// meanwhile. `createScreen` reads them, outside the reducer.
        case didAppear(Settings)
        /// Home was covered by another screen: its refresh timer stops until it appears again.
        case didDisappear
        /// The search prompt and its suggestions.
        case prompt(PromptAction)
        /// The recent places: moving, opening, marking removed, and the list as read from disk.
        case recents(RecentsAction)
        /// The forecast of the place being opened, under the loading overlay.
        case load(LoadAction)
        /// The alert shown when a load failed.
        case alert(AlertAction)
        /// The recent places' conditions, kept live.
        case refresh(RefreshAction)
        /// A few seconds after an informational message was shown: it goes, unless another replaced it.
        case didFadeMessage(String)
    }

    public enum PromptAction: Equatable, Sendable {
        /// A key typed while the prompt has focus (text, cursor movement, deletion).
        case didEdit(Key)
        /// Text pasted (bracketed paste): it goes into the prompt as text, whatever it holds.
        case didPaste(String)
        /// `/` on an empty prompt: the prompt already has the keys, so it is taken and not typed (as in less).
        case didPressSearchKey
        /// Esc with text typed: the prompt is cleared, and the keys go back to the recent list.
        case didClear
        case didMoveSuggestion(Int)
        /// A click on a suggestion: it is highlighted and opened, as ↓ to it and Enter would.
        case didChooseSuggestion(Int)
        case didSubmit
        /// The text stopped changing for ``HomeStore/onlineSettleDelay``: the online search of it starts.
        case didSettle(String)
        /// The geocoder's answer for this text.
        case didFindOnline(String, Result<[Place], WeatherError>)
        case didTickOnlineSpinner
    }

    public enum RecentsAction: Equatable, Sendable {
        case didMoveSelection(Key)
        case didOpenSelected
        case didOpen(number: Int)
        /// Delete with the prompt empty: marks the selected place removed, or restores it if it is marked.
        case didToggleRemoval
        /// The list as now on disk, after a read or a write.
        case didLoad([RecentSearch])
    }

    public enum LoadAction: Equatable, Sendable {
        /// Esc under the overlay.
        case didCancel
        case didTickSpinner
        case didLoadForecast(Place, Result<ForecastSnapshot, WeatherError>)
    }

    public enum AlertAction: Equatable, Sendable {
        case didPressKey(Key)
        /// A click on the failure alert's button at this index: as choosing it and pressing Enter.
        case didClickButton(Int)
    }

    public enum RefreshAction: Equatable, Sendable {
        /// The 10-minute refresh timer fired.
        case didTick
        /// Ctrl-R or F5: refresh every recent place now, fresh or not.
        case didPress
        /// A refresh request for these places went out.
        case didStart([String])
        case didFinish(Refresh)
    }

    public enum Output: Equatable, Sendable {
        /// The user chose a place and its forecast is ready (fresh, or cached when offline).
        case didChoosePlace(Place, ForecastSnapshot)
    }

    public static let defaultInitialState = State()
    public static let disappearAction: Action? = .didDisappear
}

extension HomeScreen.State {
    /// The units a row's figures are shown in: its place's country's when the place decides, else the one chosen.
    public func units(at place: Place) -> UnitSystem {
        placeDecidesUnits ? Settings.customaryUnits(at: place) : units
    }

    /// The recent list takes the navigation keys (↑↓, Home/End, Delete, Enter) only while nothing is typed.
    public var listHasKeys: Bool { prompt.isEmpty && !recents.isEmpty }

    /// Whether the row of this place (its ``Place/id``) is marked removed.
    public func isMarkedRemoved(_ id: String) -> Bool { removals.contains { $0.entry.place.id == id } }
}
