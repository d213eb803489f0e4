#include "free_memory.h"

#include <malloc.h>

int weavy_release_free_memory(void) {
    return malloc_trim(0);
}
