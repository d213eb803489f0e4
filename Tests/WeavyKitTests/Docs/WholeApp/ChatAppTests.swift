import Testing
import WeavyKit
import WeavyTesting

// The tests of BuildingAWholeApp.md (region 8 is the article's last Swift block), and the
// claims its text makes about background work, run.

// docs:begin BuildingAWholeApp 8
@MainActor
@Suite("The chat app")
struct ChatAppTests {
    let server = ChatServer()

    func signedIn() throws -> HeadlessDriver {
        let driver = try HeadlessDriver(
            size: Size(columns: 60, rows: 16), root: ChatWarp(server: server),
            weftable: SingleWeftable(ChatWeft.signIn))
        try driver.send("ada<enter>")
        return driver
    }

    @Test("Posts arrive at the top while the selection stays on its post")
    func arrivals() throws {
        let driver = try signedIn()
        defer { driver.close() }
        driver.press(.down)  // on "Hello"
        driver.advanceTime(by: .seconds(10))  // two deliveries
        let list = try #require(driver.firstShown(ListView<Post>.self))
        #expect(list.items.map(\.id) == [102, 101, 2, 1])
        #expect(list.selectedItem?.id == 1)
        #expect(driver.text.contains("News #2"))
    }

    @Test("Signing out closes the session's modal, stops its work and shows the sign-in")
    func signOut() throws {
        let driver = try signedIn()
        defer { driver.close() }
        driver.press("a")
        #expect(driver.navigation.modalTitles == ["Account"])
        driver.press(.enter)  // Sign out
        #expect(driver.navigation.modalTitles.isEmpty)
        #expect(driver.navigation.stacks.isEmpty)
        #expect(driver.text.contains("Sign in"))
        driver.advanceTime(by: .seconds(10))
        #expect(server.rooms[0].posts.count == 2)  // nothing delivered after sign-out
    }
}
// docs:end

@MainActor
@Suite("The whole-app article's other claims")
struct ChatAppClaimsTests {
    @Test("Each tab is a child warp's stack; the second starts when first shown, and keeps its path")
    func tabsOfStacks() throws {
        let driver = try ChatAppTests().signedIn()
        defer { driver.close() }
        #expect(driver.navigation.stacks == [["General"], []])
        driver.press(.enter)
        #expect(driver.navigation.stacks == [["General", "grace"], []])
        driver.press("2")
        #expect(driver.navigation.stacks == [["General", "grace"], ["Random"]])
        driver.press("1")
        #expect(driver.navigation.stacks == [["General", "grace"], ["Random"]])
        #expect(driver.text.contains("Build is green"))
    }

    @Test("A bad name keeps the sign-in and says why")
    func validation() throws {
        let driver = try HeadlessDriver(
            size: Size(columns: 60, rows: 16), root: ChatWarp(server: ChatServer()),
            weftable: SingleWeftable(ChatWeft.signIn))
        defer { driver.close() }
        driver.press(.enter)
        #expect(driver.text.contains("Your name, please"))
        #expect(driver.navigation.stacks.isEmpty)
    }

    @Test("After sign-out the session, its tabs and screens are released: no capture keeps them")
    func sessionReleased() throws {
        let driver = try ChatAppTests().signedIn()
        defer { driver.close() }
        weak let session = driver.firstShown(ChatSession.self)
        weak let screen = driver.firstShown(RoomScreen.self)
        #expect(session != nil && screen != nil)
        try driver.send("a<enter>")
        #expect(session == nil)
        #expect(screen == nil)
    }

    @Test("Sign in again: a new session with its own timer, the old one's stays stopped")
    func signInAgain() throws {
        let test = ChatAppTests()
        let driver = try test.signedIn()
        defer { driver.close() }
        try driver.send("a<enter>ada<enter>")
        driver.advanceTime(by: .seconds(5))
        #expect(test.server.rooms[0].posts.map(\.id) == [101, 2, 1])  // one delivery, not two
    }
}

@MainActor
@Suite("What the articles say about the window's timers")
struct WindowTimerClaimsTests {
    @Test("A dropped ScheduledAction still runs: the window keeps it until cancel() or close()")
    func droppedHandleRuns() throws {
        let driver = try HeadlessDriver(content: Component())
        var runs = 0
        driver.window.schedule(every: .seconds(1)) { runs += 1 }
        driver.advanceTime(by: .seconds(3))
        #expect(runs == 3)
        let kept = driver.window.schedule(every: .seconds(1)) { runs += 10 }
        driver.close()
        #expect(!kept.isPending)  // closing the window cancels every action
    }

    @Test("A screen's window action outlives the screen unless the screen cancels it")
    func actionOutlivesItsScreen() throws {
        let stack = NavigationStack(title: "Stack", root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        let screen = Component(title: "Clock")
        stack.push(screen)
        var ticks = 0
        let clock = try #require(screen.window).schedule(every: .seconds(1)) { ticks += 1 }
        stack.pop()
        driver.advanceTime(by: .seconds(2))
        #expect(ticks == 2)  // popped, and still ticking
        clock.cancel()
        driver.advanceTime(by: .seconds(2))
        #expect(ticks == 2)
    }

    @Test("A component has no window until it is in one")
    func windowOnceMounted() throws {
        let screen = Component(title: "Later")
        #expect(screen.window == nil)
        let stack = NavigationStack(title: "Stack", root: Component(title: "Root"))
        let driver = try HeadlessDriver(content: stack)
        defer { driver.close() }
        stack.push(screen)
        #expect(screen.window === driver.window)
    }
}
