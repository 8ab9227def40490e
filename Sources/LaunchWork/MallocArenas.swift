import CThreads

/// At most two malloc arenas for the whole process; called first thing in `main`, before any thread starts. glibc
/// gives a thread that finds the arenas busy one of its own, up to eight per CPU, and what is freed in an arena is
/// reused by that arena alone: the Map's effects, spread over the pool's threads, held 2 MB more at their peak
/// (`make memory`). Two still let the main thread and a worker allocate without waiting on each other.
public func limitMallocArenas() {
    _ = lw_limit_malloc_arenas(2)
}
