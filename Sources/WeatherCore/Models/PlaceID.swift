/// What a place is known by in caches, recent places, the normals' files and `now --json`: the ZIP for a US ZIP,
/// the GeoNames id for a world place, else its coordinates (a place from nowhere else, which tests make). The one
/// encoding of that id as text and as a file name: every string written before reads back as it was.
public enum PlaceID: Hashable, Sendable, CustomStringConvertible {
    case zip(String)
    case geonames(Int)
    case coordinates(latitude: Double, longitude: Double)

    static let geonamesPrefix = "geonames:"

    /// The place's id: its ZIP, else its GeoNames id, else its coordinates.
    public init(_ place: Place) {
        if !place.zip.isEmpty {
            self = .zip(place.zip)
        } else if let geonameID = place.geonameID {
            self = .geonames(geonameID)
        } else {
            self = .coordinates(latitude: place.latitude, longitude: place.longitude)
        }
    }

    /// Reads an id as `description` writes it ("10001", "geonames:2657896", "47.37,8.55"); nil for anything else.
    public init?(_ text: String) {
        if text.hasPrefix(Self.geonamesPrefix) {
            guard let number = Int(text.dropFirst(Self.geonamesPrefix.count)) else { return nil }
            self = .geonames(number)
        } else if let comma = text.firstIndex(of: ","), let latitude = Double(text[..<comma]),
            let longitude = Double(text[text.index(after: comma)...])
        {
            self = .coordinates(latitude: latitude, longitude: longitude)
        } else if !text.isEmpty, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter) }) {
            self = .zip(text)
        } else {
            return nil
        }
    }

    /// "10001", "geonames:2657896", "47.37,8.55".
    public var description: String {
        switch self {
        case .zip(let zip): zip
        case .geonames(let number): "\(Self.geonamesPrefix)\(number)"
        case .coordinates(let latitude, let longitude): "\(latitude),\(longitude)"
        }
    }

    /// The id as a file name's stem: letters, digits, `-` and `_` kept, anything else `_` ("geonames_2657896").
    public var fileName: String {
        String(description.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" })
    }
}
