// Pseudo-terminal plumbing for WeavyTesting's TerminalProcess.
//
// Swift's Glibc module hides posix_openpt, grantpt, unlockpt, ptsname and
// POSIX_SPAWN_SETSID (they need _GNU_SOURCE), and cannot call the variadic ioctl, so
// these three small functions do it in C.
#ifndef WEAVY_PSEUDO_TERMINAL_H
#define WEAVY_PSEUDO_TERMINAL_H

#include <sys/types.h>

/// Opens a new pseudo-terminal. Returns the master descriptor (non-blocking,
/// close-on-exec) and writes the slave's path into `slave_path`, or returns -1.
int weavy_pty_open(char *slave_path, int length);

/// Sets the window size of the pseudo-terminal; its foreground processes get SIGWINCH.
int weavy_pty_set_size(int master, unsigned short rows, unsigned short columns);

/// Starts `path` with `argv` and `envp` in a new session whose controlling terminal
/// is `slave_path` (standard input, output and error), with default signal
/// dispositions and no blocked signals. Returns the process id, or -1 with errno set.
pid_t weavy_pty_spawn(const char *slave_path, const char *path, char *const argv[], char *const envp[]);

#endif
