import OpenCombine
import Weavy
import WeavyNcurses

/// The Weavy side of the example: a list of planets; Enter shows one.
enum PlanetWeft: Weft {
    case list
    case picked(Planet)
}

struct Planet: Sendable {
    let name: String
    let moons: Int
    let distance: String

    static let all = [
        Planet(name: "Mercury", moons: 0, distance: "0.39 AU"), Planet(name: "Venus", moons: 0, distance: "0.72 AU"),
        Planet(name: "Earth", moons: 1, distance: "1 AU"), Planet(name: "Mars", moons: 2, distance: "1.52 AU"),
        Planet(name: "Jupiter", moons: 95, distance: "5.2 AU"), Planet(name: "Saturn", moons: 146, distance: "9.5 AU"),
        Planet(name: "Uranus", moons: 28, distance: "19.2 AU"), Planet(name: "Neptune", moons: 16, distance: "30 AU"),
    ]
}

@MainActor
final class PlanetListModel: Weftable {
    let wefts = PassthroughSubject<any Weft, Never>()
}

@MainActor
final class PlanetListScreen: Component {
    let list = ListView(items: Planet.all) { ListView.Row($0.name, detail: "\($0.moons) moons") }

    init(model: PlanetListModel) {
        super.init(title: "Planets")
        list.onActivate = { planet, _ in model.wefts.send(PlanetWeft.picked(planet)) }
        addChild(list)
    }

    override var focusedChild: Component? { list }
}

@MainActor
final class PlanetScreen: Component {
    let details: ScrollView

    init(planet: Planet) {
        details = ScrollView([.fields([.init("Moons", "\(planet.moons)"), .init("Distance", planet.distance)])])
        super.init(title: planet.name)
        addChild(details)
    }

    override func layout() {
        place(details, in: bounds.inset(by: Insets(top: 1, left: 1)))
    }
}

@MainActor
final class PlanetWarp: Warp {
    let stack = NavigationStack(title: "Planets")
    var head: any Presentable { stack }

    func knit(_ weft: any Weft) -> [Stitch] {
        switch weft as? PlanetWeft {
        case .list:
            let model = PlanetListModel()
            let screen = PlanetListScreen(model: model)
            stack.push(screen)
            return [.weave(screen, model)]
        case .picked(let planet):
            let screen = PlanetScreen(planet: planet)
            stack.push(screen)
            return [.weave(screen, SilentWeftable())]
        case nil:
            return []
        }
    }
}
