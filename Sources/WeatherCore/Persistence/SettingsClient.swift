import FoundationEssentials

/// Loading and saving `Settings`.
public struct SettingsClient: Sendable {
    public var load: @Sendable () -> Settings
    public var save: @Sendable (Settings) -> Void

    public init(load: @escaping @Sendable () -> Settings, save: @escaping @Sendable (Settings) -> Void) {
        self.load = load
        self.save = save
    }
}

extension SettingsClient {
    /// Loads the settings, changes one thing and saves them: the other choices stay as saved.
    public func update(_ change: (inout Settings) -> Void) {
        var settings = load()
        change(&settings)
        save(settings)
    }

    /// Backed by `settings.json` in `paths.config`; what it does not have is the locale's.
    public static func live(
        paths: AppPaths, warnings: PersistenceWarnings, locale: LocaleDefaults = .none,
        now: @escaping @Sendable () -> Date = { Date() }
    ) -> SettingsClient {
        let store = JSONDocumentStore(
            file: paths.settingsFile, defaultValue: Settings.firstRun, maxBytes: 64 * 1024, warnings: warnings,
            now: now
        )
        let file = paths.settingsFile.lastPathComponent
        return SettingsClient(
            load: {
                let settings = store.read().filling(from: locale)
                if !settings.unreadable.isEmpty {
                    // Said once per run (the warnings keep one per kind); the file is kept, the defaults used.
                    let keys = settings.unreadable.joined(separator: ", ")
                    warnings.report(
                        PersistenceWarning(kind: .unreadableValue(file: file)) {
                            $0.localized("{0}: ignored {1}; using the defaults for them.", file, keys)
                        })
                }
                return settings
            }, save: { store.write($0) })
    }

    /// Nothing touches the disk; for tests and previews.
    public static func inMemory(_ initial: Settings = .defaults) -> SettingsClient {
        let settings = MemoryDocument(initial)
        return SettingsClient(load: { settings.read() }, save: { new in settings.update { $0 = new } })
    }
}
