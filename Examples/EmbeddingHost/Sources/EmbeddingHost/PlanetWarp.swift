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
final class PlanetWarp: Warp {
    let stack = NavigationStack(title: "Planets")
    var head: any Presentable { stack }

    func knit(_ weft: PlanetWeft) -> [Stitch] {
        switch weft {
        case .list:
            let picks = WeftEmitter()
            let list = ListView(title: "Planets", items: Planet.all) {
                ListView.Row($0.name, detail: "\($0.moons) moons")
            }
            list.onActivate = { planet, _ in picks.send(PlanetWeft.picked(planet)) }
            stack.push(list)
            return [.weave(list, picks)]
        case .picked(let planet):
            let details = ScrollView(
                title: planet.name, [.fields([.init("Moons", "\(planet.moons)"), .init("Distance", planet.distance)])])
            stack.push(details)
            return [.show(details)]
        }
    }
}
