/*
 * reference.c — the WeavyDemo movie browser written directly on ncursesw/panelw.
 *
 * It is the "physical limit" the Swift framework is compared against in the
 * end-to-end benchmark (see harness.py): the same screens cell for cell (text and
 * colours of the list, the movie, the settings modal and the status line), same keys,
 * same data, redrawn with wnoutrefresh + doupdate only (one doupdate per key),
 * blocking in input with no timeout while idle.
 *
 * Build:  cc -O2 -o reference reference.c -lncursesw -lpanelw
 * Run:    ./reference catalog.tsv
 *
 * TSV, one movie per line:
 *   list \t id \t title \t year \t director \t writer \t budget \t description \t cast1|cast2|...
 * (list is "wishlist" or "watched"; catalog_to_tsv.py produces it from catalog.json)
 *
 * Keys: Up/Down/j/k (also PgUp/PgDn/Home/End) move, Enter/Right/l open,
 *       Esc/Backspace/Left/h back, Tab/Shift-Tab/1/2 switch tabs,
 *       s settings (modal; Up/Down select, Esc closes), q quit.
 */
#define _XOPEN_SOURCE 700
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1

#include <curses.h>
#include <panel.h>
#include <poll.h>
#include <locale.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

/* ------------------------------------------------------------------ data */

typedef struct {
    char *id, *title, *director, *writer, *desc;
    int year;
    long long budget;
    char **cast;
    int ncast;
} Movie;

typedef struct {
    const char *name;
    Movie *movies;
    int n, cap;
    int sel, top;  /* list selection and scroll offset */
    int depth;     /* navigation stack: 1 = list, 2 = list + detail */
    int detail;    /* movie shown by the detail screen (stack[1]) */
} Tab;

static Tab tabs[2] = {{.name = "Wishlist", .depth = 1}, {.name = "Watched", .depth = 1}};
static int cur_tab = 0;

static int modal_open = 0;
static int modal_sel = 0;
static WINDOW *pop_win = NULL;
static PANEL *pop_panel = NULL;

static const char *modal_items[] = {"Api Key", "About"};
#define MODAL_ITEMS 2

static char *xstrdup(const char *s) {
    char *d = strdup(s ? s : "");
    if (!d) { perror("strdup"); exit(1); }
    return d;
}

static void load_tsv(const char *path) {
    FILE *f = fopen(path, "r");
    if (!f) { perror(path); exit(1); }
    char *line = NULL;
    size_t cap = 0;
    ssize_t len;
    while ((len = getline(&line, &cap, f)) >= 0) {
        while (len > 0 && (line[len - 1] == '\n' || line[len - 1] == '\r')) line[--len] = 0;
        if (len == 0) continue;
        char *field[9] = {0};
        int nf = 0;
        char *p = line;
        while (nf < 9) {
            field[nf++] = p;
            char *t = strchr(p, '\t');
            if (!t) break;
            *t = 0;
            p = t + 1;
        }
        if (nf < 3) continue;
        Tab *tab = strcmp(field[0], "watched") == 0 ? &tabs[1] : &tabs[0];
        if (tab->n == tab->cap) {
            tab->cap = tab->cap ? tab->cap * 2 : 32;
            tab->movies = realloc(tab->movies, sizeof(Movie) * (size_t)tab->cap);
            if (!tab->movies) { perror("realloc"); exit(1); }
        }
        Movie *m = &tab->movies[tab->n++];
        memset(m, 0, sizeof *m);
        m->id = xstrdup(field[1]);
        m->title = xstrdup(field[2]);
        m->year = field[3] ? atoi(field[3]) : 0;
        m->director = xstrdup(field[4]);
        m->writer = xstrdup(field[5]);
        m->budget = field[6] ? atoll(field[6]) : 0;
        m->desc = xstrdup(field[7]);
        if (field[8] && *field[8]) {
            char *c = field[8];
            int cc = 1;
            for (char *q = c; *q; q++) if (*q == '|') cc++;
            m->cast = calloc((size_t)cc, sizeof(char *));
            for (char *tok = strtok(c, "|"); tok; tok = strtok(NULL, "|"))
                m->cast[m->ncast++] = xstrdup(tok);
        }
    }
    free(line);
    fclose(f);
}

