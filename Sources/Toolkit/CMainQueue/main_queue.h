// The part of libdispatch that lets a run loop on the main thread drain the main queue:
// the interface CoreFoundation's run loop uses on Linux. Declarations only: libdispatch
// itself is linked into every Swift program on Linux (statically or as a shared library).
#ifndef WEAVY_CMAINQUEUE_H
#define WEAVY_CMAINQUEUE_H

#include <sys/syscall.h>
#include <unistd.h>

// A descriptor (an eventfd on Linux) that becomes readable when work is queued on the
// main queue. Read it empty before draining.
int _dispatch_get_main_queue_handle_4CF(void);

// Runs the work queued on the main queue so far. Only on the main thread, and only
// before dispatch_main() (which gives the main queue to a worker thread for good).
// Does nothing when called from inside a drain of the main queue.
void _dispatch_main_queue_callback_4CF(void *_Nullable message);

// Whether the calling thread is the process's main thread.
static inline int weavy_is_main_thread(void) { return syscall(SYS_gettid) == getpid(); }

#endif
