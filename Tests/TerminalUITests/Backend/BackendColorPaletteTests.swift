import Testing

@testable import TerminalUI

@Suite struct BackendColorPaletteTests {
    @Test func defaultKeepsTheTerminalsOwnColour() {
        for count in [8, 16, 256] { #expect(ColorPalette(colorCount: count).number(for: .default) == -1) }
    }

    @Test func namedColoursAndBrightFallback() {
        #expect(ColorPalette(colorCount: 256).number(for: .red) == 1)
        #expect(ColorPalette(colorCount: 256).number(for: .brightRed) == 9)
        #expect(ColorPalette(colorCount: 16).number(for: .brightCyan) == 14)
        #expect(ColorPalette(colorCount: 8).number(for: .brightCyan) == 6)
        #expect(ColorPalette(colorCount: 8).number(for: .white) == 7)
    }

    @Test func indexedColoursFallBackToTheNearestBasicOne() {
        #expect(ColorPalette(colorCount: 256).number(for: .indexed(208)) == 208)
        // 196 is pure red, 21 pure blue, 46 pure green, 231 white, 16 black, 250 light grey.
        #expect(ColorPalette(colorCount: 16).number(for: .indexed(196)) == 9)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(196)) == 1)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(21)) == 4)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(46)) == 2)
        #expect(ColorPalette(colorCount: 16).number(for: .indexed(231)) == 15)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(16)) == 0)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(250)) == 7)
        #expect(ColorPalette(colorCount: 8).number(for: .indexed(12)) == 4)
    }

    @Test func orangePurpleAndMaroonNeed256ColoursAndFallBackToTheirNearestHue() {
        let cases: [(Color, full: Int16, sixteen: Int16, eight: Int16)] = [
            (.orange, 208, 3, 3), (.purple, 129, 5, 5), (.maroon, 88, 1, 1),
        ]
        for (color, full, sixteen, eight) in cases {
            #expect(ColorPalette(colorCount: 256).number(for: color) == full)
            #expect(ColorPalette(colorCount: 16).number(for: color) == sixteen)
            #expect(ColorPalette(colorCount: 8).number(for: color) == eight)
            #expect(ColorPalette(colorCount: 0).number(for: color) == -1)  // NO_COLOR
        }
    }

    @Test func noColoursMeansEverythingIsTheDefault() {
        let none = ColorPalette(colorCount: 0)
        #expect(!none.hasColors)
        #expect(none.number(for: .red) == -1)
        #expect(none.number(for: .indexed(196)) == -1)
        #expect(ColorPalette(colorCount: 2).number(for: .blue) == -1)
    }

    @Test func pairsAreAllocatedOnceInOrderUntilTheTerminalRunsOut() {
        var table = ColorPairTable(capacity: 3)
        #expect(table.pair(foreground: -1, background: -1) == (0, false))
        #expect(table.pair(foreground: 1, background: -1) == (1, true))
        #expect(table.pair(foreground: 4, background: 0) == (2, true))
        #expect(table.pair(foreground: 1, background: -1) == (1, false))
        #expect(table.pair(foreground: 2, background: -1) == (0, false))  // out of pairs: default colours
    }
}