/* ---------------------------------------------------------------- colors */

enum {
    R_NORMAL, R_TABBAR, R_TITLE, R_SEL, R_YEAR, R_STATUS, R_STATUSKEY, R_LABEL,
    R_TABACTIVE, R_HEADING, R_COUNT
};
/* pairs 1..R_COUNT-1 normal, 21.. dimmed; modal pairs after */
#define DIM_BASE 20
enum { P_MODAL = 40, P_MODAL_BORDER, P_MODAL_SEL, P_MODAL_TITLE, P_MODAL_FIELD, P_SHADOW };

static int dimmed = 0; /* drawing the screen below a modal */

static short col(short c256, short c8) { return COLORS >= 256 ? c256 : c8; }

static void init_colors(void) {
    if (!has_colors()) return;
    start_color();
    use_default_colors();
    /* normal: the demo's dark theme in 256 colours */
    init_pair(R_TABBAR, col(250, COLOR_WHITE), col(236, COLOR_BLACK));
    init_pair(R_TABACTIVE, col(231, COLOR_WHITE), col(25, COLOR_BLUE));
    init_pair(R_TITLE, col(231, COLOR_WHITE), col(238, COLOR_BLACK));
    init_pair(R_SEL, col(16, COLOR_BLACK), col(74, COLOR_CYAN));
    init_pair(R_YEAR, col(246, COLOR_WHITE), -1);
    init_pair(R_STATUS, col(250, COLOR_WHITE), col(236, COLOR_BLACK));
    init_pair(R_STATUSKEY, col(222, COLOR_YELLOW), col(236, COLOR_BLACK));
    init_pair(R_LABEL, col(110, COLOR_CYAN), -1);
    init_pair(R_HEADING, col(117, COLOR_CYAN), -1);
    /* dimmed (under a modal): one grey, bars on a darker grey */
    init_pair(DIM_BASE + R_NORMAL, col(242, COLOR_WHITE), -1);
    init_pair(DIM_BASE + R_TABBAR, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_TABACTIVE, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_TITLE, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_SEL, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_YEAR, col(242, COLOR_WHITE), -1);
    init_pair(DIM_BASE + R_STATUS, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_STATUSKEY, col(242, COLOR_WHITE), col(235, COLOR_BLACK));
    init_pair(DIM_BASE + R_LABEL, col(242, COLOR_WHITE), -1);
    init_pair(DIM_BASE + R_HEADING, col(242, COLOR_WHITE), -1);
    /* modal */
    init_pair(P_MODAL, -1, col(234, COLOR_BLACK));
    init_pair(P_MODAL_BORDER, col(75, COLOR_CYAN), col(234, COLOR_BLACK));
    init_pair(P_MODAL_SEL, col(16, COLOR_BLACK), col(74, COLOR_CYAN));
    init_pair(P_MODAL_TITLE, col(222, COLOR_YELLOW), col(234, COLOR_BLACK));
    init_pair(P_MODAL_FIELD, col(255, COLOR_WHITE), col(238, COLOR_BLACK));
    init_pair(P_SHADOW, col(240, COLOR_BLACK), col(232, COLOR_BLACK));
}

/* Set the drawing attributes of stdscr for a role (+ extra attributes). */
static void role(WINDOW *w, int r, attr_t extra) {
    if (dimmed) {
        /* dim: one grey, no bold */
        wattr_set(w, A_NORMAL, (short)(DIM_BASE + r), NULL);
    } else {
        wattr_set(w, extra, (short)r, NULL);
    }
}

/* ------------------------------------------------------------- text cells */

static int wc_cells(wchar_t c) {
    int w = wcwidth(c);
    return w < 0 ? 0 : w;
}

