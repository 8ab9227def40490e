import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The ramps' steps and bounds, the units they are judged in, and text that reads on each colour.
struct MapLayerRampTests {
    @Test func temperatureStepsOfFourDegreesFromBlueToRed() {
        let ramp = MapLayerRamp.temperature(.palette256)
        #expect(ramp.colors.count == 17 && ramp.thresholds.count == 16)
        #expect(ramp.color(-40) == .indexed(21))
        #expect(ramp.color(-24) == .indexed(27))  // a bound starts its step
        #expect(ramp.color(-24.01) == .indexed(21))
        #expect(ramp.color(0) == .indexed(46))
        #expect(ramp.color(21) == .indexed(214))  // 20…24 °C: orange-yellow
        #expect(ramp.color(50) == .indexed(160))
        // Fahrenheit is judged in Celsius: 32 °F is 0 °C.
        #expect(ramp.color(MapLayerRamp.metric(.temperature, 32, .imperial)) == .indexed(46))
        #expect(MapLayerRamp.temperature(.basic8).colors == [.blue, .cyan, .green, .yellow, .red])
        #expect(MapLayerRamp.temperature(.basic16).colors.count == 10)
    }

    @Test func precipitationFromATenthOfAMillimetre() {
        let ramp = MapLayerRamp.precipitation(.palette256)
        #expect(ramp.color(0) == nil && ramp.color(0.09) == nil)
        #expect(ramp.color(0.1) == .indexed(153))
        #expect(ramp.color(3) == .indexed(33))
        #expect(ramp.color(12) == .indexed(21))
        // 0.01 in is 0.254 mm: wet.
        #expect(ramp.color(MapLayerRamp.metric(.precipitation, 0.01, .imperial)) == .indexed(153))
        #expect(MapLayerRamp.precipitation(.basic8).color(5) == .blue)
        #expect(MapLayerRamp.ramp(.none, .palette256) == nil)
    }

    @Test func textReadsOnEveryStep() {
        #expect(Color.indexed(21).contrastingText == .brightWhite)
        #expect(Color.indexed(226).contrastingText == .black)
        #expect(Color.yellow.contrastingText == .black && Color.blue.contrastingText == .brightWhite)
        #expect(Color.default.contrastingText == .default)
    }

    @Test func labelsAreShort() {
        #expect(MapLayerPainter.labelText(.temperature, -3.6, .metric) == "-4°")
        #expect(MapLayerPainter.labelText(.precipitation, 1.24, .metric) == "1.2")
        #expect(MapLayerPainter.labelText(.precipitation, 0.05, .imperial) == ".05")
        #expect(MapLayerPainter.labelText(.precipitation, 0.02, .metric) == nil)
        #expect(MapLayerLegend.value(.temperature, 0, .imperial) == "32")
        #expect(MapLayerLegend.value(.precipitation, 0.5, .metric) == ".5")
        #expect(MapLayerLegend.value(.precipitation, 2, .metric) == "2")
    }
}
