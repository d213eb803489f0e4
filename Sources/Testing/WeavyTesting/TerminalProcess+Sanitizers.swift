import Glibc

extension TerminalProcess {
    /// Environment variables for a program started under a test that runs with a
    /// sanitizer (`swift test --sanitize=address` or `=thread`); empty otherwise.
    ///
    /// - Deadly signals go to the program, not to the sanitizer, so a test that makes the
    ///   program crash sees the program's own handling.
    /// - LeakSanitizer leaves out the two leaks that are not the program's. ncurses' panel
    ///   library gives every screen a pseudo panel for `stdscr` and frees it only when
    ///   built with NO_LEAKS, which Debian's ncurses is not; it is matched by the
    ///   library's name, because a program with a bare environment has no symbolizer to
    ///   name `new_panel`. And the side table of a weak reference to an object still alive
    ///   at exit (`swift_weakInit`): Swift keeps its address in the object's reference
    ///   count bits, which LeakSanitizer cannot read, so it looks unreachable. An object
    ///   that really leaked is still reported, by its own allocation.
    ///
    /// ```swift
    /// let process = try TerminalProcess(
    ///     executable: path, environment: TerminalProcess.sanitizerEnvironment.merging(["LANG": "C.UTF-8"]) { $1 })
    /// ```
    public static var sanitizerEnvironment: [String: String] {
        let deadlySignalsToTheProgram = "handle_segv=0:handle_sigbus=0:handle_sigfpe=0"
        var environment = ["ASAN_OPTIONS": deadlySignalsToTheProgram, "TSAN_OPTIONS": deadlySignalsToTheProgram]
        environment["LSAN_OPTIONS"] = leakSanitizerOptions
        return environment
    }
}

/// `suppressions=<file>` when this process runs under AddressSanitizer, else `nil`. The
/// file is written once to `/tmp`, readable by all (a test may run the program as an
/// unprivileged user, who cannot enter the checkout), and removed when the tests exit.
private let leakSanitizerOptions: String? = {
    guard dlsym(nil, "__asan_init") != nil else { return nil }
    var template = Array("/tmp/weavy-lsan-XXXXXX".utf8CString)
    let descriptor = mkstemp(&template)
    guard descriptor >= 0 else { return nil }
    let contents = Array("leak:libpanelw.so\nleak:swift_weakInit\nleak:swift_weakAssign\n".utf8)
    _ = contents.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    fchmod(descriptor, 0o644)
    close(descriptor)
    let path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    removedAtExit = path
    atexit { removedAtExit.map { _ = unlink($0) } }
    return "suppressions=" + path
}()

/// The suppressions file, for the `atexit` handler (which cannot capture).
nonisolated(unsafe) private var removedAtExit: String?
