#ifndef C_THREADS_H
#define C_THREADS_H

/// Starts `body(context)` on a new detached thread, on another CPU than the caller's when there is one (the
/// scheduler may otherwise queue the new thread behind its creator, when the point is for both to run at once).
/// Returns 0, or the error `pthread_create` gave.
int lw_start_thread_elsewhere(void *(*body)(void *), void *context);

/// Sets glibc's malloc to at most `arenas` arenas (M_ARENA_MAX) and to give the heap's free top back past
/// `trim_threshold` bytes (M_TRIM_THRESHOLD), for a call before any thread starts. Returns 1 when both were set,
/// 0 where the C library has no such settings.
int lw_configure_malloc(int arenas, int trim_threshold);

/// Gives every wholly free page of malloc's heap and arenas back to the system (glibc's malloc_trim(0)); returns 1
/// when some memory was given back, 0 when none was or where the C library has no such call.
int lw_trim_malloc(void);

#endif
