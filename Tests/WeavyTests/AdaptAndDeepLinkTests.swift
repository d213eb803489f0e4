import Testing
import Weavy

@MainActor
@Suite("adapt and deep links")
struct AdaptAndDeepLinkTests {
    @Test("adapt replaces or drops any weft before the warp knits it, forwarded ones too")
    func adaptReplacesAndDrops() {
        let loom = Loom()
        let warp = ScriptedWarp()
        let screen = TestScreen(presented: true)
        let model = TestModel()
        warp.onAdapt = { weft in
            switch weft {
            case .a: return .value(1)  // replaced
            case .b: return nil  // dropped
            default: return weft
            }
        }
        warp.onKnit = { _, weft in
            switch weft {
            case .start: return [.weave(screen, model)]
            case .c: return [.forward(TestWeft.a), .forward(TestWeft.b)]
            default: return []
            }
        }
        loom.weave(warp, with: SingleWeftable(TestWeft.start))
        model.emit(.a)
        model.emit(.b)
        model.emit(.c)

        #expect(warp.knitted == [.start, .value(1), .c, .value(1)])
    }

    @Test("navigate(to:) reaches every live warp, parents before children, through adapt")
    func deepLinkReachesEveryWarp() {
        let loom = Loom()
        var order: [String] = []
        let root = ScriptedWarp("root")
        let left = ScriptedWarp("left")
        let right = ScriptedWarp("right")
        let leftChild = ScriptedWarp("leftChild")
        for warp in [root, left, right, leftChild] {
            let previous = warp.onKnit
            warp.onKnit = { warp, weft in
                if case .open = weft { order.append(warp.name) }
                return previous(warp, weft)
            }
        }
        root.onKnit = { [previous = root.onKnit] warp, weft in
            weft == .start
                ? [.weave(left, SingleWeftable(TestWeft.start)), .weave(right, SingleWeftable(TestWeft.start))]
                : previous(warp, weft)
        }
        left.onKnit = { [previous = left.onKnit] warp, weft in
            weft == .start ? [.weave(leftChild, SilentWeftable())] : previous(warp, weft)
        }
        right.onAdapt = { weft in weft == .open("x") ? .open("adapted") : weft }
        loom.weave(root, with: SingleWeftable(TestWeft.start))

        loom.navigate(to: TestWeft.open("x"))

        #expect(order == ["root", "left", "leftChild", "right"])
        #expect(right.knitted.last == .open("adapted"))
        #expect(leftChild.knitted == [.open("x")])
    }

    @Test("A warp woven by its parent while handling a deep link receives it too")
    func deepLinkReachesWarpsWovenOnTheWay() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let child = ScriptedWarp("child")
        root.onKnit = { _, weft in
            if case .open = weft { return [.weave(child, SilentWeftable(), allowWhenHidden: true)] }
            return []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.open("deep"))

