/// Where the nonisolated part of an effect runs. Unset (the app), effects run on Swift's global concurrent executor.
/// Tests set a serial task executor here, for their own task tree only, so effects and the test take turns in a fixed
/// order without a process-wide switch that would also serialise every other test running beside them.
public enum EffectExecution {
    /// A task-local, so it reaches the effects a test's sends start and the effects those effects' actions start,
    /// and nothing else in the process.
    @TaskLocal public static var taskExecutor: (any TaskExecutor)?
}
