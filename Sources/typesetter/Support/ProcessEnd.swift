/// What a command keeps until the process exits instead of freeing it.
///
/// A command's result can be the largest structure of the run (a million resolved tokens): freeing it
/// when `run()` returns releases every token, name and value one by one just before the process exits and
/// the system takes the whole address space back at once. Handing it here skips that work (as compilers
/// skip freeing their trees at exit); the memory is the process's until it ends either way.
enum ProcessEnd {
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Keeps `value` alive until the process exits.
    static func keep(_ value: Any) { kept.append(value) }
}
