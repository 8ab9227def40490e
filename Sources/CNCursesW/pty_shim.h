/* openpty for in-process terminal tests (newterm on a pseudo-terminal), plus the window-size ioctls.
   Named pty_shim.h, not pty.h, so it cannot shadow the system <pty.h> it includes. */
#ifndef LASSO_CNCURSESW_PTY_H
#define LASSO_CNCURSESW_PTY_H

#include <pty.h>
#include <sys/ioctl.h>
#include <termios.h>

/* Reads the terminal's size in rows and columns; returns 0 on success. */
static inline int lw_window_size(int fd, int *rows, int *cols) {
    struct winsize ws;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0 || ws.ws_row == 0 || ws.ws_col == 0) return -1;
    *rows = ws.ws_row;
    *cols = ws.ws_col;
    return 0;
}

/* Sets a pseudo-terminal's size (tests use it to simulate a resize). */
static inline int lw_set_window_size(int fd, int rows, int cols) {
    struct winsize ws = { .ws_row = (unsigned short)rows, .ws_col = (unsigned short)cols };
    return ioctl(fd, TIOCSWINSZ, &ws);
}

#endif