static size_t to_wide(const char *s, wchar_t *buf, size_t cap) {
    mbstate_t st;
    memset(&st, 0, sizeof st);
    size_t n = 0;
    const char *p = s;
    size_t left = strlen(s);
    while (left > 0 && n + 1 < cap) {
        wchar_t wc;
        size_t k = mbrtowc(&wc, p, left, &st);
        if (k == (size_t)-1 || k == (size_t)-2) { wc = L'?'; k = 1; memset(&st, 0, sizeof st); }
        if (k == 0) break;
        buf[n++] = wc;
        p += k;
        left -= k;
    }
    buf[n] = 0;
    return n;
}

static int str_cells(const char *s) {
    wchar_t buf[1024];
    size_t n = to_wide(s, buf, 1024);
    int w = 0;
    for (size_t i = 0; i < n; i++) w += wc_cells(buf[i]);
    return w;
}

/* Write wide text at (y,x), at most maxcells cells; an ellipsis when clipped.
 * Returns the number of cells written. */
static int put_wide(WINDOW *w, int y, int x, const wchar_t *s, size_t n, int maxcells) {
    if (maxcells <= 0) return 0;
    int total = 0;
    for (size_t i = 0; i < n; i++) total += wc_cells(s[i]);
    int limit = total > maxcells ? maxcells - 1 : maxcells; /* room for … */
    int used = 0;
    wmove(w, y, x);
    size_t i = 0;
    for (; i < n; i++) {
        int cw = wc_cells(s[i]);
        if (used + cw > limit) break;
        waddnwstr(w, &s[i], 1);
        used += cw;
    }
    if (i < n) {
        waddnwstr(w, L"…", 1);
        used += 1;
    }
    return used;
}

static int put_str(WINDOW *w, int y, int x, const char *s, int maxcells) {
    wchar_t buf[1024];
    size_t n = to_wide(s, buf, 1024);
    return put_wide(w, y, x, buf, n, maxcells);
}

static void fill(WINDOW *w, int y, int x, int n) {
    wmove(w, y, x);
    for (int i = 0; i < n; i++) waddch(w, ' ');
}

/* Word-wrap `s` to `width` cells; draws at most `maxlines` lines from row y.
 * Returns the number of lines used. */
static int wrap_text(WINDOW *w, int y, int x, const char *s, int width, int maxlines) {
    wchar_t buf[4096];
    size_t n = to_wide(s, buf, 4096);
    size_t i = 0;
    int lines = 0;
    if (width <= 0) return 0;
    while (i < n && lines < maxlines) {
        while (i < n && buf[i] == L' ') i++;
        if (i >= n) break;
        size_t start = i, last_break = 0;
        int used = 0, have_break = 0;
        size_t j = i;
        while (j < n) {
            int cw = wc_cells(buf[j]);
            if (used + cw > width) break;
            if (buf[j] == L' ') { last_break = j; have_break = 1; }
            used += cw;
            j++;
        }
        size_t end;
        if (j >= n) end = n;
        else if (buf[j] == L' ') end = j;
        else if (have_break) end = last_break;
        else end = j; /* a word longer than the line: hard break */
        size_t len = end - start;
        while (len > 0 && buf[start + len - 1] == L' ') len--;
        put_wide(w, y + lines, x, buf + start, len, width);
        lines++;
        i = end;
    }
    return lines;
}

/* ------------------------------------------------------------------ draw */

static void draw_tabs(void) {
    int cols = COLS;
    role(stdscr, R_TABBAR, 0);
    fill(stdscr, 0, 0, cols);
    int x = 1;
    for (int t = 0; t < 2; t++) {
        char label[64];
        snprintf(label, sizeof label, " %d %s ", t + 1, tabs[t].name);
        if (t == cur_tab) role(stdscr, R_TABACTIVE, A_BOLD);
        else role(stdscr, R_TABBAR, 0);
        x += put_str(stdscr, 0, x, label, cols - x);
        x += 1; /* the gap between tabs, already filled */
    }
}

static void draw_title(void) {
    Tab *tab = &tabs[cur_tab];
    char path[1024];
    /* the path is shown below the root only, as in the demo */
    if (tab->depth < 2 || tab->detail < 0 || tab->detail >= tab->n) return;
    snprintf(path, sizeof path, "%s \u203a %s", tab->name, tab->movies[tab->detail].title);
    role(stdscr, R_TITLE, A_BOLD);
    fill(stdscr, 1, 0, COLS);
    put_str(stdscr, 1, 1, path, COLS - 2);
}

