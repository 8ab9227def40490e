/* The crash path's terminal rescue: on a fatal signal, write the prepared reset bytes and put back the saved tty
   modes, using only async-signal-safe calls (write, tcsetattr, sigaction, raise). In C, with static storage: a
   Swift handler may reach the runtime (exclusivity checks, lazy globals), which is not safe in a signal handler. */
#ifndef LASSO_CTERMINALRESCUE_H
#define LASSO_CTERMINALRESCUE_H

#include <stddef.h>

/* The most bytes the reset may hold (mouse off, bracketed paste off, normal screen, cursor on). */
#define LW_RESCUE_CAPACITY 256

/* Saves `fd`'s tty modes (call before curses changes them). Returns 0, or -1 when they cannot be read. */
int lw_rescue_save_modes(int fd);

/* What a crash writes to `fd`, copied into static storage; longer than LW_RESCUE_CAPACITY is cut off. Arms the
   rescue. */
void lw_rescue_arm(int fd, const char *bytes, size_t count);

/* The terminal was restored the ordinary way: a crash from now on leaves the tty alone. */
void lw_rescue_disarm(void);

/* Installs the handler for `signo`, keeping the previous action, which the handler hands the signal back to. */
int lw_rescue_install(int signo);

#endif
