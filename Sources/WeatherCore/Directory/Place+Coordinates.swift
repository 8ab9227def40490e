extension Place {
    /// False for the few ZIPs the source has no coordinates for (military APO/FPO/DPO, some unique ZIPs), which
    /// are stored as 0, 0. Such places are left out of `nearest` and `towns`.
    public var hasCoordinates: Bool { latitude != 0 || longitude != 0 }

    public var coordinate: GeoPoint { GeoPoint(longitude: longitude, latitude: latitude) }
}