        #expect(child.knitted == [.open("deep")])
    }

    @Test("A deep link sent before any warp has knitted is kept, then delivered after the root's first knit")
    func earlyDeepLinkIsKept() {
        let loom = Loom()
        loom.navigate(to: TestWeft.open("early"))
        let root = ScriptedWarp("root", stack: TestStack(presented: false))
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        #expect(root.knitted.isEmpty)

        root.stack.presentationState.setPresented(true)
        #expect(root.knitted == [.start, .open("early")])
    }

    @Test("A warp can hold a deep link back and re-send it with .navigate once its handlers exist")
    func heldDeepLinkIsResent() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let detail = ScriptedWarp("detail")
        var held: TestWeft?
        var ready = false
        root.onKnit = { _, weft in
            switch weft {
            case .open where !ready:
                held = weft
                return []
            case .done:
                ready = true
                var stitches: [Stitch] = [.weave(detail, SilentWeftable(), allowWhenHidden: true)]
                if let link = held { stitches.append(.navigate(to: link)) }
                return stitches
            default:
                return []
            }
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.open("movie/1"))
        #expect(detail.knitted.isEmpty)

        loom.navigate(to: TestWeft.done)
        #expect(detail.knitted == [.done, .open("movie/1")])
    }

    @Test("A warp woven while a deep link is handled knits its initial weft first, then the link")
    func wovenOnTheWayStartsBeforeTheLink() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let child = ScriptedWarp("child")
        let grandchild = ScriptedWarp("grandchild")
        root.onKnit = { _, weft in
            if case .open = weft { return [.weave(child, SingleWeftable(TestWeft.start))] }
            return []
        }
        child.onKnit = { _, weft in
            weft == .start ? [.weave(grandchild, SingleWeftable(TestWeft.start), allowWhenHidden: true)] : []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.open("deep"))

        #expect(child.knitted == [.start, .open("deep")])
        #expect(grandchild.knitted == [.start, .open("deep")])
    }

    @Test("A hidden warp woven on the way starts at once, then knits the link; showing it later replays nothing")
    func hiddenWarpWovenOnTheWayStartsAtOnce() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let tab = ScriptedWarp("tab", stack: TestStack(presented: false))
        root.onKnit = { _, weft in
            if case .open = weft { return [.weave(tab, SingleWeftable(TestWeft.start))] }
            return []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.open("deep"))
        #expect(tab.knitted == [.start, .open("deep")])

        tab.stack.presentationState.setPresented(true)
        #expect(tab.knitted == [.start, .open("deep")])
    }

    @Test("A parent's children whose heads were never shown knit a link sent from whenReady")
    func unshownChildrenReceiveTheLink() {
        let loom = Loom()
        let parent = ScriptedWarp("parent")
        let left = ScriptedWarp("left", stack: TestStack(presented: false))
        let right = ScriptedWarp("right", stack: TestStack(presented: false))
        parent.onKnit = { _, weft in
            weft == .start
                ? [.weave(left, SingleWeftable(TestWeft.start)), .weave(right, SingleWeftable(TestWeft.start))]
                : []
        }
        loom.whenReady(parent) { loom.navigate(to: TestWeft.open("x")) }
        loom.weave(parent, with: SingleWeftable(TestWeft.start))

        #expect(parent.knitted == [.start, .open("x")])
        #expect(left.knitted == [.start, .open("x")])
        #expect(right.knitted == [.start, .open("x")])
        #expect(loom.isReady(left) && loom.isReady(right))
    }

    @Test("A hidden tab does not keep a link: visiting it much later opens its own first screen only")
    func hiddenTabDoesNotReplayTheLink() {
        let loom = Loom()
        let app = ScriptedWarp("app")
        let inbox = ScriptedWarp("inbox")
        let archive = ScriptedWarp("archive", stack: TestStack(presented: false))
        var archived: Set<String> = []
        archive.onAdapt = { weft in
            // The archive opens only messages it holds.
            if case .open(let id) = weft { return archived.contains(id) ? weft : nil }
            return weft
        }
        app.onKnit = { _, weft in
            weft == .start
                ? [.weave(inbox, SingleWeftable(TestWeft.start)), .weave(archive, SingleWeftable(TestWeft.start))]
                : []
        }
        loom.navigate(to: TestWeft.open("150"))
        loom.weave(app, with: SingleWeftable(TestWeft.start))
        #expect(inbox.knitted == [.start, .open("150")])
        #expect(archive.knitted == [.start])

        archived.insert("150")  // minutes later, the message is archived, then the tab visited
        archive.stack.presentationState.setPresented(true)
        #expect(archive.knitted == [.start])
    }

    @Test("With .waitingUntilShown a hidden warp keeps the link until its head is first shown")
    func waitingUntilShownKeepsTheLink() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let tab = ScriptedWarp("tab", stack: TestStack(presented: false))
        let other = ScriptedWarp("other", stack: TestStack(presented: false))
        root.onKnit = { _, weft in
            weft == .start
                ? [.weave(tab, SingleWeftable(TestWeft.start)), .weave(other, SingleWeftable(TestWeft.start))]
                : []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        loom.navigate(to: TestWeft.open("later"), delivery: .waitingUntilShown)
        loom.navigate(to: TestWeft.open("now"))
        #expect(tab.knitted == [.start, .open("later"), .open("now")])
        #expect(root.knitted == [.start, .open("later"), .open("now")])

        other.stack.presentationState.setPresented(true)
        #expect(other.knitted == [.start, .open("later"), .open("now")])
    }

    @Test("A link sent while a warp's start is queued is knitted right after that start")
    func linkWaitsForAQueuedStart() {
        let loom = Loom()
        let root = ScriptedWarp("root")
        let child = ScriptedWarp("child")
        root.onKnit = { _, weft in
            weft == .start ? [.weave(child, SingleWeftable(TestWeft.start)), .navigate(to: TestWeft.open("x"))] : []
        }
        loom.weave(root, with: SingleWeftable(TestWeft.start))
        #expect(child.knitted == [.start, .open("x")])
    }
}
