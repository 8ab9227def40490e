/// Who the app is, in one place: `--version` and every request's User-Agent read it.
public enum AppInfo {
    public static let version = "0.1.0"
    public static let homepage = "https://github.com/lasso-weather/lasso-weather"
    /// The NWS refuses requests without a User-Agent naming the app and a contact; Open-Meteo gets the same one.
    public static let userAgent = "lasso-weather/\(version) (\(homepage))"
}
