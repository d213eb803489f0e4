import Glibc

// The pseudo-terminal tests check how the probe behaves as a program. When the package
// is built with a sanitizer for a sanitizer run, the probe is too, and the sanitizer's
// own doings must not count as the program's. Without a sanitizer none of this acts.

/// LeakSanitizer must not report ncurses' pseudo panel of `stdscr`: the panel library
/// frees it only when built with NO_LEAKS, which Debian's ncurses is not (32 bytes per
/// screen, not ours). Matched by the library's name: the probe runs with a bare
/// environment, where the sanitizer finds no symbolizer to name `new_panel`. Read when
/// LeakSanitizer checks, at exit.
@_cdecl("__lsan_default_suppressions")
func leakSanitizerSuppressions() -> UnsafePointer<CChar> {
    let suppressions: StaticString = "leak:libpanelw.so\n"
    return UnsafeRawPointer(suppressions.utf8Start).assumingMemoryBound(to: CChar.self)
}

/// ThreadSanitizer runs a thread of its own that wakes every 100 ms, which the test of an
/// idle program would count as the program waking up. The runtime starts it with the
/// program's first thread and stops it when told the program enters a sandbox: start a
/// thread, then tell it.
func stopThreadSanitizerBackgroundThread() {
    guard dlsym(nil, "__tsan_init") != nil, let notify = dlsym(nil, "__sanitizer_sandbox_on_notify") else { return }
    var thread = pthread_t()
    if pthread_create(&thread, nil, { _ in nil }, nil) == 0 {
        pthread_join(thread, nil)
    }
    typealias Notify = @convention(c) (UnsafeMutableRawPointer?) -> Void
    unsafeBitCast(notify, to: Notify.self)(nil)
}