/* One group of key hints from x; returns the column after it. With draw 0 it only
 * measures: put_hints(0, 0, hints, other, 0) is the group's width. */
static int put_hints(int y, int x, const char *(*hints)[2], const char *other, int draw) {
    for (int i = 0; hints[i][0]; i++) {
        char action[64];
        snprintf(action, sizeof action, hints[i][1], other);
        if (i > 0) x += 2;
        if (!draw) { x += str_cells(hints[i][0]) + 1 + str_cells(action); continue; }
        if (x >= COLS - 1) break;
        role(stdscr, R_STATUSKEY, A_BOLD);
        x += put_str(stdscr, y, x, hints[i][0], COLS - 1 - x);
        role(stdscr, R_STATUS, 0);
        if (x < COLS - 1) { mvwaddch(stdscr, y, x, ' '); x++; }
        x += put_str(stdscr, y, x, action, COLS - 1 - x);
    }
    return x;
}

/* The demo's status line: the screen's own keys on the left, the app's on the right. */
static void draw_status(void) {
    static const char *list_left[][2] = {
        {"\u2191\u2193", "move"}, {"Enter", "open"}, {"/", "filter"}, {"w", "to %s"}, {0, 0}};
    static const char *detail_left[][2] = {
        {"\u2191\u2193", "move"}, {"Enter", "open"}, {"w", "to %s"}, {0, 0}};
    static const char *detail_right[][2] = {
        {"Esc", "back"}, {"Tab", "switch tab"}, {"s", "settings"}, {"?", "help"}, {"q", "quit"}, {0, 0}};
    static const char *list_right[][2] = {
        {"Tab", "switch tab"}, {"s", "settings"}, {"?", "help"}, {"q", "quit"}, {0, 0}};
    static const char *modal_left[][2] = {{"\u2191\u2193", "move"}, {"Enter", "open"}, {0, 0}};
    static const char *modal_right[][2] = {
        {"Tab", "other pane"}, {"Esc", "close"}, {"?", "help"}, {0, 0}};
    int detail = tabs[cur_tab].depth > 1;
    const char *(*left)[2] = modal_open ? modal_left : detail ? detail_left : list_left;
    const char *(*right)[2] = modal_open ? modal_right : detail ? detail_right : list_right;
    const char *other = tabs[1 - cur_tab].name;
    int y = LINES - 1;
    role(stdscr, R_STATUS, 0);
    fill(stdscr, y, 0, COLS);
    int x = put_hints(y, 1, left, other, 1);
    int rx = COLS - 1 - put_hints(0, 0, right, other, 0);
    put_hints(y, rx > x + 2 ? rx : x + 2, right, other, 1);
}

static int content_top(void) { return 2; }
static int content_rows(void) { int r = LINES - 3; return r < 0 ? 0 : r; }

static void clamp_scroll(Tab *tab) {
    int h = content_rows();
    if (tab->sel >= tab->n) tab->sel = tab->n - 1;
    if (tab->sel < 0) tab->sel = 0;
    if (h <= 0) { tab->top = tab->sel; return; }
    if (tab->sel < tab->top) tab->top = tab->sel;
    if (tab->sel >= tab->top + h) tab->top = tab->sel - h + 1;
    if (tab->top > tab->n - h) tab->top = tab->n - h;
    if (tab->top < 0) tab->top = 0;
}

static void draw_list(Tab *tab) {
    int y0 = content_top(), h = content_rows(), cols = COLS;
    clamp_scroll(tab);
    if (tab->n == 0) {
        role(stdscr, R_LABEL, 0);
        put_str(stdscr, y0, 1, "No movies", cols - 2);
        return;
    }
    for (int r = 0; r < h && tab->top + r < tab->n; r++) {
        int i = tab->top + r;
        Movie *m = &tab->movies[i];
        int y = y0 + r;
        int selected = i == tab->sel;
        char year[16];
        snprintf(year, sizeof year, "%d", m->year);
        int yw = (int)strlen(year);
        if (selected) { role(stdscr, R_SEL, 0); fill(stdscr, y, 0, cols); }
        else role(stdscr, R_NORMAL, 0);
        int title_max = cols - 2 - yw - 2;
        put_str(stdscr, y, 1, m->title, title_max);
        if (!selected) role(stdscr, R_YEAR, 0);
        if (cols - 1 - yw >= 1) put_str(stdscr, y, cols - 1 - yw, year, yw);
    }
}

