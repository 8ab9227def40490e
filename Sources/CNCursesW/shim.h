/* Swift view of ncursesw. SwiftPM drops pkg-config's -D_XOPEN_SOURCE=600, so the wide-character API is
   switched on here; C globals and macros Swift cannot import are re-exported as static inline functions. */
#ifndef LASSO_CNCURSESW_SHIM_H
#define LASSO_CNCURSESW_SHIM_H

#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif

#include <locale.h>
#include <langinfo.h>
#include <wchar.h>
#include <stdio.h>
#include <curses.h>
#include "pty_shim.h"

/* Globals: Swift 6 rejects mutable C globals, so read them through functions. */
static inline WINDOW *lw_stdscr(void) { return stdscr; }
static inline WINDOW *lw_curscr(void) { return curscr; }
static inline int lw_lines(void) { return LINES; }
static inline int lw_cols(void) { return COLS; }
static inline int lw_colors(void) { return COLORS; }
static inline int lw_color_pairs(void) { return COLOR_PAIRS; }
static inline FILE *lw_stdin(void) { return stdin; }
static inline FILE *lw_stdout(void) { return stdout; }
static inline const char *lw_codeset(void) { return nl_langinfo(CODESET); }

/* Attribute macros (NCURSES_BITS expressions are not importable). */
static inline attr_t lw_a_normal(void) { return A_NORMAL; }
static inline attr_t lw_a_bold(void) { return A_BOLD; }
static inline attr_t lw_a_dim(void) { return A_DIM; }
static inline attr_t lw_a_reverse(void) { return A_REVERSE; }
static inline attr_t lw_a_underline(void) { return A_UNDERLINE; }
static inline attr_t lw_a_italic(void) { return A_ITALIC; }

static inline int lw_key_f(int n) { return KEY_F(n); }
static inline int lw_ccharw_max(void) { return CCHARW_MAX; }

/* Writes one cell: `wch` holds a spacing character followed by up to CCHARW_MAX-1 combining ones, NUL-ended. */
static inline int lw_put_cell(WINDOW *win, int y, int x, const wchar_t *wch, attr_t attrs, short pair) {
    cchar_t cc;
    if (setcchar(&cc, wch, attrs, pair, NULL) == ERR) return ERR;
    return mvwadd_wch(win, y, x, &cc);
}

#endif
