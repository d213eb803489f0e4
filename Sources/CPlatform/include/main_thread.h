// Whether the calling thread is the process's main thread (where the main actor runs
// on Linux), without Foundation.
#ifndef WEAVY_MAIN_THREAD_H
#define WEAVY_MAIN_THREAD_H

int weavy_is_main_thread(void);

#endif
