// The C surface of ncursesw and panelw that Swift cannot import by itself.
//
// Swift does not import function-like macros, attribute macros built with
// NCURSES_BITS, the ACS/WACS tables (filled in only by newterm), or the mutable
// globals (stdscr, curscr, COLORS...) under Swift 6 concurrency checking. Each of
// them gets a small inline accessor here, and nothing else lives in this file.
#ifndef WEAVY_CNCURSES_SHIM_H
#define WEAVY_CNCURSES_SHIM_H

// SwiftPM drops the -D flags pkg-config gives; without this the wide-character API
// (get_wch, cchar_t, setcchar) is not declared.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
#include <ncursesw/panel.h>
#include <ncursesw/term.h>

// Swift's Glibc module hides wcwidth.
int wcwidth(wchar_t c);

// A cell of one style showing a space, for a backend to copy and put its own
// characters in, or to fill blank stretches with (whline_set: one cell store each).
// mvwadd_wchnstr and mvwhline_set are macros, and cchar_t needs setcchar. The pair
// goes through setcchar's `opts`, which takes pairs past 32767 (a direct-color entry
// has 65536).
static inline int weavy_blank_cell(cchar_t *cell, attr_t attributes, int pair) {
    const wchar_t space[2] = { L' ', 0 };
    return setcchar(cell, space, attributes, 0, &pair);
}

// Attributes.
static inline attr_t weavy_a_normal(void) { return A_NORMAL; }
static inline attr_t weavy_a_bold(void) { return A_BOLD; }
static inline attr_t weavy_a_dim(void) { return A_DIM; }
static inline attr_t weavy_a_reverse(void) { return A_REVERSE; }
static inline attr_t weavy_a_underline(void) { return A_UNDERLINE; }
static inline attr_t weavy_a_italic(void) { return A_ITALIC; }
static inline attr_t weavy_a_blink(void) { return A_BLINK; }
static inline attr_t weavy_a_standout(void) { return A_STANDOUT; }
static inline attr_t weavy_a_altcharset(void) { return A_ALTCHARSET; }
static inline attr_t weavy_a_color(void) { return A_COLOR; }

// Globals Swift 6 refuses to read directly.
static inline WINDOW *weavy_stdscr(void) { return stdscr; }
static inline WINDOW *weavy_curscr(void) { return curscr; }
static inline WINDOW *weavy_newscr(void) { return newscr; }
static inline int weavy_colors(void) { return COLORS; }
static inline int weavy_color_pairs(void) { return COLOR_PAIRS; }
static inline TERMINAL *weavy_cur_term(void) { return cur_term; }

// Mouse masks.
static inline mmask_t weavy_all_mouse_events(void) { return ALL_MOUSE_EVENTS; }
static inline mmask_t weavy_report_mouse_position(void) { return REPORT_MOUSE_POSITION; }
static inline mmask_t weavy_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t weavy_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t weavy_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t weavy_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t weavy_button3_clicked(void) { return BUTTON3_CLICKED; }
static inline mmask_t weavy_button3_pressed(void) { return BUTTON3_PRESSED; }
static inline mmask_t weavy_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t weavy_button5_pressed(void) { return BUTTON5_PRESSED; }

// Line-drawing characters, read after newterm has filled the table.
static inline const cchar_t *weavy_wacs_hline(void) { return WACS_HLINE; }
static inline const cchar_t *weavy_wacs_vline(void) { return WACS_VLINE; }

// tiparm is variadic, which Swift does not import: two integer parameters are what
// cursor moves and colors take.
static inline char *weavy_tiparm2(const char *capability, int first, int second) {
    return tiparm(capability, first, second);
}

#endif
