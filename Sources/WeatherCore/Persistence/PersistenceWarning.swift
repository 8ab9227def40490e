import FoundationEssentials
import Synchronization

/// Something the user should know about their saved files. The app carries on either way.
public struct PersistenceWarning: Hashable, Sendable, CustomStringConvertible {
    public enum Kind: Hashable, Sendable {
        /// A file could not be decoded (or read, or was too large) and was moved aside; `movedTo` is nil when
        /// even that failed.
        case corrupt(file: String, movedTo: String?)
        /// Nothing can be saved under `path`; the store keeps working in memory for this session.
        case unwritable(path: String)
        /// A value in `file` could not be read; the file is kept and that value's default used.
        case unreadableValue(file: String)
    }

    /// A sentence said in the language asked for.
    public typealias Words = @Sendable (AppLanguage) -> String

    public var kind: Kind
    /// One sentence for the status line and stderr, in English.
    public var message: String
    /// The sentence in any language; nil for a warning made with its English alone.
    private let words: Words?

    public init(kind: Kind, message: String) {
        self.kind = kind
        self.message = message
        words = nil
    }

    /// A warning whose sentence is said in the app's language (``message(in:)``); `message` is its English.
    public init(kind: Kind, words: @escaping Words) {
        self.kind = kind
        message = words(.en)
        self.words = words
    }

    /// The sentence in `language`: stderr's and the app's notice line.
    public func message(in language: AppLanguage) -> String { words?(language) ?? message }

    public var description: String { message }

    // A warning is its kind and its sentence: the same whichever way it was made.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.kind == rhs.kind && lhs.message == rhs.message }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(message)
    }
}

/// Collects warnings from every store so the UI can show them and the CLI can print them to stderr.
/// One instance is shared by the app's stores.
public final class PersistenceWarnings: Sendable {
    private let state = Mutex<(warnings: [PersistenceWarning], drained: Int)>(([], 0))
    private let onWarning: (@Sendable (PersistenceWarning) -> Void)?

    /// `onWarning` is called as each warning arrives (e.g. to print it to stderr).
    public init(onWarning: (@Sendable (PersistenceWarning) -> Void)? = nil) {
        self.onWarning = onWarning
    }

    /// Records `warning` unless one of the same kind about the same file was already said: a folder found
    /// unwritable at launch is not said again at the first save.
    public func report(_ warning: PersistenceWarning) {
        let isNew = state.withLock { state in
            guard !state.warnings.contains(where: { $0.kind == warning.kind }) else { return false }
            state.warnings.append(warning)
            return true
        }
        if isNew { onWarning?(warning) }
    }

    /// Every warning so far.
    public var all: [PersistenceWarning] { state.withLock { $0.warnings } }

    /// The warnings not yet taken, oldest first; the next call returns only newer ones.
    public func drain() -> [PersistenceWarning] {
        state.withLock { state in
            defer { state.drained = state.warnings.count }
            return Array(state.warnings[state.drained...])
        }
    }
}
