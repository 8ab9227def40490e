import Lasso
import TerminalUI
import Testing
import WeatherCore
@testable import WeatherApp

/// Colours and attributes, checked cell by cell (the text tests cannot see them).
@MainActor
struct MapViewStyleTests {
    typealias F = MapFixtures

    private func cell(_ buffer: Buffer, containing text: String) -> (x: Int, y: Int)? {
        for (y, line) in buffer.lines().enumerated() {
            guard let range = line.range(of: text) else { continue }
            return (DisplayWidth.of(line[..<range.lowerBound]), y)
        }
        return nil
    }

    @Test func outlinesAreDimMarkersBoldYellowAndTheSelectionReversed() throws {
        var state = F.state(size: .init(width: 80, height: 21))
        state.selected = 1  // Otherton
        let buffer = F.render(state, width: 80, height: 22).buffer

        let country = buffer[20, 0]  // the country's top edge
        #expect(country.symbol == "⣀" && country.style == MapRenderer.Styles.country)
        #expect(country.style.attributes.contains(.dim))
        let stateEdge = try #require(cell(buffer, containing: "⡇       ◆"))
        #expect(buffer[stateEdge.x, stateEdge.y].style == Style(foreground: .blue, attributes: .dim))

        let focus = try #require(cell(buffer, containing: "◆ Testville"))
        #expect(buffer[focus.x, focus.y].style == Style(foreground: .yellow, attributes: .bold))
        #expect(buffer[focus.x + 2, focus.y].style == Style(foreground: .yellow, attributes: .bold))
        #expect(!buffer[focus.x + 2, focus.y].style.attributes.contains(.reverse))

        let other = try #require(cell(buffer, containing: "Otherton 60°F ●"))
        for x in other.x..<other.x + 13 {
            #expect(buffer[x, other.y].style.attributes.isSuperset(of: [.bold, .reverse]))
        }
        #expect(buffer[other.x + 14, other.y].style == MapRenderer.Styles.selected)
        #expect(buffer[other.x + 13, other.y].style == .plain)  // the gap between marker and label

        let town = try #require(cell(buffer, containing: "Eastham"))
        #expect(buffer[town.x, town.y].style == .plain)

        let legend = buffer.lines().count - 1
        #expect(buffer[0, legend].style == .plain)
        #expect(buffer[20, legend].style == .dim)  // the scale bar
        #expect(buffer[79, legend].style == .bold)  // the selected place
    }

    @Test func theZoomLimitNoteIsYellow() throws {
        let buffer = F.render(F.state(zoom: 9, size: .init(width: 80, height: 21)), width: 80, height: 22).buffer
        let note = try #require(cell(buffer, containing: "max zoom"))
        #expect(buffer[note.x, note.y].style == Style(foreground: .yellow))
    }
}
