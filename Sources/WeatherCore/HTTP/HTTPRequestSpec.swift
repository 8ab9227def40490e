import FoundationEssentials

/// One request as the engine performs it.
struct HTTPRequestSpec: Sendable {
    var url: String
    var method = "GET"
    /// The media type asked for: Open-Meteo's JSON, the NWS's `application/geo+json`, or an image.
    var accept = "application/json"
    var timeouts: HTTPLimits

    /// The certificate bundle and folder as every command-line tool takes them: `CURL_CA_BUNDLE`, else
    /// `SSL_CERT_FILE`, and `SSL_CERT_DIR`. libcurl reads the proxy variables itself but not these.
    struct Certificates: Equatable, Sendable {
        var bundle: String?
        var directory: String?

        init(environment: [String: String]) {
            func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
            bundle = value("CURL_CA_BUNDLE") ?? value("SSL_CERT_FILE")
            directory = value("SSL_CERT_DIR")
        }

        init(bundle: String? = nil, directory: String? = nil) {
            self.bundle = bundle
            self.directory = directory
        }
    }
}
