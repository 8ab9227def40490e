#ifndef C_THREADS_H
#define C_THREADS_H

/// Starts `body(context)` on a new detached thread, on another CPU than the caller's when there is one (the
/// scheduler may otherwise queue the new thread behind its creator, when the point is for both to run at once).
/// Returns 0, or the error `pthread_create` gave.
int lw_start_thread_elsewhere(void *(*body)(void *), void *context);

/// Caps the number of malloc arenas (glibc's M_ARENA_MAX), for a call before any thread starts. Returns 1 on
/// success, 0 where the C library has no such setting.
int lw_limit_malloc_arenas(int count);

#endif
