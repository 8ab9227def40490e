import Lasso
import TerminalUI

@testable import WeatherApp

/// Renders Detail for `state` into a `width`×`height` buffer, as the shell gives it the body area.
@MainActor
func renderDetail(_ state: DetailScreen.State, width: Int, height: Int) -> Buffer {
    let view = DetailView(store: ViewStore(state: { state }, send: { _ in }))
    var buffer = Buffer(width: width, height: height)
    _ = view.render(into: &buffer, area: buffer.area)
    return buffer
}

/// Renders one of Detail's sections alone into a fresh `width`×`height` buffer.
func renderSection(_ section: some Widget, width: Int, height: Int) -> Buffer {
    var buffer = Buffer(width: width, height: height)
    section.render(into: &buffer, area: buffer.area)
    return buffer
}

/// Detail's sections for `state` with data.
func sections(_ state: DetailScreen.State) -> (header: DetailHeader, body: DetailSections.Body) {
    let sections = DetailSections(state)
    return (sections.header, sections.body!)
}
