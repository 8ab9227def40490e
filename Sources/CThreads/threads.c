// CPU sets and sched_getcpu are GNU extensions, which Swift's Glibc module leaves out.
#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

#include "CThreads.h"

int lw_start_thread_elsewhere(void *(*body)(void *), void *context) {
    pthread_attr_t attributes;
    int status = pthread_attr_init(&attributes);
    if (status != 0) return status;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    cpu_set_t elsewhere;
    int current = sched_getcpu();
    if (current >= 0 && sched_getaffinity(0, sizeof elsewhere, &elsewhere) == 0) {
        CPU_CLR(current, &elsewhere);
        // Only one CPU allowed: leave the thread where the scheduler puts it.
        if (CPU_COUNT(&elsewhere) > 0) pthread_attr_setaffinity_np(&attributes, sizeof elsewhere, &elsewhere);
    }
    pthread_t thread;
    status = pthread_create(&thread, &attributes, body, context);
    pthread_attr_destroy(&attributes);
    return status;
}

int lw_configure_malloc(int arenas, int trim_threshold) {
#if defined(__GLIBC__)
    return mallopt(M_ARENA_MAX, arenas) && mallopt(M_TRIM_THRESHOLD, trim_threshold);
#else
    (void)arenas;
    (void)trim_threshold;
    return 0;
#endif
}

int lw_trim_malloc(void) {
#if defined(__GLIBC__)
    return malloc_trim(0);
#else
    return 0;
#endif
}
