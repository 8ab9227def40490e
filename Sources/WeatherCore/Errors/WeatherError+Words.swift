/// A failure in the app's language (issue 37): the sentence for stderr and a screen's error, and the few words of a
/// one-line note. The app's own words are translated (the classifier's "host not found" too); what the server or
/// libcurl said, and a response's technical defect, stay as they came. English is ``WeatherError/message`` and
/// ``WeatherError/shortReason``, which `now --json` keeps whatever the language.
extension WeatherError {
    /// The sentence for stderr or an error screen: "Der Wetterdienst hat nicht innerhalb von 10 Sekunden
    /// geantwortet."
    public func message(in language: AppLanguage) -> String {
        switch self {
        case .invalidBaseURL(let url, let reason):
            return language.localized(
                "The weather API URL {0} is not usable: {1}.", "\"\(url.sanitizedForTerminal)\"",
                APIConfiguration.problem(reason, in: language))
        case .cannotConnect(let host, let detail):
            return language.localized(
                "Could not reach the weather service at {0} ({1}); check your internet connection.", host,
                ErrorClassifier.words(detail, in: language))
        case .insecureConnection(let host, let detail):
            // libcurl's words about the certificate, as it said them.
            return language.localized(
                "Could not make a secure connection to the weather service at {0} ({1}).", host, detail)
        case .connectTimeout(let seconds):
            return language.localized(
                "The weather service did not accept a connection within {0}.", Self.seconds(seconds, in: language))
        case .timedOut(let seconds):
            return language.localized(
                "The weather service did not answer within {0}.", Self.seconds(seconds, in: language))
        case .rateLimited(let reason, let retryAfter):
            return Self.rateLimited(reason, retryAfter: retryAfter, in: language)
        case .http(let status, let reason):
            return Self.http(status, reason: reason?.trimmedSentence, in: language)
        case .responseTooLarge(let limit):
            return language.localized(
                "The weather service sent more than {0} MB; the response was refused.", String(limit / 1_048_576))
        case .truncatedResponse:
            return language.localized("The weather service's response was cut off before it was complete.")
        case .malformedResponse(let detail):
            return language.localized(
                "The weather service sent a response that could not be read ({0}).",
                ErrorClassifier.words(detail, in: language))
        case .unexpectedUnit(let variable, let unit?):
            return language.localized(
                "The weather service sent {0} in {1}, which is not a unit we know.", variable, "\"\(unit)\"")
        case .unexpectedUnit(let variable, nil):
            return language.localized(
                "The weather service sent {0} with no unit, which is not a unit we know.", variable)
        case .cancelled:
            return language.localized("The weather request was cancelled.")
        case .transport(let detail):
            return language.localized("The weather request failed: {0}.", ErrorClassifier.words(detail, in: language))
        }
    }

    /// A few words for why data is offline or missing, for one-line notes: "keine Verbindung", "HTTP 503". The API
    /// the screens call for a failure's reason ("not updated: air quality (HTTP 500)").
    public func shortReason(in language: AppLanguage) -> String {
        switch self {
        case .invalidBaseURL: language.localized("bad API URL")
        case .cannotConnect: language.localized("no connection")
        case .insecureConnection: language.localized("TLS error")
        case .connectTimeout, .timedOut: language.localized("timed out")
        case .rateLimited: language.localized("rate limited")
        case .http(let status, _): language.localized("HTTP {0}", String(status))
        case .responseTooLarge: language.localized("response too large")
        case .truncatedResponse: language.localized("response cut off")
        case .malformedResponse: language.localized("unreadable response")
        case .unexpectedUnit(_, let unit?): language.localized("unit {0}", unit)
        case .unexpectedUnit(_, nil): language.localized("unit missing")
        case .cancelled: language.localized("cancelled")
        case .transport: language.localized("network error")
        }
    }

    /// "The weather service had a problem (HTTP 500): Internal error.": the server's reason as it wrote it.
    private static func http(_ status: Int, reason: String?, in language: AppLanguage) -> String {
        let code = String(status)
        switch (status, reason) {
        case (400..<500, let reason?):
            return language.localized("The weather service rejected the request (HTTP {0}): {1}.", code, reason)
        case (400..<500, nil): return language.localized("The weather service rejected the request (HTTP {0}).", code)
        case (503, let reason?):
            return language.localized("The weather service is overloaded (HTTP {0}): {1}.", code, reason)
        case (503, nil): return language.localized("The weather service is overloaded (HTTP {0}).", code)
        case (_, let reason?):
            return language.localized("The weather service had a problem (HTTP {0}): {1}.", code, reason)
        case (_, nil): return language.localized("The weather service had a problem (HTTP {0}).", code)
        }
    }

    /// "Try again" is said once: the service's own words when they say it and no Retry-After says better;
    /// otherwise its other sentences and ours.
    private static func rateLimited(_ reason: String?, retryAfter: Int?, in language: AppLanguage) -> String {
        let saysWhen = reason?.lowercased().contains("try again") ?? false
        if let reason, saysWhen, retryAfter == nil {
            return language.localized("The weather service's rate limit was reached: {0}.", reason.trimmedSentence)
        }
        let kept = reason.map { text in
            text.split(separator: ". ").filter { !$0.lowercased().contains("try again") }.joined(separator: ". ")
        }
        let why = kept.map(\.trimmedSentence).flatMap { $0.isEmpty ? nil : $0 }
        let wait = retryAfter.map { seconds(Double($0), in: language) }
        switch (why, wait) {
        case (let why?, let wait?):
            return language.localized("The weather service's rate limit was reached: {0}; try again in {1}.", why, wait)
        case (let why?, nil):
            return language.localized("The weather service's rate limit was reached: {0}; try again in a minute.", why)
        case (nil, let wait?):
            return language.localized("The weather service's rate limit was reached; try again in {0}.", wait)
        case (nil, nil):
            return language.localized("The weather service's rate limit was reached; try again in a minute.")
        }
    }

    /// "1 second", "2.5 seconds" ("2,5 Sekunden").
    static func seconds(_ value: Double, in language: AppLanguage) -> String {
        guard value != 1 else { return language.localized("1 second") }
        let text = value == value.rounded() ? String(Int(value)) : value.fixed(1)
        return language.localized("{0} seconds", Units.decimal(text, in: language))
    }
}

extension String {
    /// Reasons end with their own full stop; drop it so the message has exactly one.
    fileprivate var trimmedSentence: String {
        var text = trimmed
        while text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