static void format_budget(long long v, char *out, size_t cap) {
    char digits[32];
    snprintf(digits, sizeof digits, "%lld", v < 0 ? -v : v);
    int len = (int)strlen(digits);
    char buf[48];
    int k = 0;
    buf[k++] = '$';
    for (int i = 0; i < len; i++) {
        if (i > 0 && (len - i) % 3 == 0) buf[k++] = ',';
        buf[k++] = digits[i];
    }
    buf[k] = 0;
    snprintf(out, cap, "%s", buf);
}

/* The demo's reading measure: text wraps at 76 cells, a list is 78 wide. */
#define MEASURE 76
#define MEASURE_LIST (MEASURE + 2)

static int heading(int y, const char *text, int w) {
    role(stdscr, R_HEADING, A_BOLD);
    put_str(stdscr, y, 1, text, w);
    return y + 1;
}

static void draw_detail(Tab *tab) {
    Movie *m = &tab->movies[tab->detail];
    int y = content_top() + 1, ymax = LINES - 2, cols = COLS, w = cols - 2;
    int measure = w < MEASURE ? w : MEASURE, list_w = w < MEASURE_LIST ? w : MEASURE_LIST;
    if (y > ymax) return;
    y = heading(y, m->title, w) + 1;

    char year[16], budget[48];
    snprintf(year, sizeof year, "%d", m->year);
    format_budget(m->budget, budget, sizeof budget);
    const char *labels[5] = {"Year", "Director", "Writer", "Budget", "List"};
    const char *values[5] = {year, m->director, m->writer, budget, tab->name};
    int lw = 0;
    for (int i = 0; i < 5; i++) { int c = str_cells(labels[i]); if (c > lw) lw = c; }
    for (int i = 0; i < 5 && y <= ymax; i++, y++) {
        role(stdscr, R_LABEL, 0);
        put_str(stdscr, y, 1, labels[i], w);
        role(stdscr, R_NORMAL, 0);
        put_str(stdscr, y, 1 + lw + 3, values[i], w - lw - 3);
    }
    y++;
    if (y <= ymax) y = heading(y, "Story", w);
    if (y <= ymax) {
        role(stdscr, R_NORMAL, 0);
        y += wrap_text(stdscr, y, 1, m->desc, measure, ymax - y + 1);
    }
    y++;
    if (y <= ymax) y = heading(y, "Cast", w);
    for (int i = 0; i < m->ncast && y <= ymax; i++, y++) {
        /* the cast list has the focus: its first row is selected */
        if (i == 0) { role(stdscr, R_SEL, 0); fill(stdscr, y, 1, list_w); }
        else role(stdscr, R_NORMAL, 0);
        put_str(stdscr, y, 2, m->cast[i], list_w - 2);
    }
}

/* popup geometry (clamped to the screen, leaving room for the shadow) */
static void modal_geom(int *h, int *w, int *y, int *x) {
    *w = COLS - 4 < 66 ? COLS - 4 : 66;
    *h = LINES - 3 < 16 ? LINES - 3 : 16;
    if (*w < 10) *w = COLS < 10 ? COLS : 10;
    if (*h < 5) *h = LINES < 5 ? LINES : 5;
    *x = (COLS - *w) / 2; if (*x < 0) *x = 0;
    *y = (LINES - *h - 1) / 2; if (*y < 0) *y = 0;
}

