import Testing
import WeavyKit
import WeavyTesting

@testable import WeavyGallery

/// The Keys page shows each key as the app reads it: what kitty sends under its
/// keyboard protocol's "disambiguate" flag, and what xterm sends with modifyOtherKeys.
@MainActor
@Suite("Gallery: the Keys page")
struct KeysPageTests {
    @Test("Under kitty's protocol, Ctrl-I and Tab, Ctrl-M and Enter show as different keys; Esc goes back")
    func kittyKeys() throws {
        let driver = try galleryDriver(openingPage: "Keys")
        defer { driver.close() }
        driver.terminal.keyboardFlags = .disambiguatesEscapeCodes
        #expect(driver.feed(Array("\u{1B}[105;5u".utf8)) == [.control("i")])
        #expect(driver.text.contains("Last key: <c-i>"))
        driver.feed([0x09])
        #expect(driver.text.contains("Last key: <tab>"))
        driver.feed(Array("\u{1B}[109;5u".utf8))
        #expect(driver.text.contains("Last key: <c-m>"))
        driver.feed([0x0D])
        #expect(driver.text.contains("Last key: <enter>"))
        // kitty's Esc, which needs no wait.
        driver.feed(Array("\u{1B}[27u".utf8))
        #expect(driver.navigation.stacks == [["Gallery"]])
    }

    @Test("With xterm's modifyOtherKeys, Ctrl-I is not Tab either")
    func xtermKeys() throws {
        let driver = try galleryDriver(openingPage: "Keys")
        defer { driver.close() }
        driver.feed(Array("\u{1B}[27;5;105~".utf8))
        #expect(driver.text.contains("Last key: <c-i>"))
        driver.feed([0x09])
        #expect(driver.text.contains("Last key: <tab>"))
    }
}
