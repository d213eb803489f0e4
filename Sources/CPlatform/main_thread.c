#define _GNU_SOURCE
#include "main_thread.h"

#include <sys/syscall.h>
#include <unistd.h>

int weavy_is_main_thread(void) {
    return (pid_t)syscall(SYS_gettid) == getpid();
}
