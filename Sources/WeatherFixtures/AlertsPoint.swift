/// The `point` parameter of `/alerts/active`, checked as the NWS checks it: "LAT,LON", each at most 4 decimals.
struct AlertsPoint: Sendable {
    var latitude: Double
    var longitude: Double
    /// The numbers as sent, echoed in the answer's title.
    var latitudeText: String
    var longitudeText: String

    struct Invalid: Error { var message: String }

    init(_ text: String?) throws(Invalid) {
        guard let text, !text.isEmpty else { throw Invalid(message: "The point parameter is required") }
        let parts = text.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, let latitude = Self.number(parts[0]), let longitude = Self.number(parts[1]),
            abs(latitude) <= 90, abs(longitude) <= 180
        else {
            throw Invalid(message: "'\(text)' is not a valid point: expected latitude,longitude")
        }
        guard parts.allSatisfy({ ($0.split(separator: ".").dropFirst().first?.count ?? 0) <= 4 }) else {
            throw Invalid(message: "'\(text)' has more than 4 decimal places")
        }
        (self.latitude, self.longitude, latitudeText, longitudeText) = (latitude, longitude, parts[0], parts[1])
    }

    private static func number(_ text: String) -> Double? {
        guard !text.isEmpty, text.allSatisfy({ $0.isNumber || $0 == "." || $0 == "-" }) else { return nil }
        return Double(text).flatMap { $0.isFinite ? $0 : nil }
    }
}
