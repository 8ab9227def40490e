import CustomDump
import TerminalUI
import Testing
import WeatherCore

@testable import WeatherApp

/// The hour cursor's readout line: everything when it fits, then parts left out in a fixed order (gusts, wind, the
/// amount, the condition's words, feels-like, the chance, the icon) as it narrows, never wider than its room.
struct HourReadoutTests {
    /// Monday 3 PM in the fixture: rain, 60%, 0.02 in.
    let hour = DetailFixtures.forecast().hourly[29]

    func text(_ width: Int, units: UnitSystem = .imperial, iconSet: IconSet = .unicode, hour: Forecast.Hour? = nil)
        -> String
    {
        HourReadout(hour: hour ?? self.hour, units: units, iconSet: iconSet).line(width: width).plainText
    }

    @Test func partsGoInOrderAsTheRoomNarrows() {
        let full = "Mon 3 PM  ☂ Slight rain  60°F feels 57°F  precip 60% 0.02 in  wind 12 mph NW gusts 22 mph"
        #expect(text(200) == full)
        #expect(text(DisplayWidth.of(full)) == full)
        #expect(
            text(DisplayWidth.of(full) - 1)
                == "Mon 3 PM  ☂ Slight rain  60°F feels 57°F  precip 60% 0.02 in  wind 12 mph NW")
        #expect(text(70) == "Mon 3 PM  ☂ Slight rain  60°F feels 57°F  precip 60% 0.02 in")
        #expect(text(55) == "Mon 3 PM  ☂ Slight rain  60°F feels 57°F  precip 60%")
        #expect(text(45) == "Mon 3 PM  ☂  60°F feels 57°F  precip 60%")
        #expect(text(38) == "Mon 3 PM  ☂  60°F  precip 60%")
        #expect(text(25) == "Mon 3 PM  ☂  60°F")
        #expect(text(16) == "Mon 3 PM  60°F")
        #expect(text(10) == "Mon 3 PM …")  // the last resort: cut at the edge
        for width in 0...100 {
            #expect(DisplayWidth.of(text(width)) <= width)
        }
    }

    @Test func stylesTimeAndTemperatureBoldLabelsDim() {
        let line = HourReadout(hour: hour, units: .imperial, iconSet: .unicode).line(width: 200)
        let styled = line.spans.filter { $0.style != .plain }.map { "\($0.text)|\($0.style == .bold ? "bold" : "dim")" }
        #expect(styled == ["Mon 3 PM|bold", "60°F|bold", "feels |dim", "precip |dim", "wind |dim", "gusts |dim"])
    }

    /// The hour as given (the screen converts the forecast to its units first), labelled in `units`; metric's
    /// own clock is the 24-hour one.
    @Test func metricAndOtherIconSets() {
        #expect(
            text(200, units: .metric, iconSet: .ascii, hour: DetailFixtures.forecast(.metric).hourly[29])
                == "Mon 15:00  / Slight rain  16°C feels 14°C  precip 60% 0.5 mm  wind 19 km/h NW gusts 35 km/h")
        #expect(text(200, iconSet: .none).hasPrefix("Mon 3 PM  Slight rain  60°F"))
    }

    /// Answers and caches from before the cursor's variables were asked for: the parts they would fill are left
    /// out; the temperature says "—" when missing.
    @Test func missingValuesAreLeftOut() {
        let bare = Forecast.Hour(time: hour.time)
        #expect(text(200, hour: bare) == "Mon 3 PM  —")
        var calm = hour
        calm.feelsLike = nil
        calm.windGusts = nil
        calm.windDirection = nil
        #expect(text(200, hour: calm) == "Mon 3 PM  ☂ Slight rain  60°F  precip 60% 0.02 in  wind 12 mph")
    }
}