static void draw_shadow(void) {
    int h, w, y, x;
    modal_geom(&h, &w, &y, &x);
    /* right: 2 columns, from the second row to the bottom shadow row */
    for (int r = y + 1; r <= y + h && r < LINES; r++) {
        for (int c = x + w; c < x + w + 2 && c < COLS; c++)
            mvwchgat(stdscr, r, c, 1, A_NORMAL, P_SHADOW, NULL);
    }
    /* bottom: 1 row, shifted 2 columns right */
    if (y + h < LINES) {
        int c0 = x + 2, c1 = x + w + 2;
        if (c1 > COLS) c1 = COLS;
        if (c1 > c0) mvwchgat(stdscr, y + h, c0, c1 - c0, A_NORMAL, P_SHADOW, NULL);
    }
}

static void ensure_popup(void) {
    int h, w, y, x;
    modal_geom(&h, &w, &y, &x);
    if (pop_win) {
        int ch, cw, cy, cx;
        getmaxyx(pop_win, ch, cw);
        getbegyx(pop_win, cy, cx);
        if (ch == h && cw == w && cy == y && cx == x) return;
        del_panel(pop_panel);
        delwin(pop_win);
    }
    pop_win = newwin(h, w, y, x);
    pop_panel = new_panel(pop_win);
    hide_panel(pop_panel);
}

static void box_char(WINDOW *win, int y, int x, const wchar_t *c) {
    cchar_t cc;
    wattr_set(win, A_NORMAL, P_MODAL_BORDER, NULL); /* window attrs merge into the cell */
    setcchar(&cc, c, A_NORMAL, P_MODAL_BORDER, NULL);
    mvwadd_wch(win, y, x, &cc);
}

/* The demo's settings modal: a bordered box titled "Settings", the sections on
 * the left, the selected section on the right. */
static void draw_popup(void) {
    ensure_popup();
    WINDOW *p = pop_win;
    int h, w;
    getmaxyx(p, h, w);
    wbkgdset(p, ' ' | COLOR_PAIR(P_MODAL));
    werase(p);

    for (int c = 1; c < w - 1; c++) { box_char(p, 0, c, L"─"); box_char(p, h - 1, c, L"─"); }
    for (int r = 1; r < h - 1; r++) { box_char(p, r, 0, L"│"); box_char(p, r, w - 1, L"│"); }
    box_char(p, 0, 0, L"┌"); box_char(p, 0, w - 1, L"┐");
    box_char(p, h - 1, 0, L"└"); box_char(p, h - 1, w - 1, L"┘");
    wattr_set(p, A_BOLD, P_MODAL_TITLE, NULL);   /* title over the top border */
    if (w > 12) put_str(p, 0, 2, " Settings ", w - 4);

    /* sections | the selected one, below a blank row */
    int mw = 14;                       /* the sections' width */
    if (mw > w / 3) mw = w / 3;
    int sx = 2 + mw;                   /* separator column */
    for (int r = 2; r < h - 1; r++) box_char(p, r, sx, L"│");
    for (int i = 0; i < MODAL_ITEMS && 2 + i < h - 1; i++) {
        if (i == modal_sel) wattr_set(p, A_NORMAL, P_MODAL_SEL, NULL);
        else wattr_set(p, A_NORMAL, P_MODAL, NULL);
        fill(p, 2 + i, 2, mw);
        put_str(p, 2 + i, 3, modal_items[i], mw - 1);
    }

    int dx = sx + 2, dw = w - 2 - dx, y = 2, ymax = h - 2;
    if (dw <= 0) return;
    wattr_set(p, A_NORMAL, P_MODAL, NULL);
    if (modal_sel == 0) {
        y += wrap_text(p, y, dx, "The key the demo sends to its movie service.", dw, ymax - y + 1);
        y++;
        if (y <= ymax) {
            wattr_set(p, A_BOLD, P_MODAL_TITLE, NULL);
            int lw = put_str(p, y, dx, "Api Key", dw);
            int fx = dx + lw + 2, fw = w - 3 - fx;
            if (fw > 0) {
                wattr_set(p, A_NORMAL, P_MODAL_FIELD, NULL);
                fill(p, y, fx, fw);
                put_str(p, y, fx, "\u2022\u2022\u2022\u2022\u2022", fw);
            }
        }
    } else {
        y += wrap_text(p, y, dx, "Weavy demo \u2014 movie browser. This is the C reference "
                                 "implementation on ncursesw and panelw, used as the "
                                 "baseline of the end-to-end benchmark.",
                       dw, ymax - y + 1);
        y++;
        if (y <= ymax) put_str(p, y, dx, curses_version(), dw);
    }
}

