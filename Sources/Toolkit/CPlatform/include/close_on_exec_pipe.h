// A pipe whose ends are closed on exec from the moment they exist (glibc's pipe2, which
// Swift's Glibc module does not import). Setting FD_CLOEXEC after pipe() leaves a window
// in which a program another thread starts inherits the ends and holds them open.
#ifndef WEAVY_CLOSE_ON_EXEC_PIPE_H
#define WEAVY_CLOSE_ON_EXEC_PIPE_H

// Fills ends[0] (read) and ends[1] (write); both non-blocking when `nonblocking` is not 0.
// Returns 0, or -1 with errno set.
int weavy_close_on_exec_pipe(int ends[2], int nonblocking);

#endif
