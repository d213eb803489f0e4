// wcwidth answers for the calling thread's character locale. Measuring under a private
// UTF-8 locale object, switched in with uselocale() for the one call, gives the widths
// ncurses uses in a UTF-8 locale while the process's own locale (an embedding host's,
// an app's) stays exactly as it was.
#define _GNU_SOURCE
#include "cell_width.h"

#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
    static const char *names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8"};
    for (unsigned i = 0; i < sizeof names / sizeof names[0]; ++i) {
        locale_t made = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
        if (made != (locale_t)0) {
            utf8_locale = made;
            return;
        }
    }
}

int weavy_cell_width_available(void) {
    pthread_once(&utf8_once, make_utf8_locale);
    return utf8_locale != (locale_t)0;
}

int weavy_cell_width(uint32_t scalar) {
    pthread_once(&utf8_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) return -1;
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}
