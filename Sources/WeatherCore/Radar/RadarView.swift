/// The box and size radar frames are asked and drawn at: the Map's loop asks its mosaics and its forecast at one.
public struct RadarView: Hashable, Sendable {
    public var area: GeoBox
    public var width: Int
    public var height: Int

    public init(area: GeoBox, width: Int, height: Int) {
        self.area = area
        self.width = width
        self.height = height
    }
}
