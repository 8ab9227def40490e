import Foundation

/// A radar layer of another WMS, served beside the IEM's: a test declares one to stand for a second radar source
/// (Canada's GeoMet, Germany's DWD, both plain WMS with `TIME`), with its own path, layer name, box, colours and
/// time step. The fixture draws its moving band (``FixtureRadarImage``) cut to the box in those colours, and knows
/// nothing of how the app reads them: the palette is plain RGB values with the dBZ each starts at.
public struct FixtureRadarLayer: Sendable {
    /// The WMS's path (`/geomet`).
    public var path: String
    /// The `LAYERS` it answers.
    public var layer: String
    /// Its reach: west, south, east, north.
    public var box: [Double]
    /// (dBZ at the colour's lower bound, red, green, blue), lowest first; echoes under the first are left clear.
    public var palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)]
    /// Frames exist at minutes divisible by this; any other `TIME` is an `InvalidDimensionValue` exception.
    public var stepMinutes: Int

    public init(
        path: String, layer: String, box: [Double], palette: [(dbz: Int, red: UInt8, green: UInt8, blue: UInt8)],
        stepMinutes: Int
    ) {
        self.path = path
        self.layer = layer
        self.box = box
        self.palette = palette
        self.stepMinutes = stepMinutes
    }
}
