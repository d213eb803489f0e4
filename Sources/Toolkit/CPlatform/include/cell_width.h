// The width in terminal cells of one Unicode scalar, as glibc's wcwidth measures it in a
// UTF-8 locale, without changing the process's locale.
#ifndef WEAVY_CELL_WIDTH_H
#define WEAVY_CELL_WIDTH_H

#include <stdint.h>

// 0, 1 or 2 cells; -1 for a non-printable scalar or when no UTF-8 locale exists.
int weavy_cell_width(uint32_t scalar);

// Whether a UTF-8 locale object could be made (C.UTF-8, C.utf8 or en_US.UTF-8).
int weavy_cell_width_available(void);

#endif
