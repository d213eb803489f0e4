#define _GNU_SOURCE
#include "close_on_exec_pipe.h"

#include <fcntl.h>
#include <unistd.h>

int weavy_close_on_exec_pipe(int ends[2], int nonblocking) {
    return pipe2(ends, O_CLOEXEC | (nonblocking ? O_NONBLOCK : 0));
}
