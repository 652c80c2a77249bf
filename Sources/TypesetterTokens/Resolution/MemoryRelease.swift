#if canImport(Glibc)
    import Glibc
#endif

/// Returns the free pages of the heap to the system.
///
/// Reading a large document allocates its whole tree of containers in small blocks, then frees them while the
/// tokens are flattened. glibc keeps freed blocks for reuse and returns only the top of the heap, so without
/// this the process keeps the document's peak resident for the rest of the run, beside the tables resolution
/// allocates next (each large enough to get pages of its own). Elsewhere a no-op.
enum MemoryRelease {
    /// glibc's `malloc_trim` (found at run time: the Glibc module does not declare it).
    private static let trim: (@convention(c) (Int) -> Int32)? = {
        #if canImport(Glibc)
            // RTLD_DEFAULT (a null handle): the symbol wherever the process has it.
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim") else { return nil }
            return unsafeBitCast(symbol, to: (@convention(c) (Int) -> Int32).self)
        #else
            return nil
        #endif
    }()

    static func returnFreePages() {
        _ = trim?(0)
    }
}