static void redraw(void) {
    Tab *tab = &tabs[cur_tab];
    dimmed = modal_open;
    wattr_set(stdscr, A_NORMAL, 0, NULL);
    werase(stdscr);
    draw_tabs();
    draw_title();
    if (tab->depth > 1) draw_detail(tab);
    else draw_list(tab);
    dimmed = 0;        /* the status line shows the active keys (the modal's) */
    draw_status();
    dimmed = modal_open;
    if (modal_open) {
        draw_shadow();
        draw_popup();
        show_panel(pop_panel);
        top_panel(pop_panel);
    } else if (pop_panel) {
        hide_panel(pop_panel);
    }
    dimmed = 0;
    update_panels();   /* wnoutrefresh of stdscr and the visible panels */
    doupdate();        /* exactly one doupdate per key */
}

/* ------------------------------------------------------------------ keys */

static int handle_key(int ch) {
    Tab *tab = &tabs[cur_tab];
    if (ch == KEY_RESIZE) return 1;
    if (modal_open) {
        switch (ch) {
        case 27: case KEY_BACKSPACE: case 127: case 8:
            modal_open = 0; return 1;
        case KEY_UP: case 'k':
            if (modal_sel > 0) modal_sel--;
            return 1;
        case KEY_DOWN: case 'j':
            if (modal_sel < MODAL_ITEMS - 1) modal_sel++;
            return 1;
        default: return 1;
        }
    }
    switch (ch) {
    case 'q': case 'Q': return 0;
    case 's': modal_open = 1; modal_sel = 0; return 1;
    case '\t': case KEY_BTAB: cur_tab = 1 - cur_tab; return 1;
    case '1': cur_tab = 0; return 1;
    case '2': cur_tab = 1; return 1;
    }
    if (tab->depth > 1) {
        switch (ch) {
        case 27: case KEY_BACKSPACE: case 127: case 8: case KEY_LEFT: case 'h':
            tab->depth = 1; return 1;
        }
        return 1;
    }
    int page = content_rows() > 1 ? content_rows() - 1 : 1;
    switch (ch) {
    case KEY_UP: case 'k': tab->sel--; break;
    case KEY_DOWN: case 'j': tab->sel++; break;
    case KEY_PPAGE: tab->sel -= page; break;
    case KEY_NPAGE: tab->sel += page; break;
    case KEY_HOME: case 'g': tab->sel = 0; break;
    case KEY_END: case 'G': tab->sel = tab->n - 1; break;
    case '\n': case '\r': case KEY_ENTER: case KEY_RIGHT: case 'l':
        if (tab->n > 0) { tab->detail = tab->sel; tab->depth = 2; }
        break;
    }
    if (tab->sel >= tab->n) tab->sel = tab->n - 1;
    if (tab->sel < 0) tab->sel = 0;
    return 1;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: %s catalog.tsv\n", argv[0]);
        return 2;
    }
    setlocale(LC_ALL, "");
    load_tsv(argv[1]);

    if (!initscr()) { fprintf(stderr, "initscr failed\n"); return 1; }
    raw();
    noecho();
    keypad(stdscr, TRUE);
    if (!getenv("ESCDELAY")) set_escdelay(25);
    curs_set(0);
    init_colors();

    redraw();
    for (;;) {
        int ch = wgetch(stdscr);   /* blocking, no timeout: zero CPU while idle */
        if (ch == ERR) {
            /* a signal, or the terminal went away: stop rather than spin on a closed pty */
            struct pollfd hup = { .fd = 0, .events = POLLIN };
            if (poll(&hup, 1, 0) < 0 || (hup.revents & (POLLHUP | POLLERR | POLLNVAL))) break;
            continue;
        }
        if (!handle_key(ch)) break;
        redraw();
    }
    endwin();
    return 0;
}
