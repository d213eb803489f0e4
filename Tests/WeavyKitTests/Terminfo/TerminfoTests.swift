import CNcurses
import Glibc
import Testing
import WeavyTesting

@testable import WeavyKit
@testable import WeavyNcurses

/// The terminfo reader in Swift, checked against ncurses reading the same entries.
@Suite("Terminfo read in Swift, as ncurses reads it")
struct TerminfoTests {
    /// Types every Debian system has (ncurses-base), of different families.
    static let types = [
        "xterm-256color", "xterm", "linux", "vt100", "vt220", "screen", "screen-256color", "tmux-256color",
        "rxvt", "rxvt-unicode", "ansi", "dumb",
    ]

    /// Runs `body` with ncurses' current terminal set to `type`, then restores it.
    private func withCursesEntry(_ type: String, _ body: () -> Void) {
        CursesLock.withLock {
            let saved = weavy_cur_term()
            defer {
                let mine = weavy_cur_term()
                set_curterm(saved)
                if mine != saved, let mine { del_curterm(mine) }
            }
            var status: Int32 = 0
            guard setupterm(type, -1, &status) == OK else {
                Issue.record("ncurses has no entry for \(type)")
                return
            }
            body()
        }
    }

    private func cursesString(_ name: String) -> [UInt8]? {
        guard let pointer = tigetstr(name), Int(bitPattern: pointer) != -1 else { return nil }
        return Array(
            UnsafeBufferPointer(
                start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
    }

    @Test("Every standard and extended capability of each type reads as ncurses reads it", arguments: types)
    func capabilities(type: String) throws {
        let entry = try Terminfo.load(type: type)
        #expect(entry.names.count >= 2, "a name and a description")
        withCursesEntry(type) {
            for name in TerminfoNames.strings {
                #expect(entry.string(name) == cursesString(name), "\(type) \(name)")
            }
            // ncurses puts the screen's real size in place of `cols` and `lines`.
            for name in TerminfoNames.numbers where name != "cols" && name != "lines" {
                let curses = Int(tigetnum(name))
                #expect(entry.number(name) == (curses >= 0 ? curses : nil), "\(type) \(name)")
            }
            for name in TerminfoNames.flags {
                #expect(entry.flag(name) == (tigetflag(name) == 1), "\(type) \(name)")
            }
            for (name, value) in entry.allStrings where !TerminfoNames.strings.contains(name) {
                #expect(cursesString(name) == value, "\(type) extended \(name)")
            }
        }
    }

    @Test("Cursor moves and colors are filled in as ncurses' tiparm fills them", arguments: types)
    func parameters(type: String) throws {
        let entry = try Terminfo.load(type: type)
        withCursesEntry(type) {
            for name in ["cup", "setaf", "setab", "csr", "ech", "cub", "cuf", "hpa", "vpa"] {
                guard let capability = entry.string(name) else { continue }
                let text = String(decoding: capability, as: UTF8.self)
                for (first, second) in [(0, 0), (5, 7), (23, 79), (59, 199), (1, 255), (200, 9)] {
                    let curses = weavy_tiparm2(text, Int32(first), Int32(second)).map {
                        Array(String(cString: $0).utf8)
                    }
                    #expect(Terminfo.expand(capability, first, second) == curses, "\(type) \(name) \(first) \(second)")
                }
            }
        }
    }

    @Test("The % language: conditionals, arithmetic, variables, formats")
    func language() {
        func expand(_ text: String, _ parameters: Int...) -> String {
            let bytes = Array(text.utf8)
            switch parameters.count {
            case 0: return String(decoding: Terminfo.expand(bytes), as: UTF8.self)
            case 1: return String(decoding: Terminfo.expand(bytes, parameters[0]), as: UTF8.self)
            default: return String(decoding: Terminfo.expand(bytes, parameters[0], parameters[1]), as: UTF8.self)
            }
        }
        #expect(expand("%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m", 3) == "33m")
        #expect(expand("%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m", 12) == "94m")
        #expect(expand("%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m", 200) == "38;5;200m")
        #expect(expand("%i%p1%d;%p2%dH", 0, 0) == "1;1H")
        #expect(expand("%p1%c", 65) == "A")
        #expect(expand("%p1%03d|%p1%:-4d|%p1%x|%p1%X|%p1%o|%p1%#x", 26) == "026|26  |1a|1A|32|0x1a")
        #expect(expand("%p1%p2%-%d", 9, 4) == "5")  // `%-` is subtraction; a flag needs `%:-`
        #expect(expand("%p1%Pa%ga%ga%+%d", 21) == "42")
        #expect(expand("%'a'%c%{10}%{3}%m%d%{7}%{2}%/%d") == "a13")
        #expect(expand("%?%p1%p2%A%tboth%eone%;", 1, 0) == "one")
        #expect(expand("%?%p1%{1}%=%t1%e%p1%{2}%=%t2%e3%;", 2) == "2")
        #expect(expand("100%%") == "100%")
        // Malformed: never a crash, what was made up to the fault.
        #expect(expand("%p1%", 3) == "")
        #expect(expand("%?%p1%t", 1) == "")
        #expect(expand("%{99999999999999999999}%d") == String(Int32.max))
    }

    @Test("A broken file is a clear error, never a crash: cut short, wrong magic, mutated bytes")
    func corruptFiles() throws {
        let candidates = ["/lib/terminfo/x/xterm-256color", "/usr/share/terminfo/x/xterm-256color"]
        let path = try #require(candidates.first { access($0, R_OK) == 0 })
        let bytes = try #require(FileBytes.read(path))
        #expect(throws: TerminfoError.self) { try Terminfo(compiled: Array(bytes.prefix(5))) }
        #expect(throws: TerminfoError.self) { try Terminfo(compiled: [0x00, 0x00] + Array(bytes.dropFirst(2))) }
        for length in stride(from: 0, to: bytes.count, by: 97) {
            _ = try? Terminfo(compiled: Array(bytes.prefix(length)))
        }
        var generator = SeededRandom(seed: 18)
        for _ in 0..<500 {
            var mutated = bytes
            for _ in 0..<4 {
                mutated[Int.random(in: 0..<mutated.count, using: &generator)] = UInt8.random(
                    in: 0...255, using: &generator)
            }
            _ = try? Terminfo(compiled: mutated)
        }
        let error = TerminfoError.corrupt(path: "", reason: "it ends before its last field").reading("/x/y")
        #expect(error.description == "the terminfo entry /x/y cannot be read: it ends before its last field")
    }

    @Test("An unknown type, or a name that would leave the terminfo directories, is no type")
    func unknownTypes() {
        for name in ["no-such-terminal", "../../etc/passwd", "x/../xterm", ".hidden", "", "a b"] {
            #expect(throws: TerminfoError.self) { try Terminfo.load(type: name) }
        }
        do {
            _ = try Terminfo.load(type: "no-such-terminal", environment: [:])
        } catch {
            #expect("\(error)".contains("\"no-such-terminal\"") && "\(error)".contains("/usr/share/terminfo"))
        }
        let own = Terminfo.searchPath(environment: ["TERMINFO": "/own", "HOME": "/home/a", "TERMINFO_DIRS": "/x::/y"])
        #expect(own.prefix(4) == ["/own", "/home/a/.terminfo", "/x", "/etc/terminfo"])
        #expect(own.contains("/y") && Set(own).count == own.count)
    }
}

/// A small file's bytes, read without Foundation.
enum FileBytes {
    static func read(_ path: String) -> [UInt8]? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = fread(&chunk, 1, chunk.count, file)
            if count == 0 { break }
            bytes += chunk[..<count]
        }
        return bytes
    }
}
