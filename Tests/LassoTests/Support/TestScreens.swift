import Lasso

/// Stands in for the app's own screen protocol (e.g. `AppScreen`), which Lasso knows nothing about.
@MainActor
protocol TestScreen: AnyObject {
    var title: String { get }
}

extension Screen: TestScreen {
    var title: String { String(describing: Module.self) }
}

/// A stack element that records being dismantled.
@MainActor
final class Probe: TestScreen, Dismantlable {
    let title: String
    private(set) var dismantleCount = 0

    init(_ title: String) {
        self.title = title
    }

    func dismantle() {
        dismantleCount += 1
    }
}

/// A stack element that is not `Dismantlable`: removing it must simply work.
@MainActor
final class PlainElement: TestScreen {
    let title = "plain"
}
