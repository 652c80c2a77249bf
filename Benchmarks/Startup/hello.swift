// The start-up baseline for Benchmarks/Startup/release: a Swift hello world, built as the release binary is
// (optimized, static executable, stripped).
print("Hello, world!")
