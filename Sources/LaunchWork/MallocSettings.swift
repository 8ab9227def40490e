import CThreads

/// How the process's malloc keeps memory; called first thing in `main`, before any thread starts (`make memory`
/// measured both on the Map). At most two arenas: glibc gives a thread that finds the arenas busy one of its own, up
/// to eight per CPU, and what is freed in an arena is reused by that arena alone (2 MB more at the Map's peak); two
/// still let the main thread and a worker allocate without waiting on each other. The heap's free top is given back
/// past 64 KiB, not past glibc's 128 KiB that grows with every large block freed (1 MB less at the Map's peak
/// abroad, 2 MB less resident after it).
public func configureMalloc() {
    _ = lw_configure_malloc(2, 64 * 1024)
}

/// Gives malloc's free pages back to the system: after a burst of large short-lived buffers (the Map's town
/// indexes), whose freed pages in the middle of an arena would otherwise stay resident.
public func trimMalloc() {
    _ = lw_trim_malloc()
}
