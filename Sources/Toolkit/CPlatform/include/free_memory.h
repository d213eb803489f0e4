// Giving freed heap memory back to the system (glibc's malloc_trim, which Swift's Glibc
// module does not import).
#ifndef WEAVY_FREE_MEMORY_H
#define WEAVY_FREE_MEMORY_H

// Returns the heap's free pages to the system; 1 when some were returned.
int weavy_release_free_memory(void);

#endif
