#include "CTerminalRescue.h"

#include <signal.h>
#include <string.h>
#include <termios.h>
#include <unistd.h>

/* Written before the handlers are installed or while they are disarmed; the handler only reads them. */
static char reset_bytes[LW_RESCUE_CAPACITY];
static size_t reset_count;
static int reset_fd = -1;
static struct termios saved_modes;
static int modes_fd = -1;
static volatile sig_atomic_t armed;
/* Previous actions by signal number, to hand the signal back to (Swift's backtracer, or the default). */
static struct sigaction previous[NSIG];

int lw_rescue_save_modes(int fd) {
    if (tcgetattr(fd, &saved_modes) != 0) return -1;
    modes_fd = fd;
    return 0;
}

void lw_rescue_arm(int fd, const char *bytes, size_t count) {
    armed = 0;
    if (count > sizeof reset_bytes) count = sizeof reset_bytes;
    memcpy(reset_bytes, bytes, count);
    reset_count = count;
    reset_fd = fd;
    armed = 1;
}

void lw_rescue_disarm(void) { armed = 0; }

static void rescue(int signo, siginfo_t *info, void *context) {
    (void)context;
    if (armed) {
        armed = 0;
        size_t done = 0;
        while (done < reset_count) {
            ssize_t n = write(reset_fd, reset_bytes + done, reset_count - done);
            if (n <= 0) break;
            done += (size_t)n;
        }
        if (modes_fd >= 0) tcsetattr(modes_fd, TCSANOW, &saved_modes);
    }
    sigaction(signo, &previous[signo], NULL);
    /* A hardware fault re-runs the faulting instruction on return, reaching the previous action with its real
       context. A sent signal (kill, raise, abort) or a trap that resumes past itself is sent again. */
    if (info == NULL || info->si_code <= 0 || signo == SIGTRAP || signo == SIGABRT) raise(signo);
}

int lw_rescue_install(int signo) {
    if (signo <= 0 || signo >= NSIG) return -1;
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_sigaction = rescue;
    action.sa_flags = SA_SIGINFO | SA_ONSTACK;
    sigemptyset(&action.sa_mask);
    return sigaction(signo, &action, &previous[signo]);
}
