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
