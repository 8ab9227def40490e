#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables, read from `environ`: FoundationEssentials' `ProcessInfo` sets itself up on
/// first use, which cost the app's launch a quarter of a millisecond before anything else could start.
public enum ProcessEnvironment {
    /// Every variable; when a name appears twice, the first one counts, as with getenv(3).
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        guard var entry = environ as UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? else { return variables }
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
